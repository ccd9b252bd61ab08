import { Logger, OnModuleDestroy } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { withTimeout } from './with-timeout';

type RedisClient = ReturnType<typeof createClient>;
type ThrottlerStorageRecord = Awaited<
  ReturnType<ThrottlerStorage['increment']>
>;

/**
 * A sliding window per key in a sorted set (one member per counted request,
 * scored by Redis's own clock), checked and updated in one script so every
 * app instance shares one count and no two requests race past the limit.
 *
 * Without a block duration (the metered actions), a refused request is not
 * counted and Retry-After is when the oldest request leaves the window. With
 * one (sign-in and registration), going over the limit blocks the key for
 * that long.
 */
const SLIDING_WINDOW = `
local key, blockKey = KEYS[1], KEYS[2]
local ttl, limit, block, member = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - ttl)
if block > 0 then
  local blockedFor = redis.call('PTTL', blockKey)
  if blockedFor > 0 then
    return {redis.call('ZCARD', key), 1, blockedFor, ttl}
  end
end
local count = redis.call('ZCARD', key)
if block <= 0 and count >= limit then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return {count + 1, 1, tonumber(oldest[2]) + ttl - now, ttl}
end
redis.call('ZADD', key, now, member)
redis.call('PEXPIRE', key, ttl)
count = count + 1
if block > 0 and count > limit then
  redis.call('SET', blockKey, '1', 'PX', block)
  return {count, 1, block, ttl}
end
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
return {count, 0, 0, tonumber(oldest[2]) + ttl - now}
`;

/** Longest wait for Redis's answer before counting in the process instead. */
const REDIS_REPLY_TIMEOUT_MS = 1000;

/**
 * One key's counted requests, oldest first: the times are appended in order,
 * so the expired ones are always at the front and are dropped from there.
 * Each request costs the same however many the window holds.
 */
class CountedTimes {
  private times: number[] = [];
  /** Index of the oldest time still in the window. */
  private head = 0;

  get count(): number {
    return this.times.length - this.head;
  }

  get oldest(): number {
    return this.times[this.head];
  }

  /** Drops the times at or before `since`. */
  dropUntil(since: number): void {
    while (this.head < this.times.length && this.times[this.head] <= since)
      this.head++;
    // The dropped slots are reclaimed once they are half of the array.
    if (this.head > 32 && this.head * 2 > this.times.length) {
      this.times = this.times.slice(this.head);
      this.head = 0;
    }
  }

  add(time: number): void {
    this.times.push(time);
  }

  /** Takes back the latest time, if any is still in the window. */
  removeLatest(): void {
    if (this.count > 0) this.times.pop();
  }
}

/**
 * The same sliding window as SLIDING_WINDOW, in this process's memory: what
 * RedisThrottlerStorage counts with while Redis cannot be reached.
 */
export class LocalSlidingWindows {
  private readonly hits = new Map<string, CountedTimes>();
  private readonly blockedUntil = new Map<string, number>();

  increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    now = Date.now(),
  ): ThrottlerStorageRecord {
    let times = this.hits.get(key);
    if (!times) this.hits.set(key, (times = new CountedTimes()));
    times.dropUntil(now - ttl);
    const record = (
      count: number,
      blockedMs: number,
      expireMs: number,
    ): ThrottlerStorageRecord => ({
      totalHits: count,
      isBlocked: blockedMs > 0,
      timeToBlockExpire: blockedMs > 0 ? Math.ceil(blockedMs / 1000) : 0,
      timeToExpire: Math.ceil(expireMs / 1000),
    });
    if (blockDuration > 0) {
      const until = this.blockedUntil.get(key) ?? 0;
      if (until > now) return record(times.count, until - now, ttl);
    }
    if (blockDuration <= 0 && times.count >= limit)
      return record(times.count + 1, times.oldest + ttl - now, ttl);
    times.add(now);
    if (blockDuration > 0 && times.count > limit) {
      this.blockedUntil.set(key, now + blockDuration);
      return record(times.count, blockDuration, ttl);
    }
    if (this.hits.size > 100_000) this.forgetExpired(now, ttl);
    return record(times.count, 0, times.oldest + ttl - now);
  }

  /** Takes back the latest request counted under `key`, if any. */
  refund(key: string): void {
    this.hits.get(key)?.removeLatest();
  }

  private forgetExpired(now: number, ttl: number): void {
    for (const [key, times] of this.hits) {
      times.dropUntil(now - ttl);
      if (times.count === 0) this.hits.delete(key);
    }
    for (const [key, until] of this.blockedUntil)
      if (until <= now) this.blockedUntil.delete(key);
  }
}

/**
 * A throttler storage that can take back a request it counted: the metered
 * actions count only the requests that succeed (see countRequest).
 */
export interface RefundingThrottlerStorage extends ThrottlerStorage {
  /** Takes the latest request counted under `key` out of its window. */
  refund(key: string, throttlerName: string): Promise<void>;
}

export function canRefund(
  storage: ThrottlerStorage,
): storage is RefundingThrottlerStorage {
  return (
    typeof (storage as Partial<RefundingThrottlerStorage>).refund === 'function'
  );
}

/** The throttler storage of a lone instance (no REDIS_URL): this process's memory. */
export class LocalThrottlerStorage implements RefundingThrottlerStorage {
  private readonly windows = new LocalSlidingWindows();

  increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    return Promise.resolve(
      this.windows.increment(
        `${throttlerName}:${key}`,
        ttl,
        limit,
        blockDuration,
      ),
    );
  }

  refund(key: string, throttlerName: string): Promise<void> {
    this.windows.refund(`${throttlerName}:${key}`);
    return Promise.resolve();
  }
}

/**
 * The throttler storage of every instance when REDIS_URL is set. While Redis
 * cannot be reached, it fails safe: each process counts on its own (so the
 * limits hold per instance instead of for all of them together), logs it once,
 * and goes back to Redis's counts as soon as Redis answers again.
 */
export class RedisThrottlerStorage
  implements RefundingThrottlerStorage, OnModuleDestroy
{
  private readonly logger = new Logger(RedisThrottlerStorage.name);
  private readonly local = new LocalSlidingWindows();
  private countingLocally = false;

  private constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
  ) {}

  /** Connects before the app starts, so a wrong REDIS_URL stops the start. */
  static async connect(
    url: string,
    prefix: string,
  ): Promise<RedisThrottlerStorage> {
    // Without the offline queue, a command sent while Redis is away fails at
    // once (and is counted here) instead of waiting for Redis to return.
    const redis = createClient({ url, disableOfflineQueue: true });
    const storage = new RedisThrottlerStorage(redis, `${prefix}throttle:`);
    redis.on('error', (error: Error) =>
      storage.logger.warn({ err: error }, 'Redis connection problem'),
    );
    await redis.connect();
    return storage;
  }

  /** Whether requests are counted in this process because Redis is unreachable. */
  get fallingBack(): boolean {
    return this.countingLocally;
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const counted = `${this.prefix}${throttlerName}:${key}`;
    let reply: number[];
    try {
      if (!this.redis.isReady) throw new Error('Redis is not connected');
      reply = (await withTimeout(
        this.redis.eval(SLIDING_WINDOW, {
          keys: [counted, `${counted}:blocked`],
          arguments: [
            String(ttl),
            String(limit),
            String(blockDuration),
            randomUUID(),
          ],
        }),
        REDIS_REPLY_TIMEOUT_MS,
        'Redis',
      )) as number[];
    } catch (error) {
      if (!this.countingLocally) {
        this.countingLocally = true;
        this.logger.warn(
          { err: error },
          'Redis unreachable: rate limits are counted in this process until it returns',
        );
      }
      return this.local.increment(counted, ttl, limit, blockDuration);
    }
    if (this.countingLocally) {
      this.countingLocally = false;
      this.logger.log('Redis reachable again: rate limits are shared again');
    }
    const [totalHits, blocked, blockMs, expireMs] = reply.map(Number);
    return {
      totalHits,
      isBlocked: blocked === 1,
      timeToBlockExpire: blocked === 1 ? Math.ceil(blockMs / 1000) : 0,
      timeToExpire: Math.ceil(expireMs / 1000),
    };
  }

  async refund(key: string, throttlerName: string): Promise<void> {
    const counted = `${this.prefix}${throttlerName}:${key}`;
    if (this.countingLocally || !this.redis.isReady) {
      this.local.refund(counted);
      return;
    }
    try {
      // The newest request in the window: which one is taken back does not
      // matter, only how many are left.
      await withTimeout(
        this.redis.zPopMax(counted),
        REDIS_REPLY_TIMEOUT_MS,
        'Redis',
      );
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not take back a counted request');
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.redis.isOpen) await this.redis.quit();
  }
}
