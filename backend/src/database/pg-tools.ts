import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { platform } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { childEnvironment } from '../config/child-env';

/** A PostgreSQL client program found on this machine. */
export interface PgTool {
  path: string;
  /** Major version, e.g. 18. */
  major: number;
  version: string;
}

export type PgToolName = 'pg_dump' | 'pg_restore';

/** Raised when no installed pg_dump / pg_restore can work with the server. */
export class PgToolError extends Error {}

/** Folders where PostgreSQL installs its client programs, beside PATH. */
function versionedDirs(): string[] {
  const under = (parent: string, inside: (entry: string) => string) => {
    try {
      return readdirSync(parent).map((entry) =>
        path.join(parent, inside(entry)),
      );
    } catch {
      return [];
    }
  };
  return [
    ...under('/usr/lib/postgresql', (v) => path.join(v, 'bin')), // Debian, Ubuntu
    ...under('/usr', (v) =>
      v.startsWith('pgsql-') ? path.join(v, 'bin') : '',
    ), // RHEL
    ...under('/opt/homebrew/opt', (v) => path.join(v, 'bin')), // macOS, Homebrew
    ...under('/usr/local/opt', (v) => path.join(v, 'bin')),
    ...under('/Applications/Postgres.app/Contents/Versions', (v) =>
      path.join(v, 'bin'),
    ),
    ...under('C:\\Program Files\\PostgreSQL', (v) => path.join(v, 'bin')),
  ].filter((dir) => path.basename(dir) === 'bin');
}

function versionOf(file: string): PgTool | undefined {
  try {
    const text = execFileSync(file, ['--version'], {
      encoding: 'utf8',
      env: childEnvironment(),
      timeout: 10_000,
    });
    const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(text);
    if (!match) return undefined;
    return {
      path: file,
      major: Number(match[1]),
      version: `${match[1]}${match[2] !== undefined ? `.${match[2]}` : ''}`,
    };
  } catch {
    return undefined;
  }
}

/** Every `name` program on PATH or in the usual install folders, newest first. */
export function findPgTools(name: PgToolName): PgTool[] {
  const executable = platform() === 'win32' ? `${name}.exe` : name;
  const dirs = [
    ...(childEnvironment().PATH ?? '').split(path.delimiter),
    ...versionedDirs(),
  ].filter(Boolean);
  const seen = new Set<string>();
  const tools: PgTool[] = [];
  for (const dir of dirs) {
    const file = path.join(dir, executable);
    if (!existsSync(file)) continue;
    let real: string;
    try {
      real = realpathSync(file);
    } catch {
      continue;
    }
    if (seen.has(real)) continue;
    seen.add(real);
    const tool = versionOf(file);
    // One entry per version (Debian's /usr/bin wrappers run the same program).
    if (tool && !tools.some((t) => t.version === tool.version))
      tools.push(tool);
  }
  return tools.sort((a, b) => b.major - a.major);
}

/**
 * The newest `name` that can work with a server of major version
 * `serverMajor` (pg_dump refuses servers newer than itself, and pg_restore
 * cannot read archives written by a newer pg_dump).
 */
export function pickPgTool(
  name: PgToolName,
  serverMajor: number,
  tools: PgTool[] = findPgTools(name),
): PgTool {
  const usable = tools.find((tool) => tool.major >= serverMajor);
  if (usable) return usable;
  const install =
    `install the PostgreSQL ${serverMajor} client programs (Debian and Ubuntu: postgresql-client-${serverMajor} ` +
    `from the PostgreSQL apt repository; macOS: brew install postgresql@${serverMajor}) and put them on PATH`;
  if (tools.length === 0)
    throw new PgToolError(
      `${name} was not found on PATH or in the usual PostgreSQL folders: ${install}.`,
    );
  const found = tools.map((t) => `${t.version} (${t.path})`).join(', ');
  throw new PgToolError(
    `${name} ${found} cannot work with this PostgreSQL ${serverMajor} server: ${name} must be version ${serverMajor} or newer. ` +
      `To go on, ${install}.`,
  );
}

/**
 * The libpq variables (PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE,
 * PGSSLMODE) for a connection URL as the app uses them, so that no password
 * appears on a command line. A `host` query parameter names a unix socket's
 * folder.
 */
export function libpqEnvironment(url: string): Record<string, string> {
  const parsed = new URL(url);
  const query = parsed.searchParams;
  const env: Record<string, string> = {};
  const host =
    query.get('host') ??
    decodeURIComponent(parsed.hostname).replace(/^\[(.*)\]$/, '$1');
  if (host) env.PGHOST = host;
  const port = query.get('port') ?? parsed.port;
  if (port) env.PGPORT = port;
  const user = query.get('user') ?? decodeURIComponent(parsed.username);
  if (user) env.PGUSER = user;
  const password = query.get('password') ?? decodeURIComponent(parsed.password);
  if (password) env.PGPASSWORD = password;
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  const sslmode = query.get('sslmode');
  const ssl = query.get('ssl');
  if (sslmode) env.PGSSLMODE = sslmode === 'no-verify' ? 'require' : sslmode;
  else if (ssl === 'true' || ssl === '1') env.PGSSLMODE = 'require';
  return env;
}

/** The server's major version (e.g. 18 for 18.1). */
export async function serverMajorVersion(url: string): Promise<number> {
  const client = new Client({
    connectionString: url,
    connectionTimeoutMillis: 10_000,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>(
      'SHOW server_version_num',
    );
    return Math.floor(Number(rows[0].server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * Runs a client program against the database at `url`, with the
 * connection in its environment and nothing else of the app's. Resolves with
 * its standard output; rejects with its error output.
 */
export function runPgTool(
  tool: PgTool,
  args: string[],
  url: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool.path, args, {
      env: childEnvironment(libpqEnvironment(url)),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else
        reject(
          new Error(
            `${path.basename(tool.path)} failed (exit ${code}): ${stderr.trim()}`,
          ),
        );
    });
  });
}
