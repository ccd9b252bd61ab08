import { Select } from '@radix-ui/themes';
import type { Ref } from 'react';
import { FlagOption } from '../../../ui/Flag';
import { useTranslatorIntl } from '../hooks/use-translator-intl';
import type { TranslatorLanguage, TranslatorLanguageCode } from '../languages';

export type TranslatorLanguageSelectProps = {
  /** The trigger's id; the visible label points at it. */
  id: string;
  languages: readonly TranslatorLanguage[];
  value: TranslatorLanguageCode;
  onChange: (code: TranslatorLanguageCode) => void;
  testId?: string;
  /** Opens at once (see DeferredTranslatorLanguageSelect). */
  defaultOpen?: boolean;
  triggerRef?: Ref<HTMLButtonElement>;
};

/** One of the page's translator languages, with flag and localized name. */
export function TranslatorLanguageSelect({
  id,
  languages,
  value,
  onChange,
  testId,
  defaultOpen,
  triggerRef,
}: TranslatorLanguageSelectProps) {
  const { t } = useTranslatorIntl();
  return (
    <Select.Root
      value={value}
      onValueChange={(code) => {
        const language = languages.find((l) => l.code === code);
        if (language) onChange(language.code);
      }}
      defaultOpen={defaultOpen}
    >
      <Select.Trigger ref={triggerRef} id={id} data-testid={testId} />
      <Select.Content position="popper">
        {languages.map((language) => (
          <Select.Item key={language.code} value={language.code}>
            <FlagOption flag={language.flag} name={t(language.nameId)} />
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
