// This worker's devnet first (e2e/lane.ts): baseURL below is its web server.
import './lane.ts';
import { defineConfig } from '@playwright/test';
import { suiteConfig, suiteUse } from './browser.ts';

/**
 * End-to-end tests in Debian's Chromium against the devnet. `npm run test:e2e`
 * (e2e/run.ts) starts a dedicated devnet on test ports and runs this config;
 * with a devnet already up, `npx playwright test -c e2e` works with
 * E2E_WEB_URL / E2E_RPC_URL / E2E_DEPLOYMENT_FILE set.
 *
 * One worker per devnet (run.ts starts E2E_LANES of them and passes
 * --workers): the tests of a worker share its chain and isolate themselves
 * with evm_snapshot / evm_revert (see fixtures.ts). No retries: a flaky test
 * must be fixed, not hidden. What it shares with the chain-97 rehearsal's
 * suite is in browser.ts.
 */
export default defineConfig({
  ...suiteConfig,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results',
  use: {
    ...suiteUse,
    baseURL: process.env.E2E_WEB_URL ?? 'http://127.0.0.1:15173',
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
});
