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
      );
    }
    const length = Number(req.get('content-length') ?? 0);
    const hasBody = length > 0 || req.get('transfer-encoding') !== undefined;
    if (hasBody && !req.is('application/json')) {
      return sendError(
        res,
        415,
        'Request body must be JSON (Content-Type: application/json)',
      );
    }
    next();
  };
}
