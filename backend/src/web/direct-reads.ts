import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpStatus } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { ApiError, errorBody } from '../common/http-error';
import { inSequence } from '../common/in-sequence';
import { parseId } from '../common/parse-id.pipe';
import type { Locale } from '../common/languages';
import { EtagFn, sendJson } from './send-json';

/** One read a guest's request may be answered with directly: its value, or undefined when there is none. */
export type DirectRead = () => Promise<unknown>;

/** The read a URL asks for, or undefined when the framework answers it. */
export type DirectRoute = (url: string) => DirectRead | undefined;

export interface DirectReadsOptions {
  /** Which reads are answered directly, by the request's URL. */
  route: DirectRoute;
  /**
   * The middlewares every API response passes through before its route, in
   * the app's order (the request id and log, security headers, compression,
   * cache policy): the same instances the framework runs.
   */
  middlewares: RequestHandler[];
  /** The framework's ETag function (Express's `etag fn`). */
  etag: EtagFn;
  /** Called when a middleware fails (none does for a GET today): the answer is a 500. */
  onError: (error: unknown, req: IncomingMessage) => void;
}

/**
 * Answers a guest's uncached read of a question or its answers without the
 * framework's routing and pipeline: the same service reads, the same
 * middlewares, the same JSON, ETag, 304 and headers as the route would send.
 * Returns undefined at once for any other URL, and resolves false, having
 * written nothing, when the read finds nothing or fails: the framework then
 * answers the request itself (its 404, its error).
 */
export function directReads(
  options: DirectReadsOptions,
): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> | undefined {
  const { route, etag, onError } = options;
  // Called as Express calls them, on the plain Node request and response.
  const beforeRoute = inSequence(options.middlewares) as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: (error?: unknown) => void,
  ) => void;
  const send = (req: IncomingMessage, res: ServerResponse, value: unknown) => {
    res.statusCode = 200;
    sendJson(req, res, value, etag);
  };
  /** A middleware failed: a 500 in the API's error shape, as the app's exception filter sends it. */
  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    onError(error, req);
    if (res.headersSent) return void res.end();
    const body = JSON.stringify(errorBody(500, 'Internal server error'));
    res.statusCode = 500;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  };
  return (req, res) => {
    const read = route(req.url ?? '/');
    if (!read) return undefined;
    return read().then(
      (value) => {
        if (value === undefined) return false;
        try {
          beforeRoute(req, res, (error) =>
            error ? fail(req, res, error) : send(req, res, value),
          );
        } catch (thrown) {
          fail(req, res, thrown ?? new Error('middleware failed'));
        }
        return true;
      },
      () => false,
    );
  };
}

/** A question, or its answers, under /api or /api/fr, with no query. */
const QUESTION_READ = /^\/api(\/fr)?\/questions\/(\d+)(\/answers)?$/;

/**
 * The guest reads answered directly: one question and its answers, read as a
 * guest (no viewer); a question that is not there is left to the framework.
 */
export function questionReads(services: {
  question: (id: number, locale: Locale) => Promise<unknown>;
  answers: (id: number, locale: Locale) => Promise<unknown>;
}): DirectRoute {
  const orNothing = (read: Promise<unknown>) =>
    read.catch((error: unknown) => {
      if (
        error instanceof ApiError &&
        error.getStatus() === HttpStatus.NOT_FOUND
      )
        return undefined;
      throw error;
    });
  return (url) => {
    const match = QUESTION_READ.exec(url);
    const id = match ? parseId(match[2]) : undefined;
    if (!match || id === undefined) return undefined;
    const locale: Locale = match[1] ? 'fr' : 'en';
    return match[3]
      ? () => orNothing(services.answers(id, locale))
      : () => orNothing(services.question(id, locale));
  };
}
