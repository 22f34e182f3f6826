/**
 * What every browser run here shares: Debian's Chromium and the flags it needs on a closed network (without the
 * networking flags it floods the network with refused connections), and the Playwright settings both suites use,
 * the devnet's (e2e/playwright.config.ts) and the chain-97 rehearsal's (e2e/rehearsal/playwright.config.ts). Each
 * config adds its own time limits, output folder, base URL and project. The benchmarks launch the same Chromium
 * (bench/browser.ts). Imports nothing, so a config or a benchmark can load it before anything else.
 */
export const chromiumLaunchOptions = {
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
};

/**
 * One worker per chain (its tests share that chain), tests in file order, and no retries: a flaky test is fixed, not
 * hidden. The specs are in `tests/` beside each config.
 */
export const suiteConfig = {
  testDir: './tests',
  workers: 1,
  retries: 0,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: [['list']] as [string][],
};

/** A failed test keeps its trace and a screenshot in the output folder. */
export const suiteUse = {
  trace: 'retain-on-failure',
  screenshot: 'only-on-failure',
  launchOptions: chromiumLaunchOptions,
} as const;
