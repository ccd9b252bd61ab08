/**
 * Whether the app's first render is about to replace a first frame the server
 * sent inside #root: the frame's `data-first-frame` mark, which main.tsx
 * removes once that render is committed.
 */
export function isTakingOver(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.getElementById('root')?.hasAttribute('data-first-frame') === true
  );
}
