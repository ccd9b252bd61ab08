import { useMutation, useQueryClient } from '@tanstack/react-query';
import { localizedApiUrl } from '../../../api/api-url';
import { apiRequest } from '../../../api/http';
import type { Locale } from '../../../i18n/locale';
import type { LikeResult } from '../types';
import { questionQueryOptions } from './get-question';
import { questionListsQueryKey } from './get-questions';

/** Likes the question, or takes the like back (a toggle). */
export async function likeQuestion(
  questionId: number,
  locale: Locale,
): Promise<LikeResult> {
  const res = await apiRequest(
    'POST',
    localizedApiUrl(`/questions/${questionId}/like`, locale),
    {},
  );
  return (await res.json()) as LikeResult;
}

/** Toggles the like and shows the server's new count at once (no refetch). */
export function useLikeQuestion(questionId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => likeQuestion(questionId, locale),
    onSuccess: async (result) => {
      queryClient.setQueryData(
        questionQueryOptions(questionId, locale).queryKey,
        (question) => question && { ...question, ...result },
      );
      // Lists show the count too: fetched again when next shown.
      await queryClient.invalidateQueries({
        queryKey: questionListsQueryKey(locale),
        refetchType: 'none',
      });
    },
  });
}
