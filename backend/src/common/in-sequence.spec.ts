import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { inSequence } from './in-sequence';

describe('inSequence', () => {
  const req = {} as Request;
  const res = {} as Response;
  let ran: string[] = [];
  const step =
    (name: string, error?: unknown): RequestHandler =>
    (_req, _res, next) => {
      ran.push(name);
      next(error);
    };
  beforeEach(() => {
    ran = [];
  });

  /** Runs `handlers` as one: the steps that ran, and what reached the final `next`. */
  function run(handlers: RequestHandler[]): {
    ran: string[];
    ended: unknown[];
  } {
    const ended: unknown[] = [];
    inSequence(handlers)(req, res, ((error?: unknown) =>
      ended.push(error)) as NextFunction);
    return { ran, ended };
  }

  it('runs every handler in order, then the next one once, without an error', () => {
    expect(run([step('a'), step('b'), step('c')])).toEqual({
      ran: ['a', 'b', 'c'],
      ended: [undefined],
    });
  });

  it('passes an error on at once, skipping the handlers after it', () => {
    const error = new Error('store down');
    expect(run([step('a'), step('b', error), step('c')])).toEqual({
      ran: ['a', 'b'],
      ended: [error],
    });
  });

  it('with no handlers, goes on at once', () => {
    expect(run([])).toEqual({ ran: [], ended: [undefined] });
  });
});
