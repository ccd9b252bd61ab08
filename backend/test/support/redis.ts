import { createClient } from 'redis';

/** The Redis the multi-instance tests use: TEST_REDIS_URL, or the local one. */
export const TEST_REDIS_URL =
  process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether that Redis answers; when it does not, says which test is skipped and why. */
export async function redisAnswers(skipped: string): Promise<boolean> {
  const probe = createClient({
    url: TEST_REDIS_URL,
    socket: { connectTimeout: 1000, reconnectStrategy: false },
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    await probe.quit();
    return true;
  } catch {
    console.log(
      `Skipping ${skipped}: no Redis at ${TEST_REDIS_URL} (set TEST_REDIS_URL to run it).`,
    );
    return false;
  }
}

/** A key prefix of the test's own, so instances of one test share state and no other test sees it. */
export function testRedisPrefix(): string {
  return `test-${Date.now()}-${Math.random().toString(36).slice(2)}:`;
}

/** Removes every key a test wrote under its prefix. */
export async function removeRedisKeys(prefix: string): Promise<void> {
  const client = createClient({ url: TEST_REDIS_URL });
  await client.connect();
  for (const key of await client.keys(`${prefix}*`)) await client.del(key);
  await client.quit();
}
