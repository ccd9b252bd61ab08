import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { AppConfig } from './config/config';
import { databaseAnswers } from './database/probe';
import {
  EmbeddedDatabase,
  startEmbeddedPostgres,
  writePrivateFile,
} from './database/embedded-postgres';

export interface Database {
  url: string;
  /** Set when this process started the embedded server (and must stop it). */
  embedded?: EmbeddedDatabase;
}

const EMBEDDED_DB_NAME = 'dialect_community';
/** The role the app signs in as on the embedded server: owner of its database, not a superuser. */
const EMBEDDED_APP_ROLE = 'dialect_app';
/** Created by the superuser, as a role that is not one may not be allowed to (see the first migration). */
const EMBEDDED_EXTENSIONS = ['unaccent', 'pg_trgm', 'citext'];

/** `.data/embedded-postgres.json` (0600): how to reach the embedded server the app is running. */
function runningFile(config: AppConfig): string {
  return path.join(config.dataDir, 'embedded-postgres.json');
}

export function embeddedDataDir(config: AppConfig): string {
  return path.join(config.dataDir, 'postgres');
}

/** The URL of an embedded server another process of this app (e.g. `npm start`) is running, if any. */
async function runningEmbedded(config: AppConfig): Promise<string | undefined> {
  const file = runningFile(config);
  if (!existsSync(file)) return undefined;
  try {
    const { url } = JSON.parse(readFileSync(file, 'utf8')) as { url: string };
    return (await databaseAnswers(url)) ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * DATABASE_URL when given; otherwise the embedded server in `<DATA_DIR>/postgres`.
 * With `shareRunning`, a server already started by the app is used instead of a second one.
 */
export async function openDatabase(
  config: AppConfig,
  log: (line: string) => void,
  options: { shareRunning?: boolean } = {},
): Promise<Database> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  if (options.shareRunning) {
    const url = await runningEmbedded(config);
    if (url) return { url };
  }
  const dataDir = embeddedDataDir(config);
  const server = await startEmbeddedPostgres({
    dataDir,
    database: EMBEDDED_DB_NAME,
    appRole: EMBEDDED_APP_ROLE,
    extensions: EMBEDDED_EXTENSIONS,
    log: (chunk) => {
      for (const line of chunk.split('\n'))
        if (/\b(FATAL|PANIC)\b/.test(line) || line.startsWith('Embedded'))
          log(line);
    },
  });
  writePrivateFile(
    runningFile(config),
    JSON.stringify({
      url: server.url,
      port: server.port,
      socketDir: server.socketDir,
      pid: process.pid,
      postgresPid: server.pid,
    }),
  );
  log(
    `Embedded PostgreSQL started on ${
      server.socketDir
        ? `unix socket ${path.join(server.socketDir, `.s.PGSQL.${server.port}`)}`
        : `127.0.0.1:${server.port}`
    } (data in ${dataDir})`,
  );
  return {
    url: server.url,
    embedded: {
      ...server,
      stop: async () => {
        rmSync(runningFile(config), { force: true });
        await server.stop();
      },
    },
  };
}
