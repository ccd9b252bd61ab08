import { useMutation, useQueryClient } from '@tanstack/react-query';
import { localizedApiUrl } from '../../../api/api-url';
import { apiRequest } from '../../../api/http';
import type { Locale } from '../../../i18n/locale';
import type { AskedQuestion } from '../types';
import { questionQueryOptions } from './get-question';
import { languageCountsQueryOptions } from './get-language-counts';
import { questionListsQueryKey } from './get-questions';

export type NewQuestion = {
  title: string;
  content: string;
  /** The asker's native language. */
  language: string;
  /** The language the question is about. */
  targetLanguage: string;
};

/** Asks a question in the page's locale (English or French list). */
export async function createQuestion(
  input: NewQuestion,
  locale: Locale,
): Promise<AskedQuestion> {
  const content = input.content.trim();
  const res = await apiRequest('POST', localizedApiUrl('/questions', locale), {
    title: input.title.trim(),
    ...(content ? { content } : {}),
    language: input.language,
    targetLanguage: input.targetLanguage,
  });
  return (await res.json()) as AskedQuestion;
}

/** Asks, keeps the new question for its page, and refreshes the lists and counts. */
export function useCreateQuestion(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewQuestion) => createQuestion(input, locale),
    onSuccess: async ({ assistantAnswering: _, ...question }) => {
      // Just asked: the member has not reported it.
      queryClient.setQueryData(
        questionQueryOptions(question.id, locale).queryKey,
        { ...question, reported: false },
      );
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: questionListsQueryKey(locale),
        }),
        queryClient.invalidateQueries({
          queryKey: languageCountsQueryOptions(locale).queryKey,
        }),
      ]);
    },
  });
}
