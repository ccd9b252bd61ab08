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
