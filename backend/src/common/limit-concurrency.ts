/**
 * Runs at most `max` of the given tasks at a time; the others wait their turn
 * in order. Each call resolves or rejects as its own task does.
 */
export function limitConcurrency(max: number) {
  if (!Number.isInteger(max) || max < 1)
    throw new Error(
      `limitConcurrency needs a whole number above 0, got ${max}`,
    );
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((go) => waiting.push(go));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
