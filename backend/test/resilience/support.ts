import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { cpus, hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '../../src/database/embedded-postgres';
import { READY_LINE, spawnCompiledServer } from '../support/compiled-server';

/** Limits out of reach, so the figures are about faults, not metering. */
export const LIMITS_OUT_OF_REACH = {
  RATE_LIMIT_REGISTER_PER_IP: '1000000',
  RATE_LIMIT_LOGIN_PER_IP: '1000000',
  RATE_LIMIT_ASK_PER_HOUR: '1000000',
  RATE_LIMIT_ANSWER_PER_HOUR: '1000000',
  RATE_LIMIT_VOTE_PER_MINUTE: '1000000',
  RATE_LIMIT_REPORT_PER_HOUR: '1000000',
  RATE_LIMIT_SEARCH_PER_MINUTE: '1000000',
  RATE_LIMIT_TRANSLATE_PER_MINUTE: '1000000',
};

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** Sends the signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the compiled server as a process of its own and waits until it serves. */
export async function startServer(
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  const listenOn = port ?? (await findFreePort());
  const server = spawnCompiledServer({
    PORT: String(listenOn),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'dc-resilience-')),
    SESSION_SECRET: 'resilience-session-secret-0123456789-abcdefghij',
    SEED_ON_EMPTY: 'false',
    ...env,
  });
  await server.waitFor(READY_LINE, 60_000);
  return {
    url: `http://127.0.0.1:${listenOn}`,
    port: listenOn,
    child: server.child,
    output: server.output,
    exited: server.exited.then(({ code }) => code),
    stop: server.stop,
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A signed-in member over plain fetch: registers, keeps the session cookie. */
export async function registerMember(
  url: string,
  name: string,
): Promise<{ id: number; cookie: string }> {
  const res = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({
      email: `${name}@example.com`,
      password: 'correct horse battery',
      username: name,
    }),
  });
  if (res.status !== 201)
    throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error('no session cookie');
  return { id: ((await res.json()) as { id: number }).id, cookie };
}

/** A JSON request as the client sends it (own origin, session cookie). */
export async function call(
  url: string,
  method: string,
  pathAndQuery: string,
  cookie?: string,
  body?: unknown,
  timeoutMs = 15_000,
): Promise<{ status: number; body: any; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${url}${pathAndQuery}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(method === 'GET' ? {} : { origin: url }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, body: json, ms: performance.now() - started };
}

/** Where the figures were measured. */
export function machine(): string {
  const cpu = cpus();
  return `${hostname()}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`;
}

/** A Redis server of the test's own, on its own port, that it may stop and start. */
export class OwnRedis {
  private child?: ChildProcess;
  port = 0;

  async start(port?: number): Promise<this> {
    this.port = port ?? (await findFreePort());
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      { stdio: 'ignore' },
    );
    this.child = child;
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error('redis-server exited');
      if (await answersPing(this.port)) return this;
      if (Date.now() - started > 10_000)
        throw new Error('redis-server did not start');
      await sleep(50);
    }
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Stops the server at once, as a crash would (SIGKILL). */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

async function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => {
      socket.destroy();
      resolve(d.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Whether `redis-server` can be run here. */
export function redisServerInstalled(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = spawn('redis-server', ['--version'], { stdio: 'ignore' });
    probe.once('error', () => resolve(false));
    probe.once('exit', (code) => resolve(code === 0));
  });
}
