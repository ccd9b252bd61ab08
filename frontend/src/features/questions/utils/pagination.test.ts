import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

describe('pageItems', () => {
  it('hides the control for one page or none', () => {
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it.each([1, 3, 5])('lists all 5 pages on page %i', (current) => {
    expect(pageItems(current, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    [1, [1, 2, 'gap-end', 6]],
    [3, [1, 2, 3, 4, 5, 6]],
    [4, [1, 2, 3, 4, 5, 6]],
    [6, [1, 'gap-start', 5, 6]],
  ] as const)('6 pages on page %i', (current, expected) => {
    expect(pageItems(current, 6)).toEqual(expected);
  });

  it.each([
    [1, [1, 2, 'gap-end', 20]],
    [2, [1, 2, 3, 'gap-end', 20]],
    [10, [1, 'gap-start', 9, 10, 11, 'gap-end', 20]],
    [19, [1, 'gap-start', 18, 19, 20]],
    [20, [1, 'gap-start', 19, 20]],
  ] as const)('20 pages on page %i', (current, expected) => {
    expect(pageItems(current, 20)).toEqual(expected);
  });

  it('always shows the first and the last page', () => {
    for (let current = 1; current <= 20; current += 1) {
      const items = pageItems(current, 20);
      expect(items[0]).toBe(1);
      expect(items.at(-1)).toBe(20);
      expect(items).toContain(current);
    }
  });

  it('keeps an out-of-range page inside the list', () => {
    expect(pageItems(99, 20)).toEqual([1, 'gap-start', 19, 20]);
    expect(pageItems(0, 20)).toEqual([1, 2, 'gap-end', 20]);
  });
});
