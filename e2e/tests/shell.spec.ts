/**
 * The shell: theme and language remembered across reloads, the block list,
 * keyboard reachability of the menu.
 */
import { test, expect, connectWith } from '../fixtures.ts';
import { TEST_ACCOUNTS } from '../accounts.ts';

test('the theme is remembered across a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  const initial = await html.getAttribute('data-theme');
  const toggle = page.getByRole('button', { name: /Switch to (dark|light) theme/ }).first();
  await toggle.click();
  const flipped = initial === 'dark' ? 'light' : 'dark';
  await expect(html).toHaveAttribute('data-theme', flipped);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', flipped);
});

test('the language is loaded on demand and remembered', async ({ page }) => {
  const localeRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/locales/')) localeRequests.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  expect(localeRequests).toContain('/locales/en-US.json');
  expect(localeRequests).not.toContain('/locales/fr-FR.json');
  await page.getByRole('button', { name: 'Language' }).first().click();
  await page.getByRole('option', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  expect(localeRequests).toContain('/locales/fr-FR.json');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  // The menu is translated (the exchange entry is no longer in English).
  await expect(
    page
      .getByRole('button', { name: 'Connecter le portefeuille' })
      .or(page.getByRole('button', { name: /portefeuille/i }))
      .first(),
  ).toBeVisible();
});

test('in German, numbers take German separators while the amount field keeps the point', async ({ page, deployment, useWallet }) => {
  const BUSD = deployment.tokens.find((t) => t.symbol === 'BUSD')!.address;
  await useWallet(TEST_ACCOUNTS.carol);
  await page.goto(`/swap?inputCurrency=BNB&outputCurrency=${BUSD}`);
  await connectWith(page, 'E2E Test Wallet');
  await page.getByRole('button', { name: 'Language' }).first().click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  // The amount field takes the spec's point, and a typed comma becomes one.
  const from = page.getByRole('main').getByRole('textbox').first();
  await from.fill('1,5');
  await expect(from).toHaveValue('1.5');
  // The price (6 significant digits, a fraction of BUSD per BNB) is shown with a decimal comma, never a point.
  const price = page.getByTestId('trade-price');
  await expect(price).toHaveText(/\d,\d/, { timeout: 20_000 });
  await expect(price).not.toHaveText(/\d\.\d/);
});

test('a blocked address sees only "Blocked address"', async ({ page, useWallet }) => {
  await useWallet(TEST_ACCOUNTS.blocked);
  await page.goto('/swap');
  await connectWith(page, 'E2E Test Wallet');
  await expect(page.getByText('Blocked address')).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
});

test('the menu is reachable with the keyboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    names.push(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? ''));
  }
  expect(names.join(' | ')).toMatch(/Farms/);
  expect(names.join(' | ')).toMatch(/Connect Wallet/);
});
