import { defineConfig } from '@playwright/test';
import { suiteConfig, suiteUse } from '../browser.ts';

/**
 * The chain-97 rehearsal's specs (e2e/rehearsal/tests), run by e2e/rehearsal/run.ts once the operator's commands
 * have brought the chain, keepers, indexer, API and app up. One worker: the specs share one chain and move it
 * forward (no snapshots: the keepers and the indexer follow the chain as they would a real one). No retries.
 * What it shares with the devnet's suite is in e2e/browser.ts.
 */
export default defineConfig({
  ...suiteConfig,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../../test-results/rehearsal',
  use: {
    ...suiteUse,
    baseURL: `http://127.0.0.1:${process.env.REHEARSAL_WEB_PORT ?? 19173}`,
  },
  projects: [{ name: 'chain-97', use: { viewport: { width: 1280, height: 800 } } }],
});
