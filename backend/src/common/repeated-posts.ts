import type { Response } from 'express';
import { heldRefusalOf, leaveUncounted } from './count-request';

/**
 * A member's post identical to one of theirs from the last few minutes is a
 * double submit or a retry, not a new post: the one already stored is
 * answered again (200 instead of 201), nothing is stored twice, and the post
 * does not count against the member's hourly allowance, even when that
 * allowance is used up (the retry of a post that was stored but whose answer
 * was lost gets the post, not a 429).
 */
export const REPEAT_WINDOW_MINUTES = 10;

/** Answers a repeated post: 200 with the stored one, and the request uncounted. */
export function answerAsRepeat(res: Response): void {
  res.status(200);
  res.removeHeader('Retry-After');
  leaveUncounted(res);
}

/**
 * Called once a post is known not to repeat a stored one, before it is
 * stored: refuses it when it is over its limit (the guard held the 429).
 */
export function refuseIfOverLimit(res: Response): void {
  const refusal = heldRefusalOf(res);
  if (refusal) throw refusal;
}
