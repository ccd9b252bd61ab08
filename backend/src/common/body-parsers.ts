import express, { RequestHandler } from 'express';
import { isUtf8 } from 'node:buffer';
import { sendError } from './http-error';

export const BODY_LIMIT = '100kb';
/** Deepest nesting of arrays and objects a JSON body may have. */
export const MAX_BODY_DEPTH = 32;

/** Half of a surrogate pair without its other half: not Unicode text. */
const LONE_SURROGATE =
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Keys that name a built-in member of every object (`toString`, `valueOf`,
 * `constructor`, `__proto__`...). No request of the API uses one, and an
 * object that carries one in place of the built-in breaks the conversions the
 * validation makes (`Number(value)` throws instead of giving NaN).
 */
export const BUILT_IN_KEYS = new Set(
  Object.getOwnPropertyNames(Object.prototype),
);

function unacceptableText(text: string): string | undefined {
  if (text.includes('\u0000'))
    return 'Request body must not contain NUL characters';
  if (LONE_SURROGATE.test(text))
    return 'Request body must be valid Unicode text (a lone surrogate was sent)';
  return undefined;
}

/**
 * Why a parsed body cannot be taken, or undefined: nested deeper than
 * MAX_BODY_DEPTH (validation would recurse through every level), holding a
 * NUL character, which no PostgreSQL text can store, or a lone surrogate,
 * which is no text at all (and breaks validators that encode it), or using a
 * built-in member's name as a key (see BUILT_IN_KEYS). Walked
 * without recursion, so no body can exhaust the stack here either.
 */
export function unacceptableBody(body: unknown): string | undefined {
  const stack: [unknown, number][] = [[body, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      const refusal = unacceptableText(value);
      if (refusal) return refusal;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_BODY_DEPTH)
        return `Request body is nested more than ${MAX_BODY_DEPTH} levels deep`;
      for (const [key, item] of Object.entries(value)) {
        const refusal = unacceptableText(key);
        if (refusal) return refusal;
        if (BUILT_IN_KEYS.has(key))
          return `Request body must not use "${key}" as a key`;
        stack.push([item, depth + 1]);
      }
    }
  }
  return undefined;
}

/** The text is JSON (a body the parser refused only for not being an object or an array: `null`, `123`). */
function isJson(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** An encoded NUL (%00) anywhere in the path or query string. */
const ENCODED_NUL = /%00/;
const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
const NOT_AN_OBJECT = 'Request body must be a JSON object';
const NOT_UTF8 = 'Request body is not valid UTF-8';

/**
 * JSON bodies up to 100 kB. Parse failures are answered here, in the API's
 * error shape: 400 for malformed JSON or a JSON value that is not an object
 * (an array included), 413 for an oversized body, 400 for a
 * body nested too deeply or holding a NUL character, and 400 for a URL with
 * an encoded NUL (nothing the app stores or searches can hold one).
 */
export function jsonBodyParser(): RequestHandler {
  const parser = express.json({
    limit: BODY_LIMIT,
    // Bytes that are not UTF-8 would be decoded to U+FFFD and stored so.
    verify: (_req, _res, buf, encoding) => {
      if (/^utf-?8$/i.test(encoding) && !isUtf8(buf))
        throw Object.assign(new Error(NOT_UTF8), { status: 400 });
    },
  });
  return (req, res, next) => {
    // A page address is left to the pages, which answer it with their 404 page.
    if (isApiPath(req.path) && ENCODED_NUL.test(req.originalUrl ?? req.url))
      return sendError(res, 400, 'The URL must not contain NUL characters');
    parser(req, res, (err?: unknown) => {
      if (!err) {
        // Every route takes an object; an array would reach validation as a list of them.
        if (Array.isArray(req.body))
          return sendError(res, 400, NOT_AN_OBJECT, 'invalid_json');
        const refusal = unacceptableBody(req.body);
        return refusal ? sendError(res, 400, refusal) : next();
      }
      const { status, type } = err as { status?: number; type?: string };
      if (status === 413 || type === 'entity.too.large') {
        return sendError(
          res,
          413,
          `Request body is larger than the ${BODY_LIMIT} limit`,
        );
      }
      if (type === 'entity.verify.failed')
        return sendError(res, 400, NOT_UTF8, 'body_unreadable');
      if (type === 'entity.parse.failed') {
        return sendError(
          res,
          400,
          isJson((err as { body?: unknown }).body)
            ? NOT_AN_OBJECT
            : 'Request body is not valid JSON',
          'invalid_json',
        );
      }
      return sendError(
        res,
        status && status >= 400 && status < 500 ? status : 400,
        'Request body could not be read',
        'body_unreadable',
      );
    });
  };
}
