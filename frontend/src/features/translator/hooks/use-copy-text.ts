import { useCallback } from 'react';
import { useToast } from '../../../shared/toasts/use-toast';
import { useTranslatorIntl } from './use-translator-intl';

/** Puts a text on the clipboard and says so. */
export function useCopyText() {
  const { toast } = useToast();
  const { t } = useTranslatorIntl();
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        toast({
          title: t('translator.copy.successTitle'),
          description: t('translator.copy.successDescription'),
        });
      } catch {
        toast({
          variant: 'destructive',
          title: t('translator.toast.errorTitle'),
          description: t('translator.copy.errorDescription'),
        });
      }
    },
    [t, toast],
  );
}
