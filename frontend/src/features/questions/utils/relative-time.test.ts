import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime', () => {
  it.each([
    [0, 0, 'second'],
    [45_000, -45, 'second'],
    [5 * 60_000, -5, 'minute'],
    [3 * 3_600_000, -3, 'hour'],
    [26 * 3_600_000, -1, 'day'],
    [15 * 86_400_000, -2, 'week'],
    [70 * 86_400_000, -2, 'month'],
    [800 * 86_400_000, -2, 'year'],
  ])('%i ms ago is %i %s', (ms, value, unit) => {
    expect(relativeTime(ago(ms), now)).toEqual({ value, unit });
  });

  it('treats a date slightly in the future as now', () => {
    expect(relativeTime(ago(-5000), now)).toEqual({ value: 0, unit: 'second' });
  });
});
