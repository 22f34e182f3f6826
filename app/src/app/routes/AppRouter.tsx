import { createContext, use, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router';

/*
 * The app's router: react-router in its declarative mode (<Router> + useRoutes), not
 * its data router. The data router (createBrowserRouter: loaders, actions, fetchers,
 * route.lazy) costs about 16 kB more gzipped on every page's first load, and the app
 * uses none of what it adds: pages read the chain through wagmi, not loaders. What the
 * data router did for us is done here and in routes.tsx instead:
 * - every navigation is a React transition, so the current page stays on screen while
 *   the next page's chunk loads (React.lazy suspends inside the transition), and
 *   `useNavigationPending()` says so, for the layout's progress bar;
 * - error boundaries per page and for the root (errors/RouteBoundary.tsx);
 * - scroll to top / to the #hash / restored on Back (layout/ScrollOnNavigate.tsx).
 * This is BrowserRouter's own few lines plus useTransition's pending flag, which
 * BrowserRouter does not expose; the history is react-router's own.
 */

const PendingContext = createContext(false);

/** True while a navigation's next page is still loading (its chunk, or anything else it suspends on). */
export function useNavigationPending(): boolean {
  return use(PendingContext);
}

interface HistoryState {
  action: NavigationType;
  location: Location;
}

/** The browser's URL as the app's router, each navigation rendered as a transition. */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<HistoryState>({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <PendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </PendingContext>
  );
}
