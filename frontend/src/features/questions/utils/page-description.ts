/** A page description's length at most, as search engines show it. */
const DESCRIPTION_MAX = 200;

/**
 * A question page's description: the start of its text (its title when it has
 * none) on one line, cut with an ellipsis. The server writes the same into the
 * page's first HTML (`backend/src/web/question-head.ts`).
 */
export function pageDescription(question: {
  title: string;
  content: string;
}): string {
  const flat = (question.content || question.title).replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX
    ? flat
    : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}
