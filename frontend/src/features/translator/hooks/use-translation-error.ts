import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { parseApiError } from '../../../api/http';
import { apiErrorText } from '../../../i18n/api-error-text';
import { useToast } from '../../../shared/toasts/use-toast';
import { useTranslatorIntl } from './use-translator-intl';

/**
 * The toast for a failed translation. Dialect pages always say 'Failed to translate
 * text'; the general translator shows the reason the server gives (by its code) (limit reached, offline
 * phrasebook, text too long...) when there is one.
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
      toast({
        variant: 'destructive',
        title: t('translator.error.title'),
        description:
          (serverMessage && apiErrorText(intl, details)) ||
          t('translator.error.description'),
      });
    },
    [intl, serverMessage, t, toast],
  );
}
