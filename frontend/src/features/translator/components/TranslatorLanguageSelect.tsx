import { Flex, Select, Text } from '@radix-ui/themes';
import { Flag } from '../../../ui/Flag';
import { useTranslatorIntl } from '../hooks/use-translator-intl';
import type { TranslatorLanguage, TranslatorLanguageCode } from '../languages';

type TranslatorLanguageSelectProps = {
  /** The trigger's id; the visible label points at it. */
  id: string;
  languages: readonly TranslatorLanguage[];
  value: TranslatorLanguageCode;
  onChange: (code: TranslatorLanguageCode) => void;
  testId?: string;
};

/** One of the page's translator languages, with flag and localized name. */
export function TranslatorLanguageSelect({
  id,
  languages,
  value,
  onChange,
  testId,
}: TranslatorLanguageSelectProps) {
  const { t } = useTranslatorIntl();
  return (
    <Select.Root
      value={value}
      onValueChange={(code) => {
        const language = languages.find((l) => l.code === code);
        if (language) onChange(language.code);
      }}
    >
      <Select.Trigger id={id} data-testid={testId} />
      <Select.Content position="popper">
        {languages.map((language) => (
          <Select.Item key={language.code} value={language.code}>
            <Flex as="span" align="center" gap="2">
              <Flag src={language.flag} />
              <Text as="span">{t(language.nameId)}</Text>
            </Flex>
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
