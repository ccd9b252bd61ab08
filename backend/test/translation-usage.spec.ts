import { Client } from 'pg';
import { takeOneTodayQuery } from '../src/translator/translation-usage.queries';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The translator's daily count, the one statement every translation writes:
 * it counts to the limit and no further, and its commit does not wait for the
 * disk, for that statement's own transaction only (a pooled connection
 * carries no setting on to the next statement).
 */
describe('the daily translation count', () => {
  let t: TestApp;
  let client: Client;

  beforeAll(async () => {
    t = await startTestApp();
    client = new Client({ connectionString: t.db.url });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await t?.close();
  });

  const take = async (subject: string, limit: number) => {
    const { text, values } = takeOneTodayQuery(subject, limit).build();
    return (await client.query<{ count: number }>(text, values)).rows;
  };
  const setting = async () =>
    (
      await client.query<{ value: string }>(
        "SELECT current_setting('synchronous_commit') AS value",
      )
    ).rows[0].value;

  it('counts up to the limit, then refuses without counting', async () => {
    expect(await take('ip:192.0.2.1', 2)).toEqual([{ count: 1 }]);
    expect(await take('ip:192.0.2.1', 2)).toEqual([{ count: 2 }]);
    expect(await take('ip:192.0.2.1', 2)).toEqual([]);
    expect(await take('ip:192.0.2.2', 2)).toEqual([{ count: 1 }]);
    const { rows } = await client.query<{ count: number }>(
      "SELECT count FROM translation_usage WHERE subject = 'ip:192.0.2.1'",
    );
    expect(rows).toEqual([{ count: 2 }]);
  });

  it('commits without waiting for the disk, in its own transaction only', async () => {
    expect(await setting()).toBe('on');
    await client.query('BEGIN');
    try {
      await take('ip:192.0.2.3', 5);
      expect(await setting()).toBe('off');
    } finally {
      await client.query('COMMIT');
    }
    // Alone, as the app sends it: the connection's setting is as it was.
    await take('ip:192.0.2.3', 5);
    expect(await setting()).toBe('on');
  });
});
