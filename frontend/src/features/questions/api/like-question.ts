import { useMutation, useQueryClient } from '@tanstack/react-query';
import { localizedApiUrl } from '../../../api/api-url';
import { apiRequest } from '../../../api/http';
import type { Locale } from '../../../i18n/locale';
import type { LikeResult } from '../types';
import {
  countEventMark,
  countEventSince,
  countKey,
} from '../utils/count-events';
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

/**
 * Toggles the like and shows the server's new count at once (no refetch),
 * unless the room told a newer one meanwhile (see count-events).
 */
export function useLikeQuestion(questionId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => likeQuestion(questionId, locale),
    onMutate: countEventMark,
    onSuccess: async ({ liked, likes }, _input, sentAt) => {
      const newer = countEventSince(countKey('question', questionId), sentAt);
      queryClient.setQueryData(
        questionQueryOptions(questionId, locale).queryKey,
        (question) =>
          question && {
            ...question,
            liked,
            likes: newer ? question.likes : likes,
          },
      );
      // Lists show the count too: fetched again when next shown.
      await queryClient.invalidateQueries({
        queryKey: questionListsQueryKey(locale),
        refetchType: 'none',
      });
    },
  });
}
