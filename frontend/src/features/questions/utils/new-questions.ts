import type { Question } from '../types';

export type ListFilter = {
  /** The list's language filter; blank means every language. */
  language: string;
  /** Ids of the questions the list shows. */
  shownIds: ReadonlySet<number>;
};

/**
 * Adds a question pushed live to the ids waiting behind the "new questions" banner.
 * It counts once, and only when it is not already shown and matches the language
 * filter. A search cannot be checked here: the server decides when the list is shown
 * again. Returns the same array when nothing changes.
 */
export function addNewQuestion(
  pending: readonly number[],
  question: Pick<Question, 'id' | 'targetLanguage'>,
  { language, shownIds }: ListFilter,
): readonly number[] {
  if (pending.includes(question.id) || shownIds.has(question.id))
    return pending;
  if (language && question.targetLanguage !== language) return pending;
  return [...pending, question.id];
}

/** How many are still off screen (a refresh of the list may have brought some in). */
export function countNewQuestions(
  pending: readonly number[],
  shownIds: ReadonlySet<number>,
): number {
  return pending.filter((id) => !shownIds.has(id)).length;
}

/**
 * A list page with one question's counts as pushed live; the same page when
 * the question is not on it or its counts are already these.
 */
export function withQuestionCounts<
  L extends { questions: readonly Q[] },
  Q extends Pick<Question, 'id' | 'answerCount' | 'likes'>,
>(
  list: L,
  questionId: number,
  counts: Partial<Pick<Question, 'answerCount' | 'likes'>>,
): L {
  let changed = false;
  const questions = list.questions.map((question) => {
    if (question.id !== questionId) return question;
    const next = { ...question, ...counts };
    if (
      next.answerCount === question.answerCount &&
      next.likes === question.likes
    )
      return question;
    changed = true;
    return next;
  });
  return changed ? { ...list, questions } : list;
}
