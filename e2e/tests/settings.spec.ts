/**
 * The Settings dialog in Chromium: validation messages, persistence across a
 * reload, corrupt storage, expert mode behind the typed word "confirm", and
 * the phone layout. The dialog is opened from the swap page header
 * (SettingsButton in PageHeader's settings slot).
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';

/** Text of the swap page placeholder; while it shows, the page has no header buttons to test through. */
const SWAP_PLACEHOLDER = 'Swapping any two tokens is coming to this card.';

async function openSettings(page: Page) {
  await page.goto('/swap');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  test.fixme(await page.getByText(SWAP_PLACEHOLDER).isVisible(), 'the swap page is still a placeholder without the Settings button');
  await page.getByRole('main').getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('slippage: presets, custom values and their warnings', async ({ page }) => {
  const dialog = await openSettings(page);
  const custom = dialog.getByRole('textbox', { name: 'Custom slippage tolerance in percent' });
  await expect(dialog.getByRole('button', { name: '0.5%', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await dialog.getByRole('button', { name: '0.1%', exact: true }).click();
  await expect(dialog.getByText('Your transaction may fail')).toBeVisible();
  await dialog.getByRole('button', { name: '1%', exact: true }).click();
  await expect(dialog.getByText('Your transaction may fail')).toBeHidden();

  await custom.fill('12');
  await expect(dialog.getByText('Your transaction may be frontrun')).toBeVisible();
  await custom.fill('0.3');
  await expect(dialog.getByText('Your transaction may fail')).toBeVisible();
  await custom.fill('2.5');
  await expect(dialog.getByText(/Your transaction may/)).toBeHidden();

  for (const bad of ['abc', '50', '0.005']) {
    await custom.fill(bad);
    await expect(dialog.getByText('Enter a valid slippage percentage')).toBeVisible();
    await expect(custom).toHaveAttribute('aria-invalid', 'true');
  }
  await custom.fill('2.5');
  await expect(dialog.getByText('Enter a valid slippage percentage')).toBeHidden();

  // Stored in hundredths of a percent under a versioned key, and still there after a reload.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('fuelswap:user-settings') ?? 'null'));
  expect(stored).toMatchObject({ version: 1, value: { userSlippageTolerance: 250 } });
  await page.reload();
  const again = await openSettings(page);
  await expect(again.getByRole('textbox', { name: 'Custom slippage tolerance in percent' })).toHaveValue('2.5');
});

test('deadline: whole minutes above 0, stored in seconds', async ({ page }) => {
  const dialog = await openSettings(page);
  const deadline = dialog.getByRole('textbox', { name: 'Transaction deadline in minutes' });
  await expect(deadline).toHaveValue('20');
  for (const bad of ['0', '1.5', 'ten']) {
    await deadline.fill(bad);
    await expect(dialog.getByText('Enter a valid deadline')).toBeVisible();
  }
  await deadline.fill('45');
  await expect(dialog.getByText('Enter a valid deadline')).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('fuelswap:user-settings') ?? 'null'));
  expect(stored.value.userDeadline).toBe(2700);
});

test('expert mode turns on only after typing "confirm" and persists', async ({ page }) => {
  const dialog = await openSettings(page);
  await dialog.getByRole('switch', { name: 'Expert Mode' }).click();
  const prompt = page.getByRole('dialog', { name: 'Expert Mode' });
  await expect(prompt).toBeVisible();
  const turnOn = prompt.getByRole('button', { name: 'Turn On Expert Mode' });
  const word = prompt.getByRole('textbox', { name: 'Please type the word "confirm" to enable expert mode.' });
  await expect(turnOn).toBeDisabled();
  await word.fill('yes');
  await expect(turnOn).toBeDisabled();
  await word.fill('confirm');
  await turnOn.click();

  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings.getByRole('switch', { name: 'Expert Mode' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

  await page.reload();
  const again = await openSettings(page);
  const sw = again.getByRole('switch', { name: 'Expert Mode' });
  await expect(sw).toHaveAttribute('aria-checked', 'true');
  // Turning it off needs no prompt.
  await sw.click();
  await expect(sw).toHaveAttribute('aria-checked', 'false');
});

test('corrupt stored settings are discarded with a warning, never a crash', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('fuelswap:user-settings', '{"version":1,"value":{"userSlippageTolerance":"lots"');
    }
  });
  const dialog = await openSettings(page);
  await expect(dialog.getByRole('button', { name: '0.5%', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Transaction deadline in minutes' })).toHaveValue('20');
  expect(warnings.some((w) => w.includes('fuelswap:user-settings') && w.includes('not valid JSON'))).toBe(true);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the dialog fits the screen and every control is reachable', async ({ page }) => {
    const dialog = await openSettings(page);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const name of ['Expert Mode', 'Disable Multihops', 'Sounds', 'Dark mode']) {
      const sw = dialog.getByRole('switch', { name });
      await sw.scrollIntoViewIfNeeded();
      await expect(sw).toBeInViewport();
    }
  });
});
