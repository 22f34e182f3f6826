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
const desktop = { viewport: { width: 1280, height: 800 } };
/** Specs that mine far ahead of the chain's head (mineTo an auction's or an IFO's end block). */
const CHAIN_JUMPS = ['**/auction.spec.ts', '**/ifo.spec.ts'];

export default defineConfig({
  ...suiteConfig,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results',
  use: {
    ...suiteUse,
    baseURL: process.env.E2E_WEB_URL ?? 'http://127.0.0.1:15173',
  },
  // The specs that mine hundreds of blocks (to an auction's or a sale's end) run last, as a second project: one
  // worker runs a config's projects in their order. Their snapshot revert drops those blocks, which Ponder does not
  // follow, and the devnet's watchdog then rebuilds the index from the deployment's first block (indexer-watchdog.ts):
  // on a loaded 2-core machine over two minutes, in which a spec that reads indexed history waited out its budget
  // (CI: info.spec after ifo.spec, competition.spec after auction.spec). Last, nothing waits for that rebuild.
  projects: [
    { name: 'desktop', testIgnore: CHAIN_JUMPS, use: desktop },
    { name: 'desktop-jumps', testMatch: CHAIN_JUMPS, use: desktop },
  ],
});
