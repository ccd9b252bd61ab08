import { COUNTER_WARNING_RATIO } from '../constants';

/** `normal` up to 80% of the limit, `warning` above it, `over` above the limit. */
export type CounterTone = 'normal' | 'warning' | 'over';

export function counterTone(count: number, limit: number): CounterTone {
  if (count > limit) return 'over';
  if (count > limit * COUNTER_WARNING_RATIO) return 'warning';
  return 'normal';
}
