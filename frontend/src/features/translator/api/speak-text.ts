import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import type { TranslatorLanguageCode } from '../languages';
import type { SpeechResponse } from '../types';

export type SpeakInput = { text: string; language: TranslatorLanguageCode };

/** Asks the server to read the text aloud; answers the URL of the audio file. */
export async function speakText(input: SpeakInput): Promise<SpeechResponse> {
  const res = await apiRequest('POST', '/api/translator/tts', input);
  return (await res.json()) as SpeechResponse;
}

export function useSpeakText() {
  return useMutation({ mutationFn: speakText });
}
