import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import type { Locale } from '../../../i18n/locale';
import type { VoteResult, VoteType } from '../types';
import {
  countEventMark,
  countEventSince,
  countKey,
} from '../utils/count-events';
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
 * Votes, then puts the server's new counts into the cached answers (no
 * refetch), unless the room told newer ones meanwhile (see count-events): then
 * only the viewer's own votes.
 */
export function useVoteOnAnswer(questionId: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteOnAnswer,
    onMutate: countEventMark,
    onSuccess: ({ answerId, myVotes, ...tally }, _input, sentAt) => {
      const counts = countEventSince(countKey('answer', answerId), sentAt)
        ? { myVotes }
        : { myVotes, ...tally };
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
