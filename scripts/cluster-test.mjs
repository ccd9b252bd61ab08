// `npm run test:cluster`: the docker/compose.yaml topology without Docker. Two compiled
// app processes on one fresh PostgreSQL database (on the server at CLUSTER_POSTGRES_URL,
// default the local one), migrated once beforehand, sharing the Redis at
// CLUSTER_REDIS_URL (default the local one) under a prefix of their own, behind the
// sticky proxy of scripts/cluster-proxy.mjs. Checks, through the proxy and with a real
// Socket.IO client, that a session made on one replica holds on the other and that an
// answer posted on one replica reaches a viewer connected to the other, live.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createClient } from 'redis';
import { io } from 'socket.io-client';
import { REPLICA_COOKIE, startProxy } from './cluster-proxy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = path.join(root, 'backend', 'dist', 'main.js');
const MIGRATE = path.join(root, 'backend', 'dist', 'cli', 'migrate.js');
const POSTGRES_URL =
  process.env.CLUSTER_POSTGRES_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SESSION_SECRET = 'cluster-session-secret-0123456789-abcdefghij';

const pin = (replica) => `${REPLICA_COOKIE}=${replica}`;
const stamp = `${process.pid}_${Date.now()}`;
const dbName = `dc_cluster_${stamp}`;
const redisPrefix = `cluster-test-${stamp}:`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'dc-cluster-'));
const replicas = [];
let proxy;
let databaseUrl;

async function freePort() {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function startReplica(port, appOrigin) {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      SESSION_SECRET,
      APP_ORIGIN: appOrigin,
      TRUST_PROXY: 'true',
      RATE_LIMIT_REGISTER_PER_IP: '1000',
      RATE_LIMIT_LOGIN_PER_IP: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const ready = new Promise((resolve, reject) => {
    const onData = (c) => {
      out += c;
      if (out.includes('is ready on')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code) =>
      reject(new Error(`replica on port ${port} exited with ${code}:\n${out}`)),
    );
  });
  return { child, ready, base: `http://127.0.0.1:${port}`, log: () => out };
}

async function stopReplica(replica) {
  if (replica.child.exitCode !== null) return;
  const exited = new Promise((resolve) => replica.child.on('exit', resolve));
  replica.child.kill('SIGTERM');
  await exited;
}

/** A request through the proxy, pinned to one replica. */
async function viaProxy(replica, route, { method = 'GET', cookie, body } = {}) {
  const res = await fetch(`${proxy.url}${route}`, {
    method,
    headers: {
      origin: proxy.url,
      cookie: [pin(replica), cookie].filter(Boolean).join('; '),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  assert.equal(
    res.headers.get('x-replica'),
    String(replica),
    `the proxy sent ${method} ${route} to replica ${res.headers.get('x-replica')}`,
  );
  return res;
}

function sessionCookie(res) {
  const set = res.headers
    .getSetCookie()
    .find((c) => !c.startsWith(`${REPLICA_COOKIE}=`));
  assert.ok(set, 'the response sets a session cookie');
  return set.split(';')[0];
}

describe('two replicas behind a sticky proxy, one PostgreSQL, one Redis', () => {
  before(async () => {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect().catch((error) => {
      throw new Error(
        `No PostgreSQL at ${POSTGRES_URL} (${error.message}); set CLUSTER_POSTGRES_URL.`,
      );
    });
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();

    const redis = createClient({
      url: REDIS_URL,
      socket: { connectTimeout: 2000, reconnectStrategy: false },
    });
    redis.on('error', () => undefined);
    await redis.connect().catch((error) => {
      throw new Error(
        `No Redis at ${REDIS_URL} (${error.message}); set CLUSTER_REDIS_URL.`,
      );
    });
    await redis.quit();

    // Migrations run once, before any replica starts (as compose's migrate service).
    const migrated = spawnSync(process.execPath, [MIGRATE], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        SESSION_SECRET,
      },
      encoding: 'utf8',
    });
    assert.equal(migrated.status, 0, migrated.stderr || migrated.stdout);

    const ports = [await freePort(), await freePort()];
    const proxyPort = await freePort();
    const origin = `http://127.0.0.1:${proxyPort}`;
    for (const port of ports) replicas.push(startReplica(port, origin));
    await Promise.all(replicas.map((r) => r.ready));
    proxy = await startProxy({
      upstreams: replicas.map((r) => r.base),
      port: proxyPort,
    });
  });

  after(async () => {
    await proxy?.close();
    await Promise.all(replicas.map(stopReplica));
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    for (const key of await redis.keys(`${redisPrefix}*`)) await redis.del(key);
    await redis.quit();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('pins a new client to a replica with a cookie, round robin', async () => {
    const first = await fetch(`${proxy.url}/api/health`);
    const second = await fetch(`${proxy.url}/api/health`);
    assert.equal(first.status, 200);
    assert.equal(second.status, 200);
    const replicasSeen = [first, second].map((r) => r.headers.get('x-replica'));
    assert.deepEqual(replicasSeen.sort(), ['0', '1']);
    for (const res of [first, second]) {
      assert.ok(
        res.headers
          .getSetCookie()
          .some((c) => c.startsWith(`${REPLICA_COOKIE}=`)),
      );
      const health = await res.json();
      assert.equal(health.info.realtime.adapter, 'redis-streams');
    }
  });

  let cookie;
  let username;
  it('keeps a member signed in on the other replica', async () => {
    username = `member_${stamp}`.slice(0, 30);
    const registered = await viaProxy(0, '/api/register', {
      method: 'POST',
      body: {
        email: `${username}@example.com`,
        password: 'a-long-enough-password-1',
        username,
      },
    });
    assert.equal(registered.status, 201, await registered.clone().text());
    cookie = sessionCookie(registered);

    const onOther = await viaProxy(1, '/api/user', { cookie });
    assert.equal(onOther.status, 200);
    assert.equal((await onOther.json()).username, username);

    const withoutSession = await viaProxy(1, '/api/user');
    assert.equal(await withoutSession.json(), null);
  });

  it('shows an answer posted on one replica live to a viewer on the other', async () => {
    const asked = await viaProxy(0, '/api/questions', {
      method: 'POST',
      cookie,
      body: {
        title: 'How do I say see you tomorrow in Darija?',
        content: 'Asked on one replica, answered on the other.',
        language: 'en',
        targetLanguage: 'dz',
      },
    });
    assert.equal(asked.status, 201, await asked.clone().text());
    const question = await asked.json();

    // Polling first, then the upgrade: both must reach replica 0 through the proxy.
    const viewer = io(proxy.url, {
      path: '/socket.io',
      transports: ['polling', 'websocket'],
      extraHeaders: { origin: proxy.url, cookie: pin(0) },
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise((resolve, reject) => {
        viewer.once('connect', resolve);
        viewer.once('connect_error', reject);
      });
      const joined = await viewer.timeout(5000).emitWithAck('join', {
        room: 'question',
        locale: 'en',
        id: question.id,
      });
      assert.deepEqual(
        { ok: joined.ok, room: joined.room, likes: joined.state?.likes },
        { ok: true, room: `question:en:${question.id}`, likes: 0 },
      );
      await viewer
        .timeout(5000)
        .emitWithAck('join', { room: 'questions', locale: 'en' });

      const answerArrives = new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('no answer:created within 5 s')),
          5000,
        );
        viewer.on('answer:created', (answer) => {
          clearTimeout(timer);
          resolve(answer);
        });
      });
      const questionArrives = new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('no question:created within 5 s')),
          5000,
        );
        viewer.on('question:created', (q) => {
          clearTimeout(timer);
          resolve(q);
        });
      });
      const answered = await viaProxy(1, '/api/answers', {
        method: 'POST',
        cookie,
        body: {
          questionId: question.id,
          content: 'A demain, posted on the other replica.',
        },
      });
      assert.equal(answered.status, 201, await answered.clone().text());
      const posted = await answered.json();
      const live = await answerArrives;
      assert.equal(live.id, posted.id);
      assert.equal(live.user.username, username);
      assert.equal(viewer.io.engine.transport.name, 'websocket');

      const askedOnOther = await viaProxy(1, '/api/questions', {
        method: 'POST',
        cookie,
        body: {
          title: 'Is "bslama" polite to say to a teacher?',
          language: 'en',
          targetLanguage: 'dz',
        },
      });
      assert.equal(askedOnOther.status, 201);
      const listed = await questionArrives;
      assert.equal(listed.id, (await askedOnOther.json()).id);
    } finally {
      viewer.disconnect();
    }
  });

  it('signs the member out on every replica at once', async () => {
    const out = await viaProxy(1, '/api/logout', { method: 'POST', cookie });
    assert.ok(out.status < 300, `logout answered ${out.status}`);
    const onFirst = await viaProxy(0, '/api/user', { cookie });
    assert.equal(onFirst.status, 200);
    assert.equal(await onFirst.json(), null);
  });
});
