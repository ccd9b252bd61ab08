import { atom } from 'jotai';

/** Whether the Arabic dialects side menu is open. */
export const dialectMenuOpenAtom = atom(false);
