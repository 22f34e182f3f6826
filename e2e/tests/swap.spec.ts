/**
 * The swap page end to end in
 * Chromium against the devnet, with the EIP-6963 test wallet. Every swap is
 * checked on chain: the balances change by exactly what the router computes
 * for the route (nothing else trades between the quote and the swap: each
 * test starts from the seeded chain snapshot).
 */
import type { Page } from '@playwright/test';
import { erc20Abi, formatEther, formatUnits, maxUint256, parseEther, toFunctionSelector, type Address } from 'viem';
import { routerAbi } from '@fuelswap/contracts';
import type { Deployment } from '@fuelswap/config';
import { test, expect, connectWith, type ChainClient } from '../fixtures.ts';
import { TEST_ACCOUNTS, anvilAccount } from '../accounts.ts';

const { alice, bob, carol } = TEST_ACCOUNTS;
const dave = anvilAccount(5);
const erin = anvilAccount(6);
const frank = anvilAccount(7);
const grace = anvilAccount(8);
const TX_KEY = 'fuelswap:transactions';

function token(d: Deployment, symbol: string): Address {
  const t = d.tokens.find((x) => x.symbol === symbol);
  if (!t) throw new Error(`${symbol} is not deployed`);
  return t.address;
}

const main = (page: Page) => page.getByRole('main');
const fromAmount = (page: Page) => page.getByRole('textbox', { name: 'From amount' });
const toAmount = (page: Page) => page.getByRole('textbox', { name: 'To amount' });
const fromSelect = (page: Page) => main(page).getByRole('button', { name: /^From: / });
const toSelect = (page: Page) => main(page).getByRole('button', { name: /^To: / });
const swapButton = (page: Page) => main(page).getByRole('button', { name: 'Swap', exact: true });

async function openSwap(page: Page, useWallet: (a: Address) => Promise<void>, account: Address, query = '') {
  await useWallet(account);
  await page.goto(`/swap${query}`);
  await expect(fromSelect(page)).toBeVisible();
  await connectWith(page, 'E2E Test Wallet');
  await expect(
    main(page)
      .getByText(/^Balance: \d/)
      .first(),
  ).toBeVisible();
}

function balanceOf(chain: ChainClient, tokenAddress: Address, who: Address): Promise<bigint> {
  return chain.readContract({ address: tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [who] });
}

async function amountsOut(chain: ChainClient, d: Deployment, amountIn: bigint, path: Address[]): Promise<bigint> {
  const amounts = await chain.readContract({
    address: d.contracts.Router,
    abi: routerAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  });
  return amounts[amounts.length - 1] as bigint;
}

async function amountsIn(chain: ChainClient, d: Deployment, amountOut: bigint, path: Address[]): Promise<bigint> {
  const amounts = await chain.readContract({
    address: d.contracts.Router,
    abi: routerAbi,
    functionName: 'getAmountsIn',
    args: [amountOut, path],
  });
  return amounts[0] as bigint;
}

/** Review, confirm, and wait for "Transaction Submitted". */
async function confirmSwap(page: Page, note = 'Output is estimated. If the price changes by more than 0.5% your transaction will revert.') {
  const review = page.getByRole('dialog', { name: 'Confirm Swap' });
  await expect(review.getByText(note)).toBeVisible();
  await review.getByRole('button', { name: 'Confirm Swap' }).click();
  const submitted = page.getByRole('dialog', { name: 'Transaction Submitted' });
  await expect(submitted).toBeVisible({ timeout: 30_000 });
  await submitted.getByRole('button', { name: 'Close' }).last().click();
}

async function storedSummaries(page: Page): Promise<string[]> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), TX_KEY);
  if (!raw) return [];
  const parsed = JSON.parse(raw) as { value: Record<string, Record<string, { summary?: string }>> };
  return Object.values(parsed.value['31337'] ?? {}).map((t) => t.summary ?? '');
}

async function storedHashes(page: Page): Promise<string[]> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), TX_KEY);
  if (!raw) return [];
  const parsed = JSON.parse(raw) as { value: Record<string, Record<string, unknown>> };
  return Object.keys(parsed.value['31337'] ?? {});
}

/** The router's quote at the state before `block`. */
async function amountsOutBefore(chain: ChainClient, d: Deployment, amountIn: bigint, path: Address[], block: bigint): Promise<bigint> {
  const amounts = await chain.readContract({
    address: d.contracts.Router,
    abi: routerAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
    blockNumber: block - 1n,
  });
  return amounts[amounts.length - 1] as bigint;
}

async function sentSelectors(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __testWallet: { requests: { method: string; params: unknown }[] } }).__testWallet.requests
      .filter((r) => r.method === 'eth_sendTransaction')
      .map((r) => ((r.params as [{ data?: string }])[0].data ?? '').slice(0, 10)),
  );
}

async function openSettings(page: Page) {
  await main(page).getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('BNB → BUSD, exact input: the quote, the review, and exactly the routed amount on chain', async ({
  page,
  chain,
  deployment,
  useWallet,
}) => {
  const BUSD = token(deployment, 'BUSD');
  const WBNB = deployment.contracts.WBNB;
  await openSwap(page, useWallet, alice, `?outputCurrency=${BUSD}`);
  const amountIn = parseEther('1.5');
  const expected = await amountsOut(chain, deployment, amountIn, [WBNB, BUSD]);

  await fromAmount(page).fill('1.5');
  await expect(toAmount(page)).not.toHaveValue('');
  await expect(main(page).getByText('To (estimated)')).toBeVisible();
  await expect(main(page).getByTestId('route')).toHaveText(/BNB\s*BUSD/);
  await expect(main(page).getByTestId('trade-price')).toHaveText(/BUSD per BNB/);
  await main(page).getByRole('button', { name: 'Invert price' }).click();
  await expect(main(page).getByTestId('trade-price')).toHaveText(/BNB per BUSD/);
  await expect(main(page).getByTestId('slippage')).toContainText('0.5%');

  const bnbBefore = await chain.getBalance({ address: alice });
  const busdBefore = await balanceOf(chain, BUSD, alice);
  await swapButton(page).click();
  await confirmSwap(page);
  await expect.poll(() => balanceOf(chain, BUSD, alice), { timeout: 20_000 }).toBe(busdBefore + expected);
  const spent = bnbBefore - (await chain.getBalance({ address: alice }));
  expect(spent > amountIn && spent < amountIn + parseEther('0.01')).toBe(true); // 1.5 BNB plus gas
  // The typed amount is cleared after the swap, and the summary was recorded with 3 significant digits.
  await expect(fromAmount(page)).toHaveValue('');
  expect(await storedSummaries(page)).toEqual([expect.stringMatching(/^Swap 1\.5 BNB for \d{3} BUSD$/)]);
});

test('BUSD → BELT, exact output over two hops, after Enable with the step indicator', async ({ page, chain, deployment, useWallet }) => {
  const BUSD = token(deployment, 'BUSD');
  const USDT = token(deployment, 'USDT');
  const BELT = token(deployment, 'BELT');
  await openSwap(page, useWallet, bob, `?inputCurrency=${BUSD}&outputCurrency=${BELT}`);
  await toAmount(page).fill('100');
  await expect(fromAmount(page)).not.toHaveValue('');
  await expect(main(page).getByText('From (estimated)')).toBeVisible();
  await expect(main(page).getByTestId('route')).toHaveText(/BUSD\s*USDT\s*BELT/);
  await expect(main(page).getByTestId('maximum-sold')).toContainText('BUSD');

  // Approval first: Enable BUSD beside a disabled Swap, with the two steps.
  const steps = main(page).getByRole('list', { name: 'Progress' });
  await expect(steps).toBeVisible();
  await expect(swapButton(page)).toBeDisabled();
  await main(page).getByRole('button', { name: 'Enable BUSD' }).click();
  await expect(swapButton(page)).toBeEnabled({ timeout: 20_000 });
  expect(
    await chain.readContract({ address: BUSD, abi: erc20Abi, functionName: 'allowance', args: [bob, deployment.contracts.Router] }),
  ).toBe(maxUint256);

  const amountOut = parseEther('100');
  const expectedIn = await amountsIn(chain, deployment, amountOut, [BUSD, USDT, BELT]);
  const beltBefore = await balanceOf(chain, BELT, bob);
  const busdBefore = await balanceOf(chain, BUSD, bob);
  await swapButton(page).click();
  await confirmSwap(page, 'Input is estimated. If the price changes by more than 0.5% your transaction will revert.');
  await expect.poll(() => balanceOf(chain, BELT, bob), { timeout: 20_000 }).toBe(beltBefore + amountOut);
  expect(await balanceOf(chain, BUSD, bob)).toBe(busdBefore - expectedIn);
  expect(await sentSelectors(page)).toContain(toFunctionSelector('swapTokensForExactTokens(uint256,uint256,address[],address,uint256)'));
});

test('SAFEMOON (taxed) sells with 12% slippage through the fee-on-transfer method', async ({ page, chain, deployment, useWallet }) => {
  const SAFEMOON = token(deployment, 'SAFEMOON');
  const approve = await chain.writeContract({
    account: carol,
    address: SAFEMOON,
    abi: erc20Abi,
    functionName: 'approve',
    args: [deployment.contracts.Router, maxUint256],
    chain: chain.chain,
  });
  await chain.waitForTransactionReceipt({ hash: approve });
  await openSwap(page, useWallet, carol, `?inputCurrency=${SAFEMOON}&outputCurrency=BNB`);
  await expect(main(page).getByTestId('warning-taxed')).toHaveText(
    'To trade SAFEMOON, set your slippage tolerance to 12% or more: the token takes a 10% fee on every transfer, 5% to holders and 5% to liquidity.',
  );

  const settings = await openSettings(page);
  await settings.getByRole('textbox', { name: 'Custom slippage tolerance in percent' }).fill('12');
  await page.keyboard.press('Escape');
  await expect(main(page).getByTestId('slippage')).toContainText('12%');

  await fromAmount(page).fill('1000');
  await expect(toAmount(page)).not.toHaveValue('');
  const tokensBefore = await balanceOf(chain, SAFEMOON, carol);
  const bnbBefore = await chain.getBalance({ address: carol });
  await swapButton(page).click();
  await confirmSwap(page, 'Output is estimated. If the price changes by more than 12% your transaction will revert.');
  await expect.poll(() => balanceOf(chain, SAFEMOON, carol), { timeout: 20_000 }).toBeLessThan(tokensBefore);
  // 1000 leave the account (it gets back its share of the 5% reflected to every holder, so a little less is missing).
  const sold = tokensBefore - (await balanceOf(chain, SAFEMOON, carol));
  expect(sold > parseEther('900') && sold <= parseEther('1000')).toBe(true);
  // The pair receives 90% (plus its own reflection share); the BNB received is what 900 to 950 SAFEMOON buy.
  const [hash] = await storedHashes(page);
  const receipt = await chain.getTransactionReceipt({ hash: hash as `0x${string}` });
  expect(receipt.status).toBe('success');
  const received = (await chain.getBalance({ address: carol })) - bnbBefore + receipt.gasUsed * receipt.effectiveGasPrice;
  const path = [SAFEMOON, deployment.contracts.WBNB];
  expect(received >= (await amountsOutBefore(chain, deployment, parseEther('900'), path, receipt.blockNumber))).toBe(true);
  expect(received <= (await amountsOutBefore(chain, deployment, parseEther('950'), path, receipt.blockNumber))).toBe(true);
  // The normal method cannot succeed (the pair receives 10% less): the fee-on-transfer variant was sent.
  expect(await sentSelectors(page)).toEqual([
    toFunctionSelector('swapExactTokensForETHSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)'),
  ]);
});

test('a swap to another recipient: "+ Add a send", validation, and the output lands at the recipient', async ({
  page,
  chain,
  deployment,
  useWallet,
}) => {
  const CAKE = token(deployment, 'CAKE');
  await openSwap(page, useWallet, dave, `?outputCurrency=${CAKE}&exactAmount=0.2`);
  await expect(toAmount(page)).not.toHaveValue('');
  await main(page).getByRole('button', { name: '+ Add a send (optional)' }).click();
  const recipient = main(page).getByRole('textbox', { name: 'Recipient' });
  await expect(swapButton(page).or(main(page).getByRole('button', { name: 'Enter a recipient' }))).toHaveText('Enter a recipient');

  await recipient.fill('0x1234');
  await expect(main(page).getByText('Enter a valid wallet address or ENS name')).toBeVisible();
  await expect(recipient).toHaveAttribute('aria-invalid', 'true');
  await recipient.fill(deployment.contracts.Router);
  await expect(main(page).getByRole('button', { name: 'Invalid recipient' })).toBeDisabled();
  // Spaces are removed as the address is typed or pasted.
  await recipient.fill(` ${erin.slice(0, 20)} ${erin.slice(20)} `);
  await expect(recipient).toHaveValue(erin);

  const expected = await amountsOut(chain, deployment, parseEther('0.2'), [deployment.contracts.WBNB, CAKE]);
  const daveBefore = await balanceOf(chain, CAKE, dave);
  const erinBefore = await balanceOf(chain, CAKE, erin);
  await swapButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Confirm Swap' }).getByTestId('confirm-recipient')).toHaveText(
    `Output will be sent to ${erin}`,
  );
  await confirmSwap(page);
  await expect.poll(() => balanceOf(chain, CAKE, erin), { timeout: 20_000 }).toBe(erinBefore + expected);
  expect(await balanceOf(chain, CAKE, dave)).toBe(daveBefore);
  expect((await storedSummaries(page))[0]).toMatch(new RegExp(`^Swap 0\\.2 BNB for [\\d.]+ CAKE to ${erin}$`));
});

test('price impact above 15% is blocked, then allowed in expert mode after typing "confirm"', async ({
  page,
  chain,
  deployment,
  useWallet,
}) => {
  const EPS = token(deployment, 'EPS');
  await openSwap(page, useWallet, frank, `?outputCurrency=${EPS}`);
  await fromAmount(page).fill('100');
  const blocked = main(page).getByRole('button', { name: 'Price Impact Too High' });
  await expect(blocked).toBeDisabled();
  await expect(main(page).getByTestId('price-impact')).toHaveAttribute('data-severity', '4');

  // Expert mode through Settings (typing "confirm" there too).
  await openSettings(page);
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('switch', { name: 'Expert Mode' }).click();
  const prompt = page.getByRole('dialog', { name: 'Expert Mode' });
  await prompt.getByRole('textbox').fill('confirm');
  await prompt.getByRole('button', { name: 'Turn On Expert Mode' }).click();
  await page.keyboard.press('Escape');

  const anyway = main(page).getByRole('button', { name: 'Swap Anyway' });
  await expect(anyway).toBeEnabled();
  const epsBefore = await balanceOf(chain, EPS, frank);

  // Cancelling the typed confirmation sends nothing.
  await anyway.click();
  const ask = page.getByRole('dialog', { name: 'Confirm Price Impact' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  expect(await sentSelectors(page)).toEqual([]);

  await anyway.click();
  const word = ask.getByRole('textbox', { name: /Please type the word "confirm" to continue with this swap/ });
  await word.fill('yes');
  await expect(ask.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await word.fill('confirm');
  await ask.getByRole('button', { name: 'Confirm' }).click();
  // Expert mode skips the review: straight to the wallet.
  await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => balanceOf(chain, EPS, frank), { timeout: 20_000 }).toBeGreaterThan(epsBefore);
});

test('a wallet rejection shows "Transaction rejected." and records nothing', async ({ page, chain, deployment, useWallet }) => {
  const BUSD = token(deployment, 'BUSD');
  await openSwap(page, useWallet, grace, `?outputCurrency=${BUSD}&exactAmount=1`);
  // Max keeps 0.01 BNB for gas, then hides itself (the input equals the maximum).
  const max = main(page).getByRole('button', { name: 'Max BNB' });
  await max.click();
  await expect(fromAmount(page)).toHaveValue(formatEther((await chain.getBalance({ address: grace })) - parseEther('0.01')));
  await expect(max).toBeHidden();
  await fromAmount(page).fill('1');
  await expect(max).toBeVisible();
  await expect(toAmount(page)).not.toHaveValue('');
  const before = await balanceOf(chain, BUSD, grace);
  await page.evaluate(() =>
    (window as unknown as { __testWallet: { rejectNext(m: string): void } }).__testWallet.rejectNext('eth_sendTransaction'),
  );
  await swapButton(page).click();
  await page.getByRole('dialog', { name: 'Confirm Swap' }).getByRole('button', { name: 'Confirm Swap' }).click();
  const failed = page.getByRole('dialog', { name: 'Error' });
  await expect(failed.getByRole('alert')).toHaveText('Transaction rejected.');
  await failed.getByRole('button', { name: 'Dismiss' }).click();
  expect(await storedSummaries(page)).toEqual([]);
  // The amount stays for another try, and nothing moved on chain.
  await expect(fromAmount(page)).toHaveValue('1');
  expect(await balanceOf(chain, BUSD, grace)).toBe(before);
});

test("To's Max types the To balance into To, the exact side, then hides", async ({ page, chain, deployment, useWallet }) => {
  const BUSD = token(deployment, 'BUSD');
  await openSwap(page, useWallet, grace, `?outputCurrency=${BUSD}`);
  const maxTo = main(page).getByRole('button', { name: 'Max BUSD' });
  await maxTo.click();
  const held = await balanceOf(chain, BUSD, grace);
  await expect(toAmount(page)).toHaveValue(formatUnits(held, 18));
  // The output is now the typed side: From is the trade's estimate for that output.
  await expect(main(page).getByText('From (estimated)')).toBeVisible();
  await expect(fromAmount(page)).not.toHaveValue('');
  await expect(maxTo).toBeHidden();
  await toAmount(page).fill('1');
  await expect(maxTo).toBeVisible();
  // From keeps its own Max, written the same way.
  await expect(main(page).getByRole('button', { name: 'Max BNB' })).toHaveText('Max');
  await expect(maxTo).toHaveText('Max');
});

test('wrap BNB → WBNB and unwrap back, with the balance errors', async ({ page, chain, deployment, useWallet }) => {
  const WBNB = deployment.contracts.WBNB;
  await openSwap(page, useWallet, alice, `?outputCurrency=${WBNB}`);
  await fromAmount(page).fill('2');
  await expect(toAmount(page)).toHaveValue('2');
  await expect(main(page).getByText('+ Add a send (optional)')).toBeHidden();
  const before = await balanceOf(chain, WBNB, alice);
  // No review dialog for a wrap: its simulated result shows under the form before the wallet prompt.
  const preview = main(page).getByTestId('tx-preview');
  await expect(preview).toHaveAttribute('data-kind', 'ok', { timeout: 20_000 });
  await expect(preview).toContainText('WBNB');
  await main(page).getByRole('button', { name: 'Wrap', exact: true }).click();
  await expect.poll(() => balanceOf(chain, WBNB, alice), { timeout: 20_000 }).toBe(before + parseEther('2'));
  await expect(fromAmount(page)).toHaveValue('');

  await main(page).getByRole('button', { name: 'Switch tokens' }).click();
  await expect(fromSelect(page)).toHaveAccessibleName('From: WBNB');
  await expect(toSelect(page)).toHaveAccessibleName('To: BNB');
  await fromAmount(page).fill('1000000');
  await expect(main(page).getByRole('button', { name: 'Insufficient WBNB balance' })).toBeDisabled();
  await fromAmount(page).fill('0.5');
  await main(page).getByRole('button', { name: 'Unwrap', exact: true }).click();
  await expect.poll(() => balanceOf(chain, WBNB, alice), { timeout: 20_000 }).toBe(before + parseEther('1.5'));

  await main(page).getByRole('button', { name: 'Switch tokens' }).click();
  await fromAmount(page).fill('1000000');
  await expect(main(page).getByRole('button', { name: 'Insufficient BNB balance' })).toBeDisabled();
});

test('the confirm dialog shows "Price Updated" and needs Accept when the price moves while it is open', async ({
  page,
  chain,
  deployment,
  useWallet,
}) => {
  const BUSD = token(deployment, 'BUSD');
  await openSwap(page, useWallet, bob, `?outputCurrency=${BUSD}&exactAmount=1`);
  await expect(toAmount(page)).not.toHaveValue('');
  await swapButton(page).click();
  const review = page.getByRole('dialog', { name: 'Confirm Swap' });
  await expect(review.getByRole('button', { name: 'Confirm Swap' })).toBeEnabled();
  await chain.writeContract({
    account: carol,
    address: deployment.contracts.Router,
    abi: routerAbi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [deployment.contracts.WBNB, BUSD], carol, 9_999_999_999n],
    value: parseEther('50'),
    chain: chain.chain,
  });
  await expect(review.getByText('Price Updated')).toBeVisible({ timeout: 20_000 });
  await expect(review.getByRole('button', { name: 'Confirm Swap' })).toBeDisabled();
  await review.getByRole('button', { name: 'Accept' }).click();
  await expect(review.getByText('Price Updated')).toBeHidden();
  await expect(review.getByRole('button', { name: 'Confirm Swap' })).toBeEnabled();
});

test.describe('query parameters (spec 2.4)', () => {
  test('currencies: addresses, BNB, invalid → BNB, same → output cleared, /swap/{token}', async ({ page, deployment }) => {
    const BUSD = token(deployment, 'BUSD');
    const CAKE = token(deployment, 'CAKE');
    await page.goto(`/swap?inputCurrency=${CAKE}&outputCurrency=${BUSD}`);
    await expect(fromSelect(page)).toHaveAccessibleName('From: CAKE');
    await expect(toSelect(page)).toHaveAccessibleName('To: BUSD');

    await page.goto(`/swap?inputCurrency=0x12345&outputCurrency=${BUSD}`);
    await expect(fromSelect(page)).toHaveAccessibleName('From: BNB');
    await expect(toSelect(page)).toHaveAccessibleName('To: BUSD');

    await page.goto(`/swap?inputCurrency=${BUSD}&outputCurrency=${BUSD.toLowerCase()}`);
    await expect(fromSelect(page)).toHaveAccessibleName('From: BUSD');
    await expect(toSelect(page)).toHaveAccessibleName('To: Select a token');

    await page.goto('/swap?inputCurrency=BNB&outputCurrency=bnb');
    await expect(fromSelect(page)).toHaveAccessibleName('From: BNB');
    await expect(toSelect(page)).toHaveAccessibleName('To: Select a token');

    await page.goto(`/swap/${CAKE}?exactAmount=3`);
    await expect(page).toHaveURL(new RegExp(`/swap\\?.*outputCurrency=${CAKE}`));
    await expect(fromSelect(page)).toHaveAccessibleName('From: BNB');
    await expect(toSelect(page)).toHaveAccessibleName('To: CAKE');
    await expect(fromAmount(page)).toHaveValue('3');

    // Choosing the currency already on the other side swaps the sides (spec 4).
    await fromSelect(page).click();
    const picker = page.getByRole('dialog', { name: 'Select a Token' });
    await picker.getByRole('combobox').or(picker.getByRole('textbox')).first().fill('CAKE');
    await picker.getByRole('option', { name: /CAKE/ }).first().click();
    await expect(picker).toBeHidden();
    await expect(fromSelect(page)).toHaveAccessibleName('From: CAKE');
    await expect(toSelect(page)).toHaveAccessibleName('To: BNB');
  });

  test('exactAmount and exactField', async ({ page, deployment }) => {
    const BUSD = token(deployment, 'BUSD');
    await page.goto(`/swap?outputCurrency=${BUSD}&exactAmount=250&exactField=output`);
    await expect(toAmount(page)).toHaveValue('250');
    await expect(main(page).getByText('From (estimated)')).toBeVisible();
    await expect(fromAmount(page)).not.toHaveValue('');

    await page.goto(`/swap?outputCurrency=${BUSD}&exactAmount=2&exactField=anything`);
    await expect(fromAmount(page)).toHaveValue('2');
    await expect(main(page).getByText('To (estimated)')).toBeVisible();

    await page.goto(`/swap?outputCurrency=${BUSD}&exactAmount=1,5`);
    await expect(fromAmount(page)).toHaveValue('1.5');

    for (const bad of ['abc', '1e3', '-1']) {
      await page.goto(`/swap?outputCurrency=${BUSD}&exactAmount=${bad}`);
      await expect(toSelect(page)).toHaveAccessibleName('To: BUSD');
      await expect(fromAmount(page)).toHaveValue('');
    }
  });

  test('recipient: an address or an ENS-style name is kept, anything else dropped', async ({ page }) => {
    await page.goto(`/swap?recipient=${bob}`);
    await expect(main(page).getByRole('textbox', { name: 'Recipient' })).toHaveValue(bob);

    await page.goto('/swap?recipient=alice.eth');
    const field = main(page).getByRole('textbox', { name: 'Recipient' });
    await expect(field).toHaveValue('alice.eth');
    // No name service on this chain: the name cannot resolve.
    await expect(main(page).getByText('This name does not resolve to an address')).toBeVisible();

    await page.goto('/swap?recipient=not-an-address');
    await expect(main(page).getByRole('button', { name: '+ Add a send (optional)' })).toBeVisible();
    await expect(main(page).getByRole('textbox', { name: 'Recipient' })).toBeHidden();
  });

  test('an unknown token in the URL goes through the import warning', async ({ page, deployment }) => {
    // UST is deployed but not on the devnet's default list.
    const UST = token(deployment, 'UST');
    await page.goto(`/swap?outputCurrency=${UST}`);
    const dialog = page.getByRole('dialog', { name: 'Import Tokens' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/swap$/);
    await expect(toSelect(page)).toHaveAccessibleName('To: Select a token');

    await page.goto(`/swap?outputCurrency=${UST}`);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog).toBeHidden();
    await expect(toSelect(page)).toHaveAccessibleName('To: UST');
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the card fits, and the form works from the keyboard', async ({ page, deployment }) => {
    await page.goto(`/swap?outputCurrency=${token(deployment, 'TKO')}&recipient=${bob}`);
    await fromAmount(page).focus();
    await page.keyboard.type('1,25');
    await expect(fromAmount(page)).toHaveValue('1.25');
    await expect(main(page).getByTestId('route')).toHaveText(/BNB.*TKO/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Letters are refused by the amount field.
    await page.keyboard.type('x');
    await expect(fromAmount(page)).toHaveValue('1.25');
    // Tab reaches MAX-less From picker, then the switch button; Enter switches the sides.
    await main(page).getByRole('button', { name: 'Switch tokens' }).focus();
    await page.keyboard.press('Enter');
    await expect(fromSelect(page)).toHaveAccessibleName('From: TKO');
    await expect(toAmount(page)).toHaveValue('1.25');
  });
});
