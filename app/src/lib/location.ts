import { useLocationProperty, usePathname } from 'wouter/use-browser-location';

/*
 * The browser location as the app's router (wouter, app/routes/AppRouter.tsx) uses it, and
 * what wouter does not track: the #hash, the raw query, and a key per history entry, which
 * changes on every navigation (even to the URL already shown) and stays the same when Back
 * or Forward returns to the entry. The key lives in history.state ({ key, usr }), where
 * react-router kept it before.
 */

interface EntryState {
  key?: string;
  usr?: unknown;
}

interface NavigateOptions {
  replace?: boolean;
  /** Stored with the entry (history.state.usr); nothing in the app reads it yet. */
  state?: unknown;
}

/** The current history entry's key; 'default' for an entry the app did not create (the first page load, a #hash link). */
export function historyEntryKey(): string {
  return (window.history.state as EntryState | null)?.key ?? 'default';
}

/**
 * Goes to `to` (a path, with query and hash if any, or a relative URL such as `#id`) in a new
 * history entry, or in the current one with `replace`. A link to the URL already shown replaces
 * its entry rather than adding a second, as react-router's links did.
 */
function navigate(to: string, { replace = false, state }: NavigateOptions = {}): void {
  const same = new URL(to, window.location.href).href === window.location.href;
  const entry: EntryState = { key: Math.random().toString(36).slice(2, 10), usr: state };
  window.history[replace || same ? 'replaceState' : 'pushState'](entry, '', to);
}

/** The location hook of the app's <Router>: wouter's browser pathname, with the navigate above. */
export function useBrowserLocation(): [string, typeof navigate] {
  return [usePathname(), navigate];
}

const currentKey = () => historyEntryKey();
const currentHash = () => window.location.hash;
const currentSearch = () => window.location.search;

/** The current history entry's key (see historyEntryKey), re-rendering on every navigation. */
export function useHistoryEntryKey(): string {
  return useLocationProperty(currentKey, () => 'default');
}

/** The URL's #hash, with its '#', or ''. */
export function useUrlHash(): string {
  return useLocationProperty(currentHash, () => '');
}

/** The URL's query as typed, with its '?', or '' (wouter's useSearch() drops the '?' and decodes it). */
export function useUrlSearch(): string {
  return useLocationProperty(currentSearch, () => '');
}
