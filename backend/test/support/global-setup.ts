import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';

declare global {
  var __EMBEDDED_TEST_DB__: { stop(): Promise<void> } | undefined;
}

/**
 * One PostgreSQL server for the whole run: TEST_DATABASE_URL when given,
 * otherwise an embedded server in a throw-away directory, reached through its
 * unix socket as its superuser (test files create and drop databases). Each
 * test file then creates its own database on it (see test-app.ts).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'dc-test-pg-'));
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'data'),
    database: 'postgres',
    ephemeral: true,
  });
  process.env.TEST_DATABASE_URL = server.adminUrl;
  globalThis.__EMBEDDED_TEST_DB__ = server;
}
