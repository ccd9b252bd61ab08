import { Pool } from 'pg';
import { counterDrift } from '../support/counters';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import {
  call,
  LIMITS_OUT_OF_REACH,
  machine,
  registerMember,
  ServerProcess,
  sleep,
  startServer,
} from './support';

/**
 * Load with faults: 100,000 questions, 200 concurrent clients reading,
 * answering and voting for 60 s against the compiled server, which is
 * restarted once, and whose PostgreSQL connections are all killed once. The
 * app must recover by itself, every write it acknowledged must be in the
 * database, and every counter must equal the rows it counts.
 *
 * RESILIENCE_LOAD_SECONDS and RESILIENCE_CLIENTS change the duration and the
 * number of clients.
 */
const SECONDS = Number(process.env.RESILIENCE_LOAD_SECONDS ?? 60);
const CLIENTS = Number(process.env.RESILIENCE_CLIENTS ?? 200);
const QUESTIONS = 100_000;
/** Clients of one member share its session, as a member's browser tabs do. */
const CLIENTS_PER_MEMBER = 10;
/** Answers and votes go to the newest questions, where a site's activity is. */
const HOT_QUESTIONS = 2_000;

type Outcome = number | string;

interface Sample {
  at: number;
  ms: number;
  outcome: Outcome;
  kind: 'read' | 'search' | 'answer' | 'vote';
  /** The error body's code, when the reply was one. */
  code?: string;
}

describe(`load and faults (${CLIENTS} clients, ${SECONDS} s, ${QUESTIONS} questions)`, () => {
  let db: TestDatabase;
  let server: ServerProcess | undefined;
  let pool: Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new Pool({ connectionString: db.url, max: 2 });
    // The killed-connections fault ends this pool's idle connection too: the
    // pool drops it and opens another, so its error is not the test's.
    pool.on('error', () => undefined);
  });

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await pool?.end();
    await db?.drop();
  });

  it(
    'serves through an app restart and killed database connections, loses no acknowledged write, and keeps every counter exact',
    async () => {
      const env = { DATABASE_URL: db.url, ...LIMITS_OUT_OF_REACH };
      server = await startServer(env);
      const { port } = server;

      const seedStarted = Date.now();
      await seed(pool);
      const seedSeconds = (Date.now() - seedStarted) / 1000;

      const members: { id: number; cookie: string }[] = [];
      for (let i = 0; i < Math.ceil(CLIENTS / CLIENTS_PER_MEMBER); i++)
        members.push(await registerMember(server.url, `load_${i}`));
      const hot = (
        await pool.query<{ id: number }>(
          "SELECT id FROM questions WHERE locale = 'en' ORDER BY id DESC LIMIT $1",
          [HOT_QUESTIONS],
        )
      ).rows.map((r) => r.id);
      const hotAnswers = (
        await pool.query<{ id: number }>(
          'SELECT id FROM answers WHERE question_id = ANY($1) ORDER BY id',
          [hot],
        )
      ).rows.map((r) => r.id);
      const readable = (
        await pool.query<{ id: number }>(
          "SELECT id FROM questions WHERE locale = 'en' ORDER BY random() LIMIT 20000",
        )
      ).rows.map((r) => r.id);

      const url = server.url;
      const samples: Sample[] = [];
      /** Answers the app acknowledged (201), by the content that makes each unique. */
      const answered = new Map<string, number>();
      /** Per member and answer: the votes the last acknowledged vote reported, unless a later one got no answer. */
      const votes = new Map<string, { myVotes: string[] } | 'unknown'>();
      const t0 = Date.now();
      const deadline = t0 + SECONDS * 1000;
      const faults: { what: string; at: number; until: number }[] = [];

      const client = async (index: number) => {
        const member = members[Math.floor(index / CLIENTS_PER_MEMBER)];
        // Each client votes on its own answers, so the last reply for a member's vote is its state.
        const mine = hotAnswers.filter((_, i) => i % CLIENTS === index);
        let n = 0;
        while (Date.now() < deadline) {
          n++;
          const r = Math.random();
          const started = Date.now();
          let kind: Sample['kind'] = 'read';
          let outcome: Outcome;
          let code: string | undefined;
          const replied = (res: { status: number; body: any }) => {
            if (res.status >= 400) code = res.body?.code;
            return res.status;
          };
          try {
            if (r < 0.6) {
              const pick = Math.random();
              const id = readable[Math.floor(Math.random() * readable.length)];
              if (pick >= 0.9) kind = 'search';
              const res =
                pick < 0.4
                  ? await call(
                      url,
                      'GET',
                      `/api/questions?offset=${Math.floor(Math.random() * 200) * 20}`,
                    )
                  : pick < 0.7
                    ? await call(url, 'GET', `/api/questions/${id}`)
                    : pick < 0.9
                      ? await call(url, 'GET', `/api/questions/${id}/answers`)
                      : await call(
                          url,
                          'GET',
                          `/api/questions?search=${encodeURIComponent(['wakha', 'safi', 'good morning', 'shukran'][n % 4])}`,
                        );
              outcome = replied(res);
            } else if (r < 0.8 || mine.length === 0) {
              kind = 'answer';
              const content = `Load answer ${index}-${n}: you can say it like this.`;
              const res = await call(
                url,
                'POST',
                '/api/answers',
                member.cookie,
                {
                  questionId: hot[Math.floor(Math.random() * hot.length)],
                  content,
                },
              );
              outcome = replied(res);
              if (res.status === 201) answered.set(content, res.body.id);
            } else {
              kind = 'vote';
              const answerId = mine[Math.floor(Math.random() * mine.length)];
              const key = `${member.id}:${answerId}`;
              const type = (['like', 'useful', 'not_useful'] as const)[n % 3];
              try {
                const res = await call(
                  url,
                  'POST',
                  '/api/votes',
                  member.cookie,
                  { answerId, type },
                );
                outcome = replied(res);
                if (res.status === 200)
                  votes.set(key, { myVotes: res.body.myVotes });
                else if (res.status >= 500) votes.set(key, 'unknown');
              } catch (error) {
                // No reply: the vote may or may not have been written.
                votes.set(key, 'unknown');
                throw error;
              }
            }
          } catch (error) {
            const cause = (error as { cause?: { code?: string } }).cause;
            outcome = cause?.code ?? (error as Error).name ?? 'error';
            // Connection refused while the app restarts: wait a little, as a browser would.
            await sleep(100);
          }
          samples.push({
            at: started,
            ms: Date.now() - started,
            outcome,
            kind,
            code,
          });
        }
      };

      const faultsDone = (async () => {
        await sleep(SECONDS * 200);
        let at = Date.now();
        await server!.stop('SIGTERM');
        server = await startServer(env, port);
        faults.push({
          what: 'app process restarted (SIGTERM, start again)',
          at,
          until: Date.now(),
        });
        await sleep(Math.max(0, t0 + SECONDS * 500 - Date.now()));
        at = Date.now();
        const killed = await pool.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
        faults.push({
          what: `PostgreSQL connections killed (pg_terminate_backend × ${killed.rowCount})`,
          at,
          until: Date.now(),
        });
      })();

      await Promise.all([
        ...Array.from({ length: CLIENTS }, (_, i) => client(i)),
        faultsDone,
      ]);
      const elapsed = (Date.now() - t0) / 1000;

      // Recovered by itself: serving, and healthy.
      const health = await call(server.url, 'GET', '/api/health').catch(
        (error: unknown) => {
          throw new Error(
            `the app is not serving after the faults (exit code ${server!.child.exitCode}): ${server!.output().slice(-4000)}`,
            { cause: error },
          );
        },
      );
      expect(health.status).toBe(200);

      // Every acknowledged answer is stored, with its text.
      const stored = await pool.query<{ id: number; content: string }>(
        'SELECT id, content FROM answers WHERE id = ANY($1)',
        [[...answered.values()]],
      );
      const storedById = new Map(stored.rows.map((r) => [r.id, r.content]));
      const lostAnswers = [...answered].filter(
        ([content, id]) => storedById.get(id) !== content,
      );

      // Every acknowledged vote state is the stored one.
      const known = [...votes].filter(([, v]) => v !== 'unknown') as [
        string,
        { myVotes: string[] },
      ][];
      const storedVotes = await pool.query<{ key: string; kinds: string[] }>(
        `SELECT user_id || ':' || answer_id AS key, array_agg(kind::text ORDER BY kind::text) AS kinds
       FROM answer_votes WHERE answer_id = ANY($1) GROUP BY user_id, answer_id`,
        [hotAnswers],
      );
      const storedVoteMap = new Map(
        storedVotes.rows.map((r) => [r.key, r.kinds]),
      );
      const lostVotes = known.filter(
        ([key, v]) =>
          JSON.stringify([...v.myVotes].sort()) !==
          JSON.stringify(storedVoteMap.get(key) ?? []),
      );

      const drift = await counterDrift(db.url);

      // Figures.
      const failed = (s: Sample) =>
        !(typeof s.outcome === 'number' && s.outcome < 400);
      const ok = samples.filter((s) => !failed(s));
      const latencies = ok.map((s) => s.ms).sort((a, b) => a - b);
      const pct = (p: number) =>
        latencies[
          Math.min(latencies.length - 1, Math.floor(latencies.length * p))
        ] ?? 0;
      const failures = new Map<Outcome, number>();
      for (const s of samples)
        if (failed(s))
          failures.set(s.outcome, (failures.get(s.outcome) ?? 0) + 1);
      /** "503 search_timeout (read) × 3, ECONNRESET (answer) × 1" */
      const failuresIn = (list: Sample[]) => {
        const counts = new Map<string, number>();
        for (const s of list.filter(failed)) {
          const key = `${s.outcome}${s.code ? ` ${s.code}` : ''} (${s.kind})`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        return (
          [...counts]
            .sort((a, b) => b[1] - a[1])
            .map(([k, n]) => `${k} × ${n}`)
            .join(', ') || 'none'
        );
      };
      const recovery = faults.map((f) => {
        const next = ok.find((s) => s.at >= f.until);
        return `${f.what}: ${((f.until - f.at) / 1000).toFixed(1)} s, first success ${next ? ((next.at + next.ms - f.at) / 1000).toFixed(1) : '—'} s after it began`;
      });
      const byKind = (k: Sample['kind']) =>
        samples.filter((s) => s.kind === k).length;
      // Recovered: what was asked from 5 s after the last fault on succeeded,
      // or was a search stopped at SEARCH_TIMEOUT_MS (503 search_timeout): the
      // app's own answer to more searching than the machine keeps up with,
      // which a slow machine gives before the faults as well.
      const settled = Math.max(...faults.map((f) => f.until)) + 5000;
      const tail = samples.filter((s) => s.at > settled);
      const stopped = (s: Sample) =>
        s.outcome === 503 && s.code === 'search_timeout';
      const tailOk = tail.filter((s) => !failed(s)).length;
      const tailStopped = tail.filter(stopped).length;
      const tailSearches = tail.filter((s) => s.kind === 'search');
      const lines = [
        `Load and faults, ${new Date().toISOString()} on ${machine()}`,
        `  seed: ${QUESTIONS} questions, ${hotAnswers.length} answers on the newest ${HOT_QUESTIONS}, in ${seedSeconds.toFixed(1)} s`,
        `  ${CLIENTS} clients (${members.length} members) for ${elapsed.toFixed(0)} s: ${samples.length} requests (${byKind('read')} reads, ${byKind('search')} searches, ${byKind('answer')} answers, ${byKind('vote')} votes), ${(samples.length / elapsed).toFixed(0)}/s`,
        `  latency of successes: p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms, max ${latencies[latencies.length - 1] ?? 0} ms`,
        `  not 2xx/3xx: ${failuresIn(samples)}`,
        `  of those, before the first fault: ${failuresIn(samples.filter((s) => s.at + s.ms < (faults[0]?.at ?? Infinity)))}`,
        `  limits hit (429): ${failures.get(429) ?? 0}`,
        ...(faults.length ? recovery.map((r) => `  fault survived: ${r}`) : []),
        `  from 5 s after the last fault: ${tailOk}/${tail.length} requests succeeded, ${tailStopped} searches stopped for time; failed: ${failuresIn(tail)}`,
        `  acknowledged answers ${answered.size}, lost ${lostAnswers.length}; acknowledged vote states ${known.length}, lost ${lostVotes.length}`,
        `  counters off: ${drift.length}`,
      ];
      console.log(lines.join('\n'));

      expect(faults).toHaveLength(2);
      expect(answered.size).toBeGreaterThan(100);
      expect(known.length).toBeGreaterThan(100);
      expect(lostAnswers).toEqual([]);
      expect(lostVotes.slice(0, 5)).toEqual([]);
      expect(drift).toEqual([]);
      // A fault is answered with 503 or a closed connection, never a 500.
      if (failures.has(500))
        throw new Error(
          `${failures.get(500)} requests answered 500; the server logged:\n${server
            .output()
            .split('\n')
            .filter((line) => line.includes('"level":50'))
            .slice(0, 3)
            .map((line) => line.slice(0, 1500))
            .join('\n')}`,
        );
      // After the faults, the app serves again on its own, and searches.
      expect(tail.length).toBeGreaterThan(100);
      expect((tailOk + tailStopped) / tail.length).toBeGreaterThan(0.99);
      expect(tailSearches.filter((s) => !failed(s)).length).toBeGreaterThan(
        tailSearches.length / 2,
      );
    },
    (SECONDS + 240) * 1000,
  );
});

/**
 * 100,000 questions by 1,000 members, two answers on each of the newest
 * English ones, in a few SQL statements. Row by row, the triggers (counts,
 * search vocabulary) would take minutes; they are held back for the load
 * (superuser: session_replication_role) and their work is done once, in bulk.
 * The counter check at the end covers this too.
 */
async function seed(pool: Pool): Promise<void> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    await c.query('SET LOCAL session_replication_role = replica');
    const first = (
      await c.query<{ id: number }>(`
        INSERT INTO users (email, username, password_hash, native_languages)
        SELECT 'seeded' || i || '@example.com', 'seeded_' || i, 'not-a-login', ARRAY['dz']
        FROM generate_series(1, 1000) AS i
        RETURNING id`)
    ).rows.reduce((m, r) => Math.min(m, r.id), Infinity);
    await c.query(`
      INSERT INTO questions (locale, title, content, language, target_language, user_id, created_at)
      SELECT CASE WHEN i % 4 = 0 THEN 'fr' ELSE 'en' END,
             (ARRAY['How do I say', 'What does', 'Is it polite to say'])[1 + i % 3]
               || ' ' || (ARRAY['good morning', 'wakha', 'safi', 'shukran', 'labas'])[1 + i % 5] || ' #' || i,
             'I heard this in a conversation. When is it used? Ref ' || i,
             'en', (ARRAY['dz','ar','fr','es'])[1 + i % 4], ${first} + i % 1000,
             now() - (${QUESTIONS} - i) * interval '1 minute'
      FROM generate_series(1, ${QUESTIONS}) AS i`);
    await c.query(`
      INSERT INTO answers (question_id, user_id, content)
      SELECT q.id, ${first} + (q.id * 7 + n) % 1000, 'You can say it like this in everyday speech. Answer ' || n
      FROM (SELECT id FROM questions WHERE locale = 'en' ORDER BY id DESC LIMIT ${HOT_QUESTIONS}) q
      CROSS JOIN generate_series(1, 2) AS n`);
    // What the triggers would have done.
    await c.query(`
      INSERT INTO question_counts (locale, target_language, n)
      SELECT locale, target_language, count(*) FROM questions GROUP BY locale, target_language
      ON CONFLICT (locale, target_language) DO UPDATE SET n = question_counts.n + EXCLUDED.n`);
    await c.query(`
      INSERT INTO search_words (word)
      SELECT DISTINCT w FROM questions,
        unnest(tsvector_to_array(to_tsvector('simple', immutable_unaccent(title || ' ' || content)))) AS w
      WHERE char_length(w) BETWEEN 3 AND 40
      ON CONFLICT DO NOTHING`);
    await c.query(`
      UPDATE questions q SET answer_count = q.answer_count + a.n
      FROM (SELECT question_id, count(*)::int AS n FROM answers GROUP BY question_id) a
      WHERE a.question_id = q.id`);
    await c.query(`
      UPDATE users u SET total_answers = u.total_answers + a.n
      FROM (SELECT user_id, count(*)::int AS n FROM answers GROUP BY user_id) a
      WHERE a.user_id = u.id`);
    await c.query('COMMIT');
  } catch (error) {
    await c.query('ROLLBACK');
    throw error;
  } finally {
    c.release();
  }
  await pool.query('ANALYZE');
}
