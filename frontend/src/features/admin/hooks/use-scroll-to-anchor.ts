import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings a panel section into view when the page is opened at its anchor, or
 * when a link to it is followed on the page (the feed's entry for a new
 * message or report); once more when the section's first page is shown
 * (`loaded`), which moves what follows it.
 */
export function useScrollToAnchor(id: string, loaded: boolean) {
  const { hash, key } = useLocation();
  useEffect(() => {
    // After the page's own scroll to the top, which runs in a layout effect.
    if (hash === `#${id}`) document.getElementById(id)?.scrollIntoView();
  }, [id, hash, key, loaded]);
}
