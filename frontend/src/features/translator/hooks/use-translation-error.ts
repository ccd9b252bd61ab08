import { useCallback } from 'react';
import { parseApiError } from '../../../api/http';
import { useToast } from '../../../app/toasts/use-toast';
import { useTranslatorIntl } from './use-translator-intl';

/**
 * The toast for a failed translation. Dialect pages always say 'Failed to translate
 * text'; the general translator shows the server's reason (limit reached, offline
 * phrasebook, text too long...) when there is one.
 */
export function useTranslationErrorToast({
  serverMessage,
}: {
  serverMessage: boolean;
}) {
  const { toast } = useToast();
  const { t } = useTranslatorIntl();
  return useCallback(
    (error: unknown) => {
      const { message } = parseApiError(error);
      toast({
        variant: 'destructive',
        title: t('translator.error.title'),
        description:
          (serverMessage && message) || t('translator.error.description'),
      });
    },
    [serverMessage, t, toast],
  );
}
