import { useEffect, useLayoutEffect, useRef } from 'react';
import { historyEntryKey, useHistoryEntryKey, useUrlHash } from '../../lib/location.ts';

/** How long a #hash's element is waited for after a navigation. */
export const HASH_WAIT_MS = 10_000;

/** Scrolls to the element `id` when it enters the page (within HASH_WAIT_MS); returns the cancel. */
function scrollWhenPresent(id: string): () => void {
  const observer = new MutationObserver(() => {
    const el = document.getElementById(id);
    if (!el) return;
    stop();
    el.scrollIntoView();
  });
  const timer = setTimeout(() => stop(), HASH_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/** Scroll positions by history entry, for Back and Forward. */
const positions = new Map<string, number>();

/**
 * What a multi-page site does with the scroll, for a single-page app: a new page
 * starts at the top, a #hash scrolls its element into view, and Back or Forward
 * returns to where that entry was left. Entries are told apart by their key
 * (lib/location.ts: a new one on every navigation, the same when Back or Forward
 * returns to the entry); a popstate event says the browser moved between entries.
 * Runs when the location has committed; a page whose chunk is still loading shows
 * the page loader then (routes/AppRouter.tsx), so a #hash's element not found yet
 * is scrolled to when it appears.
 */
export function ScrollOnNavigate() {
  const key = useHistoryEntryKey();
  const hash = useUrlHash();

  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // The entry that Back or Forward (a popstate) went to; the page load counts as one too, as it did with
  // react-router (no scroll to the top, the position restored if known). A navigation of the app's own
  // always makes a new key, so it never matches.
  const poppedTo = useRef<string | null>(key);
  useEffect(() => {
    const onPop = () => {
      poppedTo.current = historyEntryKey();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // The entry the scroll belongs to, switched before this effect scrolls: the scroll events
  // arrive later (the next frame), and must not write the new page's position to the old entry.
  const current = useRef(key);
  useEffect(() => {
    const save = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    const pop = poppedTo.current === key;
    poppedTo.current = null;
    if (pop) {
      const y = positions.get(key);
      if (y !== undefined) {
        window.scrollTo(0, y);
        return;
      }
    }
    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView();
        return;
      }
      // Not there yet: the page's chunk is still loading (its loader shows), or its data. Start at the top and
      // go to the element when it appears, for a while; the next navigation stops the watch.
      if (!pop) window.scrollTo(0, 0);
      return scrollWhenPresent(id);
    }
    if (!pop) window.scrollTo(0, 0);
  }, [key, hash]);

  return null;
}
