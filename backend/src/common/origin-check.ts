import type { Request, RequestHandler } from 'express';
import { sendError } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** The app's own origin: APP_ORIGIN when configured, else the origin the request was addressed to. */
function ownOrigin(req: Request, configured?: string): string {
  return configured ?? `${req.protocol}://${req.get('host')}`;
}

/**
 * The same rule for a raw Node request (the Socket.IO handshake): its Origin
 * must be the app's own. `secure` tells whether the client reached us over HTTPS.
 */
export function isOwnOrigin(
  headers: Record<string, string | string[] | undefined>,
  secure: boolean,
  configured?: string,
): boolean {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const from = originOf(header('origin')) ?? originOf(header('referer'));
  const own = configured ?? `${secure ? 'https' : 'http'}://${header('host')}`;
  return from === own;
}

/**
 * Whether a request the browser may send from anywhere (a GET navigation or
 * image) was made by a page of this app: `Sec-Fetch-Site: same-origin`, or,
 * from a browser that sends no Sec-Fetch-Site, an Origin or Referer that is
 * the app's own. Anything else (cross-site, typed in, no evidence) is not.
 */
export function isSameOriginRequest(
  req: Request,
  configuredOrigin?: string,
): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const from = originOf(req.get('origin')) ?? originOf(req.get('referer'));
  return from !== undefined && from === ownOrigin(req, configuredOrigin);
}

/**
 * CSRF defence: a state-changing request must come from a page of this app
 * (its Origin, or failing that its Referer, is the app's own origin) and, when
 * it has a body, send JSON. SameSite=Lax cookies do the rest.
 */
export function originCheck(configuredOrigin?: string): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const from = originOf(req.get('origin')) ?? originOf(req.get('referer'));
    if (from !== ownOrigin(req, configuredOrigin)) {
      return sendError(
        res,
        403,
        'Cross-site request refused: the request must come from this site',
        'cross_site_refused',
      );
    }
    const length = Number(req.get('content-length') ?? 0);
    const hasBody = length > 0 || req.get('transfer-encoding') !== undefined;
    if (hasBody && !req.is('application/json')) {
      return sendError(
        res,
        415,
        'Request body must be JSON (Content-Type: application/json)',
        'json_required',
      );
    }
    next();
  };
}
