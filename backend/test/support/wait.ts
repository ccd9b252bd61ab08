/** Polls until `check` returns a truthy value (or throws after `timeoutMs`). */
export async function waitFor<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
