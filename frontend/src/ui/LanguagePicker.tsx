import { CheckboxCards, Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Flag } from './Flag';
import { LANGUAGES, languageName } from './languages';

type LanguagePickerProps = {
  /** The visible label; it also names the group for assistive technology. */
  label: string;
  /** Selected language codes. */
  value: string[];
  /** Called with the new selection, always in the order of `LANGUAGES`. */
  onChange: (codes: string[]) => void;
  /** A short hint under the label. */
  hint?: string;
  disabled?: boolean;
  testId?: string;
};

/**
 * As many columns as the picker's own width holds with each name on one line
 * beside its checkbox ("Portuguese" is the longest): one on a phone, two or
 * three in a wider form. The window's width says nothing of the form's.
 */
const COLUMNS = 'repeat(auto-fill, minmax(min(100%, 10.5rem), 1fr))';

const ORDER = new Map<string, number>(
  LANGUAGES.map((language, index) => [language.code, index]),
);

/** Keeps a stable order, whatever order the languages were ticked in. */
function inListOrder(codes: string[]): string[] {
  return [...new Set(codes)]
    .filter((code) => ORDER.has(code))
    .sort((a, b) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0));
}

/** Several of the 12 languages, as checkbox cards with flag and localized name. */
export function LanguagePicker({
  label,
  value,
  onChange,
  hint,
  disabled,
  testId,
}: LanguagePickerProps) {
  const intl = useIntl();
  const labelId = useId();
  const hintId = useId();

  return (
    <Flex direction="column" gap="2">
      <Text as="div" id={labelId} size="2" weight="medium">
        {label}
      </Text>
      {hint && (
        <Text as="p" id={hintId} size="1" color="gray">
          {hint}
        </Text>
      )}
      <CheckboxCards.Root
        size="1"
        columns={COLUMNS}
        gap="2"
        value={value}
        onValueChange={(codes) => onChange(inListOrder(codes))}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        data-testid={testId}
      >
        {LANGUAGES.map((language) => (
          <CheckboxCards.Item key={language.code} value={language.code}>
            <Flex align="center" gap="2">
              <Flag src={language.flag} />
              {/* A name still wider than its card wraps, never under the box. */}
              <Text size="2" style={{ overflowWrap: 'anywhere' }}>
                {languageName(language.code, intl.locale)}
              </Text>
            </Flex>
          </CheckboxCards.Item>
        ))}
      </CheckboxCards.Root>
    </Flex>
  );
}
