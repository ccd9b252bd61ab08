import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
  ])('shows %i as is', (count, shown) => {
    expect(formatCount(count)).toBe(shown);
  });

  it.each([
    [1000, '1.0k'],
    [1234, '1.2k'],
    [1299, '1.2k'],
    [15_678, '15.6k'],
    [999_999, '999.9k'],
  ])('shows %i as x.xk', (count, shown) => {
    expect(formatCount(count)).toBe(shown);
  });

  it('uses a decimal comma in French', () => {
    expect(formatCount(1234, 'fr')).toBe('1,2k');
    expect(formatCount(42, 'fr')).toBe('42');
  });
});
