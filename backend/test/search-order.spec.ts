import { ApiClient } from './support/api-client';
import { sql } from './support/sql';
import { StatementLog } from './support/statement-log';
import { startTestApp, TestApp } from './support/test-app';
import { waitFor } from './support/wait';

/**
 * A search's page is shared by every viewer for GUEST_CACHE_TTL_MS
 * (SearchOrderCache): asked again, it is answered as kept, each member still
 * getting their own likes; any write forgets it.
 */
const log = new StatementLog();

interface Page {
  questions: { id: number; title: string; liked: boolean; likes: number }[];
  pagination: { total: number; totalCapped?: boolean };
}

/** The ranking statement of a search (see searchPageQuery). */
const ranksMatches = (statement: string) =>
  statement.includes('WITH candidates');
/** Any statement that reads questions' rows. */
const readsQuestions = (statement: string) =>
  /\bFROM questions\b/.test(statement);

const ADMIN = {
  email: 'search.admin@example.com',
  password: 'search-admin-password',
};

describe('search page order kept in memory', () => {
  let t: TestApp;
  let asker: ApiClient;
  let liker: ApiClient;
  const asked: number[] = [];

  async function ask(title: string): Promise<number> {
    const res = await asker.post('/api/questions', {
      title,
      language: 'en',
      targetLanguage: 'dz',
    });
    expect(res.status).toBe(201);
    return res.body.id as number;
  }

  async function search(client: ApiClient, query: string): Promise<Page> {
    const res = await client.get(`/api/questions?${query}`);
    expect(res.status).toBe(200);
    return res.body as Page;
  }

  /** Stored behind the app's back, so that only a fresh search can find it. */
  async function storeUnannounced(title: string): Promise<number> {
    const [{ id }] = await sql<{ id: number }>(
      t.db.url,
      `INSERT INTO questions (locale, title, content, language, target_language, user_id)
       SELECT 'en', $1, '', 'en', 'dz', user_id FROM questions WHERE id = $2 RETURNING id`,
      [title, asked[0]],
    );
    return id;
  }

  beforeAll(async () => {
    // Long enough that only a write, not the time, can explain a fresh order.
    t = await startTestApp({
      GUEST_CACHE_TTL_MS: '60000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    asker = new ApiClient(t.url);
    await asker.register();
    liker = new ApiClient(t.url);
    await liker.register();
    for (const n of [1, 2, 3]) asked.push(await ask(`Quokkaword number ${n}`));
    expect(
      (await liker.post(`/api/questions/${asked[1]}/like`, {})).status,
    ).toBe(200);
  });

  afterAll(async () => {
    log.restore();
    await t?.close();
  });

  it("answers a page asked again as kept, with each member's own likes, until a write", async () => {
    const first = await search(asker, 'search=quokkaword');
    expect(first.questions.map((q) => q.id).sort()).toEqual([...asked].sort());
    expect(first.questions.every((q) => !q.liked)).toBe(true);

    const unannounced = await storeUnannounced('Quokkaword number 4');
    await sql(t.db.url, 'UPDATE questions SET likes = 42 WHERE id = $1', [
      asked[2],
    ]);
    log.start();
    const again = await search(liker, 'search=quokkaword');
    const sent = log.stop();

    // The session and the member's likes among the page's questions, no more.
    expect(sent.some(readsQuestions)).toBe(false);
    expect(sent.filter((s) => s.includes('FROM question_likes'))).toHaveLength(
      1,
    );
    expect(again.questions.map((q) => q.id)).toEqual(
      first.questions.map((q) => q.id),
    );
    expect(again.questions.map((q) => q.id)).not.toContain(unannounced);
    expect(again.pagination).toEqual(first.pagination);
    expect(again.questions.find((q) => q.id === asked[1])?.liked).toBe(true);
    expect(
      again.questions.filter((q) => q.id !== asked[1]).some((q) => q.liked),
    ).toBe(false);
    // A change no event announced shows once the page is searched again.
    expect(again.questions.find((q) => q.id === asked[2])?.likes).toBe(0);
    // A guest sees the same page with no likes of theirs.
    const guest = await search(new ApiClient(t.url), 'search=quokkaword');
    expect(guest.questions.map((q) => q.id)).toEqual(
      first.questions.map((q) => q.id),
    );
    expect(guest.questions.some((q) => q.liked)).toBe(false);

    // A like is a write: the page is searched again, with today's counts.
    expect(
      (await liker.post(`/api/questions/${asked[2]}/like`, {})).status,
    ).toBe(200);
    log.start();
    const liked = await search(liker, 'search=quokkaword');
    expect(log.stop().some(ranksMatches)).toBe(true);
    const third = liked.questions.find((q) => q.id === asked[2]);
    expect(third).toMatchObject({ liked: true, likes: 43 });
    const seenByAsker = await search(asker, 'search=quokkaword');
    expect(seenByAsker.questions.find((q) => q.id === asked[2])).toMatchObject({
      liked: false,
      likes: 43,
    });

    // Another page, language or locale is another search.
    log.start();
    await search(liker, 'search=quokkaword&language=dz');
    await search(liker, 'search=quokkaword&limit=2');
    expect(log.stop().filter(ranksMatches)).toHaveLength(2);
  });

  it('forgets the order at the next write: a question asked is found at once', async () => {
    const before = await search(asker, 'search=quokkaword');
    const id = await ask('Quokkaword number 5');
    const after = await search(liker, 'search=quokkaword');
    expect(after.questions.map((q) => q.id)).toContain(id);
    expect(after.pagination.total).toBeGreaterThan(before.pagination.total);
  });

  it('searches again when a question of the kept page is deleted', async () => {
    const kept = await search(asker, 'search=quokkaword');
    const gone = kept.questions[0].id;
    const admin = new ApiClient(t.url);
    expect((await admin.post('/api/login', ADMIN)).status).toBe(200);
    expect(
      (await admin.request('DELETE', `/api/admin/questions/${gone}`)).status,
    ).toBe(204);
    log.start();
    const again = await search(asker, 'search=quokkaword');
    expect(log.stop().some(ranksMatches)).toBe(true);
    expect(again.questions.map((q) => q.id)).not.toContain(gone);
    expect(again.pagination.total).toBe(kept.pagination.total - 1);
  });

  it('runs a search once for the requests that ask for it at the same time', async () => {
    await ask('Wallabyterm, asked once'); // also forgets every kept order
    const viewers = [asker, liker, asker, liker, asker, liker];
    log.start();
    const pages = await Promise.all(
      viewers.map((viewer) => search(viewer, 'search=wallabyterm')),
    );
    const sent = log.stop();
    expect(sent.filter(ranksMatches)).toHaveLength(1);
    for (const page of pages)
      expect(page.questions.map((q) => q.title)).toEqual([
        'Wallabyterm, asked once',
      ]);
  });

  it('past its time to live, answers with the kept order while the page is searched again once, then with the order found', async () => {
    const ttlMs = 1500;
    const short = await startTestApp(
      { GUEST_CACHE_TTL_MS: String(ttlMs) },
      t.db,
    );
    try {
      const member = new ApiClient(short.url);
      member.useSessionCookie(liker.sessionCookie!);
      const ids = async () =>
        (
          (await member.get('/api/questions?search=numbatword')).body as Page
        ).questions.map((q) => q.id);
      const first = await storeUnannounced('Numbatword number 1');
      expect(await ids()).toEqual([first]);
      // A change no event announced: only the time to live brings it in.
      const second = await storeUnannounced('Numbatword number 2');
      await new Promise((resolve) => setTimeout(resolve, ttlMs + 50));
      log.start();
      expect(await ids()).toEqual([first]);
      await waitFor(
        async () => log.statements.filter(ranksMatches).length === 1,
        5000,
        'the page to be searched again',
      );
      await waitFor(
        async () => (await ids()).length === 2,
        5000,
        'the order found again',
      );
      expect(log.stop().filter(ranksMatches)).toHaveLength(1);
      expect((await ids()).sort()).toEqual([first, second].sort());
    } finally {
      await short.app.close();
    }
  });

  it('keeps no order when GUEST_CACHE_TTL_MS is 0', async () => {
    const off = await startTestApp({ GUEST_CACHE_TTL_MS: '0' }, t.db);
    try {
      const member = new ApiClient(off.url);
      member.useSessionCookie(asker.sessionCookie!);
      const first = (
        (await member.get('/api/questions?search=quokkaword')).body as Page
      ).questions.map((q) => q.id);
      const unannounced = await storeUnannounced('Quokkaword number 6');
      const again = (
        (await member.get('/api/questions?search=quokkaword')).body as Page
      ).questions.map((q) => q.id);
      expect(again).toEqual(expect.arrayContaining([...first, unannounced]));
    } finally {
      await off.app.close();
    }
  });
});
