import { limitConcurrency } from './limit-concurrency';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('limitConcurrency', () => {
  it('never runs more than its limit at once, and runs every task in order', async () => {
    const run = limitConcurrency(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        run(async () => {
          started.push(i);
          running += 1;
          most = Math.max(most, running);
          await tick();
          running -= 1;
          return i * 10;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
  });

  it('passes a failure to its caller and frees the slot for the next task', async () => {
    const run = limitConcurrency(1);
    const failed = run(() => Promise.reject(new Error('no')));
    const next = run(() => Promise.resolve('yes'));
    await expect(failed).rejects.toThrow('no');
    await expect(next).resolves.toBe('yes');
  });

  it('refuses a limit that is not a whole number above 0', () => {
    for (const bad of [0, -1, 1.5, Number.NaN])
      expect(() => limitConcurrency(bad)).toThrow(/whole number above 0/);
  });
});
