/**
 * Approvals (issue 19): with "Approve exact amounts" on in Settings, Enable asks for exactly the amount the swap
 * needs, and the swap then uses it all up; with it off (the default) the spec's maximum approval stays (swap.spec).
 */
import type { Page } from '@playwright/test';
import { erc20Abi, parseEther, type Address } from 'viem';
import { test, expect, connectWith } from '../fixtures.ts';
import { TEST_ACCOUNTS } from '../accounts.ts';

const { bob } = TEST_ACCOUNTS;
const main = (page: Page) => page.getByRole('main');

test('with "Approve exact amounts" on, Enable approves exactly the swap amount, and the swap spends it to 0', async ({ page, chain, deployment, useWallet }) => {
  test.setTimeout(120_000);
  const symbol = (s: string) => deployment.tokens.find((t) => t.symbol === s)!.address as Address;
  const BUSD = symbol('BUSD');
  const USDT = symbol('USDT');
  const router = deployment.contracts.Router;
  const allowance = () => chain.readContract({ address: BUSD, abi: erc20Abi, functionName: 'allowance', args: [bob, router] });
  expect(await allowance()).toBe(0n);

  await useWallet(bob);
  await page.goto(`/swap?inputCurrency=${BUSD}&outputCurrency=${USDT}`);
  await connectWith(page, 'E2E Test Wallet');
  await expect(main(page).getByText(/^Balance: \d/).first()).toBeVisible({ timeout: 20_000 });

  // The setting: off by default, turned on in the Settings dialog, kept across a reload.
  await main(page).getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const exact = dialog.getByRole('switch', { name: 'Approve exact amounts' });
  await expect(exact).toHaveAttribute('aria-checked', 'false');
  await exact.click();
  await expect(exact).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(main(page).getByText(/^Balance: \d/).first()).toBeVisible({ timeout: 20_000 });

  await page.getByRole('textbox', { name: 'From amount' }).fill('25');
  await main(page).getByRole('button', { name: 'Enable BUSD' }).click();
  const swap = main(page).getByRole('button', { name: 'Swap', exact: true });
  await expect(swap).toBeEnabled({ timeout: 20_000 });
  expect(await allowance()).toBe(parseEther('25'));

  await swap.click();
  const review = page.getByRole('dialog', { name: 'Confirm Swap' });
  await review.getByRole('button', { name: 'Confirm Swap' }).click();
  const submitted = page.getByRole('dialog', { name: 'Transaction Submitted' });
  await expect(submitted).toBeVisible({ timeout: 30_000 });
  await expect.poll(allowance, { timeout: 20_000 }).toBe(0n);
});
