export type RelativeTimeUnit =
  'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * How long ago `date` was, in the largest sensible unit, as a negative value for
 * `FormattedRelativeTime` ("3 hours ago"). Dates in the future count as now.
 */
export function relativeTime(
  date: Date,
  now: Date = new Date(),
): { value: number; unit: RelativeTimeUnit } {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  const steps: [number, RelativeTimeUnit][] = [
    [YEAR, 'year'],
    [MONTH, 'month'],
    [WEEK, 'week'],
    [DAY, 'day'],
    [HOUR, 'hour'],
    [MINUTE, 'minute'],
  ];
  for (const [size, unit] of steps) {
    if (elapsed >= size) return { value: -Math.floor(elapsed / size), unit };
  }
  return { value: -Math.floor(elapsed / SECOND) || 0, unit: 'second' };
}
