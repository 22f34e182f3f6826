/**
 * Accessibility (issue 19): axe-core on every route, in the light and the dark theme, at a desktop and a phone
 * width, with a wallet connected (so the account's controls are checked too): no serious or critical
 * violation. One page load per route; the theme and the width change in place, and each combination is
 * analysed once the page has settled.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, connectWith, RPC_URL } from '../fixtures.ts';
import { installTestWallet } from '../wallet.ts';
import { TEST_ACCOUNTS } from '../accounts.ts';

const { carol } = TEST_ACCOUNTS;

function routes(pair: string, token: string, account: string, busd: string): string[] {
  return [
    '/',
    '/swap',
    '/liquidity',
    `/add/BNB/${busd}`,
    `/remove/BNB/${busd}`,
    '/find',
    '/farms',
    '/farms/auction',
    '/pools',
    '/pools/history',
    '/prediction',
    '/prediction/leaderboard',
    '/lottery',
    '/ifo',
    '/ifo/history',
    '/collectibles',
    '/teams',
    '/teams/1',
    '/profile',
    '/profile/tasks',
    '/competition',
    '/voting',
    '/voting/proposal/create',
    '/info',
    '/info/tokens',
    `/info/tokens/${token}`,
    '/info/pairs',
    `/info/pairs/${pair}`,
    `/info/accounts/${account}`,
    '/approvals',
    '/nope',
  ];
}

async function serious(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

test('every route has no serious or critical axe violation, light and dark, desktop and phone', async ({ browser, deployment, chain }) => {
  test.setTimeout(600_000);
  // A page from browser.newPage() makes AxeBuilder.analyze() throw (STACK.md): a context first.
  const context = await browser.newContext();
  const page = await context.newPage();
  void chain; // the fixture's snapshot and revert around the test
  await installTestWallet(page, { rpcUrl: RPC_URL, account: carol });
  const busd = deployment.tokens.find((t) => t.symbol === 'BUSD')!.address;
  const pair = deployment.pairs.find((p) => p.name === 'BUSD-WBNB')!.address.toLowerCase();
  const found: string[] = [];
  let connected = false;
  for (const path of routes(pair, busd.toLowerCase(), carol.toLowerCase(), busd)) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
    if (!connected) {
      await connectWith(page, 'E2E Test Wallet');
      connected = true;
    }
    await page.waitForLoadState('networkidle').catch(() => undefined);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => {
        document.documentElement.dataset.theme = t;
      }, theme);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
        await page.waitForTimeout(150);
        for (const v of await serious(page)) found.push(`${path} [${theme}, ${width} px] ${v}`);
      }
    }
  }
  await context.close();
  expect(found, found.join('\n')).toEqual([]);
});
