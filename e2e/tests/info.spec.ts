/**
 * Info over the indexer, end to end: a swap made on /swap with the
 * test wallet shows up in the latest transactions on /info, in the pair's and
 * in the account's transactions, and the pair's total volume grows by exactly
 * the swap's dollar value.
 *
 * The expected dollar value is computed from the chain the way the indexer
 * prices a swap (indexer/src/pricing.ts `swapUsd`): when one side is BUSD,
 * the BUSD amount itself (BUSD is the $1 reference). BNB → BUSD through the
 * BUSD-WBNB pair makes that side the router's exact output, read from the
 * chain with getAmountsOut before the swap and checked on chain after it.
 */
import type { Page } from '@playwright/test';
import { erc20Abi, parseEther, type Address } from 'viem';
import { routerAbi } from '@fuelswap/contracts';
import { formatUsdCompact } from '@fuelswap/sdk';
import { test, expect, connectWith, indexerFollows } from '../fixtures.ts';
import { TEST_ACCOUNTS } from '../accounts.ts';

const { carol } = TEST_ACCOUNTS;
const main = (page: Page) => page.getByRole('main');
const short = (a: string) => `${a.slice(0, 6).toLowerCase()}…${a.slice(-4).toLowerCase()}`;

/** The exact dollar value (WAD) behind a stat card. */
async function statUsd(page: Page, testId: string): Promise<bigint> {
  const el = main(page).getByTestId(`${testId}-value`);
  await expect(el).toHaveAttribute('data-usd', /^\d+$/, { timeout: 20_000 });
  return BigInt((await el.getAttribute('data-usd')) ?? 'x');
}

test('a swap on /swap appears on /info, in the pair and the account, and the pair volume grows by its dollar value', async ({
  page,
  chain,
  deployment,
  useWallet,
}) => {
  test.setTimeout(120_000);
  await indexerFollows(chain);
  const BUSD = deployment.tokens.find((t) => t.symbol === 'BUSD')!.address;
  const WBNB = deployment.contracts.WBNB;
  const pair = deployment.pairs.find((p) => p.name === 'BUSD-WBNB')!.address.toLowerCase();

  // Before: the pair's total volume as the Info page shows it (exact value in data-usd).
  await useWallet(carol);
  await page.goto(`/info/pairs/${pair}`);
  await expect(main(page).getByRole('heading', { level: 1, name: 'BUSD / WBNB' })).toBeVisible({ timeout: 30_000 });
  const volumeBefore = await statUsd(page, 'pair-volume-total');

  // The swap, through the app and the test wallet.
  await page.goto(`/swap?outputCurrency=${BUSD}`);
  await connectWith(page, 'E2E Test Wallet');
  await expect(
    main(page)
      .getByText(/^Balance: \d/)
      .first(),
  ).toBeVisible();
  const amountIn = parseEther('0.75');
  const [, expectedOut] = (await chain.readContract({
    address: deployment.contracts.Router,
    abi: routerAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, [WBNB, BUSD]],
  })) as bigint[];
  const busdBefore = await chain.readContract({ address: BUSD, abi: erc20Abi, functionName: 'balanceOf', args: [carol as Address] });
  await page.getByRole('textbox', { name: 'From amount' }).fill('0.75');
  await expect(page.getByRole('textbox', { name: 'To amount' })).not.toHaveValue('');
  await main(page).getByRole('button', { name: 'Swap', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm Swap' }).getByRole('button', { name: 'Confirm Swap' }).click();
  await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => chain.readContract({ address: BUSD, abi: erc20Abi, functionName: 'balanceOf', args: [carol as Address] }), {
      timeout: 20_000,
    })
    .toBe(busdBefore + expectedOut!);
  const usd = expectedOut!; // BUSD side, 18 decimals, $1 each: the dollar value in WAD is the amount
  const valueText = formatUsdCompact(usd);

  const swapRow = (scope: string) =>
    main(page)
      .getByTestId(`${scope}-transactions`)
      .getByRole('row')
      .filter({ hasText: 'Swap WBNB for BUSD' })
      .filter({ hasText: short(carol) })
      .filter({ hasText: valueText });

  // /info: the latest transactions (refreshed per block) list the swap.
  await page.goto('/info');
  await expect(swapRow('info-overview')).toHaveCount(1, { timeout: 30_000 });

  // The pair: the swap in its transactions, and the total volume up by exactly its dollar value.
  await page.goto(`/info/pairs/${pair}`);
  await expect(swapRow('info-pair')).toHaveCount(1, { timeout: 30_000 });
  await expect.poll(() => statUsd(page, 'pair-volume-total'), { timeout: 20_000 }).toBe(volumeBefore + usd);

  // The account: reached from the row's account link, with the swap among its transactions.
  await swapRow('info-pair')
    .getByRole('link', { name: short(carol) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/info/accounts/${carol.toLowerCase()}$`));
  await expect(swapRow('info-account')).toHaveCount(1, { timeout: 30_000 });
  await main(page).getByRole('tab', { name: 'Adds' }).click();
  await expect(swapRow('info-account')).toHaveCount(0);
  await main(page).getByRole('tab', { name: 'Swaps' }).click();
  await expect(swapRow('info-account')).toHaveCount(1);
});

test('an invalid address in an Info URL gets a clear message', async ({ page }) => {
  await page.goto('/info/pairs/0x123');
  await expect(main(page).getByRole('alert')).toContainText('This is not a valid pair address.');
  await page.goto('/info/accounts/not-an-address');
  await expect(main(page).getByRole('alert')).toContainText('This is not a valid account address.');
});
