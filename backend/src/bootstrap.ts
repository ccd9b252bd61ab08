import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import path from 'node:path';
import { AppConfig } from './config/config';
import {
  EmbeddedDatabase,
  startEmbeddedPostgres,
} from './database/embedded-postgres';

export interface Database {
  url: string;
  /** Set when this process started the embedded server (and must stop it). */
  embedded?: EmbeddedDatabase;
}

const EMBEDDED_DB_NAME = 'dialect_community';

function runningFile(config: AppConfig): string {
  return path.join(config.dataDir, 'embedded-postgres.json');
}

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
    socket.connect(port, '127.0.0.1');
  });
}

/** The URL of an embedded server another process of this app (e.g. `npm start`) is running, if any. */
async function runningEmbedded(config: AppConfig): Promise<string | undefined> {
  const file = runningFile(config);
  if (!existsSync(file)) return undefined;
  try {
    const { url, port } = JSON.parse(readFileSync(file, 'utf8')) as {
      url: string;
      port: number;
    };
    return (await reachable(port)) ? url : undefined;
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
  const dataDir = path.join(config.dataDir, 'postgres');
  const server = await startEmbeddedPostgres({
    dataDir,
    database: EMBEDDED_DB_NAME,
    log: (chunk) => {
      for (const line of chunk.split('\n'))
        if (/\b(FATAL|PANIC)\b/.test(line)) log(line);
    },
  });
  writeFileSync(
    runningFile(config),
    JSON.stringify({ url: server.url, port: server.port, pid: process.pid }),
  );
  log(
    `Embedded PostgreSQL started on 127.0.0.1:${server.port} (data in ${dataDir})`,
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
