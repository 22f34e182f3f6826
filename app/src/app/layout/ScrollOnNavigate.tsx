import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll positions by history entry, for Back and Forward. */
const positions = new Map<string, number>();

/**
 * What a multi-page site does with the scroll, for a single-page app (the data
 * router's ScrollRestoration did this before the app moved to the declarative
 * router, see routes/AppRouter.tsx): a new page starts at the top, a #hash
 * scrolls its element into view, and Back or Forward returns to where that
 * entry was left. Runs after the new page has committed, so its elements exist.
 */
export function ScrollOnNavigate() {
  const location = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // The entry the scroll belongs to, switched before this effect scrolls: the scroll events
  // arrive later (the next frame), and must not write the new page's position to the old entry.
  const current = useRef(location.key);
  useEffect(() => {
    const save = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    if (type === 'POP') {
      const y = positions.get(location.key);
      if (y !== undefined) {
        window.scrollTo(0, y);
        return;
      }
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [location.key, location.hash, type]);

  return null;
}
