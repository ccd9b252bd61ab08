import express, { RequestHandler } from 'express';
import { sendError } from './http-error';

export const BODY_LIMIT = '100kb';

/**
 * JSON bodies up to 100 kB. Parse failures are answered here, in the API's
 * error shape: 400 for malformed JSON, 413 for an oversized body.
 */
export function jsonBodyParser(): RequestHandler {
  const parser = express.json({ limit: BODY_LIMIT });
  return (req, res, next) =>
    parser(req, res, (err?: unknown) => {
      if (!err) return next();
      const { status, type } = err as { status?: number; type?: string };
      if (status === 413 || type === 'entity.too.large') {
        return sendError(
          res,
          413,
          `Request body is larger than the ${BODY_LIMIT} limit`,
        );
      }
      if (type === 'entity.parse.failed') {
        return sendError(
          res,
          400,
          'Request body is not valid JSON',
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
}
