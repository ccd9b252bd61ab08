import { Flex, Heading, RadioCards, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { ArabicText } from '../../../ui/ArabicText';
import { Flag } from '../../../ui/Flag';
import { DIALECTS, dialectName, findDialectByCode } from '../dialects';
import { useTranslatorIntl } from '../hooks/use-translator-intl';
import type { TranslatorLanguageCode } from '../languages';

type DialectPickerProps = {
  /** The current target language; a dialect's tile shows as chosen. */
  target: TranslatorLanguageCode;
  onChoose: (code: TranslatorLanguageCode) => void;
};

/** Six tiles, one per dialect: choosing one makes it the target language. */
export function DialectPicker({ target, onChoose }: DialectPickerProps) {
  const { t, locale } = useTranslatorIntl();
  const headingId = useId();
  const chosen = findDialectByCode(target)?.code ?? '';
  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="4" id={headingId}>
        {t('translator.dialects.title')}
      </Heading>
      <RadioCards.Root
        value={chosen}
        onValueChange={(code) => {
          const dialect = findDialectByCode(code);
          if (dialect) onChoose(dialect.code);
        }}
        columns={{ initial: '2', sm: '3' }}
        gap="3"
        aria-labelledby={headingId}
        data-testid="translator-dialect-picker"
      >
        {DIALECTS.map((dialect) => (
          <RadioCards.Item
            key={dialect.slug}
            value={dialect.code}
            aria-label={dialectName(dialect, locale)}
          >
            <Flex direction="column" align="center" gap="1">
              <Flag
                src={dialect.flag}
                size={28}
                className="translator-tile-flag"
              />
              <Text size="2" weight="medium">
                {dialectName(dialect, locale)}
              </Text>
              <Text size="2" color="gray">
                <ArabicText>{dialect.nativeName}</ArabicText>
              </Text>
            </Flex>
          </RadioCards.Item>
        ))}
      </RadioCards.Root>
    </Flex>
  );
}
