import type { Response } from 'express';
import { leaveUncounted } from './count-request';

/**
 * A member's post identical to one of theirs from the last few minutes is a
 * double submit or a retry, not a new post: the one already stored is
 * answered again (200 instead of 201), nothing is stored twice, and the post
 * does not count against the member's hourly allowance.
 */
export const REPEAT_WINDOW_MINUTES = 10;

/** Answers a repeated post: 200 with the stored one, and the request uncounted. */
export function answerAsRepeat(res: Response): void {
  res.status(200);
  leaveUncounted(res);
}
