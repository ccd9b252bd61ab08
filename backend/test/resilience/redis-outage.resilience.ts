import { Socket } from 'socket.io-client';
import {
  connected,
  connectSocket,
  join,
  nextEvent,
} from '../support/socket-client';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import {
  call,
  LIMITS_OUT_OF_REACH,
  OwnRedis,
  redisServerInstalled,
  registerMember,
  ServerProcess,
  sleep,
  startServer,
} from './support';

/**
 * Redis down under two app instances (a Redis server of the test's own, on
 * its own port, killed and started again): each instance keeps serving HTTP
 * and its own sockets, metered requests are counted per process instead of
 * failing, and when Redis returns the instances share events and counts again.
 */
const ASK_LIMIT = 6;
/** How long Redis stays down (RESILIENCE_REDIS_OUTAGE_SECONDS). */
const OUTAGE_SECONDS = Number(
  process.env.RESILIENCE_REDIS_OUTAGE_SECONDS ?? 10,
);

describe('Redis outage with two instances', () => {
  let db: TestDatabase;
  let redis: OwnRedis;
  const servers: ServerProcess[] = [];
  const sockets: Socket[] = [];
  let installed = false;

  beforeAll(async () => {
    installed = await redisServerInstalled();
    if (!installed) {
      console.log(
        'Skipping the Redis outage test: redis-server is not installed.',
      );
      return;
    }
    db = await createTestDatabase();
    redis = await new OwnRedis().start();
    const env = {
      ...LIMITS_OUT_OF_REACH,
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      RATE_LIMIT_ASK_PER_HOUR: String(ASK_LIMIT),
    };
    // One after the other: both run the migrations at start-up.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
  }, 180_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const s of servers) await s.stop('SIGKILL');
    await redis?.kill();
    await db?.drop();
  });

  it('keeps serving HTTP and each instance its own sockets while Redis is down, meters per process, and shares again when Redis returns', async () => {
    if (!installed) return;
    const [a, b] = servers;
    const asker = await registerMember(a.url, 'redis_asker');
    const cookieValue = asker.cookie.split('=')[1];
    const socketA = connectSocket(a.url, { cookie: cookieValue });
    const socketB = connectSocket(b.url, { cookie: cookieValue });
    sockets.push(socketA, socketB);
    await Promise.all([connected(socketA), connected(socketB)]);
    for (const s of [socketA, socketB])
      expect((await join(s, { room: 'questions', locale: 'en' })).ok).toBe(
        true,
      );
    let disconnects = 0;
    for (const s of [socketA, socketB]) s.on('disconnect', () => disconnects++);

    const ask = (server: ServerProcess, title: string) =>
      call(server.url, 'POST', '/api/questions', asker.cookie, {
        title,
        language: 'en',
        targetLanguage: 'dz',
      });
    const seenBy = (socket: Socket, title: string, timeoutMs = 10_000) =>
      nextEvent(
        socket,
        'question:created',
        (q: { title: string }) => q.title === title,
        timeoutMs,
      );

    // With Redis: a question asked on A reaches B's sockets.
    const before = 'Asked on A before the outage?';
    const crossing = seenBy(socketB, before);
    expect((await ask(a, before)).status).toBe(201);
    await crossing;

    await redis.kill();
    const outageStarted = Date.now();
    // Each instance notices, and says so on its health check (503: Redis down).
    for (const s of servers) {
      for (
        let i = 0;
        (await call(s.url, 'GET', '/api/health')).status !== 503;
        i++
      ) {
        if (i > 50)
          throw new Error(`instance ${s.url} did not notice Redis was down`);
        await sleep(100);
      }
    }

    // Without Redis: both instances serve HTTP.
    for (const s of servers) {
      expect((await call(s.url, 'GET', '/api/questions')).status).toBe(200);
      expect(
        (await call(s.url, 'GET', '/api/user', asker.cookie)).body?.id,
      ).toBe(asker.id);
    }
    // Metered requests are counted per process: up to the limit on each instance, then 429.
    const statuses: number[] = [];
    const onA = 'Asked on A during the outage?';
    const seenOnA = seenBy(socketA, `${onA} 1`);
    for (let i = 1; i <= ASK_LIMIT; i++)
      statuses.push((await ask(a, `${onA} ${i}`)).status);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(
      ASK_LIMIT - 1,
    );
    expect(statuses.every((s) => s === 201 || s === 429)).toBe(true);
    const over = await ask(a, `${onA} over the limit`);
    expect(over.status).toBe(429);
    // B counts on its own.
    const onB = 'Asked on B during the outage?';
    const seenOnB = seenBy(socketB, onB);
    expect((await ask(b, onB)).status).toBe(201);
    // Each instance's own sockets still get its events.
    await Promise.all([seenOnA, seenOnB]);
    // And go on serving for the rest of the outage.
    let served = 0;
    const failed: number[] = [];
    while (Date.now() - outageStarted < OUTAGE_SECONDS * 1000) {
      for (const s of servers) {
        const res = await call(s.url, 'GET', '/api/questions?limit=5');
        if (res.status === 200) served++;
        else failed.push(res.status);
      }
      await sleep(50);
    }
    expect(failed).toEqual([]);
    const outageSeconds = (Date.now() - outageStarted) / 1000;

    // Redis returns (empty: nothing was saved): the instances reconnect by themselves.
    await redis.start(redis.port);
    const reconnected = Date.now();
    for (const s of servers) {
      for (
        let i = 0;
        (await call(s.url, 'GET', '/api/health')).status !== 200;
        i++
      ) {
        if (i > 100)
          throw new Error(`instance ${s.url} did not reconnect to Redis`);
        await sleep(100);
      }
    }
    const after = 'Asked on A after the outage?';
    // Events cross instances again (the streams adapter may take a moment to read again).
    let crossed = false;
    for (let i = 0; i < 10 && !crossed; i++) {
      const title = `${after} ${i}`;
      const onB2 = seenBy(socketB, title, 2000).then(
        () => true,
        () => false,
      );
      const res = await call(
        b.url,
        'POST',
        '/api/questions',
        (await registerMember(b.url, `redis_after_${i}`)).cookie,
        {
          title,
          language: 'en',
          targetLanguage: 'dz',
        },
      );
      expect(res.status).toBe(201);
      const seenOnA2 = await seenBy(socketA, title, 2000).then(
        () => true,
        () => false,
      );
      crossed = seenOnA2 && (await onB2);
    }
    expect(crossed).toBe(true);
    expect(disconnects).toBe(0);
    console.log(
      `Redis outage: ${outageSeconds.toFixed(1)} s down, two instances served HTTP (${served} list requests, none failed) and their own sockets throughout (asks on A: ${statuses.join(', ')}, then 429), ` +
        `both reconnected ${((Date.now() - reconnected) / 1000).toFixed(1)} s after Redis returned, 0 socket disconnections.`,
    );
  }, 120_000);
});
