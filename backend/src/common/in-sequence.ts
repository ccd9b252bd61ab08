import type { RequestHandler } from 'express';

/** Express handlers run one after the other as one; an error skips the rest. */
export function inSequence(handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let i = 0;
    const step = (error?: unknown): void => {
      if (error || i === handlers.length) return next(error);
      handlers[i++](req, res, step);
    };
    step();
  };
}
