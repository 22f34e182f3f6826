/**
 * The app renders with Preact 11 through `preact/compat`, in place of React 19's react-dom, to keep each route within its size budget:
 * react-dom is 57 kB of gzipped JavaScript that every route loaded before any FuelSwap code; preact/compat does
 * the same job in about 5 kB. The code, its types (@types/react) and the libraries built on React (wagmi,
 * TanStack Query, wouter, react-i18next, react-markdown, TanStack Virtual) stay as they are: these
 * aliases swap the renderer when Vite bundles the app and when Vitest runs its component tests, so the tests
 * render with what ships. Preact 11 covers what the app uses of React 19: `use()`, ref as a prop, `useId`,
 * `useSyncExternalStore`, `lazy`/`Suspense`, portals, error boundaries. What it does not have: concurrent
 * rendering, so `useTransition` is never pending (DECISIONS, "App shell and first-load size").
 */
import type { Alias } from 'vite';

export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
