import {
  createServer,
  IncomingMessage,
  Server,
  ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CountedRequest } from '../common/count-request';
import { GUEST_READ_CACHE } from './http-cache';
import {
  GuestReadCache,
  GuestReadCacheOptions,
  isGuestCacheable,
} from './guest-read-cache';

describe('isGuestCacheable', () => {
  it.each([
    '/api/questions',
    '/api/questions?limit=20&offset=40',
    '/api/fr/questions?language=dz',
    '/api/questions/12',
    '/api/fr/questions/12/answers',
    '/sitemap.xml',
    '/sitemap.xml?page=2',
    '/api/questions?search=salam',
    '/api/fr/questions?limit=20&search=salam&language=ma',
  ])('keeps %s', (url) => expect(isGuestCacheable(url)).toBe(true));

  it.each([
    '/api/questions/12/answers/3',
    '/api/questions/abc',
    '/api/user',
    '/api/translator/history',
    '/',
    '/question/12',
  ])('does not keep %s', (url) => expect(isGuestCacheable(url)).toBe(false));
});

/**
 * A real HTTP server whose app counts the requests it handles and answers
 * with that count, as a guest's public read unless told otherwise.
 */
describe('GuestReadCache (real HTTP)', () => {
  let server: Server;
  let base = '';
  let cache: GuestReadCache;
  let handled = 0;
  /** Held reads: the test lets each one finish. */
  let hold: ((res: ServerResponse) => void) | undefined;

  const start = async (options: Partial<GuestReadCacheOptions> = {}) => {
    cache = new GuestReadCache({
      ttlMs: 60_000,
      maxEntries: 10,
      maxBodyBytes: 1024,
      maxTotalBytes: 1_000_000,
      hasSessionCookie: (req) =>
        /(?:^|;)\s*sid=/.test(req.headers.cookie ?? ''),
      cacheable: (url) => url.startsWith('/read'),
      ...options,
    });
    server = createServer(
      cache.wrap((req, res) => {
        handled++;
        const url = new URL(req.url!, 'http://x');
        const answer = () => {
          res.statusCode = Number(url.searchParams.get('status') ?? 200);
          if (url.searchParams.has('private'))
            res.setHeader('Cache-Control', 'private, no-store');
          else if (url.searchParams.has('shared'))
            res.setHeader('Cache-Control', 'public, max-age=600');
          else res.setHeader('Cache-Control', GUEST_READ_CACHE);
          if (url.searchParams.has('cookie'))
            res.setHeader('Set-Cookie', 'a=1');
          res.setHeader('ETag', `"v${handled}"`);
          res.setHeader('x-request-id', 'from-the-app');
          const size = Number(url.searchParams.get('size') ?? 0);
          res.write(`read ${handled}`);
          res.end('.'.repeat(size));
        };
        if (url.searchParams.has('hold')) hold = () => answer();
        else answer();
      }),
    );
    await new Promise<void>((resolve) =>
      server.listen(0, '127.0.0.1', resolve),
    );
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { headers });
    return { status: res.status, text: await res.text(), headers: res.headers };
  };

  beforeEach(() => {
    handled = 0;
    hold = undefined;
  });
  afterEach(
    () => new Promise<void>((resolve) => server.close(() => resolve())),
  );

  it('answers a repeated read from memory, with its own request id', async () => {
    await start();
    const first = await get('/read/a');
    const second = await get('/read/a', { 'x-request-id': 'mine-1' });
    expect(first.text).toBe('read 1');
    expect(second.text).toBe('read 1');
    expect(second.headers.get('etag')).toBe('"v1"');
    expect(second.headers.get('content-length')).toBe('6');
    expect(second.headers.get('x-request-id')).toBe('mine-1');
    expect(handled).toBe(1);
    expect((await get('/read/a', { 'if-none-match': 'W/"v1"' })).status).toBe(
      304,
    );
    expect((await get('/read/b')).text).toBe('read 2');
    // Any public response is kept, whatever its max-age.
    await get('/read/c?shared');
    expect((await get('/read/c?shared')).text).toBe('read 3');
  });

  it('reaches the app for members, other URLs, private, failed or cookie-setting reads', async () => {
    await start();
    for (const [path, headers] of [
      ['/read/a', { cookie: 'theme=dark; sid=s%3Aabc' }],
      ['/other', {}],
      ['/read/a?private', {}],
      ['/read/a?status=404', {}],
      ['/read/a?cookie', {}],
      ['/read/a?size=2000', {}],
    ] as const) {
      const before = handled;
      await get(path, headers);
      await get(path, headers);
      expect([path, handled - before]).toEqual([path, 2]);
    }
    expect(cache.size).toBe(0);
  });

  it('forgets everything after a write that succeeds, not after one that fails, a live-update poll or a sign-in', async () => {
    await start();
    await get('/read/a');
    await fetch(`${base}/socket.io/?EIO=4&transport=polling`, {
      method: 'POST',
      body: '1',
    });
    await fetch(`${base}/write?status=400`, { method: 'POST', body: '{}' });
    for (const path of ['/api/login', '/api/register', '/api/logout'])
      await fetch(base + path, { method: 'POST', body: '{}' });
    expect(cache.size).toBe(1);
    await fetch(`${base}/write`, { method: 'POST', body: '{}' });
    expect(cache.size).toBe(0);
    expect((await get('/read/a')).text).toBe('read 8');
  });

  it('does not keep a read that began before the cache was cleared', async () => {
    await start();
    const pending = get('/read/a?hold');
    while (!hold) await new Promise((resolve) => setTimeout(resolve, 5));
    cache.clear();
    hold(undefined as unknown as ServerResponse);
    expect((await pending).text).toBe('read 1');
    expect(cache.size).toBe(0);
    // A read that begins after the clear is kept again.
    await get('/read/a');
    expect((await get('/read/a')).text).toBe('read 2');
  });

  it('expires a kept read after its time, and drops the oldest past its size', async () => {
    await start({ ttlMs: 50, maxEntries: 2 });
    await get('/read/a');
    await get('/read/b');
    await get('/read/c');
    expect(cache.size).toBe(2);
    expect((await get('/read/a')).text).toBe('read 4');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await get('/read/a')).text).toBe('read 5');
  });

  it('keeps the bodies under their total size, dropping the oldest', async () => {
    await start({ maxTotalBytes: 1500 });
    await get('/read/a?size=600');
    await get('/read/b?size=600');
    expect(cache.size).toBe(2);
    await get('/read/c?size=600');
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(1500);
    expect((await get('/read/a?size=600')).text).toMatch(/^read 4/);
    expect((await get('/read/c?size=600')).text).toMatch(/^read 3/);
  });

  it('counts a stored response served again against the limit its first request was counted against, for each sender', async () => {
    const counted = new WeakSet<ServerResponse>();
    const allowance = new Map<string, number>();
    const search: CountedRequest = {
      subject: 'ip:first',
      name: 'search',
      windowMs: 60_000,
      limit: 2,
      refusal: () => 'Too many',
    };
    const countReplay = jest.fn(
      (req: IncomingMessage, like: CountedRequest) => {
        expect(like).toBe(search);
        const sender = String(req.headers['x-sender']);
        const used = allowance.get(sender) ?? 0;
        if (used >= search.limit) return Promise.resolve(false);
        allowance.set(sender, used + 1);
        return Promise.resolve(true);
      },
    );
    await start({
      countedAs: (res) => (counted.has(res) ? search : undefined),
      countReplay,
    });
    // The app counts the first request itself and marks its response.
    server.prependListener('request', (req: IncomingMessage, res) => {
      if (req.url?.includes('counted')) counted.add(res);
    });
    const from = (sender: string) =>
      get('/read/s?counted', { 'x-sender': sender });
    expect((await from('first')).text).toBe('read 1');
    for (const sender of ['a', 'a', 'b'])
      expect((await from(sender)).text).toBe('read 1');
    // Sender a is over the limit: the app answers (and would refuse).
    expect((await from('a')).text).toBe('read 2');
    expect(handled).toBe(2);
    // Uncounted reads are served without asking.
    await get('/read/plain');
    await get('/read/plain');
    expect(countReplay).toHaveBeenCalledTimes(4);
  });

  it('does not keep a counted response when it cannot count its replays', async () => {
    await start({ countedAs: () => ({}) as CountedRequest });
    await get('/read/a');
    expect((await get('/read/a')).text).toBe('read 2');
    expect(cache.size).toBe(0);
  });

  it('lets the app answer when counting a replay fails', async () => {
    await start({
      countedAs: () => ({}) as CountedRequest,
      countReplay: () => {
        throw new Error('the limits store is down');
      },
    });
    await get('/read/a');
    expect(cache.size).toBe(1);
    expect((await get('/read/a')).text).toBe('read 2');
  });

  it('lets a direct reader answer a miss and keeps what it sent; the app answers what it declines or fails', async () => {
    let direct = 0;
    await start({
      answerDirectly: (req, res) => {
        const url = req.url ?? '';
        if (!url.startsWith('/read/direct')) return undefined;
        if (url.endsWith('fails')) return Promise.reject(new Error('down'));
        if (url.endsWith('declines')) return Promise.resolve(false);
        direct++;
        res.setHeader('Cache-Control', GUEST_READ_CACHE);
        res.end(`direct ${direct}`);
        return Promise.resolve(true);
      },
    });
    expect((await get('/read/direct')).text).toBe('direct 1');
    expect((await get('/read/direct')).text).toBe('direct 1');
    expect(handled).toBe(0);
    expect((await get('/read/direct-fails')).text).toBe('read 1');
    expect((await get('/read/direct-declines')).text).toBe('read 2');
    expect((await get('/read/other')).text).toBe('read 3');
    expect([direct, handled]).toEqual([1, 3]);
  });

  it('is off at a time of 0', async () => {
    await start({ ttlMs: 0 });
    await get('/read/a');
    expect((await get('/read/a')).text).toBe('read 2');
  });
});
