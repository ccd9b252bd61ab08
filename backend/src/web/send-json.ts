import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';

/** The framework's ETag function (Express's `etag fn`). */
export type EtagFn = (
  body: Buffer,
  encoding?: BufferEncoding,
) => string | undefined;

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Writes `value` as a successful (2xx) JSON response with the headers
 * Express's `res.json` gives a response that set no Content-Type of its own:
 * the same body, Content-Type, Content-Length, ETag and 304.
 *
 * Two things Express does on every response are left out. It parses the
 * Content-Type it has just set back into parts to add the charset it already
 * holds. And it computes an ETag for every method, where only a GET or HEAD
 * can be answered by one (the API's cache policy removes it from every other
 * response): here a POST, PUT, PATCH or DELETE gets none.
 */
export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  value: unknown,
  etag: EtagFn | undefined,
): void {
  const text = JSON.stringify(value);
  res.setHeader('Content-Type', JSON_TYPE);
  const head = req.method === 'HEAD';
  if (!etag || (req.method !== 'GET' && !head)) {
    res.setHeader('Content-Length', Buffer.byteLength(text));
    res.end(head ? undefined : text);
    return;
  }
  const body = Buffer.from(text, 'utf8');
  res.setHeader('Content-Length', body.length);
  const tag = etag(body);
  if (tag !== undefined) res.setHeader('ETag', tag);
  if (fresh(req.headers, { etag: tag })) {
    res.statusCode = 304;
    res.removeHeader('Content-Type');
    res.removeHeader('Content-Length');
    res.end();
    return;
  }
  res.end(head ? undefined : body);
}
