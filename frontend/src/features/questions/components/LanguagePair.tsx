import { Badge, Flex } from '@radix-ui/themes';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Flag } from '../../../ui/Flag';
import { languageFlag, languageName } from '../../../ui/languages';

type LanguagePairProps = {
  /** The language the question is about. */
  targetLanguage: string;
  /** The asker's native language. */
  language: string;
};

/** "Learning [flag] Darija · From [flag] French": what the asker learns and speaks. */
export function LanguagePair({ targetLanguage, language }: LanguagePairProps) {
  const intl = useIntl();
  // Keyed: react-intl puts the value into a list beside the label's text.
  const badge = (code: string) => (
    <Fragment key={code}>
      <Flag src={languageFlag(code)} size={12} />
      {languageName(code, intl.locale)}
    </Fragment>
  );
  return (
    <Flex gap="2" wrap="wrap" align="center" data-testid="language-pair">
      <Badge color="indigo" variant="soft" radius="full">
        <FormattedMessage
          id="question.languages.learning"
          values={{ language: badge(targetLanguage) }}
        />
      </Badge>
      <Badge color="gray" variant="soft" radius="full">
        <FormattedMessage
          id="question.languages.from"
          values={{ language: badge(language) }}
        />
      </Badge>
    </Flex>
  );
}
