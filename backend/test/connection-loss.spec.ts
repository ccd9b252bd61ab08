import { Client } from 'pg';
import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { Database, Db, isConnectionLost, sql } from '../src/database/db';
import { ApiClient } from './support/api-client';
import { startTestApp, TestApp } from './support/test-app';

/**
 * PostgreSQL ends one of the app's connections while a request uses it (a
 * restart, a failover, pg_terminate_backend): a read on the pool runs again
 * on another connection and the request succeeds; anything else answers 503
 * with `Retry-After: 1`, never a 500, and leaves nothing half done.
 */
describe('a database connection lost during a request', () => {
  let t: TestApp;
  let admin: Client;
  let member: ApiClient;
  let questionId: number;

  /** The backends of the app's database matching `where`, once there is one. */
  async function backendsWhere(where: string): Promise<number[]> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const { rows } = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND ${where}`,
      );
      if (rows.length > 0) return rows.map((r) => r.pid);
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no backend of the app waits (${where})`);
  }

  async function terminate(pids: number[]): Promise<void> {
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid',
      [pids],
    );
  }

  /**
   * Sends `request` while `table` is locked, ends the connection of the
   * statement that waits on the lock, then lets go of the lock: whatever runs
   * again finds the table free.
   */
  async function withConnectionEnded<T>(
    table: string,
    request: () => Promise<T>,
  ): Promise<T> {
    const locker = new Client({ connectionString: t.db.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    let sent: Promise<T>;
    try {
      sent = request();
      const first = await backendsWhere("wait_event_type = 'Lock'");
      await terminate(first);
      await backendsWhere(
        `NOT EXISTS (SELECT 1 FROM pg_stat_activity WHERE pid = ANY('{${first.join(',')}}'::int[]))`,
      );
    } finally {
      await locker.end();
    }
    return sent;
  }

  beforeAll(async () => {
    t = await startTestApp({ GUEST_CACHE_TTL_MS: '0' });
    admin = new Client({ connectionString: t.db.url });
    await admin.connect();
    member = new ApiClient(t.url);
    await member.register();
    const asked = await member.post('/api/questions', {
      title: 'How do I say thank you in Darija?',
      language: 'en',
      targetLanguage: 'dz',
    });
    expect(asked.status).toBe(201);
    questionId = asked.body.id;
  });

  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  it('answers a read whose connection was ended, from another connection', async () => {
    const guest = new ApiClient(t.url);
    const res = await withConnectionEnded('questions', () =>
      guest.get(`/api/questions/${questionId}`),
    );
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('How do I say thank you in Darija?');
  });

  it('answers a search whose connection was ended, from another connection', async () => {
    // The search's first statement reads the vocabulary, inside its transaction.
    const res = await withConnectionEnded('search_words', () =>
      member.get('/api/questions?search=darija%20thank&limit=5'),
    );
    expect(res.status).toBe(200);
    expect(res.body.questions.map((q: { id: number }) => q.id)).toEqual([
      questionId,
    ]);
  });

  it('runs a read transaction read-only, so running it again cannot write twice', async () => {
    const db = t.app.get(Database);
    await expect(
      db.readTransaction((tx) =>
        tx.rows(
          sql`UPDATE questions SET title = title WHERE id = ${questionId}`,
        ),
      ),
    ).rejects.toThrow(/read-only transaction/);
    const [row] = await db.readTransaction((tx) =>
      tx.rows<{ title: string }>(
        sql`SELECT title FROM questions WHERE id = ${questionId}`,
      ),
    );
    expect(row.title).toBe('How do I say thank you in Darija?');
  });

  it("sets a read transaction's settings for that transaction alone, and inside an outer one too", async () => {
    const db = t.app.get(Database);
    const timeout = (d: Db) =>
      d.readTransaction(
        async (tx) =>
          (
            await tx.one<{ value: string }>(
              sql`SELECT current_setting('statement_timeout') AS value`,
            )
          ).value,
        { statement_timeout: '4321' },
      );
    expect(await timeout(db)).toBe('4321ms');
    // Joined: the outer transaction gets the setting, and may still write.
    expect(
      await db.transaction(async (tx) => {
        const value = await timeout(tx);
        await tx.rows(
          sql`UPDATE questions SET title = title WHERE id = ${questionId}`,
        );
        return value;
      }),
    ).toBe('4321ms');
    const [after] = await db.transaction((tx) =>
      tx.rows<{ value: string }>(
        sql`SELECT current_setting('statement_timeout') AS value`,
      ),
    );
    expect(after.value).not.toBe('4321ms');
  });

  it('answers 503 with Retry-After for a write whose connection was ended, stores nothing, and takes the same write again', async () => {
    await admin.query(`
      CREATE FUNCTION slow_answer() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN PERFORM pg_sleep(5); RETURN NEW; END $$;
      CREATE TRIGGER slow_answer BEFORE INSERT ON answers
        FOR EACH ROW EXECUTE FUNCTION slow_answer();`);
    const content = 'You say shukran, or barak allahu fik to be warmer.';
    const posting = member.post('/api/answers', { questionId, content });
    await terminate(await backendsWhere("wait_event = 'PgSleep'"));
    const res = await posting;
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.body).toMatchObject({
      statusCode: 503,
      code: 'service_unavailable',
      message:
        'The connection to the database was interrupted. Please try again in a moment.',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/pg_sleep|INSERT|terminat/i);
    const stored = await admin.query(
      'SELECT count(*)::int AS n FROM answers WHERE content = $1',
      [content],
    );
    expect(stored.rows[0].n).toBe(0);

    await admin.query(
      'DROP TRIGGER slow_answer ON answers; DROP FUNCTION slow_answer()',
    );
    const again = await member.post('/api/answers', { questionId, content });
    expect(again.status).toBe(201);
    const after = await admin.query(
      'SELECT count(*)::int AS n FROM answers WHERE content = $1',
      [content],
    );
    expect(after.rows[0].n).toBe(1);
  });

  it('tells a lost connection from other database errors', () => {
    const failed = (cause: object) =>
      new QueryFailedError(
        'SELECT 1',
        [],
        Object.assign(new Error('x'), cause),
      );
    const lost = [
      failed({ code: '57P01' }),
      failed({ code: '57P03' }),
      failed({ code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      new QueryRunnerAlreadyReleasedError(),
      new Error(
        'Client has encountered a connection error and is not queryable',
      ),
      failed({ message: 'Connection terminated due to connection timeout' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      }),
    ];
    const notLost = [
      failed({ code: '23505' }),
      failed({ code: '57014' }),
      new Error('expected a row, got none'),
      null,
      'Connection terminated',
    ];
    expect(lost.map(isConnectionLost)).toEqual(lost.map(() => true));
    expect(notLost.map(isConnectionLost)).toEqual(notLost.map(() => false));
  });
});
