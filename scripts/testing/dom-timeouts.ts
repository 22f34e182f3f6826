/**
 * Vitest setup for component tests: Testing Library's async queries (findBy…,
 * waitFor) wait up to 5 s instead of 1 s. On a loaded 2-core machine a lazy
 * route's first render took over a second inside the whole unit suite (routes
 * tests timed out at 1,0xx ms while passing alone); nothing waits longer than
 * it must, a failing query still fails.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
