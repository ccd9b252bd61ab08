import { useMutation, useQueryClient } from '@tanstack/react-query';
import { localizedApiUrl } from '../../../api/api-url';
import { apiRequest } from '../../../api/http';
import { useSocket } from '../../../api/socket';
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

/**
 * Toggles the like and shows it at once (no refetch): the viewer's own like
 * from the answer, and the count too unless the page is live. While live the
 * count comes from the room's events, in the order the server made them: the
 * answer to this click may arrive after the event of another member's like
 * made after it, and would put an older count back.
 */
export function useLikeQuestion(questionId: number, locale: Locale) {
  const queryClient = useQueryClient();
  const socket = useSocket();
  return useMutation({
    mutationFn: () => likeQuestion(questionId, locale),
    onSuccess: async (result) => {
      const { liked } = result;
      queryClient.setQueryData(
        questionQueryOptions(questionId, locale).queryKey,
        (question) =>
          question && {
            ...question,
            ...(socket.connected ? { liked } : result),
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
