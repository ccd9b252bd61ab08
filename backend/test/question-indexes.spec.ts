import { sql as query } from '../src/database/db';
import { searchQuery } from '../src/questions/questions.repository';
import { sql } from './support/sql';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The list and search queries are answered from indexes: on 20,000
 * questions the plans contain no sequential scan of the questions table.
 * (The plans are shown in docs/search.md.)
 */
describe('question list query plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await sql(
      t.db.url,
      `INSERT INTO users (email, username, password_hash) VALUES ('seed@example.com', 'seed', 'x')`,
    );
    await sql(
      t.db.url,
      `INSERT INTO questions (locale, title, content, language, target_language, user_id, created_at)
       SELECT CASE WHEN i % 4 = 0 THEN 'fr' ELSE 'en' END,
              'Question ' || i || CASE WHEN i % 50 = 0 THEN ' kifach ngoul' ELSE ' about grammar' END,
              'Some content about words number ' || i,
              'en', (ARRAY['dz','ar','fr','es','ja','de'])[1 + i % 6], 1, now() - i * interval '1 minute'
       FROM generate_series(1, 20000) AS i`,
    );
    await sql(t.db.url, 'VACUUM ANALYZE');
  }, 120_000);
  afterAll(() => t?.close());

  async function plan(query: string, params: unknown[]): Promise<string> {
    const rows = await sql<{ 'QUERY PLAN': string }>(
      t.db.url,
      `EXPLAIN ${query}`,
      params,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  const columns = 'q.id, q.title, q.created_at';

  it('lists the newest page from the (locale, created_at) index', async () => {
    const p = await plan(
      `SELECT ${columns} FROM questions q WHERE q.locale = $1 ORDER BY q.created_at DESC, q.id DESC LIMIT 20 OFFSET 0`,
      ['en'],
    );
    expect(p).toContain('questions_locale_created_idx');
    expect(p).not.toMatch(/Seq Scan on questions/);
  });

  it('filters by target language from the (locale, target_language, created_at) index', async () => {
    const p = await plan(
      `SELECT ${columns} FROM questions q WHERE q.locale = $1 AND q.target_language = $2
       ORDER BY q.created_at DESC, q.id DESC LIMIT 20`,
      ['en', 'dz'],
    );
    expect(p).toContain('questions_locale_target_created_idx');
    expect(p).not.toMatch(/Seq Scan on questions/);
  });

  it('keeps per-language counts by trigger, equal to counting the rows', async () => {
    await sql(
      t.db.url,
      "UPDATE questions SET target_language = 'ko' WHERE id % 97 = 0",
    );
    await sql(t.db.url, 'DELETE FROM questions WHERE id % 89 = 0');
    const kept = await sql(
      t.db.url,
      'SELECT locale, target_language, n FROM question_counts WHERE n > 0 ORDER BY 1, 2',
    );
    const counted = await sql(
      t.db.url,
      'SELECT locale, target_language, count(*)::int AS n FROM questions GROUP BY 1, 2 ORDER BY 1, 2',
    );
    expect(kept).toEqual(counted);
    await sql(t.db.url, 'VACUUM ANALYZE');
  });

  it('searches through the full-text GIN index, widening words through the trigram vocabulary index', async () => {
    const search = query`${searchQuery('kifash', 'en')}
       SELECT q.id, q.title, q.created_at FROM questions q CROSS JOIN p
       WHERE q.locale = ${'en'} AND q.search @@ p.tsq
       ORDER BY ts_rank_cd(q.search, p.tsq) DESC LIMIT 20`.build();
    const p = await plan(search.text, search.values);
    expect(p).toContain('questions_search_idx');
    expect(p).toContain('search_words_trgm_idx');
    expect(p).not.toMatch(/Seq Scan on questions/);
    expect(p).not.toMatch(/Seq Scan on search_words/);
  });
});

describe('search past the relevance window', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await sql(
      t.db.url,
      `INSERT INTO users (email, username, password_hash) VALUES ('w@example.com', 'w_seed', 'x')`,
    );
    await sql(
      t.db.url,
      `INSERT INTO questions (locale, title, content, language, target_language, user_id, created_at)
       SELECT 'en', 'Common word labas number ' || i, CASE WHEN i % 7 = 0 THEN 'labas labas labas' ELSE '' END,
              'en', 'dz', 1, now() - i * interval '1 minute'
       FROM generate_series(1, 1300) AS i`,
    );
  });
  afterAll(() => t?.close());

  it('pages through more matches than are ranked, with no duplicate and none missing', async () => {
    const seen = new Set<number>();
    let total = 0;
    for (let offset = 0; offset < 1300; offset += 50) {
      const res = await fetch(
        `${t.url}/api/questions?search=labas&limit=50&offset=${offset}`,
      );
      const body = await res.json();
      total = body.pagination.total;
      for (const q of body.questions) seen.add(q.id);
    }
    expect(total).toBe(1300);
    expect(seen.size).toBe(1300);
    const first = await (
      await fetch(`${t.url}/api/questions?search=labas&limit=5`)
    ).json();
    // The most relevant (the word in the content too) come first.
    expect(
      first.questions.every((q: { content: string }) =>
        q.content.includes('labas'),
      ),
    ).toBe(true);
  });
});
