/**
 * Whether the app's first render is about to replace a first frame the server
 * sent inside #root (see main.tsx): true until that render is committed.
 */
let takingOver =
  typeof document !== 'undefined' &&
  document.getElementById('root')?.hasAttribute('data-first-frame') === true;

export function isTakingOver(): boolean {
  return takingOver;
}

/** The app's first commit has replaced the first frame. */
export function tookOver(): void {
  takingOver = false;
}
