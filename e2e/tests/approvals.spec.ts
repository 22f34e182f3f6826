/**
 * Approvals: with "Approve exact amounts" on in Settings, Enable asks for exactly the amount the swap
 * needs, and the swap then uses it all up; with it off (the default) the spec's maximum approval stays (swap.spec).
 * The approvals page, reached from the account menu, lists what the indexer found and the chain confirms, and
 * Revoke sets an allowance to 0 on the chain.
 */
import type { Page } from '@playwright/test';
import { erc20Abi, maxUint256, parseEther, type Address } from 'viem';
import { test, expect, connectWith, indexerFollows } from '../fixtures.ts';
import { TEST_ACCOUNTS, anvilAccount } from '../accounts.ts';

const { bob } = TEST_ACCOUNTS;
const main = (page: Page) => page.getByRole('main');

test('with "Approve exact amounts" on, Enable approves exactly the swap amount, and the swap spends it to 0', async ({
  page,
  chain,
  deployment,
  useWallet,
}) => {
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
  await expect(
    main(page)
      .getByText(/^Balance: \d/)
      .first(),
  ).toBeVisible({ timeout: 20_000 });

  // The setting: off by default, turned on in the Settings dialog, kept across a reload.
  await main(page).getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const exact = dialog.getByRole('switch', { name: 'Approve exact amounts' });
  await expect(exact).toHaveAttribute('aria-checked', 'false');
  await exact.click();
  await expect(exact).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(
    main(page)
      .getByText(/^Balance: \d/)
      .first(),
  ).toBeVisible({ timeout: 20_000 });

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

test('the approvals page lists the allowances given to FuelSwap contracts, by name, and Revoke sets one to 0', async ({
  page,
  chain,
  deployment,
  useWallet,
}) => {
  test.setTimeout(120_000);
  await indexerFollows(chain);
  const who = anvilAccount(12);
  const symbol = (s: string) => deployment.tokens.find((t) => t.symbol === s)!.address as Address;
  const [FUEL, BUSD] = [symbol('FUEL'), symbol('BUSD')];
  const chef = deployment.farms!.chef;
  const router = deployment.contracts.Router;
  const stranger = '0x000000000000000000000000000000000000bEEF' as Address;
  const approve = async (token: Address, spender: Address, amount: bigint) => {
    const hash = await chain.writeContract({
      account: who,
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, amount],
      chain: null,
    });
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success');
  };
  await approve(FUEL, chef, maxUint256);
  await approve(BUSD, router, parseEther('12.5'));
  await approve(BUSD, stranger, parseEther('1'));

  await useWallet(who);
  await page.goto('/swap');
  await connectWith(page, 'E2E Test Wallet');
  await page.getByRole('button', { name: /^Account / }).click();
  await page.getByRole('menuitem', { name: 'Token approvals' }).click();
  await expect(page).toHaveURL(/\/approvals$/);
  const table = main(page).getByRole('table', { name: 'Token approvals' });
  const fuelRow = table.getByRole('row').filter({ hasText: 'FUEL' }).filter({ hasText: 'Farms' });
  const busdRow = table.getByRole('row').filter({ hasText: 'BUSD' }).filter({ hasText: 'Exchange router' });
  // From the indexer, within a few blocks of the approvals.
  await expect(fuelRow).toContainText('Unlimited', { timeout: 30_000 });
  await expect(busdRow.getByTestId('approval-amount')).toHaveAttribute('data-raw', parseEther('12.5').toString(), { timeout: 30_000 });
  await expect(busdRow).toContainText('12.5');
  // Only the project's contracts: the stranger's allowance is not listed.
  await expect(table.getByRole('row').filter({ hasText: 'BUSD' })).toHaveCount(1);

  await fuelRow.getByRole('button', { name: 'Revoke FUEL for Farms' }).click();
  await expect(page.getByText('Approval revoked')).toBeVisible({ timeout: 30_000 });
  expect(await chain.readContract({ address: FUEL, abi: erc20Abi, functionName: 'allowance', args: [who, chef] })).toBe(0n);
  await expect(fuelRow).toHaveCount(0, { timeout: 30_000 });
  await expect(busdRow).toBeVisible();
});
