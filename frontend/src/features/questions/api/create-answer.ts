import { useMutation, useQueryClient } from '@tanstack/react-query';
import { localizedApiUrl } from '../../../api/api-url';
import { apiRequest } from '../../../api/http';
import type { Locale } from '../../../i18n/locale';
import { refreshMembers } from '../../users/api/refresh-members';
import type { Answer } from '../types';
import { answersQueryOptions } from './get-answers';
import { questionQueryOptions } from './get-question';
import { questionListsQueryKey } from './get-questions';

/** Answers a question of the page's locale. */
export async function createAnswer(
  questionId: number,
  content: string,
  locale: Locale,
): Promise<Answer> {
  const res = await apiRequest('POST', localizedApiUrl('/answers', locale), {
    questionId,
    content: content.trim(),
    isAI: false,
  });
  return (await res.json()) as Answer;
}

/**
 * Posts an answer, then refreshes the answers, the question and the lists
 * (counts), and the members page (the author's answer count).
 */
export function useCreateAnswer(questionId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createAnswer(questionId, content, locale),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: answersQueryOptions(questionId, locale).queryKey,
        }),
        queryClient.invalidateQueries({
          queryKey: questionQueryOptions(questionId, locale).queryKey,
        }),
        queryClient.invalidateQueries({
          queryKey: questionListsQueryKey(locale),
          refetchType: 'none',
        }),
      ]);
      refreshMembers(queryClient);
    },
  });
}
