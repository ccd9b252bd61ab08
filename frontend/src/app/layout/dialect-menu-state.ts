import { atom } from 'jotai';
import type { RefObject } from 'react';

/** Whether the Arabic dialects side menu is open. */
export const dialectMenuOpenAtom = atom(false);

/**
 * The button that opened the side menu, as a ref (its element can be replaced
 * while the menu is open): it takes focus back when the menu closes.
 */
export const dialectMenuOpenerAtom = atom<RefObject<HTMLElement | null> | null>(
  null,
);
