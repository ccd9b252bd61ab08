import type { MouseEvent } from 'react';

/**
 * A press that follows a link in this tab: the main button with no modifier
 * key (those open the link in a new tab or window, or download it).
 */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}
