import { HttpStatus } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { Response } from 'express';
import { ApiError } from './http-error';
import { canRefund } from './redis-throttler.storage';

/** The limit each counted request was counted against, by its response. */
const countedAgainst = new WeakMap<object, CountedRequest>();

export interface CountedRequest {
  /** Who is counted: `member:12`, `ip:…`. */
  subject: string;
  /** The limit's name: the storage keeps each limit's counts apart. */
  name: string;
  windowMs: number;
  limit: number;
  /** The 429's message, given the seconds until the next request may be made (see waitText). */
  refusal: (retryAfterSeconds: number) => string;
  /**
   * Which answers give the request back (by status): by default every one the
   * app refuses or fails (400 and over).
   */
  refundedWhen?: (status: number) => boolean;
}

const refusedOrFailed = (status: number) => status >= 400;

function keyOf(request: Pick<CountedRequest, 'name' | 'subject'>): string {
  return `${request.name}:${request.subject}`;
}

/** A wait in whole minutes, at least 1: a 429's `params.minutes`. */
export function waitMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/**
 * Counts a request against a limit in a sliding window. Over the limit: 429
 * `too_many_requests` with Retry-After and the wait in whole minutes (at
 * least 1) as `params.minutes`, and the request is not counted. Under it,
 * only a request that succeeds keeps its place in the count: one the app
 * refuses (bad input, not found, not allowed) or that fails is taken back
 * once its response is sent, so a mistake costs nothing of the allowance (a
 * limit can narrow this with `refundedWhen`).
 */
export async function countRequest(
  storage: ThrottlerStorage,
  res: Response,
  request: CountedRequest,
): Promise<void> {
  const key = keyOf(request);
  const record = await storage.increment(
    key,
    request.windowMs,
    request.limit,
    0,
    request.name,
  );
  if (record.isBlocked) {
    const retryAfter = Math.max(1, record.timeToBlockExpire);
    throw new ApiError(
      HttpStatus.TOO_MANY_REQUESTS,
      'too_many_requests',
      request.refusal(retryAfter),
      {
        params: { minutes: waitMinutes(retryAfter) },
        retryAfter,
      },
    );
  }
  countedAgainst.set(res, request);
  if (!canRefund(storage)) return;
  res.once('finish', () => {
    if ((request.refundedWhen ?? refusedOrFailed)(res.statusCode))
      void storage.refund(key, request.name);
  });
}

/** Counts left to the handler until it knows its post is new, by response (see countRepeatable). */
const deferredCounts = new WeakMap<object, () => Promise<void>>();

/**
 * Counts a post that may repeat one already stored (a double submit or a
 * retry) only once its handler has found it new (`countIfNew`), inside the
 * section that serializes the sender's posts: a repeat is neither counted
 * nor refused, however many copies arrive at once or however near the limit
 * the sender is, and a new post is counted and refused (429) as
 * `countRequest` does.
 */
export function countRepeatable(
  storage: ThrottlerStorage,
  res: Response,
  request: CountedRequest,
): void {
  deferredCounts.set(res, () => countRequest(storage, res, request));
}

/** Counts a post its handler found new (see countRepeatable): throws the 429 when it is over its limit. */
export async function countIfNew(res: Response): Promise<void> {
  const count = deferredCounts.get(res);
  deferredCounts.delete(res);
  await count?.();
}

/**
 * The limit a response's request was counted against (by `countRequest`), if
 * any: a stored copy of that response served to someone else must be counted
 * against their allowance too.
 */
export function countedRequestOf(res: object): CountedRequest | undefined {
  return countedAgainst.get(res);
}

/**
 * Counts a request of `subject` against the same limit as `like`, a request
 * counted by `countRequest`; false, and not counted, when `subject` is over
 * it.
 */
export async function countAlike(
  storage: ThrottlerStorage,
  like: CountedRequest,
  subject: string,
): Promise<boolean> {
  const record = await storage.increment(
    keyOf({ name: like.name, subject }),
    like.windowMs,
    like.limit,
    0,
    like.name,
  );
  return !record.isBlocked;
}
