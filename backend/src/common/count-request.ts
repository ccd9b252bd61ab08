import { HttpException, HttpStatus } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { Response } from 'express';
import { ApiError } from './http-error';
import { canRefund } from './redis-throttler.storage';

/** Responses whose requests are taken back from their limits once sent. */
const uncounted = new WeakSet<Response>();

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
 * limit can narrow this with `refundedWhen`). Nor does a request its
 * handler marks with `leaveUncounted` (a repeated post answered with the
 * stored one: nothing new was made).
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
    if (
      (request.refundedWhen ?? refusedOrFailed)(res.statusCode) ||
      uncounted.has(res)
    )
      void storage.refund(key, request.name);
  });
}

/** Refusals held until the handler has looked for a repeat, by response (see holdRefusal). */
const heldRefusals = new WeakMap<object, HttpException>();

/**
 * Keeps a request's 429 from being sent before its handler runs: a post over
 * its limit that repeats one already stored is answered with the stored one
 * (see repeated-posts.ts), and any other is refused with this.
 */
export function holdRefusal(res: Response, refusal: HttpException): void {
  heldRefusals.set(res, refusal);
}

/** The 429 held for this response (see holdRefusal), if any. */
export function heldRefusalOf(res: Response): HttpException | undefined {
  return heldRefusals.get(res);
}

/**
 * Counts a post that may repeat one already stored (see countRequest): over
 * the limit, its refusal is held for the handler (holdRefusal), which
 * answers a repeat with the stored post and refuses anything else.
 */
export async function countRepeatable(
  storage: ThrottlerStorage,
  res: Response,
  request: CountedRequest,
): Promise<void> {
  try {
    await countRequest(storage, res, request);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    holdRefusal(res, error);
  }
}

/** Whether an error is a limit's refusal (429). */
export function isRefusal(error: unknown): error is HttpException {
  return (
    error instanceof HttpException &&
    error.getStatus() === HttpStatus.TOO_MANY_REQUESTS
  );
}

/** Takes this request back from every limit it was counted against once its response is sent. */
export function leaveUncounted(res: Response): void {
  uncounted.add(res);
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
