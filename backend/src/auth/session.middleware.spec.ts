import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { inSequence, mayStartSession } from './session.middleware';

describe('mayStartSession', () => {
  const req = (method: string, originalUrl: string) => ({
    method,
    originalUrl,
  });

  it('is true for the sign-in and sign-up posts, however the path is written', () => {
    for (const url of [
      '/api/login',
      '/api/register',
      '/api/login/',
      '/API/Login',
      '/api/register?next=%2Ffr',
    ])
      expect(mayStartSession(req('POST', url))).toBe(true);
  });

  it('is false for every other request, read or write', () => {
    for (const [method, url] of [
      ['GET', '/api/login'],
      ['GET', '/api/questions'],
      ['POST', '/api/translator/translate'],
      ['POST', '/api/logout'],
      ['POST', '/api/login/extra'],
      ['POST', '/api/loginx'],
      ['POST', '/contact'],
      ['PUT', '/api/register'],
    ])
      expect(mayStartSession(req(method, url))).toBe(false);
  });
});

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
