import {
  SEARCH_CAP,
  searchPageQuery,
  SearchTerms,
  searchTermsQuery,
  searchTsquery,
} from '../src/questions/question.queries';
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

  it('widens the words of a search through the trigram vocabulary index', async () => {
    const terms = searchTermsQuery('kifash', 'en').build();
    const p = await plan(terms.text, terms.values);
    expect(p).toContain('search_words_trgm_idx');
    expect(p).toContain('search_words_spelling_idx');
    expect(p).not.toMatch(/Seq Scan on search_words/);
  });

  it("plans the served page with the search's own query: a rare word from the GIN index", async () => {
    const termsQuery = searchTermsQuery('kifash', 'en').build();
    const [terms] = await sql<SearchTerms>(
      t.db.url,
      termsQuery.text,
      termsQuery.values,
    );
    const tsq = searchTsquery(terms);
    expect(tsq.match).toContain('kifach');
    const page = searchPageQuery(tsq, 'en', null, 20, 0, null).build();
    const p = await plan(page.text, page.values);
    expect(p).toContain('questions_search_idx');
    expect(p).not.toMatch(/Seq Scan on questions/);
  });
});

describe('search with more matches than it covers', () => {
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

  it(`pages through the ${SEARCH_CAP} most recent matches once each, and says the total is capped`, async () => {
    expect(SEARCH_CAP).toBe(1000);
    const seen = new Set<number>();
    const titles: string[] = [];
    for (let offset = 0; offset < 1300; offset += 50) {
      const res = await fetch(
        `${t.url}/api/questions?search=labas&limit=50&offset=${offset}`,
      );
      const body = await res.json();
      expect(body.pagination.total).toBe(1000);
      expect(body.pagination.totalCapped).toBe(true);
      expect(body.pagination.totalPages).toBe(20);
      for (const q of body.questions) {
        expect(seen.has(q.id)).toBe(false);
        seen.add(q.id);
        titles.push(q.title);
      }
    }
    expect(seen.size).toBe(1000);
    // The 1,000 most recent: numbers 1 to 1000 (question i was asked i minutes ago).
    const numbers = titles.map((title) => Number(/(\d+)$/.exec(title)![1]));
    expect(Math.max(...numbers)).toBe(1000);
    expect(new Set(numbers).size).toBe(1000);
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

  it('counts exactly, without the capped flag, below the cap', async () => {
    const res = await fetch(
      `${t.url}/api/questions?search=${encodeURIComponent('"labas number 7"')}`,
    );
    const body = await res.json();
    expect(body.pagination.total).toBe(body.questions.length);
    expect(body.pagination.total).toBeGreaterThan(0);
    expect(body.pagination.totalCapped).toBeUndefined();
    const beyond = await (
      await fetch(`${t.url}/api/questions?search=labas&offset=2000`)
    ).json();
    expect(beyond.questions).toEqual([]);
    expect(beyond.pagination).toMatchObject({
      total: 1000,
      totalCapped: true,
    });
  });
});
