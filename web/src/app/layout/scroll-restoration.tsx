import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How far down the reader is, or was, in each history entry, by the entry's key. */
const positions = new Map<string, number>();

/**
 * A new page opens at its top, Back and Forward return to where the reader was, and a change of
 * the query alone (a filter) leaves the scroll where it is. React Router's own component needs
 * its data router (lib/history-router.tsx).
 */
export function ScrollRestoration() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ key: string; pathname: string } | null>(null);
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  // Each navigation is a new key (pathname and type change only with it).
  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = { key, pathname };
    let stopRestoring: (() => void) | undefined;
    // The first page opens at its top by itself: scrolling here would force the page's first
    // layout into the first render's task (Lighthouse's Total Blocking Time).
    if (from && navigationType === 'POP') stopRestoring = restore(positions.get(key) ?? 0);
    else if (from && pathname !== from.pathname) {
      window.scrollTo(0, 0);
      positions.set(key, 0);
    } else if (from) positions.set(key, positions.get(from.key) ?? 0);
    // Kept as the reader scrolls: by the time the next entry's effects run, its page has replaced
    // this one and the browser has already cut the scroll to the new page's height.
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      stopRestoring?.();
      window.removeEventListener('scroll', remember);
    };
  }, [key, pathname, navigationType]);
  return null;
}

/**
 * Scrolls back to `y`, again at each frame for up to a second while the page is still too short
 * to get there (its photos and lists render after it has mounted), unless the reader scrolls
 * first. Returns how to stop.
 */
function restore(y: number): () => void {
  const until = performance.now() + 1000;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of READER_SCROLLS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    if (window.scrollY < y - 1 && performance.now() < until) frame = requestAnimationFrame(attempt);
    else stop();
  };
  for (const type of READER_SCROLLS) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

const READER_SCROLLS = ['wheel', 'touchstart', 'keydown'] as const;
