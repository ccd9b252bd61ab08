import type { RequestHandler, Response } from 'express';
import vary from 'vary';

/** Cache-Control of a guest's successful API read: always revalidated by ETag. */
export const GUEST_READ_CACHE = 'public, max-age=0, must-revalidate';

/** Cache-Control of everything else under /api. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Calls `listener` once, just before the response's headers are written. */
function beforeHeaders(res: Response, listener: () => void): void {
  const writeHead = res.writeHead;
  let called = false;
  res.writeHead = function (
    this: Response,
    ...args: Parameters<Response['writeHead']>
  ) {
    if (!called) {
      called = true;
      if (typeof args[0] === 'number') this.statusCode = args[0];
      listener();
    }
    return writeHead.apply(this, args);
  } as Response['writeHead'];
}

/**
 * Caching of API responses. A GET or HEAD without the session cookie (a
 * guest's read) that succeeds and sets no cookie may be cached by anyone but
 * is revalidated on every use (`public, max-age=0, must-revalidate`), so the
 * ETag Express computes answers 304 when nothing changed, and `Vary: Cookie`
 * keeps a signed-in visitor's copy apart. Everything else, and above all any
 * response to a request with the session cookie or with a Set-Cookie, is
 * `private, no-store` without an ETag, and the request's If-None-Match is
 * ignored: a member's own data is never answered from a cache. A handler that
 * sets its own Cache-Control (stored audio, downloads) keeps it, unless the
 * response sets a cookie.
 */
export function apiCachePolicy(sessionCookieName: string): RequestHandler {
  const sessionCookie = new RegExp(
    `(?:^|;)\\s*${sessionCookieName.replace(/[^\w]/g, '\\$&')}=`,
  );
  return (req, res, next) => {
    const read = req.method === 'GET' || req.method === 'HEAD';
    const guest = read && !sessionCookie.test(req.headers.cookie ?? '');
    if (!guest) delete req.headers['if-none-match'];
    beforeHeaders(res, () => {
      const setsCookie = res.getHeader('Set-Cookie') !== undefined;
      if (res.getHeader('Cache-Control') !== undefined && !setsCookie) return;
      const ok = res.statusCode === 200 || res.statusCode === 304;
      if (guest && ok && !setsCookie) {
        res.setHeader('Cache-Control', GUEST_READ_CACHE);
        vary(res, 'Cookie');
      } else {
        res.setHeader('Cache-Control', PRIVATE_NO_STORE);
        res.removeHeader('ETag');
      }
    });
    next();
  };
}
