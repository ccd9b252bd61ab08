import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { findPgTools, serverMajorVersion } from '../src/database/pg-tools';
import { createTestDatabase, TestDatabase } from './support/test-database';

const CLI = path.resolve(__dirname, '..', 'dist', 'cli');

function cli(script: string, url: string, args: string[]) {
  return spawnSync(process.execPath, [path.join(CLI, script), ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: url,
      SESSION_SECRET: 'backup-test-session-secret-0123456789abcdef',
      NODE_ENV: 'test',
    },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

/** The app's schema with rows in it, triggers and counters included, plus a table of awkward values. */
async function seed(url: string): Promise<void> {
  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
    await dataSource.query(`
      INSERT INTO users (email, username, password_hash)
      SELECT 'member' || i || '@example.com', 'member' || i, 'hash-' || i FROM generate_series(1, 40) i;
      INSERT INTO questions (user_id, locale, title, content, language, target_language)
      SELECT 1 + i % 40, CASE WHEN i % 3 = 0 THEN 'fr' ELSE 'en' END, 'Question ' || i || ' — ça se dit comment ?',
             'Kifach ngoul « merci » ? ' || repeat('x', i), 'darija', 'english'
        FROM generate_series(1, 120) i;
      INSERT INTO answers (question_id, user_id, content, is_ai)
      SELECT 1 + i % 120, 1 + i % 40, 'شكرا — answer ' || i, i % 7 = 0 FROM generate_series(1, 300) i;
      INSERT INTO answer_votes (user_id, answer_id, kind)
      SELECT 1 + i % 40, 1 + i % 300, (ARRAY['like', 'useful', 'not_useful'])[1 + i % 3] FROM generate_series(1, 200) i
      ON CONFLICT DO NOTHING;
      INSERT INTO question_likes (user_id, question_id)
      SELECT 1 + i % 40, 1 + i % 120 FROM generate_series(1, 150) i ON CONFLICT DO NOTHING;
      CREATE TABLE odd_values (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        blob bytea, doc jsonb, tags text[], at timestamptz, nothing text, email citext
      );
      INSERT INTO odd_values (blob, doc, tags, at, nothing, email) VALUES
        ('\\x00ff10'::bytea, '{"a": [1, 2, {"b": null}]}', ARRAY['x', 'y z', ''], '2024-02-29 23:59:59.123456+00', NULL, 'MiXeD@Example.com'),
        (NULL, 'null', '{}', NULL, E'tab\\there\\nnewline', NULL);
    `);
  } finally {
    await dataSource.destroy();
  }
}

/** Every table of the database with its row count and a digest of its rows, in a stable order. */
async function contents(url: string): Promise<Record<string, string>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (
      await client.query<{ name: string }>(
        `SELECT format('%I.%I', table_schema, table_name) AS name
           FROM information_schema.tables
          WHERE table_type = 'BASE TABLE'
            AND table_schema NOT IN ('pg_catalog', 'information_schema')
          ORDER BY 1`,
      )
    ).rows.map((r) => r.name);
    const result: Record<string, string> = {};
    for (const table of tables) {
      const [{ n, digest }] = (
        await client.query<{ n: number; digest: string | null }>(
          `SELECT count(*)::int AS n, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest
             FROM ${table} t`,
        )
      ).rows;
      result[table] = `${n} rows, ${digest ?? 'empty'}`;
    }
    return result;
  } finally {
    await client.end();
  }
}

describe('npm run db:backup and npm run db:restore', () => {
  let source: TestDatabase;
  let target: TestDatabase;
  let dir: string;
  let serverMajor: number;
  let pgDumpMajor: number;

  beforeAll(async () => {
    source = await createTestDatabase();
    target = await createTestDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'dc-backup-'));
    await seed(source.url);
    serverMajor = await serverMajorVersion(source.url);
    pgDumpMajor = findPgTools('pg_dump')[0]?.major ?? 0;
  }, 120_000);

  afterAll(async () => {
    await source?.drop();
    await target?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up every table and restores it into an empty database, row for row', async () => {
    const file = path.join(dir, 'all.dump');
    const backup = cli('db-backup.js', source.url, [file]);
    if (pgDumpMajor < serverMajor) {
      // This machine has no pg_dump able to read the test server: the tool says so and writes nothing.
      expect(backup.status).toBe(1);
      expect(backup.stderr).toContain(
        `pg_dump must be version ${serverMajor} or newer`,
      );
      expect(existsSync(file)).toBe(false);
      return;
    }
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(/Backed up the database to .*all\.dump/);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const restore = cli('db-restore.js', target.url, [file]);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    const before = await contents(source.url);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['public.users', 'public.odd_values']),
    );
    expect(before['public.answers']).toMatch(/^300 rows/);
    expect(await contents(target.url)).toEqual(before);
  }, 180_000);

  it('refuses a database that is not empty unless --clean is given, then replaces what the backup holds', async () => {
    const file = path.join(dir, 'all.dump');
    if (!existsSync(file)) {
      expect(pgDumpMajor).toBeLessThan(serverMajor);
      return;
    }
    const refused = cli('db-restore.js', target.url, [file]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `The database ${target.name} is not empty`,
    );
    expect(refused.stderr).toContain('--clean');

    const client = new Client({ connectionString: target.url });
    await client.connect();
    await client.query("UPDATE users SET username = 'changed' WHERE id = 1");
    await client.query('DELETE FROM odd_values');
    await client.end();

    const cleaned = cli('db-restore.js', target.url, [file, '--clean']);
    expect(cleaned.stderr).toBe('');
    expect(cleaned.status).toBe(0);
    expect(await contents(target.url)).toEqual(await contents(source.url));
  }, 180_000);

  it('answers usage, missing files and files that are not backups clearly', () => {
    expect(cli('db-restore.js', source.url, []).status).toBe(2);
    expect(cli('db-restore.js', source.url, []).stderr).toContain(
      'Usage: npm run db:restore -- <file> [--clean]',
    );
    const missing = cli('db-restore.js', source.url, [
      path.join(dir, 'none.dump'),
    ]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('does not exist');
    const text = path.join(dir, 'notes.sql');
    writeFileSync(text, 'SELECT 1;\n');
    const wrong = cli('db-restore.js', source.url, [text]);
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain(
      "is not a backup in pg_dump's custom format",
    );
    const exists = cli('db-backup.js', source.url, [text]);
    expect(exists.status).toBe(1);
    expect(exists.stderr).toContain('already exists');
  }, 60_000);
});
