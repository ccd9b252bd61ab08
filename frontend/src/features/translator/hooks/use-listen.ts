import { useCallback, useRef } from 'react';
import { useToast } from '../../../shared/toasts/use-toast';
import { useSpeakText } from '../api/speak-text';
import { AUDIO_VOLUME } from '../constants';
import type { TranslatorLanguageCode } from '../languages';
import { useTranslatorIntl } from './use-translator-intl';

/**
 * Reads a text aloud: the server makes the audio, the browser plays it at full
 * volume. A failure names the server's reason when it gives one. One request
 * at a time (a double click asks once, even before the button shows it is
 * busy), and one sound: a new one stops the one playing.
 */
export function useListen() {
  const speak = useSpeakText();
  const { mutateAsync, isPending } = speak;
  const { toast } = useToast();
  const { t, failure } = useTranslatorIntl();
  const asking = useRef(false);
  const playing = useRef<HTMLAudioElement | null>(null);

  const listen = useCallback(
    async (text: string, language: TranslatorLanguageCode) => {
      if (asking.current) return;
      asking.current = true;
      try {
        let audioUrl: string;
        try {
          ({ audio_url: audioUrl } = await mutateAsync({ text, language }));
        } finally {
          asking.current = false;
        }
        playing.current?.pause();
        const audio = new Audio(audioUrl);
        audio.volume = AUDIO_VOLUME;
        playing.current = audio;
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
