import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { Logger } from '@nestjs/common';
import { findFreePort } from '../database/embedded-postgres';
import {
  LocalSlidingWindows,
  RedisThrottlerStorage,
} from './redis-throttler.storage';

const MINUTE = 60_000;

describe('LocalSlidingWindows', () => {
  it('counts in a sliding window and refuses past the limit without counting the refusal', () => {
    const w = new LocalSlidingWindows();
    expect(w.increment('k', MINUTE, 2, 0, 0).isBlocked).toBe(false);
    expect(w.increment('k', MINUTE, 2, 0, 10_000).isBlocked).toBe(false);
    const refused = w.increment('k', MINUTE, 2, 0, 20_000);
    expect(refused).toMatchObject({ isBlocked: true, timeToBlockExpire: 40 });
    // The first request leaves the window at 60 s: one more may go.
    expect(w.increment('k', MINUTE, 2, 0, 60_001).isBlocked).toBe(false);
    expect(w.increment('k', MINUTE, 2, 0, 60_002).isBlocked).toBe(true);
    expect(w.increment('other', MINUTE, 2, 0, 60_002).isBlocked).toBe(false);
  });

  it('takes back the latest request of a key, and only of that key', () => {
    const w = new LocalSlidingWindows();
    w.increment('k', MINUTE, 2, 0, 0);
    w.increment('k', MINUTE, 2, 0, 1);
    w.increment('other', MINUTE, 1, 0, 1);
    w.refund('k');
    expect(w.increment('k', MINUTE, 2, 0, 2).isBlocked).toBe(false);
    expect(w.increment('k', MINUTE, 2, 0, 3).isBlocked).toBe(true);
    expect(w.increment('other', MINUTE, 1, 0, 3).isBlocked).toBe(true);
    // Nothing counted: nothing to take back.
    expect(() => w.refund('never-counted')).not.toThrow();
  });

  it('keeps an exact count while a busy window fills and empties, refunds included', () => {
    const w = new LocalSlidingWindows();
    const limit = 1_000_000;
    let last = { totalHits: 0 };
    // 1,000 requests a second for 3 s in a 1 s window: the count stays at the last second's.
    for (let t = 0; t < 3000; t++) {
      last = w.increment('k', 1000, limit, 0, t);
      expect(last.totalHits).toBe(Math.min(t + 1, 1000));
    }
    // The latest one taken back, and the oldest leaves as time moves on.
    w.refund('k');
    expect(w.increment('k', 1000, limit, 0, 3000).totalHits).toBe(999);
    // Half a second later, half of them have left the window.
    expect(w.increment('k', 1000, limit, 0, 3500).totalHits).toBe(500);
    // All of them, a second after the last one.
    expect(w.increment('k', 1000, limit, 0, 4501).totalHits).toBe(1);
    // At its limit, the window refuses until its oldest request leaves it.
    for (let t = 4502; t < 4504; t++) w.increment('k', 1000, 3, 0, t);
    expect(w.increment('k', 1000, 3, 0, 5000)).toMatchObject({
      isBlocked: true,
      timeToBlockExpire: 1,
    });
    expect(w.increment('k', 1000, 3, 0, 5502).isBlocked).toBe(false);
  });

  it('blocks a key for the block duration once over the limit', () => {
    const w = new LocalSlidingWindows();
    w.increment('k', MINUTE, 1, 5000, 0);
    expect(w.increment('k', MINUTE, 1, 5000, 1).isBlocked).toBe(true);
    expect(w.increment('k', MINUTE, 1, 5000, 4000).isBlocked).toBe(true);
  });
});

const installed = spawnSync('redis-server', ['--version']).status === 0;

(installed ? describe : describe.skip)(
  'RedisThrottlerStorage when Redis goes away',
  () => {
    let redis: ChildProcess | undefined;
    let port = 0;
    const startRedis = async () => {
      redis = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', ''],
        { stdio: 'ignore' },
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
    };
    const stopRedis = async () => {
      const child = redis;
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    };

    beforeAll(async () => {
      port = await findFreePort();
      await startRedis();
      jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    });
    afterAll(async () => {
      await stopRedis();
      jest.restoreAllMocks();
    });

    it('counts in the process at once while Redis is down, and in Redis again when it returns', async () => {
      const storage = await RedisThrottlerStorage.connect(
        `redis://127.0.0.1:${port}`,
        'spec:',
      );
      try {
        const hit = () => storage.increment('member:1', MINUTE, 3, 0, 'ask');
        expect((await hit()).totalHits).toBe(1);
        expect(storage.fallingBack).toBe(false);

        await stopRedis();
        const started = Date.now();
        const during = [await hit(), await hit(), await hit(), await hit()];
        expect(Date.now() - started).toBeLessThan(4000);
        expect(storage.fallingBack).toBe(true);
        // Counted afresh in this process: three allowed, the fourth refused.
        expect(during.map((r) => r.isBlocked)).toEqual([
          false,
          false,
          false,
          true,
        ]);

        await startRedis();
        let back = await hit();
        for (let i = 0; i < 50 && storage.fallingBack; i++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          back = await hit();
        }
        expect(storage.fallingBack).toBe(false);
        // A fresh Redis (nothing saved): its own count starts again.
        expect(back.isBlocked).toBe(false);
      } finally {
        await storage.onModuleDestroy();
      }
    });
  },
);
if (!installed)
  console.log(
    'Skipping the Redis outage test of the throttler storage: redis-server is not installed.',
  );
