import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId, TranslatorMessageId } from '../../../i18n/messages';
import { mutationErrorText } from '../../../shared/use-mutation-error';

export type MessageValues = Record<string, string | number>;

/**
 * react-intl's id type lists the main catalogue only; the translator's catalogue is
 * merged into the same messages at runtime, so this is the one place that widens it.
 */
export function asMessageId(id: TranslatorMessageId): MessageId {
  return id as string as MessageId;
}

/** Formats the translator's messages (`translator.*`) in the interface locale. */
export function useTranslatorIntl() {
  const intl = useIntl();
  const t = useCallback(
    (id: TranslatorMessageId, values?: MessageValues) =>
      intl.formatMessage({ id: asMessageId(id) }, values),
    [intl],
  );
  /** A failed request's text: the server's precise reason, else `fallback`. */
  const failure = useCallback(
    (error: unknown, fallback: TranslatorMessageId) =>
      mutationErrorText(intl, error, asMessageId(fallback)),
    [intl],
  );
  return { t, failure, locale: intl.locale };
}
