/**
 * Which like and vote counts the question room's events changed while a
 * member's own like or vote was on its way. The answer to the click carries
 * the counts as they were when it was written; an event that arrived after the
 * click was sent can be newer (another member's like written just after), so
 * the click's counts are then left out: the room's event for the click itself
 * follows and brings the final counts. The member's own state (liked, their
 * votes) always comes from the answer.
 */
let events = 0;
const lastEvent = new Map<string, number>();

/** The key of a question's like count or an answer's vote counts. */
export const countKey = (kind: 'question' | 'answer', id: number) =>
  `${kind}:${id}`;

/** Notes that the room's event for `key` has just been applied. */
export function noteCountEvent(key: string): void {
  lastEvent.set(key, ++events);
}

/** A mark to take when a click is sent, for `countEventSince`. */
export function countEventMark(): number {
  return events;
}

/** Whether an event for `key` arrived after `mark` was taken. */
export function countEventSince(key: string, mark: number): boolean {
  return (lastEvent.get(key) ?? 0) > mark;
}
