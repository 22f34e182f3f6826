import { defineConfig } from 'vitest/config';

// Two projects: fast pure/unit tests (node + happy-dom for React components),
// and contract tests that each start their own anvil.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'app/src/**/*.test.{ts,tsx}', 'devnet/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['scripts/testing/fast-check-seed.ts', 'scripts/testing/dom-timeouts.ts'],
        },
      },
      {
        test: {
          name: 'contracts',
          include: ['contracts/test/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['scripts/testing/fast-check-seed.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        // The indexer and the API, each on PGlite and on a throwaway PostgreSQL
        // cluster (scripts/testing/postgres.ts), against a real anvil.
        test: {
          name: 'services',
          include: ['indexer/test/**/*.test.ts', 'api/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
