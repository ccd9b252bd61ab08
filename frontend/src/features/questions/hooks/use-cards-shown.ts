import { useDeferredValue } from 'react';

/**
 * How many cards the list's first render holds when its page arrives: those a
 * phone shows above the fold, and a little more.
 */
export const FIRST_CARDS = 5;

/**
 * How many of a page's `count` cards to render now. When a page arrives in
 * place of the loading cards (or a longer page replaces a shorter one), the
 * first FIRST_CARDS come at once and the rest in a deferred render, which React
 * splits into short tasks, so a phone is not held for the whole list at once.
 * A page already at hand when the list mounts (Back, a cached read) or one
 * replacing another at least as long is rendered whole at once, so a restored
 * scroll position finds every row.
 */
export function useCardsShown(count: number): number {
  const deferred = useDeferredValue(count);
  return deferred >= count
    ? count
    : Math.min(count, Math.max(FIRST_CARDS, deferred));
}
