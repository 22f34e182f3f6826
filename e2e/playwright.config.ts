// This worker's devnet first (e2e/lane.ts): baseURL below is its web server.
import './lane.ts';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the devnet. `npm run test:e2e`
 * (e2e/run.ts) starts a dedicated devnet on test ports and runs this config;
 * with a devnet already up, `npx playwright test -c e2e` works with
 * E2E_WEB_URL / E2E_RPC_URL / E2E_DEPLOYMENT_FILE set.
 *
 * One worker per devnet (run.ts starts E2E_LANES of them and passes
 * --workers): the tests of a worker share its chain and isolate themselves
 * with evm_snapshot / evm_revert (see fixtures.ts). No retries: a flaky test
 * must be fixed, not hidden.
 */
export default defineConfig({
  testDir: './tests',
  workers: 1,
  retries: 0,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results',
  use: {
    baseURL: process.env.E2E_WEB_URL ?? 'http://127.0.0.1:15173',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
});
