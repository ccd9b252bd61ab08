import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { parseApiError } from '../../../api/http';
import { apiErrorText } from '../../../i18n/api-error-text';
import { useToast } from '../../../shared/toasts/use-toast';
import { TRANSLATOR_LANGUAGES } from '../languages';
import { useTranslatorIntl } from './use-translator-intl';

/**
 * The toast for a failed translation. Dialect pages always say 'Failed to translate
 * text'; the general translator shows the reason the server gives (by its code) (limit reached, offline
 * phrasebook, text too long, the text looking like another source language...)
 * when there is one, with a language the server names by its code given its name.
 */
export function useTranslationErrorToast({
  serverMessage,
}: {
  serverMessage: boolean;
}) {
  const { toast } = useToast();
  const { t } = useTranslatorIntl();
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      const details = parseApiError(error);
      const named = TRANSLATOR_LANGUAGES.find(
        ({ code }) => code === details.params.language,
      );
      const params = named
        ? { ...details.params, language: t(named.nameId) }
        : details.params;
      toast({
        variant: 'destructive',
        title: t('translator.error.title'),
        description:
          (serverMessage && apiErrorText(intl, { ...details, params })) ||
          t('translator.error.description'),
      });
    },
    [intl, serverMessage, t, toast],
  );
}
