import { useQueryClient } from '@tanstack/react-query';
import { atom, useAtom } from 'jotai';
import { useMemo } from 'react';
import { useRoom, useSocketEvent } from '../../../api/socket';
import type { Locale } from '../../../i18n/locale';
import { questionListsQueryKey } from '../api/get-questions';
import type {
  Question,
  QuestionAnswerCountEvent,
  QuestionDeletedEvent,
  QuestionLikesEvent,
  QuestionList,
} from '../types';
import type { HomeFilterState } from '../utils/home-filters';
import {
  addNewQuestion,
  countNewQuestions,
  withQuestionCounts,
} from '../utils/new-questions';

/**
 * The questions asked since the list was read, for its filters: kept for the
 * tab, so that the banner still counts them after a visit to a question and
 * Back.
 */
const pendingAtom = atom<{ key: string; ids: readonly number[] }>({
  key: '',
  ids: [],
});

/**
 * Follows the locale's new questions while the list is open. Questions asked since
 * it was loaded are counted, not inserted (the list would jump under the reader's
 * eyes); `clear` starts counting again once the list has been refreshed.
 */
export function useNewQuestions(
  locale: Locale,
  filters: HomeFilterState,
  shown: Question[] | undefined,
) {
  const queryClient = useQueryClient();
  // Another search or language starts a new count; another page keeps it.
  const filterKey = JSON.stringify([locale, filters.search, filters.language]);
  const [pending, setPending] = useAtom(pendingAtom);
  const ids = pending.key === filterKey ? pending.ids : [];
  const shownIds = useMemo(
    () => new Set((shown ?? []).map((question) => question.id)),
    [shown],
  );

  const live = useRoom(
    { room: 'questions', locale },
    {
      onJoined: (rejoined) => {
        // Questions asked while the socket was away: read the lists again.
        if (!rejoined) return;
        void queryClient.invalidateQueries({
          queryKey: questionListsQueryKey(locale),
        });
      },
    },
  );

  useSocketEvent<Question>('question:created', (question) => {
    if (question.locale && question.locale !== locale) return;
    setPending((current) => {
      const base = current.key === filterKey ? current.ids : [];
      const next = addNewQuestion(base, question, {
        language: filters.language,
        shownIds,
      });
      return next === base && current.key === filterKey
        ? current
        : { key: filterKey, ids: next };
    });
  });

  useSocketEvent<QuestionDeletedEvent>('question:deleted', (gone) => {
    setPending((current) => ({
      ...current,
      ids: current.ids.filter((id) => id !== gone.questionId),
    }));
    // A deleted question leaves the page it is on.
    if (shownIds.has(gone.questionId))
      void queryClient.invalidateQueries({
        queryKey: questionListsQueryKey(locale),
      });
  });

  // The cards' counts follow the answers posted and the likes given
  // meanwhile, on every page of the locale's lists kept.
  const patchCounts = (
    questionId: number,
    counts: Partial<Pick<Question, 'answerCount' | 'likes'>>,
  ) =>
    queryClient.setQueriesData<QuestionList>(
      { queryKey: questionListsQueryKey(locale) },
      (list) =>
        list?.questions ? withQuestionCounts(list, questionId, counts) : list,
    );
  useSocketEvent<QuestionAnswerCountEvent>('question:answer-count', (event) =>
    patchCounts(event.questionId, { answerCount: event.answerCount }),
  );
  useSocketEvent<QuestionLikesEvent>('question:likes', (event) =>
    patchCounts(event.questionId, { likes: event.likes }),
  );

  return {
    count: countNewQuestions(ids, shownIds),
    clear: () => setPending({ key: filterKey, ids: [] }),
    /** Whether new questions are being followed right now. */
    live,
  };
}
