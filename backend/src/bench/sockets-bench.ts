/**
 * Live updates at scale: 1,000 Socket.IO viewers on one question's page and
 * the list, answers and questions posted, delivery time and losses measured;
 * with one app instance, then with two sharing a Redis. Uses the PostgreSQL
 * server at BENCH_POSTGRES_URL (default: the local one) for a fresh database,
 * and the Redis at BENCH_REDIS_URL (default: the local one) under a prefix of
 * its own.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createClient } from 'redis';
import { io, Socket } from 'socket.io-client';
import { findFreePort } from '../database/embedded-postgres';
import { machineLine, writeSection } from './results';
import { start, stop } from './run';

export const VIEWERS = 1000;
const ANSWERS = 20;
const QUESTIONS = 5;
/** Time between two posts: a busy question, not a flood. */
const POST_GAP_MS = 100;
/** A delivery not seen this long after the last post counts as lost. */
const GRACE_MS = 5000;
const CONNECT_BATCH = 100;

const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MIGRATE = path.resolve(__dirname, '..', 'cli', 'migrate.js');

export interface DeliveryFigures {
  setup: string;
  viewers: number;
  events: number;
  expected: number;
  delivered: number;
  lost: number;
  p50: number;
  p99: number;
  max: number;
  /** Per event, the time to its first viewer (the server's part), median. */
  firstP50: number;
  connectSeconds: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[
    Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))
  ];
}

async function createDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `dc_bench_sockets_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new Client({ connectionString: POSTGRES_URL });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

async function removeKeys(prefix: string): Promise<void> {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  for (const key of await client.keys(`${prefix}*`)) await client.del(key);
  await client.quit();
}

function connectViewer(base: string): Promise<Socket> {
  const socket = io(base, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { origin: base },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function join(socket: Socket, request: unknown): Promise<void> {
  const ack = (await socket.timeout(10_000).emitWithAck('join', request)) as {
    ok: boolean;
    error?: string;
  };
  if (!ack.ok) throw new Error(`join refused: ${ack.error}`);
}

async function post(
  base: string,
  route: string,
  cookie: string,
  body: unknown,
): Promise<void> {
  const res = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify(body),
  });
  if (res.status !== 201)
    throw new Error(`POST ${route}: ${res.status} ${await res.text()}`);
}

async function signUp(base: string, name: string): Promise<string> {
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: `${name}@example.com`,
      password: 'bench-password-long-enough',
      username: name,
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status}`);
  return res.headers.getSetCookie()[0].split(';')[0];
}

/** One measurement: `instances` app processes on one database (and Redis when more than one). */
async function deliveryRun(instances: 1 | 2): Promise<DeliveryFigures> {
  const database = await createDatabase();
  const prefix = `bench-sockets-${process.pid}-${Date.now()}:`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dc-bench-sockets-'));
  const servers: ReturnType<typeof start>[] = [];
  const viewers: Socket[] = [];
  try {
    const migrated = spawnSync(process.execPath, [MIGRATE], {
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_URL: database.url,
        NODE_ENV: 'production',
        SESSION_SECRET: 'bench-session-secret-0123456789-abcdefghij',
      },
      encoding: 'utf8',
    });
    if (migrated.status !== 0)
      throw new Error(`migrate: ${migrated.stderr || migrated.stdout}`);
    const bases: string[] = [];
    for (let i = 0; i < instances; i++) {
      const port = await findFreePort();
      const base = `http://127.0.0.1:${port}`;
      bases.push(base);
      servers.push(
        start({
          DATA_DIR: dataDir,
          PORT: String(port),
          APP_ORIGIN: base,
          DATABASE_URL: database.url,
          SESSION_SECRET: 'bench-session-secret-0123456789-abcdefghij',
          RATE_LIMIT_REGISTER_PER_IP: '1000000',
          RATE_LIMIT_ASK_PER_HOUR: '1000000',
          RATE_LIMIT_ANSWER_PER_HOUR: '1000000',
          ...(instances > 1 ? { REDIS_URL, REDIS_PREFIX: prefix } : {}),
        }),
      );
    }
    await Promise.all(servers.map((s) => s.ready));

    const cookies = await Promise.all(
      bases.map((base, i) => signUp(base, `bench_poster_${i}`)),
    );
    const asked = await fetch(`${bases[0]}/api/questions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: bases[0],
        cookie: cookies[0],
      },
      body: JSON.stringify({
        title: 'How do I say good evening in Darija?',
        content: 'The question every viewer of this bench follows.',
        language: 'en',
        targetLanguage: 'dz',
      }),
    });
    if (asked.status !== 201) throw new Error(`ask: ${asked.status}`);
    const { id: questionId } = (await asked.json()) as { id: number };

    const connectStarted = performance.now();
    for (let i = 0; i < VIEWERS; i += CONNECT_BATCH) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(CONNECT_BATCH, VIEWERS - i) }, (_, j) =>
          connectViewer(bases[(i + j) % bases.length]),
        ),
      );
      await Promise.all(
        batch.map(async (socket) => {
          await join(socket, {
            room: 'question',
            locale: 'en',
            id: questionId,
          });
          await join(socket, { room: 'questions', locale: 'en' });
        }),
      );
      viewers.push(...batch);
    }
    const connectSeconds = (performance.now() - connectStarted) / 1000;

    // Each post's send time, by the marker its text carries.
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const firstByMarker = new Map<string, number>();
    const seen = new Set<string>();
    let duplicates = 0;
    const received = (marker: string | undefined, viewer: number) => {
      const t = performance.now();
      if (!marker) return;
      const sent = sentAt.get(marker);
      if (sent === undefined) return;
      const key = `${marker}/${viewer}`;
      if (seen.has(key)) {
        duplicates++;
        return;
      }
      seen.add(key);
      latencies.push(t - sent);
      if (!firstByMarker.has(marker)) firstByMarker.set(marker, t - sent);
    };
    const markerOf = (text: string) => /\[(m\d+)\]/.exec(text)?.[1];
    viewers.forEach((socket, v) => {
      socket.on('answer:created', (a: { content: string }) =>
        received(markerOf(a.content), v),
      );
      socket.on('question:created', (q: { title: string }) =>
        received(markerOf(q.title), v),
      );
    });

    for (let n = 0; n < ANSWERS + QUESTIONS; n++) {
      const marker = `m${n}`;
      const at = n % bases.length;
      sentAt.set(marker, performance.now());
      if (n < ANSWERS)
        await post(bases[at], '/api/answers', cookies[at], {
          questionId,
          content: `An answer followed live by every viewer [${marker}]`,
        });
      else
        await post(bases[at], '/api/questions', cookies[at], {
          title: `A new question on the list [${marker}]`,
          content: 'Posted while a thousand viewers watch the list.',
          language: 'en',
          targetLanguage: 'dz',
        });
      await new Promise((r) => setTimeout(r, POST_GAP_MS));
    }
    const expected = VIEWERS * (ANSWERS + QUESTIONS);
    const deadline = Date.now() + GRACE_MS;
    while (latencies.length < expected && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    if (duplicates > 0)
      process.stdout.write(`  (${duplicates} deliveries arrived twice)\n`);
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      setup:
        instances === 1
          ? 'one instance (in-memory adapter)'
          : 'two instances, Redis streams adapter, viewers split evenly, posts alternate',
      viewers: VIEWERS,
      events: ANSWERS + QUESTIONS,
      expected,
      delivered: latencies.length,
      lost: expected - latencies.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? NaN,
      firstP50: percentile(
        [...firstByMarker.values()].sort((a, b) => a - b),
        50,
      ),
      connectSeconds,
    };
  } finally {
    for (const socket of viewers) socket.disconnect();
    for (const server of servers) await stop(server).catch(() => undefined);
    await database.drop().catch(() => undefined);
    if (instances > 1) await removeKeys(prefix).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function socketsBench(): Promise<DeliveryFigures[]> {
  const load = loadavg();
  const figures = [await deliveryRun(1), await deliveryRun(2)];
  await writeSection(
    'sockets',
    `## Live updates

- ${machineLine(load)}
- ${VIEWERS.toLocaleString('en')} Socket.IO clients (WebSocket, in the bench's own process), each in one question's room and the English list's room; ${ANSWERS} answers then ${QUESTIONS} questions posted over HTTP, ${POST_GAP_MS} ms apart
- Delivery time: from sending the POST to the event's arrival at each viewer, so it includes the request itself and the bench process taking in 1,000 messages per event on one core shared with the server; "first viewer" is the median, over events, of the time to the first viewer. A delivery not seen ${GRACE_MS / 1000} s after the last post is lost
- Target: p99 under 100 ms, nothing lost

| setup | deliveries | lost | p50 | p99 | max | first viewer, p50 | viewers connected and joined in |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${figures
  .map(
    (f) =>
      `| ${f.setup} | ${f.delivered.toLocaleString('en')} / ${f.expected.toLocaleString('en')} | ${f.lost} | ${f.p50.toFixed(1)} ms | ${f.p99.toFixed(1)} ms | ${f.max.toFixed(1)} ms | ${f.firstP50.toFixed(1)} ms | ${f.connectSeconds.toFixed(1)} s |`,
  )
  .join('\n')}`,
  );
  process.stdout.write(
    `\nLive updates: ${VIEWERS} Socket.IO viewers on one question and the list; ${ANSWERS} answers and ${QUESTIONS} questions posted ${POST_GAP_MS} ms apart\n`,
  );
  for (const f of figures)
    process.stdout.write(
      `  ${f.setup}: delivered ${f.delivered}/${f.expected} (lost ${f.lost}), p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, max ${f.max.toFixed(1)} ms, first viewer p50 ${f.firstP50.toFixed(1)} ms; viewers connected and joined in ${f.connectSeconds.toFixed(1)} s\n`,
    );
  if (figures.some((f) => f.lost > 0))
    throw new Error('some live updates were lost');
  return figures;
}
