import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_CARDS, useCardsShown } from './use-cards-shown';

/** Every value the hook returned, render by render, as `count` goes through `counts`. */
function shownOver(counts: number[], takingOver = false): number[] {
  const shown: number[] = [];
  const { rerender } = renderHook(
    ({ count }) => {
      const value = useCardsShown(count, () => takingOver);
      shown.push(value);
      return value;
    },
    { initialProps: { count: counts[0] } },
  );
  for (const count of counts.slice(1)) rerender({ count });
  return shown;
}

describe('useCardsShown', () => {
  it('renders a page arriving in place of the loading cards in two steps: the first cards, then all', () => {
    const shown = shownOver([0, 20]);
    expect(shown[0]).toBe(0);
    expect(shown[1]).toBe(FIRST_CARDS);
    expect(shown.at(-1)).toBe(20);
  });

  it('renders a page at hand when the list mounts whole in its first render', () => {
    expect(shownOver([20])).toEqual([20]);
  });

  it('renders a page at hand in the first render of the app, which replaces the first frame, in two steps', () => {
    const shown = shownOver([20], true);
    expect(shown[0]).toBe(FIRST_CARDS);
    expect(shown.at(-1)).toBe(20);
    expect(shownOver([3], true)).toEqual([3]);
  });

  it('renders a page replacing one at least as long whole at once', () => {
    expect(shownOver([20, 20])).toEqual([20, 20]);
    // Shorter: the new length from its first render on.
    expect(new Set(shownOver([20, 3]).slice(1))).toEqual(new Set([3]));
  });

  it('never shows more cards than the page has, nor fewer than it had', () => {
    expect(new Set(shownOver([0, 3]).slice(1))).toEqual(new Set([3]));
    const growing = shownOver([8, 20]);
    expect(growing[1]).toBe(8);
    expect(growing.at(-1)).toBe(20);
  });
});
