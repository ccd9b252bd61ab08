import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { useSocket } from '../../../api/socket';
import type { Locale } from '../../../i18n/locale';
import type { VoteResult, VoteType } from '../types';
import { answersQueryOptions } from './get-answers';

export type VoteInput = { answerId: number; type: VoteType };

/**
 * Toggles the viewer's vote on an answer; useful and not useful exclude each other.
 * The voter is always the session user.
 */
export async function voteOnAnswer(input: VoteInput): Promise<VoteResult> {
  const res = await apiRequest('POST', '/api/votes', input);
  return (await res.json()) as VoteResult;
}

/**
 * Votes, then puts the viewer's own votes into the cached answers (no
 * refetch), and the counts too unless the page is live: while live they come
 * from the room's events, in order (see useLikeQuestion).
 */
export function useVoteOnAnswer(questionId: number, locale: Locale) {
  const queryClient = useQueryClient();
  const socket = useSocket();
  return useMutation({
    mutationFn: voteOnAnswer,
    onSuccess: (result) => {
      const { answerId, myVotes, ...votes } = result;
      const counts = socket.connected ? { myVotes } : { myVotes, ...votes };
      queryClient.setQueryData(
        answersQueryOptions(questionId, locale).queryKey,
        (answers) =>
          answers?.map((answer) =>
            answer.id === answerId ? { ...answer, ...counts } : answer,
          ),
      );
    },
  });
}
