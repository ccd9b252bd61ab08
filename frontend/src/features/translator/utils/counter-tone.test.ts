import { describe, expect, it } from 'vitest';
import { counterTone } from './counter-tone';

describe('counterTone', () => {
  it.each([
    [0, 500, 'normal'],
    [400, 500, 'normal'],
    [401, 500, 'warning'],
    [500, 500, 'warning'],
    [501, 500, 'over'],
    [4000, 5000, 'normal'],
    [4001, 5000, 'warning'],
    [5001, 5000, 'over'],
  ] as const)('%i of %i is %s', (count, limit, tone) => {
    expect(counterTone(count, limit)).toBe(tone);
  });
});
