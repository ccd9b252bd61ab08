import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import { notFound } from '../common/http-error';
import { directReads, type DirectRoute, questionReads } from './direct-reads';

describe('questionReads', () => {
  const asked: string[] = [];
  const route = questionReads({
    question: (id, locale) => {
      asked.push(`question ${id} ${locale}`);
      return id === 404
        ? Promise.reject(notFound('Question'))
        : id === 500
          ? Promise.reject(new Error('connection lost'))
          : Promise.resolve({ id });
    },
    answers: (id, locale) => {
      asked.push(`answers ${id} ${locale}`);
      return Promise.resolve([{ questionId: id }]);
    },
  });

  beforeEach(() => (asked.length = 0));

  it('reads a question or its answers in the locale of the address', async () => {
    expect(await route('/api/questions/12')?.()).toEqual({ id: 12 });
    expect(await route('/api/fr/questions/7/answers')?.()).toEqual([
      { questionId: 7 },
    ]);
    expect(asked).toEqual(['question 12 en', 'answers 7 fr']);
  });

  it.each([
    '/api/questions',
    '/api/questions/12?fields=title',
    '/api/questions/0',
    '/api/questions/99999999999',
    '/api/questions/12/answers/3',
    '/api/questions/abc',
    '/api/de/questions/12',
    '/questions/12',
  ])('leaves %s to the framework', (url) => {
    expect(route(url)).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('finds nothing for a question that is not there, and passes other failures on', async () => {
    expect(await route('/api/questions/404')?.()).toBeUndefined();
    await expect(route('/api/questions/500')?.()).rejects.toThrow(
      'connection lost',
    );
  });
});

/** directReads on a real HTTP server, with a framework that answers "framework". */
describe('directReads (real HTTP)', () => {
  let server: Server;
  let base = '';
  let errors: unknown[] = [];

  const start = async (route: DirectRoute, middlewares: RequestHandler[]) => {
    errors = [];
    const answer = directReads({
      route,
      middlewares,
      etag: (body) => `W/"${body.length}"`,
      onError: (error) => errors.push(error),
    });
    server = createServer((req, res) => {
      const direct = answer(req, res);
      const framework = () => res.end('framework');
      if (!direct) return framework();
      direct.then((answered) => answered || framework(), framework);
    });
    await new Promise<void>((resolve) =>
      server.listen(0, '127.0.0.1', resolve),
    );
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  afterEach(
    () => new Promise<void>((resolve) => server.close(() => resolve())),
  );

  const read = (value: unknown): DirectRoute => {
    const reads: Record<string, () => Promise<unknown>> = {
      '/found': () => Promise.resolve(value),
      '/missing': () => Promise.resolve(undefined),
      '/failing': () => Promise.reject(new Error('down')),
    };
    return (url) => reads[url];
  };
  const header =
    (name: string, value: string): RequestHandler =>
    (_req, res, next) => {
      res.setHeader(name, `${String(res.getHeader(name) ?? '')}${value}`);
      next();
    };

  it('sends the value as JSON through the middlewares in order, with its ETag and a 304 for it', async () => {
    await start(read({ title: 'Salam' }), [
      header('x-order', 'a'),
      header('x-order', 'b'),
    ]);
    const res = await fetch(`${base}/found`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"title":"Salam"}');
    expect(res.headers.get('x-order')).toBe('ab');
    expect(res.headers.get('content-type')).toBe(
      'application/json; charset=utf-8',
    );
    expect(res.headers.get('content-length')).toBe('17');
    expect(res.headers.get('etag')).toBe('W/"17"');
    // fetch adds `Cache-Control: no-cache` to a conditional request unless
    // one is given; like Express, that request gets the whole answer.
    const again = await fetch(`${base}/found`, {
      headers: { 'if-none-match': 'W/"17"', 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-type')).toBeNull();
    expect(await again.text()).toBe('');
    const uncached = await fetch(`${base}/found`, {
      headers: { 'if-none-match': 'W/"17"' },
    });
    expect(uncached.status).toBe(200);
  });

  it('leaves other URLs, a read that finds nothing and a failed read to the framework', async () => {
    await start(read({ title: 'Salam' }), []);
    for (const path of ['/other', '/missing', '/failing'])
      expect([path, await (await fetch(base + path)).text()]).toEqual([
        path,
        'framework',
      ]);
  });

  it('answers a failing middleware with a 500 in the API error shape', async () => {
    await start(read({ title: 'Salam' }), [
      (_req, _res, next) => next(new Error('refused')),
    ]);
    const res = await fetch(`${base}/found`);
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({
      statusCode: 500,
      code: 'internal_error',
    });
    expect(errors).toEqual([new Error('refused')]);

    server.close();
    await start(read({ title: 'Salam' }), [
      () => {
        throw new Error('thrown');
      },
    ]);
    expect((await fetch(`${base}/found`)).status).toBe(500);
    expect(errors).toEqual([new Error('thrown')]);
  });
});
