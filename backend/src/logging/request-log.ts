import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger as Pino } from 'pino';

/** A request id a caller may choose: letters, digits, `_` and `-`, up to 64. */
const GIVEN_ID = /^[\w-]{1,64}$/;

/** Requests slower than this are logged at info even when they succeed. */
export const SLOW_REQUEST_MS = 1000;

export type RequestWithId = Request & { id?: string };

/** Responses whose 5xx the app chose to send, with the error's code (see answeredByChoice). */
const chosenFailures = new WeakMap<object, string>();

/**
 * Marks a response's 5xx as one the app chose to send (a service that is not
 * configured or is busy, a search stopped for taking too long, a provider
 * that failed, its reason logged where it failed): not a fault of the
 * server, so its line is logged at warn, with the code, instead of error.
 */
export function answeredByChoice(res: object, code: string): void {
  chosenFailures.set(res, code);
}

/** The request's id: the caller's `X-Request-Id` when it is well formed, else a new UUID. */
export function requestIdOf(req: Pick<Request, 'headers'>): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given)
    ? given
    : randomUUID();
}

/**
 * Gives every request an id (the caller's `X-Request-Id` when it is well
 * formed, else a new UUID), echoes it in the response, and writes one line per
 * API request when it ends: method, path, status and duration. Errors (5xx)
 * are logged at error (at warn those the app chose to send: see
 * answeredByChoice), refusals (4xx) and slow requests at info, the rest at
 * debug: at the default level the log holds what needs a look, not every read.
 */
export function requestLog(logger: Pino) {
  return (req: RequestWithId, res: Response, next: NextFunction): void => {
    const id = requestIdOf(req);
    req.id = id;
    res.setHeader('x-request-id', id);
    // A guest's read answered without the framework has no originalUrl.
    const url = req.originalUrl ?? req.url;
    if (!url.startsWith('/api')) return next();
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const status = res.statusCode;
      const chosen = status >= 500 ? chosenFailures.get(res) : undefined;
      const level =
        status >= 500
          ? chosen
            ? 'warn'
            : 'error'
          : status >= 400 || ms >= SLOW_REQUEST_MS
            ? 'info'
            : 'debug';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          reqId: id,
          method: req.method,
          url,
          status,
          ...(chosen ? { code: chosen } : {}),
          ms: Math.round(ms * 10) / 10,
        },
        'request completed',
      );
    });
    next();
  };
}
