/**
 * `npm run bench`: start-up, shutdown, request latency and memory of the
 * compiled server on a fresh embedded database, then the questions bench
 * (questions-bench.ts) and the live-updates bench (sockets-bench.ts). Pass
 * `startup`, `questions` or `sockets` to run one part.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '../database/embedded-postgres';
import { printTable, questionsBench } from './questions-bench';
import { socketsBench } from './sockets-bench';

const MAIN = path.resolve(__dirname, '..', 'main.js');

interface Server {
  child: ChildProcess;
  ready: Promise<number>;
}

/**
 * Node's flags for a process the bench starts: with `BENCH_PROFILE_DIR`, each
 * writes a CPU profile of its whole run there when it exits (open it in
 * Chromium's DevTools, Performance panel).
 */
export function profileFlags(): string[] {
  const dir = process.env.BENCH_PROFILE_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : [];
}

export function start(env: Record<string, string>): Server {
  const began = performance.now();
  const child = spawn(process.execPath, [...profileFlags(), MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const ready = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (c) => {
      out += c;
      if (out.includes('is ready on')) resolve(performance.now() - began);
    });
    child.on('exit', (code) =>
      reject(new Error(`server exited with ${code}: ${out}`)),
    );
  });
  return { child, ready };
}

/** Sends SIGTERM and waits until the process has exited (a CPU profile is written as it exits). */
export function endProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve();
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => resolve()),
  );
  child.kill('SIGTERM');
  return exited;
}

export async function stop(server: Server): Promise<number> {
  const began = performance.now();
  await endProcess(server.child);
  return performance.now() - began;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))
  ];
}

async function timed(
  n: number,
  fn: (i: number) => Promise<void>,
): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    out.push(performance.now() - t0);
  }
  return out;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function startupAndAccounts(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dc-bench-'));
  const emptyDir = mkdtempSync(path.join(tmpdir(), 'dc-bench-empty-'));
  const port = await findFreePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    // Plain HTTP on loopback: a production session cookie is Secure (HTTPS only) unless the origin says http.
    APP_ORIGIN: base,
    SESSION_SECRET: 'bench-session-secret-0123456789-abcdefghij',
    RATE_LIMIT_REGISTER_PER_IP: '100000',
    RATE_LIMIT_LOGIN_PER_IP: '100000',
  };
  const rows: [string, string][] = [];
  try {
    const empty = start({
      ...env,
      DATA_DIR: emptyDir,
      PORT: String(await findFreePort()),
      SEED_ON_EMPTY: 'false',
    });
    rows.push([
      'cold start (initdb + migrations), SEED_ON_EMPTY=false, ms',
      (await empty.ready).toFixed(0),
    ]);
    await stop(empty);
    const cold = start(env);
    rows.push([
      'cold start (initdb + migrations + demo community), ms',
      (await cold.ready).toFixed(0),
    ]);
    rows.push(['shutdown after SIGTERM, ms', (await stop(cold)).toFixed(0)]);
    const warm = start(env);
    rows.push([
      'warm start (existing data), ms',
      (await warm.ready).toFixed(0),
    ]);
    const pid = warm.child.pid!;
    rows.push(['RSS after start, MB', rssMb(pid).toFixed(1)]);

    const health = await timed(500, async () => {
      await (await fetch(`${base}/api/health`)).text();
    });
    rows.push([
      'GET /api/health p50 / p95, ms',
      `${percentile(health, 50).toFixed(2)} / ${percentile(health, 95).toFixed(2)}`,
    ]);

    const headers = { 'content-type': 'application/json', origin: base };
    let cookie = '';
    const register = await timed(30, async (i) => {
      const res = await fetch(`${base}/api/register`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          email: `bench${i}@example.com`,
          password: 'bench-password',
          username: `bench_${i}`,
        }),
      });
      if (res.status !== 201) throw new Error(`register ${res.status}`);
      cookie = res.headers.getSetCookie()[0].split(';')[0];
    });
    rows.push([
      'POST /api/register p50 / p95, ms (argon2id)',
      `${percentile(register, 50).toFixed(1)} / ${percentile(register, 95).toFixed(1)}`,
    ]);
    const login = await timed(30, async (i) => {
      const res = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          email: `bench${i}@example.com`,
          password: 'bench-password',
        }),
      });
      if (res.status !== 200) throw new Error(`login ${res.status}`);
    });
    rows.push([
      'POST /api/login p50 / p95, ms (argon2id)',
      `${percentile(login, 50).toFixed(1)} / ${percentile(login, 95).toFixed(1)}`,
    ]);
    const me = await timed(500, async () => {
      const res = await fetch(`${base}/api/user`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`user ${res.status}`);
      await res.text();
    });
    rows.push([
      'GET /api/user (session lookup) p50 / p95, ms',
      `${percentile(me, 50).toFixed(2)} / ${percentile(me, 95).toFixed(2)}`,
    ]);

    const concurrent = 20;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: concurrent }, () =>
        timed(50, async () => {
          await (
            await fetch(`${base}/api/user`, { headers: { cookie } })
          ).text();
        }),
      ),
    );
    const seconds = (performance.now() - t0) / 1000;
    rows.push([
      `GET /api/user, ${concurrent} concurrent clients, req/s`,
      ((concurrent * 50) / seconds).toFixed(0),
    ]);
    rows.push(['RSS after load, MB', rssMb(pid).toFixed(1)]);
    rows.push([
      'shutdown after SIGTERM (warm), ms',
      (await stop(warm)).toFixed(0),
    ]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(emptyDir, { recursive: true, force: true });
  }
  printTable('Start-up and accounts', rows);
}

async function main(): Promise<void> {
  const only = process.argv[2];
  if (!only || only === 'startup') await startupAndAccounts();
  if (!only || only === 'questions') await questionsBench();
  if (!only || only === 'sockets') await socketsBench();
}

main().catch((error) => {
  process.stderr.write(`bench failed: ${error?.message ?? error}\n`);
  process.exit(1);
});
