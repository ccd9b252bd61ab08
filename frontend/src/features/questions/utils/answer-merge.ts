import type { Answer, AnswerVotesEvent } from '../types';

/** The answers' order: oldest first, then by id for answers posted at the same time. */
export function compareAnswers(
  a: Pick<Answer, 'createdAt' | 'id'>,
  b: Pick<Answer, 'createdAt' | 'id'>,
): number {
  const byTime = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  return byTime !== 0 && !Number.isNaN(byTime) ? byTime : a.id - b.id;
}

/**
 * The answers with `incoming` in its place. An answer already in the list (the
 * poster's own, back from the server a second time) is not added again: the same
 * array is returned, so callers can tell nothing changed.
 */
export function mergeAnswer(answers: Answer[], incoming: Answer): Answer[] {
  if (answers.some((answer) => answer.id === incoming.id)) return answers;
  const answer = { ...incoming, myVotes: incoming.myVotes ?? [] };
  const index = answers.findIndex(
    (existing) => compareAnswers(answer, existing) < 0,
  );
  if (index === -1) return [...answers, answer];
  return [...answers.slice(0, index), answer, ...answers.slice(index)];
}

/** The answers with one answer's counts replaced (the viewer's own votes are kept). */
export function applyAnswerVotes(
  answers: Answer[],
  { answerId, useful, notUseful, likes }: AnswerVotesEvent,
): Answer[] {
  return answers.map((answer) =>
    answer.id === answerId ? { ...answer, useful, notUseful, likes } : answer,
  );
}
