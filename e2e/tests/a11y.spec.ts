/**
 * Accessibility: axe-core on every route, in the light and the dark theme, at a desktop and a phone
 * width, with a wallet connected (so the account's controls are checked too): no serious or critical
 * violation. One page load per route; the theme and the width change in place, and each combination is
 * analysed once the page has settled (its h1 and first data drawn). Two pages share the routes; the dark theme
 * re-runs only the colour rules, as a theme changes nothing else (1.9 min on a loaded 2-core box, was 5.1).
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

/** The rules whose result a theme can change: the theme swaps colours only (theme.css), never structure or names. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function serious(page: Page, coloursOnly: boolean): Promise<string[]> {
  // WCAG 2.0/2.1 A and AA rules only (what the product promises), skipping the best-practice rules; and only the
  // violations' nodes are collected (resultTypes), not every passing node's details: both make a run faster.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const result = await (coloursOnly
    ? builder.withRules(COLOUR_RULES)
    : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** Routes checked by each page at once: two browser pages share the work (each route is still loaded once). */
const LANES = 2;

test('every route has no serious or critical axe violation, light and dark, desktop and phone', async ({ browser, deployment, chain }) => {
  test.setTimeout(600_000);
  void chain; // the fixture's snapshot and revert around the test
  const busd = deployment.tokens.find((t) => t.symbol === 'BUSD')!.address;
  const pair = deployment.pairs.find((p) => p.name === 'BUSD-WBNB')!.address.toLowerCase();
  const all = routes(pair, busd.toLowerCase(), carol.toLowerCase(), busd);
  const found: string[] = [];

  async function lane(paths: string[]) {
    // A page from browser.newPage() makes AxeBuilder.analyze() throw (STACK.md): a context first, one per lane
    // (its own storage: each lane connects its wallet). Reduced motion: the app's transitions end at once
    // (global.css), so a theme or width change is drawn by the next frame, never read halfway.
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await installTestWallet(page, { rpcUrl: RPC_URL, account: carol });
    let connected = false;
    for (const path of paths) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
      if (!connected) {
        await connectWith(page, 'E2E Test Wallet');
        connected = true;
      }
      // Settled = the page's heading and content are drawn. Not 'networkidle': the app polls the chain every
      // second, so the network is never idle and each route waited out the full timeout.
      await page
        .locator('main h1')
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => undefined);
      // …and its first data: no page spinner or skeleton left (bounded: a page may keep one for data it never gets).
      await expect(page.locator('main svg[role="status"], main [class*="_skeleton_"]'))
        .toHaveCount(0, { timeout: 4_000 })
        .catch(() => undefined);
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate((t) => {
          document.documentElement.dataset.theme = t;
        }, theme);
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
          await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
          // Every rule in the light theme at both widths (a width changes what is shown); the dark theme re-runs
          // the colour rules at both widths.
          for (const v of await serious(page, theme === 'dark')) found.push(`${path} [${theme}, ${width} px] ${v}`);
        }
      }
    }
    await context.close();
  }

  await Promise.all(Array.from({ length: LANES }, (_, i) => lane(all.filter((_, j) => j % LANES === i))));
  expect(found, found.join('\n')).toEqual([]);
});
