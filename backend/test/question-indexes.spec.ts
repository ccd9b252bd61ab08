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
    await sql(t.db.url, 'VACUUM ANALYZE questions');
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

  it('counts with an index-only scan', async () => {
    const p = await plan(
      'SELECT count(*) FROM questions WHERE locale = $1 AND target_language = $2',
      ['en', 'dz'],
    );
    expect(p).toMatch(/Index Only Scan/);
  });

  it('searches through the full-text and trigram GIN indexes', async () => {
    await sql(
      t.db.url,
      'ALTER DATABASE ' +
        t.db.name +
        ' SET pg_trgm.word_similarity_threshold = 0.5',
    );
    const p = await plan(
      `WITH p AS (SELECT websearch_to_tsquery('simple', immutable_unaccent($1))
                         || websearch_to_tsquery(locale_regconfig($2), immutable_unaccent($1)) AS tsq,
                         lower(immutable_unaccent($1)) AS term)
       SELECT ${columns} FROM questions q CROSS JOIN p
       WHERE q.locale = $2 AND (q.search @@ p.tsq OR p.term <% q.search_text)
       ORDER BY ts_rank_cd(q.search, p.tsq) DESC LIMIT 20`,
      ['kifash', 'en'],
    );
    expect(p).toContain('questions_search_idx');
    expect(p).toContain('questions_search_trgm_idx');
    expect(p).not.toMatch(/Seq Scan on questions/);
  });
});
