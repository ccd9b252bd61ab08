import { useDeferredValue, useState } from 'react';
import { isTakingOver } from '../../../shared/takeover';

/**
 * How many cards the list's first render holds when its page arrives: those a
 * phone shows above the fold, and a little more.
 */
export const FIRST_CARDS = 5;

/**
 * How many of a page's `count` cards to render now. When a page arrives in
 * place of the loading cards (or a longer page replaces a shorter one), and
 * when the app's first render replaces the server's first frame, the first
 * FIRST_CARDS come at once and the rest in a deferred render, which React
 * splits into short tasks and commits apart, so a phone is not held for the
 * whole list at once. A page already at hand when the list mounts in a running
 * app (Back, a cached read) or one replacing another at least as long is
 * rendered whole at once, so a restored scroll position finds every row.
 */
export function useCardsShown(
  count: number,
  takingOver: () => boolean = isTakingOver,
): number {
  const [initial] = useState(() =>
    takingOver() && count > FIRST_CARDS ? FIRST_CARDS : undefined,
  );
  const deferred = useDeferredValue(count, initial);
  return Math.min(count, Math.max(FIRST_CARDS, deferred));
}
