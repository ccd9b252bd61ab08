import { useCallback } from 'react';
import { useToast } from '../../../shared/toasts/use-toast';
import { useSpeakText } from '../api/speak-text';
import { AUDIO_VOLUME } from '../constants';
import type { TranslatorLanguageCode } from '../languages';
import { useTranslatorIntl } from './use-translator-intl';

/**
 * Reads a text aloud: the server makes the audio, the browser plays it at full
 * volume. A failure names the server's reason when it gives one.
 */
export function useListen() {
  const speak = useSpeakText();
  const { mutateAsync, isPending } = speak;
  const { toast } = useToast();
  const { t, failure } = useTranslatorIntl();

  const listen = useCallback(
    async (text: string, language: TranslatorLanguageCode) => {
      try {
        const { audio_url } = await mutateAsync({ text, language });
        const audio = new Audio(audio_url);
        audio.volume = AUDIO_VOLUME;
        await audio.play();
      } catch (error) {
        // A text over the read-aloud limit, or the speech service busy, says so.
        toast({
          variant: 'destructive',
          title: t('translator.audio.errorTitle'),
          description: failure(error, 'translator.audio.errorDescription'),
        });
      }
    },
    [mutateAsync, t, failure, toast],
  );

  return { listen, isPending };
}
