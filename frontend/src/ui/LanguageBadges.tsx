import { Badge, Flex } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { Flag } from './Flag';
import { languageFlag, languageName } from './languages';

type LanguageBadgesProps = {
  codes: string[];
  color?: ComponentProps<typeof Badge>['color'];
  testId?: string;
};

/** Language codes shown as badges with flag and localized name. */
export function LanguageBadges({ codes, color, testId }: LanguageBadgesProps) {
  const intl = useIntl();
  return (
    <Flex as="div" wrap="wrap" gap="1" data-testid={testId}>
      {codes.map((code) => (
        <Badge key={code} color={color} variant="soft" radius="full">
          <Flag src={languageFlag(code)} size={12} />
          {languageName(code, intl.locale)}
        </Badge>
      ))}
    </Flex>
  );
}
