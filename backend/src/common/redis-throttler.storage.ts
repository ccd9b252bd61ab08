import { Logger, OnModuleDestroy } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';

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

/** The throttler storage of every instance when REDIS_URL is set. */
export class RedisThrottlerStorage
  implements ThrottlerStorage, OnModuleDestroy
{
  private readonly logger = new Logger(RedisThrottlerStorage.name);

  private constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
  ) {}

  /** Connects before the app starts, so a wrong REDIS_URL stops the start. */
  static async connect(
    url: string,
    prefix: string,
  ): Promise<RedisThrottlerStorage> {
    const redis = createClient({ url });
    const storage = new RedisThrottlerStorage(redis, `${prefix}throttle:`);
    redis.on('error', (error: Error) =>
      storage.logger.warn({ err: error }, 'Redis connection problem'),
    );
    await redis.connect();
    return storage;
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const counted = `${this.prefix}${throttlerName}:${key}`;
    const reply = (await this.redis.eval(SLIDING_WINDOW, {
      keys: [counted, `${counted}:blocked`],
      arguments: [
        String(ttl),
        String(limit),
        String(blockDuration),
        randomUUID(),
      ],
    })) as number[];
    const [totalHits, blocked, blockMs, expireMs] = reply.map(Number);
    return {
      totalHits,
      isBlocked: blocked === 1,
      timeToBlockExpire: blocked === 1 ? Math.ceil(blockMs / 1000) : 0,
      timeToExpire: Math.ceil(expireMs / 1000),
    };
  }

  async onModuleDestroy(): Promise<void> {
    if (this.redis.isOpen) await this.redis.quit();
  }
}
