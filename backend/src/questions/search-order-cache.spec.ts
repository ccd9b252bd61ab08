import type { QuestionRow } from './question.views';
import { pageBytes, SearchOrder, SearchOrderCache } from './search-order-cache';

const page = (term: string, offset = 0) => ({
  term,
  locale: 'en' as const,
  language: null,
  limit: 20,
  offset,
});
/** A question as a guest reads it; `content` of this many characters. */
const row = (id: number, contentLength = 20): QuestionRow => ({
  id,
  locale: 'en',
  title: `Question ${String(id).padStart(6, '0')}`,
  content: 'x'.repeat(contentLength),
  language: 'en',
  target_language: 'dz',
  created_at: new Date(0),
  answer_count: 0,
  likes: 0,
  liked: false,
  author_id: 1,
  author_username: 'member_1',
  author_image: null,
  author_native: ['dz'],
});
const order = (...ids: number[]): SearchOrder => ({
  rows: ids.map((id) => row(id)),
  total: ids.length,
  capped: false,
});

/** At a fake clock's 1,000,000 ms, a cache keeping the order [3, 1] found for "labas". */
async function keepingLabas(): Promise<SearchOrderCache> {
  jest.useFakeTimers({ now: 1_000_000 });
  const cache = new SearchOrderCache({ guestCacheTtlMs: 2000 });
  cache.keep(page('labas'), Promise.resolve(order(3, 1)));
  await Promise.resolve();
  return cache;
}

/** A search that runs until `finish` gives its order. */
function heldSearch() {
  let finish!: (found: SearchOrder) => void;
  const searchAgain = jest.fn(
    () => new Promise<SearchOrder>((resolve) => (finish = resolve)),
  );
  return { searchAgain, finish: (found: SearchOrder) => finish(found) };
}

describe('SearchOrderCache', () => {
  afterEach(() => jest.useRealTimers());

  it('serves a kept order for its time to live, then forgets it', async () => {
    const cache = await keepingLabas();
    await expect(cache.find(page('labas'))).resolves.toEqual(order(3, 1));
    expect(cache.find(page('labas', 20))).toBeUndefined();
    expect(cache.find({ ...page('labas'), locale: 'fr' })).toBeUndefined();
    expect(cache.find({ ...page('labas'), language: 'dz' })).toBeUndefined();
    jest.setSystemTime(1_000_000 + 1999);
    expect(cache.find(page('labas'))).toBeDefined();
    jest.setSystemTime(1_000_000 + 2000);
    expect(cache.find(page('labas'))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('past its time to live, serves the order while the page is searched again, once, then the order found', async () => {
    const cache = await keepingLabas();
    const { searchAgain, finish } = heldSearch();
    await expect(cache.find(page('labas'), searchAgain)).resolves.toEqual(
      order(3, 1),
    );
    expect(searchAgain).not.toHaveBeenCalled();
    jest.setSystemTime(1_000_000 + 2000);
    await expect(cache.find(page('labas'), searchAgain)).resolves.toEqual(
      order(3, 1),
    );
    await expect(cache.find(page('labas'), searchAgain)).resolves.toEqual(
      order(3, 1),
    );
    expect(searchAgain).toHaveBeenCalledTimes(1);
    finish(order(1, 3));
    await Promise.resolve();
    await expect(cache.find(page('labas'), searchAgain)).resolves.toEqual(
      order(1, 3),
    );
    // A new time to live from when the order was found again.
    jest.setSystemTime(1_000_000 + 2000 + 1999);
    await expect(cache.find(page('labas'))).resolves.toEqual(order(1, 3));
    expect(searchAgain).toHaveBeenCalledTimes(1);
  });

  it('when searching again fails, serves the order until its extra time runs out, then forgets it', async () => {
    const cache = await keepingLabas();
    jest.setSystemTime(1_000_000 + 2500);
    const failing = jest.fn(() =>
      Promise.reject<SearchOrder>(new Error('statement timeout')),
    );
    await expect(cache.find(page('labas'), failing)).resolves.toEqual(
      order(3, 1),
    );
    await Promise.resolve();
    await Promise.resolve();
    // Tried again by the next reader after the failure.
    await expect(cache.find(page('labas'), failing)).resolves.toEqual(
      order(3, 1),
    );
    expect(failing).toHaveBeenCalledTimes(2);
    jest.setSystemTime(1_000_000 + 4000);
    expect(cache.find(page('labas'), failing)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep an order searched again when cleared meanwhile', async () => {
    const cache = await keepingLabas();
    jest.setSystemTime(1_000_000 + 2000);
    const { searchAgain, finish } = heldSearch();
    cache.find(page('labas'), searchAgain);
    cache.clear();
    finish(order(1, 3));
    await Promise.resolve();
    expect(cache.find(page('labas'))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('hands a search still running to those who ask meanwhile, and forgets one that fails', async () => {
    const cache = new SearchOrderCache({ guestCacheTtlMs: 2000 });
    let fail!: (error: Error) => void;
    const running = new Promise<SearchOrder>((_, reject) => (fail = reject));
    cache.keep(page('labas'), running);
    expect(cache.find(page('labas'))).toBe(running);
    fail(new Error('statement timeout'));
    await expect(running).rejects.toThrow('statement timeout');
    await Promise.resolve();
    expect(cache.find(page('labas'))).toBeUndefined();
  });

  it('forgets every order, found or running, when cleared', async () => {
    const cache = new SearchOrderCache({ guestCacheTtlMs: 2000 });
    let finish!: (found: SearchOrder) => void;
    cache.keep(page('labas'), Promise.resolve(order(1)));
    cache.keep(page('kifach'), new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish(order(2));
    await Promise.resolve();
    expect(cache.find(page('labas'))).toBeUndefined();
    expect(cache.find(page('kifach'))).toBeUndefined();
  });

  it('keeps nothing with a time to live of 0, and a failed search is no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const cache = new SearchOrderCache({ guestCacheTtlMs: 0 });
      cache.keep(page('labas'), Promise.resolve(order(1)));
      cache.keep(page('kifach'), Promise.reject(new Error('pool ended')));
      await new Promise((resolve) => setImmediate(resolve));
      expect(cache.find(page('labas'))).toBeUndefined();
      expect(cache.find(page('kifach'))).toBeUndefined();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('keeps 1,000 orders at most, dropping the oldest', () => {
    const cache = new SearchOrderCache({ guestCacheTtlMs: 2000 });
    for (let i = 0; i < 1001; i++)
      cache.keep(page(`term ${i}`), Promise.resolve(order(i)));
    expect(cache.size).toBe(1000);
    expect(cache.find(page('term 0'))).toBeUndefined();
    expect(cache.find(page('term 1000'))).toBeDefined();
  });

  it('holds about 32 MB of pages at most, forgetting the oldest first, and counts what it forgets', async () => {
    const cache = new SearchOrderCache({ guestCacheTtlMs: 2000 });
    // 20 questions of 5,000 characters: a page of about 210 kB.
    const big = (first: number): SearchOrder => ({
      rows: Array.from({ length: 20 }, (_, i) => row(first + i, 5000)),
      total: 20,
      capped: false,
    });
    const perPage = pageBytes(big(0));
    expect(perPage).toBeGreaterThan(200_000);
    for (let i = 0; i < 200; i++) {
      cache.keep(page(`term ${i}`), Promise.resolve(big(i * 20)));
      await Promise.resolve();
    }
    const fits = Math.floor((32 * 1024 * 1024) / perPage);
    expect(cache.size).toBe(fits);
    expect(cache.heldBytes).toBe(fits * perPage);
    expect(cache.find(page('term 0'))).toBeUndefined();
    await expect(cache.find(page('term 199'))).resolves.toEqual(big(199 * 20));

    // A page searched again is counted at its new size, not twice.
    jest.useFakeTimers({ now: Date.now() + 2500 });
    const { searchAgain, finish } = heldSearch();
    cache.find(page('term 199'), searchAgain);
    finish(order(1));
    await Promise.resolve();
    expect(cache.heldBytes).toBe((fits - 1) * perPage + pageBytes(order(1)));

    cache.clear();
    expect(cache.heldBytes).toBe(0);
  });
});
