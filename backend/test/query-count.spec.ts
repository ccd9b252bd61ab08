import type { SessionData } from 'express-session';
import { Client, Pool } from 'pg';
import { SessionStore } from '../src/auth/session.store';
import { SessionsRepository } from '../src/auth/sessions.repository';
import { ApiClient } from './support/api-client';
import { sql } from './support/sql';
import { StatementLog } from './support/statement-log';
import { startTestApp, TestApp } from './support/test-app';

/**
 * No N+1: the SQL statements one request sends do not grow with the rows it
 * returns. Every statement the app's connections run is counted (the job
 * queue's own connections, which poll on a timer, are told apart by their
 * application_name); each request is counted with few rows, then again after
 * many more rows were added, and the two counts must be equal.
 */
const log = new StatementLog();

const ADMIN = {
  email: 'count.admin@example.com',
  password: 'count-admin-pw-1',
};

describe('SQL statements per request', () => {
  let t: TestApp;
  let admin: ApiClient;
  let member: ApiClient;
  let guest: ApiClient;
  let questionId: number;
  const counts: Record<string, number[]> = {};

  /** The statements one request sends (after a first, unrecorded call warms the pool). */
  async function statementsOf(
    client: ApiClient,
    path: string,
  ): Promise<string[]> {
    expect((await client.get(path)).status).toBe(200);
    log.start();
    let sent: string[];
    try {
      const res = await client.get(path);
      expect(res.status).toBe(200);
      // Anything the request finishes after its response (a session touch) is counted too.
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      sent = log.stop();
    }
    return sent;
  }

  /** How many statements one request sends, kept under `label`. */
  async function count(
    client: ApiClient,
    path: string,
    label: string,
  ): Promise<number> {
    const sent = await statementsOf(client, path);
    (counts[label] ??= []).push(sent.length);
    return sent.length;
  }

  /** Adds `n` members, each asking a question, answering ours and voting on its answers. */
  async function grow(n: number, tag: string): Promise<void> {
    await sql(
      t.db.url,
      `WITH members AS (
         INSERT INTO users (email, username, password_hash, native_languages)
         SELECT 'count_' || $2 || '_' || i || '@example.com', 'count_' || $2 || '_' || i, 'x', ARRAY['ar']
         FROM generate_series(1, $1::int) AS i RETURNING id
       ),
       asked AS (
         INSERT INTO questions (locale, title, content, language, target_language, user_id)
         SELECT 'en', 'How do I say labas number ' || id, 'Counting statements', 'en', 'dz', id
         FROM members RETURNING id, user_id
       ),
       answered AS (
         INSERT INTO answers (question_id, user_id, content)
         SELECT $3::int, user_id, 'An answer from a member, labas' FROM asked RETURNING id, user_id
       ),
       reported AS (
         INSERT INTO reports (user_id, question_id, reason) SELECT user_id, id, 'spam' FROM asked
       )
       INSERT INTO question_likes (user_id, question_id) SELECT user_id, id FROM asked`,
      [n, tag, questionId],
    );
    // The members vote on each other's answers; the viewer likes some questions and answers.
    await sql(
      t.db.url,
      `INSERT INTO answer_votes (user_id, answer_id, kind)
       SELECT u.id, a.id, 'useful' FROM answers a
       JOIN users u ON u.username LIKE 'count_' || $1 || '_%' AND u.id <> a.user_id
       WHERE a.question_id = $2 AND a.id % 3 = 0
       ON CONFLICT DO NOTHING`,
      [tag, questionId],
    );
    await sql(
      t.db.url,
      `INSERT INTO admin_audit (actor_id, actor_name, action, target_type, target_id)
       SELECT NULL, 'count', 'user.plan', 'user', id FROM users WHERE username LIKE 'count_' || $1 || '_%'`,
      [tag],
    );
  }

  const routes = (): [string, () => ApiClient, string][] => [
    ['list, guest', () => guest, '/api/questions?limit=50'],
    ['list, member', () => member, '/api/questions?limit=50'],
    ['search, member', () => member, '/api/questions?search=labas&limit=50'],
    ['question, member', () => member, `/api/questions/${questionId}`],
    [
      'answers of a question, member',
      () => member,
      `/api/questions/${questionId}/answers`,
    ],
    [
      'answers of a question, guest',
      () => guest,
      `/api/questions/${questionId}/answers`,
    ],
    ['members directory', () => member, '/api/users/public?limit=50'],
    ['top contributors', () => member, '/api/users/top-contributors'],
    ['communities', () => member, '/api/users/communities'],
    ['signed-in member', () => member, '/api/user'],
    ['admin: members', () => admin, '/api/admin/users?limit=50'],
    ['admin: questions', () => admin, '/api/admin/questions?limit=50'],
    ['admin: reports', () => admin, '/api/admin/reports'],
    ['admin: audit log', () => admin, '/api/admin/audit'],
  ];

  beforeAll(async () => {
    t = await startTestApp({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Every guest read here must reach the database to be counted.
      GUEST_CACHE_TTL_MS: '0',
    });
    admin = new ApiClient(t.url);
    expect((await admin.post('/api/login', ADMIN)).status).toBe(200);
    member = new ApiClient(t.url);
    await member.register();
    guest = new ApiClient(t.url);
    const asked = await member.post('/api/questions', {
      title: 'How do I count the statements of a request?',
      content: 'Few rows first, then many.',
      language: 'en',
      targetLanguage: 'dz',
    });
    expect(asked.status).toBe(201);
    questionId = asked.body.id;
    await grow(3, 'few');
    const firstAnswers = await member.get(
      `/api/questions/${questionId}/answers`,
    );
    // The member likes the first answers, so `myVotes` has something to read.
    for (const answer of firstAnswers.body.slice(0, 2))
      expect(
        (await member.post('/api/votes', { answerId: answer.id, type: 'like' }))
          .status,
      ).toBe(200);
  });

  afterAll(async () => {
    log.restore();
    await t?.close();
  });

  it('sends as many statements for 40 rows as for 3, on every list and detail', async () => {
    for (const [label, client, path] of routes())
      await count(client(), path, label);
    await grow(40, 'many');
    const many = await member.get(`/api/questions/${questionId}/answers`);
    expect(many.body.length).toBeGreaterThanOrEqual(40);
    for (const answer of many.body.slice(2, 30))
      await member.post('/api/votes', { answerId: answer.id, type: 'like' });
    for (const [label, client, path] of routes())
      await count(client(), path, label);

    console.log(
      `Statements per request (few rows / many rows):\n${Object.entries(counts)
        .map(([label, [few, lots]]) => `  ${label}: ${few} / ${lots}`)
        .join('\n')}`,
    );
    for (const [label, [few, lots]] of Object.entries(counts)) {
      expect({ label, statements: lots }).toEqual({ label, statements: few });
      expect(few).toBeGreaterThan(0);
    }
  });

  it('reads a signed-in session and its member in one statement, writing nothing while the session is fresh', async () => {
    // The warm-up request may slide a new session's expiry; the next finds it fresh.
    const sent = await statementsOf(member, '/api/user');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/FROM sessions s\s+LEFT JOIN LATERAL/);
    expect(sent[0]).toMatch(/FROM users\s+WHERE users\.id = /);
  });

  it('touches a session that several requests read at once with no statement while it is fresh', async () => {
    // A page's parallel calls: every read of the row comes before any touch.
    const value = decodeURIComponent(member.sessionCookie!);
    const sid = value.slice(2, value.lastIndexOf('.'));
    const { idleMs, absoluteMs } = t.config.session;
    const pool = new Pool({ connectionString: t.db.url, max: 2 });
    const store = new SessionStore({
      pool,
      sessions: t.app.get(SessionsRepository),
      idleMs,
      absoluteMs,
      onEnded: () => undefined,
    });
    try {
      // The row's expiry as a request now would set it.
      expect((await member.get('/api/user')).status).toBe(200);
      const read = () =>
        new Promise<SessionData>((resolve, reject) =>
          store.get(sid, (error, sess) =>
            error || !sess
              ? reject(error ?? new Error('no session'))
              : resolve(sess),
          ),
        );
      /** Touches each session as its request ends; the statements sent. */
      const touchAll = async (sessions: SessionData[]) => {
        log.start();
        try {
          for (const sess of sessions) {
            sess.cookie.expires = new Date(Date.now() + idleMs);
            await new Promise<void>((resolve, reject) =>
              store.touch(sid, sess, (error) =>
                error ? reject(error) : resolve(),
              ),
            );
          }
        } catch (error) {
          log.stop();
          throw error;
        }
        return log.stop();
      };
      expect(
        await touchAll(await Promise.all([read(), read(), read()])),
      ).toEqual([]);
      // Two minutes behind its due time, the row is moved, once.
      await sql(
        t.db.url,
        "UPDATE sessions SET expire = expire - interval '2 minutes' WHERE sid = $1",
        [sid],
      );
      const sent = await touchAll(await Promise.all([read(), read()]));
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatch(/UPDATE sessions SET expire/);
    } finally {
      await store.close();
      await pool.end().catch(() => undefined);
    }
  });

  it('counts what it claims to: a loop of statements would show', async () => {
    log.start();
    const client = new Client({ connectionString: t.db.url });
    await client.connect();
    let sent: string[];
    try {
      for (let i = 0; i < 5; i++) await client.query('SELECT 1');
    } finally {
      sent = log.stop();
      await client.end();
    }
    expect(sent.filter((s) => s === 'SELECT 1')).toHaveLength(5);
  });
});
