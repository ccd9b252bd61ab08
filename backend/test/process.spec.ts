import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  Stats,
  statSync,
} from 'node:fs';
import { connect, createServer, Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { findFreePort } from '../src/database/embedded-postgres';
import { createTestDatabase } from './support/test-database';
import {
  type CompiledServer,
  spawnCompiledServer,
} from './support/compiled-server';

const RUNS_AS_ROOT = process.getuid?.() === 0;

/** Secrets given to the app, which the database server must never see. */
const SECRETS = {
  SESSION_SECRET: 'session-secret-for-the-process-test-0123456789',
  OPENAI_API_KEY: 'sk-process-test-openai-key',
  OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
  GEMINI_API_KEY: 'process-test-gemini-key',
  GEMINI_BASE_URL: 'http://127.0.0.1:9',
  SMTP_URL: 'smtp://mailer:smtp-process-test-password@127.0.0.1:9',
  ADMIN_EMAIL: 'process-test@example.com',
  ADMIN_PASSWORD: 'admin-process-test-password',
};

/**
 * A folder for DATA_DIR to live in that others may pass through (not list),
 * as a home or project folder usually is: the server's user must reach DATA_DIR.
 */
function traversableTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o711);
  return dir;
}

function credentialsFile(dataDir: string): string {
  return path.join(dataDir, 'postgres-credentials.json');
}

function readCredentials(dataDir: string): {
  superuser: { name: string; password: string };
  app: { name: string; password: string };
} {
  return JSON.parse(readFileSync(credentialsFile(dataDir), 'utf8'));
}

function running(dataDir: string): { port: number; socketDir?: string } {
  return JSON.parse(
    readFileSync(path.join(dataDir, 'embedded-postgres.json'), 'utf8'),
  );
}

/** The app's own connection, from the files it keeps: its role, through the socket. */
function appConnection(dataDir: string) {
  const { port, socketDir } = running(dataDir);
  const { app } = readCredentials(dataDir);
  return {
    host: socketDir,
    port,
    user: app.name,
    password: app.password,
    database: 'dialect_community',
  };
}

function postmasterPid(dataDir: string): number {
  return Number(
    readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
      .split('\n')[0]
      .trim(),
  );
}

function tcpConnect(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

function postgresProcessesFor(dataDir: string): string[] {
  try {
    return execFileSync('pgrep', ['-af', dataDir])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
}

describe('the server process', () => {
  it('stops with one clear line and a non-zero exit on a bad variable', async () => {
    const r = spawnCompiledServer({ PORT: 'abc' });
    const { code } = await r.exited;
    expect(code).not.toBe(0);
    expect(r.output().trim()).toBe(
      'Invalid environment variable PORT: must be an integer from 0 to 65535 (got "abc")',
    );
  });

  it('stops with one clear line and a non-zero exit when the port is taken', async () => {
    const db = await createTestDatabase();
    const blocker: Server = createServer();
    const port = await findFreePort();
    await new Promise<void>((res) => blocker.listen(port, '127.0.0.1', res));
    try {
      const r = spawnCompiledServer({
        PORT: String(port),
        DATABASE_URL: db.url,
        SESSION_SECRET: 'x'.repeat(40),
      });
      const { code } = await r.exited;
      expect(code).toBe(1);
      // At once, before the database or the app starts: nothing else is said.
      expect(r.output().trim()).toBe(
        `Port ${port} is already in use: stop the other server or set PORT to a free port.`,
      );
    } finally {
      blocker.close();
      await db.drop();
    }
  });

  it('starts the embedded PostgreSQL, reuses its data on the next start, and stops within 5 s of SIGTERM', async () => {
    const parent = traversableTempDir('dc-process-');
    const dataDir = path.join(parent, 'data');
    const parentBefore = statSync(parent);
    const env = {
      DATA_DIR: dataDir,
      PORT: String(await findFreePort()),
      SEED_ON_EMPTY: 'false',
      ...SECRETS,
    };

    const first = spawnCompiledServer(env);
    await first.waitFor('ready on http://localhost:');
    const health = await fetch(`http://127.0.0.1:${env.PORT}/api/health`);
    expect(health.status).toBe(200);
    expect(first.output()).toMatch(
      /Embedded PostgreSQL started on unix socket \S+\/\.s\.PGSQL\.\d+ \(data in /,
    );

    const client = new Client(appConnection(dataDir));
    await client.connect();
    await client.query(
      "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')",
    );
    await client.end();

    expect(
      postgresProcessesFor(path.join(dataDir, 'postgres')).length,
    ).toBeGreaterThan(0);
    first.child.kill('SIGTERM');
    const stopped = await first.exited;
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(5000);
    expect(postgresProcessesFor(path.join(dataDir, 'postgres'))).toEqual([]);
    const credentials = readFileSync(credentialsFile(dataDir), 'utf8');

    const second = spawnCompiledServer(env);
    await second.waitFor('ready on http://localhost:');
    const again = new Client(appConnection(dataDir));
    await again.connect();
    const { rows } = await again.query('SELECT note FROM kept');
    await again.end();
    expect(rows).toEqual([{ note: 'still here' }]);
    expect(readFileSync(credentialsFile(dataDir), 'utf8')).toBe(credentials);

    second.child.kill('SIGINT');
    const stoppedAgain = await second.exited;
    expect(stoppedAgain.ms).toBeLessThan(5000);
    expect(postgresProcessesFor(path.join(dataDir, 'postgres'))).toEqual([]);

    const parentAfter = statSync(parent);
    expect([parentAfter.mode, parentAfter.uid, parentAfter.gid]).toEqual([
      parentBefore.mode,
      parentBefore.uid,
      parentBefore.gid,
    ]);
    rmSync(parent, { recursive: true, force: true });
  }, 240_000);
});

describe('the embedded PostgreSQL server', () => {
  const parent = traversableTempDir('dc-embedded-');
  const dataDir = path.join(parent, 'data');
  let server: CompiledServer;
  let parentBefore: Stats;

  beforeAll(async () => {
    parentBefore = statSync(parent);
    const env = {
      DATA_DIR: dataDir,
      PORT: String(await findFreePort()),
      SEED_ON_EMPTY: 'false',
      ...SECRETS,
    };
    server = spawnCompiledServer(env);
    await server.waitFor('ready on http://localhost:');
  }, 120_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    rmSync(parent, { recursive: true, force: true });
  });

  it('stops cleanly on Ctrl-C in its terminal, which signals its whole process group', async () => {
    const parent = traversableTempDir('dc-process-group-');
    const dataDir = path.join(parent, 'data');
    const server = spawnCompiledServer(
      {
        DATA_DIR: dataDir,
        PORT: String(await findFreePort()),
        SEED_ON_EMPTY: 'false',
        ...SECRETS,
      },
      { group: true },
    );
    try {
      await server.waitFor('ready on http://localhost:');
      // A session still open when the server stops (another tool, a pool
      // closing): ending it is part of stopping, not a failure to report.
      const open = new Client(appConnection(dataDir));
      open.on('error', () => undefined);
      await open.connect();
      const printed = server.output().length;
      // What a terminal does on Ctrl-C: SIGINT to every process of the group.
      process.kill(-server.child.pid!, 'SIGINT');
      const stopped = await server.exited;
      expect(stopped.code).toBe(0);
      const after = server.output().slice(printed);
      expect(after).not.toMatch(/ERROR|terminating connection|FATAL/);
      expect(postgresProcessesFor(path.join(dataDir, 'postgres'))).toEqual([]);
    } finally {
      await server.stop('SIGKILL');
      rmSync(parent, { recursive: true, force: true });
    }
  }, 120_000);

  it('stops at the next start a server an app killed without warning left behind, and refuses a data folder another run is using', async () => {
    const parent = traversableTempDir('dc-left-behind-');
    const dataDir = path.join(parent, 'data');
    const env = async () => ({
      DATA_DIR: dataDir,
      PORT: String(await findFreePort()),
      SEED_ON_EMPTY: 'false',
      ...SECRETS,
    });
    const killed = spawnCompiledServer(await env());
    let next: CompiledServer | undefined;
    let other: CompiledServer | undefined;
    try {
      await killed.waitFor('ready on http://localhost:');
      const left = postmasterPid(dataDir);
      // SIGKILL: the app gets no chance to stop its database.
      killed.child.kill('SIGKILL');
      await killed.exited;
      expect(() => process.kill(left, 0)).not.toThrow();

      next = spawnCompiledServer(await env());
      const output = await next.waitFor('ready on http://localhost:');
      expect(output).toContain(
        `stopping the server an earlier run left behind (process ${left})`,
      );
      expect(() => process.kill(left, 0)).toThrow();
      expect(postmasterPid(dataDir)).not.toBe(left);

      // A second run on the same folder while this one runs: refused, nothing stopped.
      const running = postmasterPid(dataDir);
      other = spawnCompiledServer(await env());
      const refused = await other.exited;
      expect(refused.code).not.toBe(0);
      expect(other.output()).toContain(
        `is in use by another run of the app (process ${next.child.pid})`,
      );
      expect(postmasterPid(dataDir)).toBe(running);
      const res = await fetch(
        `${/http:\/\/localhost:\d+/.exec(output)?.[0]}/api/health`,
      );
      expect(res.status).toBe(200);

      expect(await next.stop()).toBe(0);
      expect(postgresProcessesFor(path.join(dataDir, 'postgres'))).toEqual([]);
      expect(existsSync(path.join(parent, 'data', 'postgres-owner.json'))).toBe(
        false,
      );
    } finally {
      await other?.stop('SIGKILL');
      await next?.stop('SIGKILL');
      await killed.stop('SIGKILL');
      for (const pid of postgresProcessesFor(path.join(dataDir, 'postgres')))
        process.kill(Number(pid.split(' ')[0]), 'SIGQUIT');
      rmSync(parent, { recursive: true, force: true });
    }
  }, 180_000);

  it('keeps generated passwords in a file only its owner can read, in a private folder', () => {
    const file = credentialsFile(dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const { superuser, app } = readCredentials(dataDir);
    expect(superuser.password).toMatch(/^[\w-]{40,}$/);
    expect(app.password).toMatch(/^[\w-]{40,}$/);
    expect(app.password).not.toBe(superuser.password);

    const top = statSync(dataDir);
    if (RUNS_AS_ROOT) {
      // The server's user may pass through to its cluster, and see nothing else.
      expect(top.mode & 0o777).toBe(0o710);
      expect(top.gid).toBe(statSync(path.join(dataDir, 'postgres')).gid);
    } else {
      expect(top.mode & 0o777).toBe(0o700);
    }
    for (const entry of readdirSync(dataDir, { withFileTypes: true })) {
      const mode = statSync(path.join(dataDir, entry.name)).mode & 0o777;
      expect([entry.name, mode]).toEqual([
        entry.name,
        entry.isDirectory() ? 0o700 : 0o600,
      ]);
    }
  });

  it('listens on its unix socket only: nothing answers on 127.0.0.1 at its port', async () => {
    const { port, socketDir } = running(dataDir);
    expect(socketDir).toBe(path.join(dataDir, 'postgres'));
    expect(existsSync(path.join(socketDir!, `.s.PGSQL.${port}`))).toBe(true);
    await expect(tcpConnect(port)).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
  });

  it('lets the app in as its own role, which owns its database and is not a superuser', async () => {
    const client = new Client(appConnection(dataDir));
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT current_user AS role, rolsuper, rolcreaterole, rolcreatedb,
                pg_get_userbyid(d.datdba) AS owner
           FROM pg_roles r, pg_database d
          WHERE r.rolname = current_user AND d.datname = current_database()`,
      );
      expect(rows).toEqual([
        {
          role: 'dialect_app',
          rolsuper: false,
          rolcreaterole: false,
          rolcreatedb: false,
          owner: 'dialect_app',
        },
      ]);
      const extensions = await client.query(
        'SELECT extname FROM pg_extension ORDER BY extname',
      );
      expect(extensions.rows.map((r) => r.extname)).toEqual(
        expect.arrayContaining(['citext', 'pg_trgm', 'unaccent']),
      );
    } finally {
      await client.end();
    }
  });

  it('refuses the old fixed password', async () => {
    const { port, socketDir } = running(dataDir);
    const client = new Client({
      host: socketDir,
      port,
      user: 'postgres',
      password: 'postgres',
      database: 'postgres',
    });
    await expect(client.connect()).rejects.toMatchObject({ code: '28P01' });
  });

  it("starts the server without the app's secrets in its environment", () => {
    const pid = postmasterPid(dataDir);
    const environ = readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean);
    const names = environ.map((entry) => entry.slice(0, entry.indexOf('=')));
    for (const [name, value] of Object.entries(SECRETS)) {
      expect(names).not.toContain(name);
      expect(environ.join('\n')).not.toContain(value);
    }
    for (const name of names)
      expect(name).toMatch(/^(PATH|LANG|LANGUAGE|LC_[A-Z]+|TZ|TZDIR|HOME)$/);
  });

  it('changes no permission above its data folder', () => {
    const after = statSync(parent);
    expect([after.mode, after.uid, after.gid]).toEqual([
      parentBefore.mode,
      parentBefore.uid,
      parentBefore.gid,
    ]);
  });
});

describe('a cluster created before generated passwords', () => {
  it('is upgraded at start-up: its data kept, a generated password, the socket only, the app as its own role', async () => {
    const parent = traversableTempDir('dc-legacy-');
    const dataDir = path.join(parent, 'data');
    mkdirSync(dataDir);
    // The earlier start-up made the folders above a cluster traversable: recreated so.
    chmodSync(dataDir, 0o711);
    const legacy = spawnSync(
      process.execPath,
      [
        path.join(__dirname, 'support', 'legacy-cluster.mjs'),
        path.join(dataDir, 'postgres'),
        String(await findFreePort()),
      ],
      { encoding: 'utf8', timeout: 120_000 },
    );
    expect(legacy.stderr).toBe('');
    expect(legacy.status).toBe(0);

    const env = {
      DATA_DIR: dataDir,
      PORT: String(await findFreePort()),
      SEED_ON_EMPTY: 'false',
      SESSION_SECRET: SECRETS.SESSION_SECRET,
    };
    const upgraded = spawnCompiledServer(env);
    try {
      await upgraded.waitFor('ready on http://localhost:');
      expect(upgraded.output()).toContain(
        'replaced the fixed superuser password',
      );
      expect(
        (await fetch(`http://127.0.0.1:${env.PORT}/api/health`)).status,
      ).toBe(200);

      const client = new Client(appConnection(dataDir));
      await client.connect();
      try {
        expect(
          (
            await client.query(
              'SELECT rolsuper FROM pg_roles WHERE rolname = current_user',
            )
          ).rows,
        ).toEqual([{ rolsuper: false }]);
        await client.query("INSERT INTO kept (note) VALUES ('after')");
        await client.query("INSERT INTO kept_jobs.job (mood) VALUES ('calm')");
        const { rows } = await client.query(
          'SELECT id, note FROM kept ORDER BY id',
        );
        expect(rows).toEqual([
          { id: 1, note: 'written before the upgrade' },
          { id: 2, note: 'after' },
        ]);
        // Nothing of the app's is left to the superuser but the extensions' own objects.
        const leftover = await client.query(
          `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE c.relowner = 'postgres'::regrole AND n.nspname NOT LIKE 'pg\\_%'
              AND n.nspname <> 'information_schema'
              AND NOT EXISTS (SELECT 1 FROM pg_depend d
                               WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
                                 AND d.deptype = 'e')`,
        );
        expect(leftover.rows).toEqual([]);
      } finally {
        await client.end();
      }
      const { port } = running(dataDir);
      await expect(tcpConnect(port)).rejects.toMatchObject({
        code: 'ECONNREFUSED',
      });
      const old = new Client({
        host: path.join(dataDir, 'postgres'),
        port,
        user: 'postgres',
        password: 'postgres',
        database: 'postgres',
      });
      await expect(old.connect()).rejects.toMatchObject({ code: '28P01' });
    } finally {
      upgraded.child.kill('SIGTERM');
      await upgraded.exited;
    }

    // And the next start is an ordinary one.
    const next = spawnCompiledServer(env);
    try {
      await next.waitFor('ready on http://localhost:');
      expect(next.output()).not.toContain('replaced the fixed');
    } finally {
      next.child.kill('SIGTERM');
      await next.exited;
    }
    rmSync(parent, { recursive: true, force: true });
  }, 300_000);
});
