import type { Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's response headers for the given settings, worked out once at start
 * and set on every response with one loop, instead of running helmet's dozen
 * middlewares per request. The settings are static (no per-request directive
 * functions, no nonces), so every response gets the same headers either way.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const headers: [string, string | number | readonly string[]][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, value]);
    },
    removeHeader() {},
  };
  let finished = false;
  helmet(options)(
    {} as Request,
    recorder as unknown as Response,
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  if (!finished)
    throw new Error('The security headers could not be worked out at start');
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
