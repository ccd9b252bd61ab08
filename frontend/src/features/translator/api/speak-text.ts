import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import type { TranslatorLanguageCode } from '../languages';
import type { SpeechResponse } from '../types';
import { translatorStatsQueryOptions } from './get-translator-stats';

export type SpeakInput = { text: string; language: TranslatorLanguageCode };

/** Asks the server to read the text aloud; answers the URL of the audio file. */
export async function speakText(input: SpeakInput): Promise<SpeechResponse> {
  const res = await apiRequest('POST', '/api/translator/tts', input);
  return (await res.json()) as SpeechResponse;
}

/** Speech made counts against today's allowance, as a translation does. */
export function useSpeakText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: speakText,
    // Not waited for: the sound plays without waiting for the stats.
    onSettled: () => {
      void queryClient.invalidateQueries({
        queryKey: translatorStatsQueryOptions.queryKey,
      });
    },
  });
}
