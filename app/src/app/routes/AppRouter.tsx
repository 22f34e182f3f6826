import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { useBrowserLocation } from '../../lib/location.ts';

/*
 * The app's router: wouter (about 2 kB gzipped; react-router's declarative mode was
 * about 22 kB of the shell). The routes are a <Switch> of <Route>s (routes.tsx); the
 * location is the browser's, through lib/location.ts, which adds what wouter does not
 * track and the app needs:
 * - a key per history entry, new on every navigation: a page's error boundary resets
 *   on it (errors/RouteBoundary.tsx), and the scroll is saved and restored by it on
 *   Back/Forward (layout/ScrollOnNavigate.tsx, which also scrolls to the top or to the
 *   #hash's element on a new page);
 * - the #hash and the raw query, for the redirects that keep them (redirects.tsx).
 * Pages are React.lazy: while the next page's chunk loads, the layout's Suspense shows
 * the page loader (Preact has no concurrent rendering, so a transition could not keep
 * the old page on screen, nor report it pending).
 */

/** The browser's URL as the app's router. */
export function AppRouter({ children }: { children: ReactNode }) {
  return <Router hook={useBrowserLocation}>{children}</Router>;
}
