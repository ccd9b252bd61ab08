import { Text } from '@radix-ui/themes';
import { useTranslatorIntl } from '../hooks/use-translator-intl';
import { counterTone } from '../utils/counter-tone';
import { trimmedLength } from '../../../shared/text-length';

const TONE_COLOR = {
  normal: 'gray',
  warning: 'orange',
  over: 'red',
} as const;

type CharacterCounterProps = {
  /** The text typed so far. */
  text: string;
  limit: number;
  /** Orange above 80% of the limit, red above it (the general translator). */
  colored: boolean;
};

/**
 * 'N/500 characters' under the text area, counting what the server counts:
 * the text without the spaces at its ends (the server trims them before it
 * compares the length with the plan's limit).
 */
export function CharacterCounter({
  text,
  limit,
  colored,
}: CharacterCounterProps) {
  const { t } = useTranslatorIntl();
  const count = trimmedLength(text);
  const tone = colored ? counterTone(count, limit) : 'normal';
  return (
    <Text
      as="p"
      size="1"
      align="right"
      color={TONE_COLOR[tone]}
      data-testid="translator-counter"
      data-tone={tone}
    >
      {t('translator.counter', { count, limit })}
    </Text>
  );
}
