import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

/** localStorage key of the chosen theme; index.html's inline script reads the same key before first paint. */
export const THEME_STORAGE_KEY = 'fuelswap:theme';

const listeners = new Set<() => void>();

/** The theme currently applied (the data-theme attribute of <html>). */
export function currentTheme(): Theme {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** Applies a theme to <html data-theme> and remembers it. */
export function setTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be unavailable (private mode): the theme still applies for this visit.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current theme and a toggle, re-rendering when it changes. */
export function useTheme(): { theme: Theme; setTheme: (t: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as Theme);
  return { theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}
