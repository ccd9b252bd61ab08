import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visited page was left, by history entry. */
const positions = new Map<string, number>();
/** The window's scroll position before the page changed (scroll events come before it does). */
let lastY = 0;

/**
 * A page reached by a link opens at its top; Back and Forward put a page back
 * where it was left.
 */
export function PageScroll() {
  const location = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    const track = () => {
      lastY = window.scrollY;
    };
    // Reading the position lays the page out: the first read waits for the
    // next frame, which lays it out anyway, rather than laying out now a page
    // the rest of this commit's effects may still change.
    const first = requestAnimationFrame(track);
    window.addEventListener('scroll', track, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', track);
    };
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (type !== 'POP') window.scrollTo(0, 0);
    else if (saved !== undefined) window.scrollTo(0, saved);
    return () => {
      positions.set(location.key, lastY);
    };
  }, [location.key, type]);

  return null;
}
