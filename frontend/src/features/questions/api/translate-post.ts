import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { AUTO_DETECT, TRANSLATION_TARGET } from '../constants';
import type { TranslationSource } from '../types';

export type PostTranslation = { translation: string; cached: boolean };

/**
 * Translates a question (from its target language) or an answer (language detected)
 * into English. The post's id lets the server reuse an earlier translation.
 */
export async function translatePost(
  source: TranslationSource,
): Promise<PostTranslation> {
  const res = await apiRequest('POST', '/api/translate', {
    text: source.text,
    fromLanguage:
      source.kind === 'question' ? source.fromLanguage : AUTO_DETECT,
    toLanguage: TRANSLATION_TARGET,
    ...(source.kind === 'question'
      ? { questionId: source.id }
      : { answerId: source.id }),
  });
  return (await res.json()) as PostTranslation;
}

/**
 * One translation per post, kept for the session. A failure is only logged: the
 * translation is an extra, and the post itself is still there to read.
 */
export function translationQueryOptions(source: TranslationSource) {
  return queryOptions({
    queryKey: ['/api/translate', source.kind, source.id],
    queryFn: async () => {
      try {
        return await translatePost(source);
      } catch (error) {
        console.error('Translation failed', error);
        throw error;
      }
    },
  });
}

/** The post's translation, fetched once `enabled` first becomes true. */
export function usePostTranslation(
  source: TranslationSource,
  { enabled }: { enabled: boolean },
) {
  return useQuery({ ...translationQueryOptions(source), enabled });
}
