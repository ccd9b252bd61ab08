import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/app';
import { AppConfig, loadConfig } from '../../src/config/config';
import { createTestDatabase, TestDatabase } from './test-database';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  db: TestDatabase;
  /** Base URL of the listening server, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
  /** Stops the app but keeps the database, to start again on it. */
  restart(): Promise<TestApp>;
}

/**
 * Boots the real application (the same factory as main.ts) on a free port,
 * against a fresh database of its own.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  existing?: TestDatabase,
): Promise<TestApp> {
  const db = existing ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'dc-test-data-')),
    DATABASE_URL: db.url,
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    RATE_LIMIT_REGISTER_PER_IP: '100000',
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    RATE_LIMIT_ASK_PER_HOUR: '100000',
    RATE_LIMIT_ANSWER_PER_HOUR: '100000',
    RATE_LIMIT_VOTE_PER_MINUTE: '100000',
    RATE_LIMIT_REPORT_PER_HOUR: '100000',
    RATE_LIMIT_SEARCH_PER_MINUTE: '100000',
    RATE_LIMIT_TRANSLATE_PER_MINUTE: '100000',
    AI_ANSWERS_PER_DAY: '100000',
    ...env,
  });
  const app = await createApp({ config, databaseUrl: db.url });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const self: TestApp = {
    app,
    config,
    db,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await db.drop();
    },
    async restart() {
      await app.close();
      return startTestApp(env, db);
    },
  };
  return self;
}
