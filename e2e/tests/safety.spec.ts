/**
 * Token safety, measured not guessed: the devnet's test tokens for each verdict (TAX5, a 5% tax both ways; HONEY,
 * whose sells revert; PAUSED; REBASE, rebased +1% after its pool was seeded) are on no list, so a URL that names
 * one opens the import warning, which shows what a simulated buy, transfer and sell measured; the same verdict
 * shows beside the trade. Checked on chain where a swap is sent.
 */
import type { Page } from '@playwright/test';
import { erc20Abi, parseEther, toFunctionSelector, type Address } from 'viem';
import { routerAbi } from '@fuelswap/contracts';
import type { Deployment } from '@fuelswap/config';
import { test, expect, connectWith } from '../fixtures.ts';
import { anvilAccount } from '../accounts.ts';

const trader = anvilAccount(6);

function token(d: Deployment, symbol: string): Address {
  const t = d.tokens.find((x) => x.symbol === symbol);
  if (!t) throw new Error(`${symbol} is not deployed`);
  return t.address;
}

const main = (page: Page) => page.getByRole('main');
const fromAmount = (page: Page) => page.getByRole('textbox', { name: 'From amount' });
const toAmount = (page: Page) => page.getByRole('textbox', { name: 'To amount' });

/** Opens /swap with `symbol` as the output, checks the import warning's verdict, imports it and connects. */
async function importAndConnect(page: Page, useWallet: (a: Address) => Promise<void>, d: Deployment, symbol: string, verdict: string) {
  await useWallet(trader);
  await page.goto(`/swap?outputCurrency=${token(d, symbol)}`);
  const dialog = page.getByRole('dialog', { name: 'Import Tokens' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('import-safety')).toHaveText(verdict, { timeout: 15_000 });
  await dialog.getByRole('checkbox', { name: 'I understand' }).check();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  await connectWith(page, 'E2E Test Wallet');
  await expect(main(page).getByRole('button', { name: `To: ${symbol}` })).toBeVisible();
  await expect(main(page).getByTestId('swap-safety-output')).toHaveText(verdict, { timeout: 15_000 });
}

async function openSettings(page: Page) {
  await main(page).getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expertModeOn(page: Page) {
  await openSettings(page);
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('switch', { name: 'Expert Mode' }).click();
  const prompt = page.getByRole('dialog', { name: 'Expert Mode' });
  await prompt.getByRole('textbox').fill('confirm');
  await prompt.getByRole('button', { name: 'Turn On Expert Mode' }).click();
  await page.keyboard.press('Escape');
}

test('TAX5: the 5% tax measured both ways, slippage checked against it, and the buy sent through the fee-on-transfer call', async ({
  page,
  chain,
  deployment,
  useWallet,
}) => {
  const TAX5 = token(deployment, 'TAX5');
  await importAndConnect(page, useWallet, deployment, 'TAX5', 'TAX5: measured tax 5% on buys, 5% on sells, 5% on transfers');
  await fromAmount(page).fill('0.1');
  await expect(toAmount(page)).not.toHaveValue('');
  const refused = main(page).getByRole('button', { name: 'Slippage tolerance 0.5% is below the measured 5% tax: raise it above 5%' });
  await expect(refused).toBeDisabled();

  const settings = await openSettings(page);
  await settings.getByRole('textbox', { name: 'Custom slippage tolerance in percent' }).fill('6');
  await page.keyboard.press('Escape');
  const swap = main(page).getByRole('button', { name: 'Swap', exact: true });
  await expect(swap).toBeEnabled();

  const before = await chain.readContract({ address: TAX5, abi: erc20Abi, functionName: 'balanceOf', args: [trader] });
  await swap.click();
  const review = page.getByRole('dialog', { name: 'Confirm Swap' });
  await expect(review.getByText('Output is estimated. If the price changes by more than 6% your transaction will revert.')).toBeVisible();
  await review.getByRole('button', { name: 'Confirm Swap' }).click();
  const submitted = page.getByRole('dialog', { name: 'Transaction Submitted' });
  await expect(submitted).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => chain.readContract({ address: TAX5, abi: erc20Abi, functionName: 'balanceOf', args: [trader] }), { timeout: 20_000 })
    .toBeGreaterThan(before);
  const received = (await chain.readContract({ address: TAX5, abi: erc20Abi, functionName: 'balanceOf', args: [trader] })) - before;

  // Exactly the pool's output less the token's 5% (floor), priced at the state the swap met.
  const requests = await page.evaluate(() =>
    (window as unknown as { __testWallet: { requests: { method: string; params: unknown }[] } }).__testWallet.requests.filter(
      (r) => r.method === 'eth_sendTransaction',
    ),
  );
  expect(requests.map((r) => ((r.params as [{ data?: string }])[0].data ?? '').slice(0, 10))).toEqual([
    toFunctionSelector('swapExactETHForTokensSupportingFeeOnTransferTokens(uint256,address[],address,uint256)'),
  ]);
  const txs = await chain.getBlock({ blockTag: 'latest', includeTransactions: true });
  const tx = txs.transactions.find((t) => t.from.toLowerCase() === trader.toLowerCase());
  const receipt = await chain.getTransactionReceipt({ hash: tx!.hash });
  expect(receipt.status).toBe('success');
  const amounts = await chain.readContract({
    address: deployment.contracts.Router,
    abi: routerAbi,
    functionName: 'getAmountsOut',
    args: [parseEther('0.1'), [deployment.contracts.WBNB, TAX5]],
    blockNumber: receipt.blockNumber - 1n,
  });
  const out = amounts[1] as bigint;
  expect(received).toBe(out - (out * 500n) / 10_000n);
});

test('HONEY: cannot be sold, so Swap is withheld, and allowed in expert mode', async ({ page, deployment, useWallet }) => {
  await importAndConnect(page, useWallet, deployment, 'HONEY', 'HONEY cannot be sold: a simulated sell reverted');
  await fromAmount(page).fill('0.1');
  await expect(toAmount(page)).not.toHaveValue('');
  await expect(main(page).getByRole('button', { name: 'HONEY cannot be sold: Swap is withheld' })).toBeDisabled();
  await expertModeOn(page);
  await expect(main(page).getByRole('button', { name: 'Swap', exact: true })).toBeEnabled();
  await expect(main(page).getByTestId('swap-safety')).toContainText('Expert mode is on: Swap is allowed anyway');
});

test('PAUSED: transfers are paused, so Swap is withheld', async ({ page, deployment, useWallet }) => {
  await importAndConnect(page, useWallet, deployment, 'PAUSED', 'PAUSED transfers are paused: a simulated buy and transfer reverted');
  await fromAmount(page).fill('0.1');
  await expect(main(page).getByRole('button', { name: 'PAUSED cannot be sold: Swap is withheld' })).toBeDisabled();
});

test("REBASE: the pool's drift from its reserve is measured and shown, Swap stays", async ({ page, deployment, useWallet }) => {
  await importAndConnect(
    page,
    useWallet,
    deployment,
    'REBASE',
    'REBASE is rebasing: its pool balance drifted 1% from its reserve without a trade',
  );
  await fromAmount(page).fill('0.1');
  await expect(main(page).getByRole('button', { name: 'Swap', exact: true })).toBeEnabled();
});

test('a token on the default list is not probed: no verdict line', async ({ page, deployment, useWallet }) => {
  await useWallet(trader);
  await page.goto(`/swap?outputCurrency=${token(deployment, 'CAKE')}`);
  await connectWith(page, 'E2E Test Wallet');
  await fromAmount(page).fill('0.1');
  await expect(main(page).getByRole('button', { name: 'Swap', exact: true })).toBeEnabled();
  await expect(main(page).getByTestId('swap-safety-output')).toHaveCount(0);
  await expect(main(page).getByTestId('swap-safety-input')).toHaveCount(0);
});
