/**
 * Seeds 100,000 questions with answers, then measures with autocannon, in one
 * run and at 50 connections, each of the app's hot requests next to a bare
 * node:http + pg handler running the same SQL (the baseline). Prints a table
 * and writes it to bench/results.md. The baseline is baseline-server.ts.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Pool } from 'pg';
import { findFreePort } from '../database/embedded-postgres';
import type { BaselineOptions } from './baseline-server';
import { FakeAiServer } from '../ai/testing/fake-ai-server';
import { machineLine, writeSection } from './results';
import { endProcess, profileFlags, start, stop } from './run';

const QUESTIONS = 100_000;
const DURATION_S = 6;
const WARMUP_S = 1;
const CONNECTIONS = 50;
/** A question with this many answers is the detail page measured. */
const DETAIL_ANSWERS = 30;
/** One question in this many has the rare word in its title. */
const RARE_EVERY = 2000;
const RARE_WORD = 'mezyana';
const SEARCH_TIMEOUT_MS = 2000;

export function printTable(title: string, rows: [string, string][]): void {
  const width = Math.max(...rows.map(([k]) => k.length));
  process.stdout.write(`\n${title}\n`);
  for (const [k, v] of rows)
    process.stdout.write(`  ${k.padEnd(width)}  ${v}\n`);
}

const BENCH_ENV = {
  SESSION_SECRET: 'bench-session-secret-0123456789-abcdefghij',
  // The figures are for the bench's own questions alone.
  SEED_ON_EMPTY: 'false',
  RATE_LIMIT_REGISTER_PER_IP: '1000000',
  RATE_LIMIT_LOGIN_PER_IP: '1000000',
  RATE_LIMIT_ANSWER_PER_HOUR: '1000000',
  RATE_LIMIT_VOTE_PER_MINUTE: '1000000',
  RATE_LIMIT_SEARCH_PER_MINUTE: '1000000000',
  RATE_LIMIT_TRANSLATE_PER_MINUTE: '1000000000',
  TRANSLATOR_DAILY_LIMITS: 'guest:100000000,free:100000000',
  SEARCH_TIMEOUT_MS: String(SEARCH_TIMEOUT_MS),
};

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
             || CASE WHEN i % ${RARE_EVERY} = 1 THEN ' ${RARE_WORD}' ELSE '' END
             || ' #' || i,
           'I am learning ' || (ARRAY['Darija', 'Egyptian Arabic', 'Levantine', 'French', 'Japanese'])[1 + i % 5]
             || ' and I heard this expression in a conversation. Could a native speaker explain when to use it? Ref ' || i,
           'en', (ARRAY['dz','ar','fr','es','ja','de','it','pt'])[1 + i % 8], 1 + i % 1000, 0,
           now() - i * interval '1 minute'
    FROM generate_series(1, ${QUESTIONS}) AS i`);
  // 200,000 answers: their counters are set once afterwards rather than by
  // the per-row trigger (which moves a question and a member row per answer).
  await pool.query('ALTER TABLE answers DISABLE TRIGGER answers_keep_counts');
  try {
    await pool.query(`
      INSERT INTO answers (question_id, user_id, content, created_at)
      SELECT q.id, 1 + (q.id * 7 + n) % 1000,
             'You can say it like this in everyday speech; it is common and friendly. Answer ' || n,
             q.created_at + n * interval '1 minute'
      FROM questions q CROSS JOIN generate_series(1, 2) AS n`);
  } finally {
    await pool.query('ALTER TABLE answers ENABLE TRIGGER answers_keep_counts');
  }
  await pool.query(`
    UPDATE questions q SET answer_count = c.n
    FROM (SELECT question_id, count(*)::int AS n FROM answers GROUP BY question_id) c
    WHERE c.question_id = q.id`);
  await pool.query(`
    UPDATE users u SET total_answers = c.n
    FROM (SELECT user_id, count(*)::int AS n FROM answers GROUP BY user_id) c
    WHERE c.user_id = u.id`);
  await pool.query('VACUUM ANALYZE');
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Target {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A request body per request (writes spread over many rows). */
  body?: (i: number) => string;
  /** A path (and query) per request (reads spread over many rows). */
  path?: (i: number) => string;
}

async function measure(
  target: Target,
  connections = CONNECTIONS,
): Promise<Measured> {
  const run = (duration: number) => {
    let i = 0;
    return autocannon({
      url: target.url,
      connections,
      duration,
      method: target.method ?? 'GET',
      headers: target.headers,
      requests:
        target.body || target.path
          ? [
              {
                setupRequest: (request) => {
                  const n = i++;
                  return {
                    ...request,
                    ...(target.body && { body: target.body(n) }),
                    ...(target.path && { path: target.path(n) }),
                  };
                },
              },
            ]
          : undefined,
    });
  };
  await run(WARMUP_S);
  const result = await run(DURATION_S);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A run that got no answer at all (the server went away) is a failure too.
    errors:
      result.errors + result.non2xx + (result.requests.total === 0 ? 1 : 0),
  };
}

interface Row {
  name: string;
  read: boolean;
  /** A row measured for comparison, with no target: what its last column says instead. */
  reference?: string;
  /** Also measured one request at a time (a search's own latency, without a queue). */
  alone?: boolean;
  app: Target;
  baseline: Target;
}

export async function questionsBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dc-bench-qa-'));
  const port = await findFreePort();
  const base = `http://127.0.0.1:${port}`;
  const server = start({
    ...BENCH_ENV,
    DATA_DIR: dataDir,
    PORT: String(port),
    APP_ORIGIN: base,
  });
  let cacheServer: ReturnType<typeof start> | undefined;
  let fakeAi: FakeAiServer | undefined;
  let baseline: ChildProcess | undefined;
  let pool: Pool | undefined;
  const began = performance.now();
  const load = loadavg();
  try {
    await server.ready;
    const { url } = JSON.parse(
      readFileSync(path.join(dataDir, 'embedded-postgres.json'), 'utf8'),
    ) as { url: string };
    pool = new Pool({ connectionString: url, max: 10 });
    const t0 = performance.now();
    await seed(pool);
    const seedSeconds = (performance.now() - t0) / 1000;

    // A question with many answers, for the detail page.
    const [{ id: detailId }] = (
      await pool.query(
        "SELECT id FROM questions WHERE locale = 'en' ORDER BY id LIMIT 1 OFFSET 5000",
      )
    ).rows as { id: number }[];
    await pool.query(
      `INSERT INTO answers (question_id, user_id, content)
       SELECT $1, 1 + n, 'Another way to say it, heard in the street. Answer ' || n
       FROM generate_series(1, ${DETAIL_ANSWERS - 2}) AS n`,
      [detailId],
    );

    // A member who posts answers and votes.
    const headers = { 'content-type': 'application/json', origin: base };
    const registered = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        email: 'bench-writer@example.com',
        password: 'bench-password-long-enough',
        username: 'bench_writer',
      }),
    });
    if (registered.status !== 201)
      throw new Error(`register: ${registered.status}`);
    const cookie = registered.headers.getSetCookie()[0].split(';')[0];
    const { id: memberId } = (await registered.json()) as { id: number };
    const sid = decodeURIComponent(cookie.split('=')[1])
      .replace(/^s:/, '')
      .split('.')[0];
    const answerIds = (
      await pool.query(
        `SELECT a.id FROM answers a JOIN questions q ON q.id = a.question_id
         WHERE q.locale = 'en' ORDER BY a.id LIMIT 5000`,
      )
    ).rows.map((r: { id: number }) => r.id);
    const questionIds = (
      await pool.query(
        "SELECT id FROM questions WHERE locale = 'en' ORDER BY id LIMIT 5000",
      )
    ).rows.map((r: { id: number }) => r.id);
    // Reads of many questions, each seen once in a while: past the guest cache.
    const spreadIds = (
      await pool.query(
        "SELECT id FROM questions WHERE locale = 'en' ORDER BY random() LIMIT 50000",
      )
    ).rows.map((r: { id: number }) => r.id);
    const spread = (i: number) => spreadIds[i % spreadIds.length];

    // The translator's cache hit: a second app on the same database with an AI
    // provider (a local stand-in speaking the OpenAI wire format). It keeps
    // nothing in memory (GUEST_CACHE_TTL_MS=0): the searches measured on it
    // each rank their matches, as a search never asked before does.
    const phrase = {
      text: 'thank you very much',
      source_language: 'en',
      target_language: 'darija',
    };
    fakeAi = await new FakeAiServer().start(0);
    const cachePort = await findFreePort();
    const cacheBase = `http://127.0.0.1:${cachePort}`;
    cacheServer = start({
      ...BENCH_ENV,
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      PORT: String(cachePort),
      APP_ORIGIN: cacheBase,
      GUEST_CACHE_TTL_MS: '0',
      OPENAI_API_KEY: 'bench-key',
      OPENAI_BASE_URL: fakeAi.openaiBaseUrl,
    });
    await cacheServer.ready;
    const first = await fetch(`${cacheBase}/api/translator/translate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: cacheBase },
      body: JSON.stringify(phrase),
    });
    if (first.status !== 200)
      throw new Error(
        `translator (AI stand-in): ${first.status} ${await first.text()}`,
      );

    const sitemapStarted = performance.now();
    const firstSitemap = await fetch(`${base}/sitemap.xml`);
    const sitemapXml = await firstSitemap.text();
    const sitemapFirstMs = performance.now() - sitemapStarted;

    const sitemapFile = path.join(dataDir, 'bench-sitemap.xml');
    writeFileSync(sitemapFile, sitemapXml);
    const plans = await fetch(`${cacheBase}/api/translator/plans`);
    if (plans.status !== 200) throw new Error(`plans: ${plans.status}`);
    const plansJson = await plans.text();
    baseline = spawn(
      process.execPath,
      [
        ...profileFlags(),
        path.join(__dirname, 'baseline-server.js'),
        JSON.stringify({
          databaseUrl: url,
          sitemapFile,
          plansJson,
          member: { id: memberId, sid },
          searchTimeoutMs: SEARCH_TIMEOUT_MS,
        } satisfies BaselineOptions),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const baselinePort = await new Promise<number>((resolve, reject) => {
      let out = '';
      baseline!.stdout!.on('data', (c) => {
        out += c;
        const m = /ready (\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      baseline!.on('exit', (code) =>
        reject(new Error(`baseline exited with ${code}`)),
      );
    });
    const floor = `http://127.0.0.1:${baselinePort}`;

    const search = (term: string, language?: string) =>
      `search=${encodeURIComponent(term)}${language ? `&language=${language}` : ''}`;
    const member = { ...headers, cookie };
    // The same member on the second app, which keeps nothing in memory.
    const memberOnSecondApp = { ...member, origin: cacheBase };
    const answerBody = (i: number) =>
      JSON.stringify({
        questionId: questionIds[i % questionIds.length],
        content: `A bench answer that is long enough to be accepted, number ${i}.`,
      });
    const voteBody = (i: number) =>
      JSON.stringify({
        answerId: answerIds[i % answerIds.length],
        type: 'like',
      });
    const translate = (engine: string) => ({
      method: 'POST' as const,
      headers: { ...headers, 'x-engine': engine },
      body: () => JSON.stringify(phrase),
    });
    const rows: Row[] = [
      {
        name: 'GET /api/questions (page 1)',
        read: true,
        app: { url: `${base}/api/questions?limit=20&offset=0` },
        baseline: { url: `${floor}/list?offset=0` },
      },
      {
        name: 'GET /api/questions (page 50)',
        read: true,
        app: { url: `${base}/api/questions?limit=20&offset=980` },
        baseline: { url: `${floor}/list?offset=980` },
      },
      {
        name: 'search, common: "kifach ngoul" (15,000 matches)',
        alone: true,
        read: true,
        app: { url: `${base}/api/questions?${search('kifach ngoul')}` },
        baseline: { url: `${floor}/search?${search('kifach ngoul')}` },
      },
      {
        name: `search, rare: "${RARE_WORD}" (${QUESTIONS / RARE_EVERY} matches)`,
        alone: true,
        read: true,
        app: { url: `${base}/api/questions?${search(RARE_WORD)}` },
        baseline: { url: `${floor}/search?${search(RARE_WORD)}` },
      },
      {
        name: 'search, common, language=dz: "shukran"',
        alone: true,
        read: true,
        app: { url: `${base}/api/questions?${search('shukran', 'dz')}` },
        baseline: { url: `${floor}/search?${search('shukran', 'dz')}` },
      },
      {
        name: `search, rare, language=ar: "${RARE_WORD}"`,
        alone: true,
        read: true,
        app: { url: `${base}/api/questions?${search(RARE_WORD, 'ar')}` },
        baseline: { url: `${floor}/search?${search(RARE_WORD, 'ar')}` },
      },
      {
        name: 'search, common, signed in, order kept: "kifach ngoul"',
        read: true,
        app: {
          url: `${base}/api/questions?${search('kifach ngoul')}`,
          headers: member,
        },
        baseline: { url: `${floor}/search?${search('kifach ngoul')}` },
      },
      {
        name: 'search, common, signed in, nothing kept: "kifach ngoul"',
        read: true,
        app: {
          url: `${cacheBase}/api/questions?${search('kifach ngoul')}`,
          headers: memberOnSecondApp,
        },
        baseline: { url: `${floor}/search?${search('kifach ngoul')}` },
      },
      {
        name: 'GET /api/questions/:id',
        read: true,
        app: { url: `${base}/api/questions/${detailId}` },
        baseline: { url: `${floor}/question?id=${detailId}` },
      },
      {
        name: `GET /api/questions/:id/answers (${DETAIL_ANSWERS} answers)`,
        read: true,
        app: { url: `${base}/api/questions/${detailId}/answers` },
        baseline: { url: `${floor}/answers?id=${detailId}` },
      },
      {
        // The framework's own cost per request: the whole middleware chain,
        // routing and response, on the app that keeps nothing, no SQL.
        name: 'GET /api/translator/plans (no SQL: the framework alone)',
        read: true,
        reference: 'reference: no target',
        app: { url: `${cacheBase}/api/translator/plans` },
        baseline: { url: `${floor}/plans` },
      },
      {
        name: 'GET /api/questions/:id, a different question each time',
        read: true,
        app: {
          url: `${base}/api/questions/${detailId}`,
          path: (i) => `/api/questions/${spread(i)}`,
        },
        baseline: {
          url: `${floor}/question?id=${detailId}`,
          path: (i) => `/question?id=${spread(i)}`,
        },
      },
      {
        name: 'GET /api/questions/:id/answers, a different question each time',
        read: true,
        app: {
          url: `${base}/api/questions/${detailId}/answers`,
          path: (i) => `/api/questions/${spread(i)}/answers`,
        },
        baseline: {
          url: `${floor}/answers?id=${detailId}`,
          path: (i) => `/answers?id=${spread(i)}`,
        },
      },
      {
        name: 'POST /api/answers (signed in)',
        read: false,
        app: {
          url: `${base}/api/answers`,
          method: 'POST',
          headers: member,
          body: answerBody,
        },
        baseline: {
          url: `${floor}/answer`,
          method: 'POST',
          headers: member,
          body: answerBody,
        },
      },
      {
        name: 'POST /api/votes (like toggle, signed in)',
        read: false,
        app: {
          url: `${base}/api/votes`,
          method: 'POST',
          headers: member,
          body: voteBody,
        },
        baseline: {
          url: `${floor}/vote`,
          method: 'POST',
          headers: member,
          body: voteBody,
        },
      },
      {
        name: 'POST /api/translator/translate (offline engine, guest)',
        read: true,
        app: { url: `${base}/api/translator/translate`, ...translate('') },
        baseline: { url: `${floor}/translate`, ...translate('offline') },
      },
      {
        name: 'POST /api/translator/translate (cache hit, guest)',
        read: true,
        app: {
          url: `${cacheBase}/api/translator/translate`,
          ...translate(''),
          headers: { ...headers, origin: cacheBase },
        },
        baseline: { url: `${floor}/translate`, ...translate('cache') },
      },
      {
        name: 'GET /sitemap.xml (index of 3 files)',
        read: true,
        app: { url: `${base}/sitemap.xml` },
        baseline: { url: `${floor}/sitemap.xml` },
      },
    ];
    const only = process.env.BENCH_ONLY;
    const results: { row: Row; app: Measured; floor: Measured }[] = [];
    for (const row of rows) {
      if (only && !row.name.includes(only)) continue;
      const floorResult = await measure(row.baseline);
      const appResult = await measure(row.app);
      results.push({ row, app: appResult, floor: floorResult });
      process.stdout.write(
        `  ${row.name}: ${appResult.rps.toFixed(0)} req/s vs ${floorResult.rps.toFixed(0)} (p99 ${appResult.p99} ms)\n`,
      );
    }
    const aloneResults: { row: Row; app: Measured; floor: Measured }[] = [];
    for (const row of rows) {
      if (!row.alone || (only && !row.name.includes(only))) continue;
      const floorResult = await measure(row.baseline, 1);
      // On the app that keeps nothing, as a member (whose pages carry their likes).
      const appResult = await measure(
        {
          ...row.app,
          url: row.app.url.replace(base, cacheBase),
          headers: memberOnSecondApp,
        },
        1,
      );
      aloneResults.push({ row, app: appResult, floor: floorResult });
      process.stdout.write(
        `  ${row.name}, one at a time: p50 ${appResult.p50} ms, p99 ${appResult.p99} ms (baseline ${floorResult.p99} ms)\n`,
      );
    }
    const seconds = (performance.now() - began) / 1000;
    const table = resultsTable(results);
    const aloneTable = [
      '| search, one request at a time | app req/s | p50 | p99 | baseline p50 | baseline p99 | under 50 ms |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
      ...aloneResults.map(
        ({ row, app, floor }) =>
          `| ${row.name} | ${app.rps.toFixed(0)} | ${app.p50} ms | ${app.p99} ms | ${floor.p50} ms | ${floor.p99} ms | ${app.p99 < 50 ? 'yes' : 'no'} |`,
      ),
    ].join('\n');
    printTable(
      `Questions: ${QUESTIONS.toLocaleString('en')} questions (seeded in ${seedSeconds.toFixed(0)} s); autocannon ${CONNECTIONS} connections x ${DURATION_S} s`,
      results.map(({ row, app, floor }) => [
        row.name,
        `${app.rps.toFixed(0).padStart(6)} req/s  p50 ${String(app.p50).padStart(3)} ms  p99 ${String(app.p99).padStart(4)} ms  baseline ${floor.rps.toFixed(0).padStart(6)} req/s  ${(app.rps / floor.rps).toFixed(2)}x${app.errors || floor.errors ? `  ERRORS ${app.errors}/${floor.errors}` : ''}`,
      ]),
    );
    printTable('Sitemap', [
      [
        'first /sitemap.xml after start (reads every question)',
        `${sitemapFirstMs.toFixed(0)} ms (HTTP ${firstSitemap.status})`,
      ],
    ]);
    // Figures with failed requests are not figures: nothing is written.
    if (
      [...results, ...aloneResults].some(
        ({ app, floor }) => app.errors > 0 || floor.errors > 0,
      )
    )
      throw new Error(
        'some requests failed: bench/results.md is left as it was',
      );
    if (!only)
      await writeResults({
        table,
        aloneTable,
        seedSeconds,
        sitemapFirstMs,
        seconds,
        load,
      });
  } finally {
    if (baseline) await endProcess(baseline);
    await pool?.end();
    if (cacheServer) await stop(cacheServer).catch(() => undefined);
    await fakeAi?.stop();
    await stop(server).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The last column: whether a read met its targets, or why the row has none. */
function targetMet(row: Row, ratio: number, p99: number): string {
  if (row.reference) return row.reference;
  if (!row.read) return 'write: no target';
  const missed = [ratio < 0.6 && 'ratio', p99 >= 50 && 'p99'].filter(Boolean);
  return missed.length === 0 ? 'yes' : `no (${missed.join(', ')})`;
}

function resultsTable(
  results: { row: Row; app: Measured; floor: Measured }[],
): string {
  const lines = [
    '| request | app req/s | p50 | p99 | baseline req/s | baseline p99 | vs baseline | target met |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const { row, app, floor } of results) {
    const ratio = app.rps / floor.rps;
    lines.push(
      `| ${row.name} | ${app.rps.toFixed(0)} | ${app.p50} ms | ${app.p99} ms | ${floor.rps.toFixed(0)} | ${floor.p99} ms | ${ratio.toFixed(2)}× | ${targetMet(row, ratio, app.p99)} |`,
    );
  }
  return lines.join('\n');
}

async function writeResults(r: {
  table: string;
  aloneTable: string;
  seedSeconds: number;
  sitemapFirstMs: number;
  seconds: number;
  load: number[];
}): Promise<void> {
  await writeSection(
    'questions',
    `## Questions, search, answers, votes, translator, sitemap

- ${machineLine(r.load)}
- ${QUESTIONS.toLocaleString('en')} questions and ${(QUESTIONS * 2).toLocaleString('en')} answers seeded in ${r.seedSeconds.toFixed(0)} s; this part took ${r.seconds.toFixed(0)} s
- autocannon, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${DURATION_S} s measured, per row; the baseline is \`node:http\` + \`pg\` running the same SQL
- Targets for reads: at least 0.6× the baseline's requests per second and p99 under 50 ms

${r.table}

Guests' reads of list pages, searches, a question, its answers and the sitemap are answered from
memory for up to \`GUEST_CACHE_TTL_MS\` (2 s) after the first (until the next write); the rows
"a different question each time" read 50,000 questions in random order, and "signed in" searches
as a member, whose pages carry their likes: there every request reaches the framework and
PostgreSQL. "Order kept": the member's search is answered with the page the same search found a
moment ago (shared by every viewer for the same time, until the next write), reading only the
member's likes among its questions;
"nothing kept": on a second app with \`GUEST_CACHE_TTL_MS=0\`, every request ranks the matches.
"The framework alone" is a reference with no target: the same second app answering a route that
runs no SQL, through every middleware, the routing and the response, against \`node:http\`
sending the same bytes. Its time per request is a floor under every request that reaches the
framework.

The searches again, one request at a time (1 connection, ${WARMUP_S} s warm-up then ${DURATION_S} s), as a
member on the app that keeps nothing: a search's own latency through the framework and
PostgreSQL, without 49 others queued beside it on the two cores.

${r.aloneTable}

First \`/sitemap.xml\` after start (reads every question): ${r.sitemapFirstMs.toFixed(0)} ms.`,
  );
}
