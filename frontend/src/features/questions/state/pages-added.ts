import { atom } from 'jotai';

/**
 * How many pages "Load More" added under the home list, by history entry
 * (`location.key`): Back returns to them, as it returns to the scroll position.
 */
export const pagesAddedAtom = atom<Readonly<Record<string, number>>>({});
