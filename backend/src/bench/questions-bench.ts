/**
 * Seeds 100,000 questions with answers, then measures with autocannon, in one
 * run: the list's first page, a search, a question detail, and the same list
 * query through a bare node:http + pg handler as the baseline.
 */
import { createServer, Server as HttpServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Pool } from 'pg';
import { findFreePort } from '../database/embedded-postgres';
import { sql } from '../database/db';
import { questionColumns, toQuestionView } from '../questions/question.views';
import { start, stop } from './run';

const QUESTIONS = 100_000;
const DURATION_S = 10;
const CONNECTIONS = 10;

export function printTable(title: string, rows: [string, string][]): void {
  const width = Math.max(...rows.map(([k]) => k.length));
  process.stdout.write(`\n${title}\n`);
  for (const [k, v] of rows)
    process.stdout.write(`  ${k.padEnd(width)}  ${v}\n`);
}

async function seed(pool: Pool): Promise<void> {
  await pool.query(`
    INSERT INTO users (email, username, password_hash, native_languages, total_answers)
    SELECT 'member' || i || '@example.com', 'member_' || i, 'not-a-login', ARRAY['dz'], 0
    FROM generate_series(1, 1000) AS i`);
  await pool.query(`
    INSERT INTO questions (locale, title, content, language, target_language, user_id, answer_count, created_at)
    SELECT CASE WHEN i % 4 = 0 THEN 'fr' ELSE 'en' END,
           (ARRAY['Kifach ngoul', 'How do I say', 'What does', 'Difference between', 'Is it polite to say'])[1 + i % 5]
             || ' ' || (ARRAY['good morning', 'thank you', 'wakha', 'bghit', 'safi', 'shukran', 'labas', 'zwin'])[1 + i % 8]
             || ' #' || i,
           'I am learning ' || (ARRAY['Darija', 'Egyptian Arabic', 'Levantine', 'French', 'Japanese'])[1 + i % 5]
             || ' and I heard this expression in a conversation. Could a native speaker explain when to use it? Ref ' || i,
           'en', (ARRAY['dz','ar','fr','es','ja','de','it','pt'])[1 + i % 8], 1 + i % 1000, 0,
           now() - i * interval '1 minute'
    FROM generate_series(1, ${QUESTIONS}) AS i`);
  await pool.query(`
    INSERT INTO answers (question_id, user_id, content, created_at)
    SELECT q.id, 1 + (q.id * 7 + n) % 1000,
           'You can say it like this in everyday speech; it is common and friendly. Answer ' || n,
           q.created_at + n * interval '1 minute'
    FROM questions q CROSS JOIN generate_series(1, 2) AS n`);
  // Answer counts on questions and members follow by trigger.
  await pool.query('VACUUM ANALYZE');
}

/** The list's first page served by node:http and pg alone: the floor the app is compared with. */
function baselineServer(pool: Pool): HttpServer {
  return createServer((req, res) => {
    void (async () => {
      const page =
        sql`SELECT ${questionColumns(null)} FROM questions q LEFT JOIN users u ON u.id = q.user_id
         WHERE q.locale = ${'en'} ORDER BY q.created_at DESC, q.id DESC LIMIT 20 OFFSET 0`.build();
      const rows = await pool.query(page.text, page.values);
      const [{ total }] = (
        await pool.query(
          'SELECT coalesce(sum(n), 0)::int AS total FROM question_counts WHERE locale = $1 AND ($2::text IS NULL OR target_language = $2)',
          ['en', null],
        )
      ).rows;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          questions: rows.rows.map(toQuestionView),
          pagination: { page: 1, total },
        }),
      );
    })().catch((error) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
}

async function measure(
  url: string,
): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function questionsBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dc-bench-qa-'));
  const port = await findFreePort();
  const base = `http://127.0.0.1:${port}`;
  const server = start({
    DATA_DIR: dataDir,
    PORT: String(port),
    SESSION_SECRET: 'bench-session-secret-0123456789-abcdefghij',
    // The figures are for the bench's own 100,000 questions alone.
    SEED_ON_EMPTY: 'false',
  });
  let baseline: HttpServer | undefined;
  let pool: Pool | undefined;
  try {
    await server.ready;
    const { url } = JSON.parse(
      readFileSync(path.join(dataDir, 'embedded-postgres.json'), 'utf8'),
    ) as { url: string };
    pool = new Pool({ connectionString: url, max: 10 });
    const t0 = performance.now();
    await seed(pool);
    const seedSeconds = (performance.now() - t0) / 1000;

    baseline = baselineServer(pool);
    const baselinePort = await findFreePort();
    await new Promise<void>((resolve) =>
      baseline!.listen(baselinePort, '127.0.0.1', resolve),
    );

    const [{ id: detailId }] = (
      await pool.query(
        "SELECT id FROM questions WHERE locale = 'en' ORDER BY id LIMIT 1 OFFSET 5000",
      )
    ).rows;
    const targets: [string, string][] = [
      [
        'baseline: node:http + pg, list page 1',
        `http://127.0.0.1:${baselinePort}/`,
      ],
      [
        'GET /api/questions (page 1)',
        `${base}/api/questions?limit=20&offset=0`,
      ],
      [
        'GET /api/questions?search=kifach ngoul',
        `${base}/api/questions?search=${encodeURIComponent('kifach ngoul')}`,
      ],
      [
        'GET /api/questions?search=shukran&language=dz',
        `${base}/api/questions?search=shukran&language=dz`,
      ],
      ['GET /api/questions/:id', `${base}/api/questions/${detailId}`],
      [
        'GET /api/questions/:id/answers',
        `${base}/api/questions/${detailId}/answers`,
      ],
    ];
    // The sitemap's first request reads every question; later ones are served from memory.
    const sitemapStarted = performance.now();
    const firstSitemap = await fetch(`${base}/sitemap.xml`);
    await firstSitemap.text();
    const sitemapFirstMs = performance.now() - sitemapStarted;
    targets.push(
      ['GET /sitemap.xml (an index past 50,000 URLs)', `${base}/sitemap.xml`],
      ['GET /sitemap.xml?page=1 (50,000 URLs)', `${base}/sitemap.xml?page=1`],
    );
    const results: [string, Awaited<ReturnType<typeof measure>>][] = [];
    for (const [name, url] of targets) results.push([name, await measure(url)]);
    const floor = results[0][1].rps;
    printTable(
      `Questions: ${QUESTIONS.toLocaleString('en')} questions, ${(QUESTIONS * 2).toLocaleString('en')} answers (seeded in ${seedSeconds.toFixed(1)} s); autocannon ${CONNECTIONS} connections x ${DURATION_S} s`,
      results.map(([name, r]) => [
        name,
        `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms  ${(r.rps / floor).toFixed(2)}x baseline${r.errors ? `  ERRORS ${r.errors}` : ''}`,
      ]),
    );
    printTable('Sitemap', [
      [
        'first /sitemap.xml after start (reads every question)',
        `${sitemapFirstMs.toFixed(0)} ms (HTTP ${firstSitemap.status})`,
      ],
    ]);
    if (results.some(([, r]) => r.errors > 0))
      throw new Error('some requests failed');
  } finally {
    baseline?.close();
    await pool?.end();
    await stop(server).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
