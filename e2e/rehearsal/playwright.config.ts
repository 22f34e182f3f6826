import { defineConfig } from '@playwright/test';

/**
 * The chain-97 rehearsal's specs (e2e/rehearsal/tests), run by e2e/rehearsal/run.ts once the operator's commands
 * have brought the chain, keepers, indexer, API and app up. One worker: the specs share one chain and move it
 * forward (no snapshots: the keepers and the indexer follow the chain as they would a real one). No retries.
 */
export default defineConfig({
  testDir: './tests',
  workers: 1,
  retries: 0,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../../test-results/rehearsal',
  use: {
    baseURL: `http://127.0.0.1:${process.env.REHEARSAL_WEB_PORT ?? 19173}`,
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
  projects: [{ name: 'chain-97', use: { viewport: { width: 1280, height: 800 } } }],
});
