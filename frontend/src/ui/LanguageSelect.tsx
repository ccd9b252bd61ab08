import { Select } from '@radix-ui/themes';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { FlagOption } from './Flag';
import { LANGUAGES, languageName } from './languages';

/** The value that stands for "no language" when `allLabel` is given. */
const ALL = 'all';

type LanguageSelectProps = {
  /** The trigger's id; a `<label htmlFor>` can point at it. */
  id?: string;
  /** Names the control when there is no visible label pointing at it. */
  ariaLabel?: string;
  /** Ids of help texts describing the control. */
  ariaDescribedBy?: string;
  /** A language code, or '' for none. */
  value: string;
  onChange: (code: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Adds a first option meaning "every language" (value ''). */
  allLabel?: string;
  disabled?: boolean;
  testId?: string;
  /** Opens at once (see DeferredLanguageSelect). */
  defaultOpen?: boolean;
  triggerRef?: Ref<HTMLButtonElement>;
};

/** One of the 12 languages, with flag and localized name. */
export function LanguageSelect({
  id,
  ariaLabel,
  ariaDescribedBy,
  value,
  onChange,
  placeholder,
  allLabel,
  disabled,
  testId,
  defaultOpen,
  triggerRef,
}: LanguageSelectProps) {
  const intl = useIntl();
  const selected = value || (allLabel ? ALL : '');

  return (
    <Select.Root
      value={selected}
      onValueChange={(code) => onChange(code === ALL ? '' : code)}
      disabled={disabled}
      defaultOpen={defaultOpen}
    >
      <Select.Trigger
        ref={triggerRef}
        id={id}
        placeholder={placeholder}
        aria-label={ariaLabel}
        aria-describedby={ariaDescribedBy}
        data-testid={testId}
      />
      <Select.Content position="popper">
        {allLabel && <Select.Item value={ALL}>{allLabel}</Select.Item>}
        {LANGUAGES.map((language) => (
          <Select.Item key={language.code} value={language.code}>
            <FlagOption
              flag={language.flag}
              name={languageName(language.code, intl.locale)}
            />
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
