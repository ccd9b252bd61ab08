import type { Response } from 'express';
import { countIfNew } from './count-request';

/**
 * A member's post identical to one of theirs from the last few minutes is a
 * double submit or a retry, not a new post: the one already stored is
 * answered again (200 instead of 201), nothing is stored twice, and the post
 * does not count against the member's hourly allowance, even when that
 * allowance is used up (the retry of a post that was stored but whose answer
 * was lost gets the post, not a 429).
 */
export const REPEAT_WINDOW_MINUTES = 10;

/** Answers a repeated post: 200 with the stored one (it was never counted, see countRepeatable). */
export function answerAsRepeat(res: Response): void {
  res.status(200);
}

/**
 * Called once a post is known not to repeat a stored one, before it is
 * stored: counts it against its limit, and refuses it (429) over the limit.
 */
export function countNewPost(res: Response): Promise<void> {
  return countIfNew(res);
}
