import { DataSource } from 'typeorm';
import { hashPassword } from '../src/auth/passwords';
import { dataSourceOptions } from '../src/database/data-source-options';
import { ApiClient } from './support/api-client';
import { sql } from './support/sql';
import { startTestApp, TestApp } from './support/test-app';
import { createTestDatabase, TestDatabase } from './support/test-database';

const COMPOSED = 'lina@caf\u00e9.example.com';
const DECOMPOSED = 'lina@cafe\u0301.example.com';
const TWIN_COMPOSED = 'sami@caf\u00e9.example.com';
const TWIN_DECOMPOSED = 'sami@cafe\u0301.example.com';
const PASSWORD = 'correct horse battery';

/**
 * Accounts stored before addresses were composed (ComposeAccountEmails):
 * the migration composes an address, leaves one whose composed form another
 * account has, and each account still signs in.
 */
describe('account e-mails stored before they were composed', () => {
  let database: TestDatabase;
  let t: TestApp | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    const dataSource = await new DataSource(
      dataSourceOptions(database.url),
    ).initialize();
    await dataSource.runMigrations();
    // Back to before ComposeAccountEmails (and the migrations after it).
    const lastKept = 'RecordAiProviderCalls1763781400000';
    for (;;) {
      const [{ name }] = (await dataSource.query(
        'SELECT name FROM migrations ORDER BY id DESC LIMIT 1',
      )) as { name: string }[];
      if (name === lastKept) break;
      await dataSource.undoLastMigration();
    }
    const hash = await hashPassword(PASSWORD);
    await dataSource.query(
      `INSERT INTO users (email, username, password_hash) VALUES
         ($1, 'lina', $4), ($2, 'sami_composed', $4), ($3, 'sami_decomposed', $4)`,
      [DECOMPOSED, TWIN_COMPOSED, TWIN_DECOMPOSED, hash],
    );
    await dataSource.destroy();
    // The app migrates it on start, as an upgrade would.
    t = await startTestApp({}, database);
  });
  afterAll(async () => {
    await t?.close();
  });

  const emails = async () =>
    (
      await sql<{ username: string; email: string }>(
        database.url,
        'SELECT username, email FROM users ORDER BY username',
      )
    ).map((u) => [u.username, u.email]);

  it('composes an address, and leaves one whose composed form is taken', async () => {
    expect(await emails()).toEqual([
      ['lina', COMPOSED],
      ['sami_composed', TWIN_COMPOSED],
      ['sami_decomposed', TWIN_DECOMPOSED],
    ]);
  });

  it('signs each account in, by either form where there is one, as typed where there are two', async () => {
    const signIn = async (email: string) => {
      const res = await new ApiClient(t!.url).post('/api/login', {
        email,
        password: PASSWORD,
      });
      expect(res.status).toBe(200);
      return res.body.username as string;
    };
    expect(await signIn(DECOMPOSED)).toBe('lina');
    expect(await signIn(COMPOSED.toUpperCase())).toBe('lina');
    expect(await signIn(TWIN_COMPOSED)).toBe('sami_composed');
    expect(await signIn(TWIN_DECOMPOSED)).toBe('sami_decomposed');
  });
});
