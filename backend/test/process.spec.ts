import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { findFreePort } from '../src/database/embedded-postgres';
import { createTestDatabase } from './support/test-database';

/** The compiled server, as `npm start` runs it. */
const MAIN = path.resolve(__dirname, '..', 'dist', 'main.js');

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; ms: number }>;
}

function run(env: Record<string, string>): Run {
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  let signalledAt = 0;
  const originalKill = child.kill.bind(child);
  child.kill = (signal?: NodeJS.Signals | number) => {
    signalledAt = Date.now();
    return originalKill(signal);
  };
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) =>
    child.on('exit', (code) =>
      resolve({ code, ms: signalledAt ? Date.now() - signalledAt : 0 }),
    ),
  );
  return { child, output: () => output, exited };
}

async function waitFor(
  r: Run,
  text: string,
  timeoutMs = 90_000,
): Promise<void> {
  const start = Date.now();
  while (!r.output().includes(text)) {
    if (r.child.exitCode !== null)
      throw new Error(`server exited: ${r.output()}`);
    if (Date.now() - start > timeoutMs)
      throw new Error(`timed out waiting for "${text}": ${r.output()}`);
    await new Promise((res) => setTimeout(res, 100));
  }
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
    const r = run({ PORT: 'abc' });
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
      const r = run({
        PORT: String(port),
        DATABASE_URL: db.url,
        SESSION_SECRET: 'x'.repeat(40),
      });
      const { code } = await r.exited;
      expect(code).toBe(1);
      const lines = r.output().trim().split('\n');
      expect(lines[lines.length - 1]).toBe(
        `Port ${port} is already in use: stop the other server or set PORT to a free port.`,
      );
    } finally {
      blocker.close();
      await db.drop();
    }
  });

  it('starts the embedded PostgreSQL, reuses its data on the next start, and stops within 5 s of SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dc-process-'));
    const env = { DATA_DIR: dataDir, PORT: String(await findFreePort()) };

    const first = run(env);
    await waitFor(first, 'ready on http://localhost:');
    const health = await fetch(`http://127.0.0.1:${env.PORT}/api/health`);
    expect(health.status).toBe(200);
    const dbUrl = first
      .output()
      .match(/Embedded PostgreSQL started on 127\.0\.0\.1:(\d+)/);
    expect(dbUrl).not.toBeNull();
    const client = new Client({
      connectionString: `postgres://postgres:postgres@127.0.0.1:${dbUrl![1]}/dialect_community`,
    });
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

    const second = run(env);
    await waitFor(second, 'ready on http://localhost:');
    const port2 = second
      .output()
      .match(/Embedded PostgreSQL started on 127\.0\.0\.1:(\d+)/)![1];
    const again = new Client({
      connectionString: `postgres://postgres:postgres@127.0.0.1:${port2}/dialect_community`,
    });
    await again.connect();
    const { rows } = await again.query('SELECT note FROM kept');
    await again.end();
    expect(rows).toEqual([{ note: 'still here' }]);

    second.child.kill('SIGINT');
    const stoppedAgain = await second.exited;
    expect(stoppedAgain.ms).toBeLessThan(5000);
    expect(postgresProcessesFor(path.join(dataDir, 'postgres'))).toEqual([]);
  }, 180_000);
});
