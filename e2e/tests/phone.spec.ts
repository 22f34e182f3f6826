/**
 * Three screens on a 375 px phone: the home page, /competition and /farms/auction never scroll
 * sideways (before and after their data arrives), and their main actions are on screen and work: the
 * home page's Trade now / Explore Farms and its harvest card with a wallet, the battle's I want to Battle!
 * opening the register dialog, the auction's Place bid opening the bid dialog. Everything they open fits too.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, connectWith } from '../fixtures.ts';
import { anvilAccount, TEST_ACCOUNTS } from '../accounts.ts';

const WIDTH = 375;
test.use({ viewport: { width: WIDTH, height: 740 } });

/** The page is no wider than the screen (nothing to scroll sideways). */
async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  // On failure, name the elements that reach past the screen (the deepest ones first).
  const wide = await page.evaluate((w) => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > w + 1 && el.children.length === 0)
        out.push(
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} right=${Math.round(r.right)} "${(el.textContent ?? '').slice(0, 30)}"`,
        );
    }
    return out.slice(0, 5).join('; ');
  }, widths.client);
  expect(widths.client).toBeLessThanOrEqual(WIDTH);
  expect(widths.doc, `document scroll width; past the screen: ${wide}`).toBeLessThanOrEqual(widths.client);
  expect(widths.body, `body scroll width; past the screen: ${wide}`).toBeLessThanOrEqual(widths.client);
}

/** Visible and entirely inside the screen's width. */
async function expectOnScreen(el: Locator) {
  await expect(el).toBeVisible();
  await el.scrollIntoViewIfNeeded();
  const box = await el.boundingBox();
  expect(box, 'has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
}

test('home at 375 px: no sideways scroll; Trade now, Explore Farms and the harvest card are reachable', async ({ page, useWallet }) => {
  await useWallet(TEST_ACCOUNTS.alice);
  await page.goto('/');
  await expectOnScreen(page.getByRole('link', { name: 'Trade now' }));
  await expectOnScreen(page.getByRole('link', { name: 'Explore Farms' }));
  await expectNoHorizontalOverflow(page);
  await connectWith(page, 'E2E Test Wallet');
  // The figures and the harvest card loaded (their widths count too).
  await expect(page.getByTestId('home-supply')).toHaveAttribute('data-raw', /^\d+$/, { timeout: 30_000 });
  const harvest = page.getByRole('button', { name: /Harvest all/ }).or(page.getByRole('link', { name: 'Start earning' }));
  await expectOnScreen(harvest.first());
  // Scrolled to the end, the lazily loaded parts (top farms, prediction, lottery) are in too.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expectOnScreen(page.getByRole('link', { name: 'Buy Tickets' }));
  await expectNoHorizontalOverflow(page);
  await page.getByRole('link', { name: 'Trade now' }).click();
  await expect(page).toHaveURL(/\/swap/);
});

test('/competition at 375 px: no sideways scroll; I want to Battle! opens a register dialog that fits', async ({ page, useWallet }) => {
  await useWallet(TEST_ACCOUNTS.bob);
  await page.goto('/competition');
  await expect(page.getByRole('heading', { level: 1, name: 'Trading Battle' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await connectWith(page, 'E2E Test Wallet');
  const cta = page.getByRole('button', { name: 'I want to Battle!' }).first();
  await expectOnScreen(cta);
  await expectNoHorizontalOverflow(page);
  await cta.click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expectOnScreen(dialog);
  await expectNoHorizontalOverflow(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The rest of the page (podium, top traders, prizes, rules) fits as well.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expectNoHorizontalOverflow(page);
});

test('/farms/auction at 375 px: no sideways scroll; Place bid opens a bid dialog that fits', async ({ page, useWallet }) => {
  await useWallet(anvilAccount(5)); // a whitelisted project's wallet
  await page.goto('/farms/auction');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Farm Auction' })).toBeVisible();
  await connectWith(page, 'E2E Test Wallet');
  const place = page.getByRole('button', { name: 'Place bid' });
  await expectOnScreen(place);
  await expect(page.getByTestId('auction-leaderboard').locator('tbody tr').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await place.click();
  const dialog = page.getByRole('dialog', { name: 'Place bid' });
  await expectOnScreen(dialog);
  await expectOnScreen(dialog.getByRole('textbox'));
  await expectNoHorizontalOverflow(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expectNoHorizontalOverflow(page);
});
