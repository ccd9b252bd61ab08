import { useQueryClient } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useRoom, useSocketEvent } from '../../../api/socket';
import type { Locale } from '../../../i18n/locale';
import { answersQueryOptions } from '../api/get-answers';
import { questionQueryOptions } from '../api/get-question';
import { questionListsQueryKey } from '../api/get-questions';
import { ASSISTANT_WAIT_MS } from '../constants';
import {
  askedQuestionsAtom,
  assistantGaveUpAtom,
  questionKey,
} from '../state/asked-questions';
import type {
  Answer,
  AnswerDeletedEvent,
  AnswerVotesEvent,
  Question,
  QuestionDeletedEvent,
  QuestionLikesEvent,
} from '../types';
import { applyAnswerVotes, mergeAnswer } from '../utils/answer-merge';
import { countKey, noteCountEvent } from '../utils/count-events';

/** True until `until` (a time in ms) has passed; re-renders when it does. */
function useBefore(until: number | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  const remaining = until === null ? 0 : until - now;
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), remaining);
    return () => clearTimeout(timer);
  }, [remaining]);
  return remaining > 0;
}

/**
 * Keeps a question's page live: joins its room, adds answers as they are posted
 * (each once, in order), drops those a moderator deletes, and follows vote and
 * like counts, and the member's own like and votes made in another tab. Returns the ids of the
 * answers that arrived while the page was open, to highlight them, whether the AI
 * assistant is still writing its answer to a question this tab just asked,
 * whether the server said that answer will not come (`assistantGaveUp`), and
 * whether updates are arriving (`live`).
 */
export function useLiveQuestion(question: Question, locale: Locale) {
  const queryClient = useQueryClient();
  const [arrivedIds, setArrivedIds] = useState<readonly number[]>([]);
  const key = questionKey(locale, question.id);
  // When this tab asked the question (its own clock), or null.
  const askedAt = useAtomValue(askedQuestionsAtom)[key] ?? null;
  const [gaveUp, setGaveUp] = useAtom(assistantGaveUpAtom);
  const assistantGaveUp = gaveUp[key] === true;
  const waitingForAssistant =
    useBefore(askedAt === null ? null : askedAt + ASSISTANT_WAIT_MS) &&
    !assistantGaveUp;
  const answersKey = answersQueryOptions(question.id, locale).queryKey;
  const questionQueryKey = questionQueryOptions(question.id, locale).queryKey;

  const live = useRoom(
    { room: 'question', locale, id: question.id },
    {
      onJoined: (rejoined, { state }) => {
        // Events sent before the room was joined are not replayed: after a
        // reconnection, while the assistant's answer is expected, or when the
        // counts the server read once this page was in the room differ from
        // the page's (an answer or a like came between the page's first read
        // and its join: the socket's code and connection take a moment),
        // read again.
        const shown = queryClient.getQueryData(questionQueryKey);
        const missed =
          !!state &&
          !!shown &&
          (state.answerCount !== shown.answerCount ||
            state.likes !== shown.likes);
        if (rejoined || waitingForAssistant || missed)
          void queryClient.invalidateQueries({ queryKey: answersKey });
        if (rejoined || missed)
          void queryClient.invalidateQueries({ queryKey: questionQueryKey });
      },
    },
  );

  useSocketEvent<Answer>('answer:created', (answer) => {
    if (answer.questionId !== question.id) return;
    const answers = queryClient.getQueryData(answersKey);
    if (!answers) {
      // The first read is still on its way and may have missed it.
      void queryClient.invalidateQueries({ queryKey: answersKey });
      return;
    }
    const merged = mergeAnswer(answers, answer);
    if (merged === answers) return;
    queryClient.setQueryData(answersKey, merged);
    queryClient.setQueryData(
      questionQueryKey,
      (current) =>
        current && {
          ...current,
          answerCount: Math.max(current.answerCount, merged.length),
        },
    );
    // Lists show the count too: fetched again when next shown.
    void queryClient.invalidateQueries({
      queryKey: questionListsQueryKey(locale),
      refetchType: 'none',
    });
    setArrivedIds((ids) => [...ids, answer.id]);
  });

  useSocketEvent<AnswerVotesEvent>('answer:votes', (counts) => {
    noteCountEvent(countKey('answer', counts.answerId));
    queryClient.setQueryData(
      answersKey,
      (answers) => answers && applyAnswerVotes(answers, counts),
    );
  });

  useSocketEvent<AnswerDeletedEvent>('answer:deleted', (gone) => {
    if (gone.questionId !== question.id) return;
    const answers = queryClient.getQueryData(answersKey);
    if (!answers?.some((answer) => answer.id === gone.answerId)) return;
    queryClient.setQueryData(
      answersKey,
      answers.filter((answer) => answer.id !== gone.answerId),
    );
    queryClient.setQueryData(
      questionQueryKey,
      (current) =>
        current && {
          ...current,
          answerCount: Math.max(0, current.answerCount - 1),
        },
    );
    void queryClient.invalidateQueries({
      queryKey: questionListsQueryKey(locale),
      refetchType: 'none',
    });
  });

  useSocketEvent<QuestionDeletedEvent>('question:deleted', (gone) => {
    // Read again: the page then says the question does not exist.
    if (gone.questionId === question.id)
      void queryClient.invalidateQueries({ queryKey: questionQueryKey });
  });

  useSocketEvent<{ questionId: number }>('assistant:gave-up', (event) => {
    if (event.questionId === question.id)
      setGaveUp((current) => ({ ...current, [key]: true }));
  });

  useSocketEvent<QuestionLikesEvent>('question:likes', (event) => {
    if (event.questionId !== question.id) return;
    noteCountEvent(countKey('question', question.id));
    queryClient.setQueryData(
      questionQueryKey,
      (current) => current && { ...current, likes: event.likes },
    );
  });

  // The member's own like and votes, made in another of their tabs.
  useSocketEvent<{ questionId: number; liked: boolean }>(
    'question:my-like',
    (mine) => {
      if (mine.questionId !== question.id) return;
      queryClient.setQueryData(
        questionQueryKey,
        (current) => current && { ...current, liked: mine.liked },
      );
    },
  );

  useSocketEvent<Pick<Answer, 'myVotes'> & { answerId: number }>(
    'answer:my-votes',
    (mine) => {
      queryClient.setQueryData(answersKey, (answers) =>
        answers?.map((answer) =>
          answer.id === mine.answerId
            ? { ...answer, myVotes: mine.myVotes }
            : answer,
        ),
      );
    },
  );

  return { arrivedIds, waitingForAssistant, assistantGaveUp, live };
}
