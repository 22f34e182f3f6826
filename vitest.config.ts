import { availableParallelism } from 'node:os';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './app/preact.ts';

/**
 * Vitest keeps `react` and its JSX runtimes out of the optimizer (left as imports that Node resolves to React
 * itself), so the aliases are applied here, inside the bundle, before that rule sees them.
 */
const reactIsPreact: Plugin = {
  name: 'fuelswap:react-is-preact',
  resolveId(id, importer) {
    const alias = preactAliases.find((a) => (a.find as RegExp).test(id));
    return alias ? this.resolve(alias.replacement, importer, { skipSelf: true }) : null;
  },
};

/** The libraries that import React, bundled by Vitest's optimizer so that the Preact aliases reach them. */
const reactLibraries = {
  enabled: true,
  include: [
    // Preact itself too, so that the app's code and the bundled libraries share one copy of it.
    'preact',
    'preact/compat',
    'preact/compat/client',
    'preact/hooks',
    'preact/jsx-runtime',
    'preact/jsx-dev-runtime',
    'preact/test-utils',
    '@testing-library/react',
    '@tanstack/react-query',
    '@tanstack/react-virtual',
    'react-i18next',
    'wagmi',
    // wouter imports the CJS use-sync-external-store shim (which requires React); its subpaths too, so that they share
    // the main entry's modules (one location store, one history patch).
    'wouter',
    'wouter/memory-location',
    'wouter/use-browser-location',
    'zustand',
  ],
  rolldownOptions: { plugins: [reactIsPreact] },
};

// Three projects: fast pure/unit tests (node + happy-dom for React components),
// contract tests that each start their own anvil, and the services (below).
export default defineConfig({
  test: {
    // At least three files at once, even on a 2-core machine: most of the time of the slow files is spent waiting
    // (on anvil's 1-second blocks, Ponder's sync, PostgreSQL), not computing. Measured on 2 cores: unit 191 -> 84 s,
    // services 196 -> 109 s, contracts 38.6 -> 28.8 s. Each file starts its own anvil, indexer and database on free
    // ports and folders of its own, so files do not share state.
    maxWorkers: Math.max(3, availableParallelism()),
    projects: [
      {
        // The app's component tests render with Preact, as the built app does (app/preact.ts): the aliases apply
        // to the app's code and, through Vitest's dependency optimizer, to the libraries that import React.
        resolve: { alias: preactAliases },
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'app/src/**/*.test.{ts,tsx}', 'devnet/**/*.test.ts', 'keepers/src/**/*.test.ts'],
          environment: 'node',
          deps: { optimizer: { client: reactLibraries, ssr: reactLibraries } },
          // Vitest never optimizes a JSX runtime; run Preact's through Vite so that its `import 'preact'` reaches
          // the optimized copy the libraries share (one Preact, one set of hooks and options). react-markdown too:
          // bundled for the browser, its dependencies lose Node's `util`.
          server: { deps: { inline: [/node_modules\/preact\//, /node_modules\/react-markdown\//] } },
          setupFiles: ['scripts/testing/fast-check-seed.ts', 'scripts/testing/dom-timeouts.ts'],
        },
      },
      {
        test: {
          name: 'contracts',
          include: ['contracts/test/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['scripts/testing/fast-check-seed.ts'],
          // The limit bounds a hang, not a speed: the lottery's thousands-of-tickets and gas tests take seconds alone
          // but passed 60 s in a fresh-clone run on two busy cores.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // Files in parallel again (38.6 -> 28.8 s here; 50 s beside two busy loops). They had been one at a time since
          // the preview test's simulated gas differed from its receipt (151,541 against 107,121): that was a block
          // boundary, not parallelism, and the test now rules it out (contracts/test/preview.test.ts).
        },
      },
      {
        // The indexer and the API, each on PGlite and on a throwaway PostgreSQL
        // cluster (scripts/testing/postgres.ts), against a real anvil.
        test: {
          name: 'services',
          include: ['indexer/test/**/*.test.ts', 'api/test/**/*.test.ts', 'keepers/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
