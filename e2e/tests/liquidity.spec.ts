/**
 * Liquidity end to end in Chromium against the devnet, asserting on-chain results:
 * creating a pool, adding to one with BNB, removing with a permit signature
 * (BNB, then WBNB), the on-chain approval fallback, importing a pool through
 * /find, and the add-liquidity error ladder.
 */
import type { Page } from '@playwright/test';
import { decodeFunctionData, maxUint256, zeroAddress, type Address } from 'viem';
import { erc20Abi, factoryAbi, pairAbi, routerAbi } from '@fuelswap/contracts';
import type { Deployment } from '@fuelswap/config';
import { formatSignificant } from '@fuelswap/sdk';
import { test, expect, connectWith, type ChainClient } from '../fixtures.ts';
import { TEST_ACCOUNTS, anvilAccount } from '../accounts.ts';

const { alice, bob, carol } = TEST_ACCOUNTS;
const dave = anvilAccount(5);
const E18 = 10n ** 18n;

function token(deployment: Deployment, symbol: string): Address {
  const t = deployment.tokens.find((x) => x.symbol === symbol);
  if (!t) throw new Error(`${symbol} is not deployed`);
  return t.address;
}

async function send(chain: ChainClient, p: Parameters<ChainClient['writeContract']>[0]) {
  const hash = await chain.writeContract(p);
  const receipt = await chain.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
}

const getPair = (chain: ChainClient, d: Deployment, a: Address, b: Address) =>
  chain.readContract({ address: d.contracts.Factory, abi: factoryAbi, functionName: 'getPair', args: [a, b] });
const lpBalance = (chain: ChainClient, pair: Address, owner: Address) =>
  chain.readContract({ address: pair, abi: pairAbi, functionName: 'balanceOf', args: [owner] });

/** Reserves in the order of the tokens given. */
async function reserves(chain: ChainClient, pair: Address, a: Address): Promise<[bigint, bigint]> {
  const [r0, r1] = await chain.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' });
  const token0 = await chain.readContract({ address: pair, abi: pairAbi, functionName: 'token0' });
  return token0.toLowerCase() === a.toLowerCase() ? [r0, r1] : [r1, r0];
}

/** Gives `owner` a position in token-BNB, sent straight to the router (not through the app). */
async function addBnbLiquidity(
  chain: ChainClient,
  d: Deployment,
  owner: Address,
  tokenAddress: Address,
  amountToken: bigint,
  amountBnb: bigint,
) {
  await send(chain, {
    account: owner,
    address: tokenAddress,
    abi: erc20Abi,
    functionName: 'approve',
    args: [d.contracts.Router, maxUint256],
    chain: chain.chain,
  });
  const { timestamp } = await chain.getBlock();
  const hash = await chain.writeContract({
    account: owner,
    address: d.contracts.Router,
    abi: routerAbi,
    functionName: 'addLiquidityETH',
    args: [tokenAddress, amountToken, 0n, 0n, owner, timestamp + 3600n],
    value: amountBnb,
    chain: chain.chain,
  });
  expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success');
}

async function open(page: Page, useWallet: (a: Address) => Promise<void>, account: Address, path: string) {
  await useWallet(account);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await connectWith(page, 'E2E Test Wallet');
}

const main = (page: Page) => page.getByRole('main');
const amount = (page: Page, symbol: string) => main(page).getByRole('textbox', { name: `Amount of ${symbol}`, exact: true });

async function walletRequests(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __testWallet: { requests: { method: string }[] } }).__testWallet.requests.map((r) => r.method),
  );
}
/** Summaries of the transactions the app recorded (the write path's store, persisted). */
async function recordedSummaries(page: Page): Promise<string[]> {
  const raw = await page.evaluate(() => localStorage.getItem('fuelswap:transactions'));
  if (!raw) return [];
  const stored = JSON.parse(raw) as { value: Record<string, Record<string, { summary?: string }>> };
  return Object.values(stored.value['31337'] ?? {}).map((tx) => tx.summary ?? '');
}

async function rejectNext(page: Page, method: string) {
  await page.evaluate((m) => (window as unknown as { __testWallet: { rejectNext(m: string): void } }).__testWallet.rejectNext(m), method);
}

test.describe('add liquidity', () => {
  test('creates a new pool (XVS-EPS): both amounts set the price; a rejected confirmation is silent', async ({
    page,
    chain,
    deployment,
    useWallet,
  }) => {
    const xvs = token(deployment, 'XVS');
    const eps = token(deployment, 'EPS');
    expect(await getPair(chain, deployment, xvs, eps)).toBe(zeroAddress);
    await open(page, useWallet, alice, `/add/${xvs}/${eps}`);

    await expect(main(page).getByText('You are the first liquidity provider.')).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Initial prices and pool share' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Enter an amount' }).waitFor();
    await amount(page, 'XVS').fill('10');
    await amount(page, 'EPS').fill('40');
    const prices = main(page).getByRole('region', { name: 'Initial prices and pool share' });
    await expect(prices.getByText('EPS per XVS')).toBeVisible();
    await expect(prices.locator('dd').first()).toHaveText('4');
    await expect(prices.locator('dd').nth(1)).toHaveText('0.25');
    await expect(prices.locator('dd').nth(2)).toHaveText('100%');

    await main(page).getByRole('button', { name: 'Enable XVS' }).click();
    await main(page).getByRole('button', { name: 'Enable EPS' }).click();
    const supply = main(page).getByRole('button', { name: 'Supply', exact: true });
    await expect(supply).toBeEnabled({ timeout: 30_000 });
    await supply.click();

    const dialog = page.getByRole('dialog', { name: 'You are creating a pool' });
    await expect(dialog.getByText('XVS/EPS', { exact: true })).toBeVisible();
    await expect(dialog.getByText('XVS Deposited')).toBeVisible();
    await expect(dialog.getByText('1 XVS = 4 EPS')).toBeVisible();
    await expect(dialog.getByText('1 EPS = 0.25 XVS')).toBeVisible();

    // A wallet rejection is silent: back to the review, no error.
    await rejectNext(page, 'eth_sendTransaction');
    await dialog.getByRole('button', { name: 'Create Pool & Supply' }).click();
    await expect(dialog.getByRole('button', { name: 'Create Pool & Supply' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Create Pool & Supply' }).click();
    const submitted = page.getByRole('dialog', { name: 'Transaction Submitted' });
    await expect(submitted).toBeVisible({ timeout: 30_000 });

    await expect.poll(() => getPair(chain, deployment, xvs, eps), { timeout: 20_000 }).not.toBe(zeroAddress);
    const pair = await getPair(chain, deployment, xvs, eps);
    await expect.poll(() => reserves(chain, pair, xvs), { timeout: 20_000 }).toEqual([10n * E18, 40n * E18]);
    // sqrt(10e18 · 40e18) − 1000 locked
    expect(await lpBalance(chain, pair, alice)).toBe(20n * E18 - 1000n);

    // Closing clears the typed amounts; the summary is recorded.
    await submitted.getByRole('button', { name: 'Close' }).first().click();
    await expect(amount(page, 'XVS')).toHaveValue('');
    await expect(amount(page, 'EPS')).toHaveValue('');
    expect(await recordedSummaries(page)).toContain('Add 10 XVS and 40 EPS');
  });

  test('adds to an existing pool with BNB: the other amount follows the pool price', async ({ page, chain, deployment, useWallet }) => {
    const busd = token(deployment, 'BUSD');
    const wbnb = deployment.contracts.WBNB;
    const pair = await getPair(chain, deployment, wbnb, busd);
    const [rBnb, rBusd] = await reserves(chain, pair, wbnb);
    const lpBefore = await lpBalance(chain, pair, bob);
    await open(page, useWallet, bob, `/add/BNB/${busd}`);

    await expect(main(page).getByRole('heading', { name: 'Prices and pool share' })).toBeVisible();
    await expect(main(page).getByText('You are the first liquidity provider.')).toHaveCount(0);
    await amount(page, 'BNB').fill('1');
    const expectedBusd = (E18 * rBusd) / rBnb;
    await expect(amount(page, 'BUSD')).not.toHaveValue('');
    await main(page).getByRole('button', { name: 'Enable BUSD' }).click();
    const supply = main(page).getByRole('button', { name: 'Supply', exact: true });
    await expect(supply).toBeEnabled({ timeout: 30_000 });
    await supply.click();

    const dialog = page.getByRole('dialog', { name: 'You will receive' });
    await expect(dialog.getByText('BNB/BUSD Pool Tokens')).toBeVisible();
    await expect(
      dialog.getByText(/Output is estimated\. If the price changes by more than 0\.5% your transaction will revert\./),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm Supply' }).click();
    await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible({ timeout: 30_000 });

    await expect.poll(() => lpBalance(chain, pair, bob), { timeout: 20_000 }).toBeGreaterThan(lpBefore);
    const [nBnb, nBusd] = await reserves(chain, pair, wbnb);
    // BUSD followed the pool price; the router takes BNB at the same ratio (the dust of its rounding is refunded).
    expect(nBusd - rBusd).toBe(expectedBusd);
    expect(nBnb - rBnb).toBeLessThanOrEqual(E18);
    expect(nBnb - rBnb).toBeGreaterThan(E18 - 1000n);

    // The position now shows under the form.
    await page.getByRole('dialog', { name: 'Transaction Submitted' }).getByRole('button', { name: 'Close' }).first().click();
    await expect(main(page).getByRole('region', { name: /BNB\/BUSD position|BUSD\/BNB position/ })).toBeVisible({ timeout: 20_000 });
  });

  test('the error ladder: Connect Wallet, Invalid pair, Enter an amount, Insufficient balance (B overrides A) in danger style', async ({
    page,
    deployment,
    useWallet,
  }) => {
    const xvs = token(deployment, 'XVS');
    const eps = token(deployment, 'EPS');
    await useWallet(carol);
    await page.goto(`/add/${xvs}/${eps}`);
    await expect(main(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    await connectWith(page, 'E2E Test Wallet');

    const button = (name: string) => main(page).getByRole('button', { name, exact: true });
    await expect(button('Enter an amount')).toBeDisabled();
    await amount(page, 'XVS').fill('1');
    await expect(button('Enter an amount')).toBeDisabled();
    await expect(button('Enter an amount')).toHaveAttribute('data-variant', 'primary');

    await amount(page, 'EPS').fill('1');
    await expect(button('Supply')).toBeVisible();
    await amount(page, 'XVS').fill('1000000000000');
    await expect(button('Insufficient XVS balance')).toBeDisabled();
    await expect(button('Insufficient XVS balance')).toHaveAttribute('data-variant', 'danger');
    await amount(page, 'EPS').fill('1000000000000');
    await expect(button('Insufficient EPS balance')).toHaveAttribute('data-variant', 'danger');

    await page.goto(`/add/BNB/${deployment.contracts.WBNB}`);
    await expect(button('Invalid pair')).toBeDisabled();
  });
});

test.describe('remove liquidity', () => {
  test('removes 50% with a permit signature receiving BNB, then the rest as WBNB', async ({ page, chain, deployment, useWallet }) => {
    const busd = token(deployment, 'BUSD');
    const wbnb = deployment.contracts.WBNB;
    const pair = await getPair(chain, deployment, wbnb, busd);
    await addBnbLiquidity(chain, deployment, carol, busd, 600n * E18, 2n * E18);
    const lp = await lpBalance(chain, pair, carol);
    expect(lp).toBeGreaterThan(0n);

    await open(page, useWallet, carol, `/remove/BNB/${busd}`);
    await expect(main(page).getByRole('region', { name: /BNB\/BUSD position/ })).toBeVisible();
    await main(page).getByRole('button', { name: '50%' }).click();
    await expect(main(page).getByRole('slider', { name: 'Liquidity percent' })).toHaveValue('50');
    await main(page).getByRole('button', { name: 'Enable', exact: true }).click();
    await expect(main(page).getByRole('button', { name: 'Enabled', exact: true })).toBeVisible();
    expect(await walletRequests(page)).toContain('eth_signTypedData_v4');

    const bnbBefore = await chain.getBalance({ address: carol });
    const [rBnb] = await reserves(chain, pair, wbnb);
    const supplyBefore = await chain.readContract({ address: pair, abi: pairAbi, functionName: 'totalSupply' });
    await main(page).getByRole('button', { name: 'Remove', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'You will receive' });
    await expect(dialog.getByText('BNB-BUSD LP Burned')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible({ timeout: 30_000 });

    await expect.poll(() => lpBalance(chain, pair, carol), { timeout: 20_000 }).toBe(lp - lp / 2n);
    // No on-chain approval: the permit let the router take exactly the LP burned.
    expect(
      await chain.readContract({ address: pair, abi: pairAbi, functionName: 'allowance', args: [carol, deployment.contracts.Router] }),
    ).toBe(0n);
    const sent = await walletRequests(page);
    expect(sent.filter((m) => m === 'eth_sendTransaction')).toHaveLength(1);
    // BNB came back (less gas): at least the pool share less 1%.
    const bnbOut = ((lp / 2n) * rBnb) / supplyBefore;
    expect(await chain.getBalance({ address: carol })).toBeGreaterThan(bnbBefore + (bnbOut * 99n) / 100n - E18 / 100n);

    // The rest, as WBNB (once the page shows the new LP balance).
    await page.getByRole('dialog', { name: 'Transaction Submitted' }).getByRole('button', { name: 'Close' }).first().click();
    const rest = formatSignificant(lp - lp / 2n, E18, 6, 'down');
    await expect(
      main(page)
        .getByRole('region', { name: /BNB\/BUSD position/ })
        .getByRole('button', { expanded: true }),
    ).toContainText(rest);
    await main(page).getByRole('button', { name: 'Receive WBNB' }).click();
    await expect(page).toHaveURL(new RegExp(`/remove/${wbnb}/${busd}$`, 'i'));
    await expect(main(page).getByRole('button', { name: 'Receive BNB' })).toBeVisible();
    const wbnbBefore = await chain.readContract({ address: wbnb, abi: erc20Abi, functionName: 'balanceOf', args: [carol] });
    await main(page).getByRole('button', { name: 'Max', exact: true }).click();
    await expect(main(page).getByText('100%', { exact: true })).toBeVisible();
    await main(page).getByRole('button', { name: 'Enable', exact: true }).click();
    await expect(main(page).getByRole('button', { name: 'Enabled', exact: true })).toBeVisible();
    await main(page).getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByRole('dialog', { name: 'You will receive' }).getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => lpBalance(chain, pair, carol), { timeout: 20_000 }).toBe(0n);
    expect(await chain.readContract({ address: wbnb, abi: erc20Abi, functionName: 'balanceOf', args: [carol] })).toBeGreaterThan(
      wbnbBefore,
    );
    const summaries = await recordedSummaries(page);
    expect(summaries.filter((x) => /^Remove \S+ BNB and \S+ BUSD$/.test(x))).toHaveLength(1);
    expect(summaries.filter((x) => /^Remove \S+ WBNB and \S+ BUSD$/.test(x))).toHaveLength(1);
  });

  test('a rejected signature cancels; a wallet that cannot sign typed data falls back to an on-chain approval', async ({
    page,
    chain,
    deployment,
    useWallet,
  }) => {
    const fuel = token(deployment, 'FUEL');
    const wbnb = deployment.contracts.WBNB;
    const pair = await getPair(chain, deployment, wbnb, fuel);
    await addBnbLiquidity(chain, deployment, bob, fuel, 1000n * 10n ** 9n, E18);
    const lp = await lpBalance(chain, pair, bob);

    // A wallet without eth_signTypedData_v4 (patched onto the test wallet once it announces itself).
    await page.addInitScript(() => {
      const patch = (e: Event) => {
        const provider = (e as CustomEvent<{ provider: { request: (a: { method: string }) => Promise<unknown>; __patched?: boolean } }>)
          .detail.provider;
        if (provider.__patched) return;
        const original = provider.request.bind(provider);
        provider.request = async (args) => {
          if (args.method === 'eth_signTypedData_v4' && (window as unknown as { __noTypedData?: boolean }).__noTypedData) {
            throw Object.assign(new Error('The method eth_signTypedData_v4 is not supported.'), { code: 4200 });
          }
          return original(args);
        };
        provider.__patched = true;
      };
      window.addEventListener('eip6963:announceProvider', patch);
    });
    await open(page, useWallet, bob, `/remove/BNB/${fuel}`);
    await main(page).getByRole('button', { name: '25%' }).click();

    await rejectNext(page, 'eth_signTypedData_v4');
    await main(page).getByRole('button', { name: 'Enable', exact: true }).click();
    await expect(main(page).getByRole('button', { name: 'Enable', exact: true })).toBeEnabled();
    expect(await walletRequests(page)).not.toContain('eth_sendTransaction');

    await page.evaluate(() => ((window as unknown as { __noTypedData: boolean }).__noTypedData = true));
    await main(page).getByRole('button', { name: 'Enable', exact: true }).click();
    await expect(main(page).getByRole('button', { name: 'Enabled', exact: true })).toBeVisible({ timeout: 30_000 });
    expect(
      await chain.readContract({ address: pair, abi: pairAbi, functionName: 'allowance', args: [bob, deployment.contracts.Router] }),
    ).toBe(maxUint256);

    await main(page).getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByRole('dialog', { name: 'You will receive' }).getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => lpBalance(chain, pair, bob), { timeout: 20_000 }).toBe(lp - lp / 4n);
  });
  test('a taxed token (SAFEMOON-BNB) is removed with the fee-on-transfer form of the permit call', async ({
    page,
    chain,
    deployment,
    useWallet,
  }) => {
    const safemoon = token(deployment, 'SAFEMOON');
    const pair = await getPair(chain, deployment, deployment.contracts.WBNB, safemoon);
    const lp = await lpBalance(chain, pair, alice);
    expect(lp).toBeGreaterThan(0n);
    const safemoonBefore = await chain.readContract({ address: safemoon, abi: erc20Abi, functionName: 'balanceOf', args: [alice] });

    await open(page, useWallet, alice, `/remove/BNB/${safemoon}`);
    await main(page).getByRole('button', { name: '25%' }).click();
    await main(page).getByRole('button', { name: 'Enable', exact: true }).click();
    await expect(main(page).getByRole('button', { name: 'Enabled', exact: true })).toBeVisible();
    await main(page).getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByRole('dialog', { name: 'You will receive' }).getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => lpBalance(chain, pair, alice), { timeout: 20_000 }).toBe(lp - lp / 4n);
    expect(await chain.readContract({ address: safemoon, abi: erc20Abi, functionName: 'balanceOf', args: [alice] })).toBeGreaterThan(
      safemoonBefore,
    );

    const raw = await page.evaluate(() => localStorage.getItem('fuelswap:transactions'));
    const hash = Object.keys((JSON.parse(raw!) as { value: Record<string, Record<string, unknown>> }).value['31337']!)[0] as `0x${string}`;
    const tx = await chain.getTransaction({ hash });
    expect(decodeFunctionData({ abi: routerAbi, data: tx.input }).functionName).toBe(
      'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
    );
  });
});

test.describe('positions', () => {
  test('a pool imported through /find shows on /liquidity', async ({ page, chain, deployment, useWallet }) => {
    const tko = token(deployment, 'TKO');
    const alpaca = token(deployment, 'ALPACA');
    const pair = await getPair(chain, deployment, tko, alpaca);
    expect(pair).not.toBe(zeroAddress);
    if ((await lpBalance(chain, pair, alice)) === 0n) {
      for (const t of [tko, alpaca]) {
        await send(chain, {
          account: alice,
          address: t,
          abi: erc20Abi,
          functionName: 'approve',
          args: [deployment.contracts.Router, maxUint256],
          chain: chain.chain,
        });
      }
      const { timestamp } = await chain.getBlock();
      const [rTko, rAlpaca] = await reserves(chain, pair, tko);
      await send(chain, {
        account: alice,
        address: deployment.contracts.Router,
        abi: routerAbi,
        functionName: 'addLiquidity',
        args: [tko, alpaca, 10n * E18, (10n * E18 * rAlpaca) / rTko + 1n, 0n, 0n, alice, timestamp + 3600n],
        chain: chain.chain,
      });
    }
    expect(await lpBalance(chain, pair, alice)).toBeGreaterThan(0n);

    await open(page, useWallet, alice, '/liquidity');
    // Positions in tracked pairs show; TKO-ALPACA (neither is a base) is not tracked until imported.
    const positions = main(page).getByRole('region', { name: / position$/ });
    await expect(positions.first()).toBeVisible({ timeout: 30_000 });
    await expect(main(page).getByRole('region', { name: /(TKO\/ALPACA|ALPACA\/TKO) position/ })).toHaveCount(0);

    await main(page).getByRole('link', { name: 'Import it.' }).click();
    await expect(page).toHaveURL(/\/find$/);
    const pick = async (label: RegExp, symbol: string) => {
      await main(page).getByRole('button', { name: label }).click();
      const modal = page.getByRole('dialog', { name: 'Select a Token' });
      await modal.getByRole('combobox').fill(symbol);
      await modal
        .getByRole('option', { name: new RegExp(`^${symbol}\\b`) })
        .first()
        .click();
      await expect(modal).toBeHidden();
    };
    await pick(/^First token/, 'TKO');
    await pick(/^Second token/, 'ALPACA');
    await expect(main(page).getByRole('status').getByText('Pool found!')).toBeVisible();
    await expect(main(page).getByRole('region', { name: /TKO\/ALPACA position/ })).toBeVisible();

    await main(page).getByRole('link', { name: 'Manage this pool.' }).click();
    await expect(page).toHaveURL(/\/liquidity$/);
    const card = main(page).getByRole('region', { name: /(TKO\/ALPACA|ALPACA\/TKO) position/ });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await card.getByRole('button', { expanded: false }).click();
    await expect(card.getByText('Pooled TKO')).toBeVisible();
    await expect(card.getByText('Pooled ALPACA')).toBeVisible();
    await expect(card.getByText('Share of pool')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Remove' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Add liquidity instead' })).toBeVisible();
  });

  test('without a wallet /liquidity offers Connect Wallet; a phone-width card fits', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/liquidity');
    await expect(main(page).getByText('Connect to a wallet to view your liquidity.')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Add Liquidity' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('at 375 px: add and remove fit; the detailed removal keeps LP, token A and token B consistent', async ({
    page,
    chain,
    deployment,
    useWallet,
  }) => {
    const busd = token(deployment, 'BUSD');
    const pair = await getPair(chain, deployment, deployment.contracts.WBNB, busd);
    expect(await lpBalance(chain, pair, dave)).toBeGreaterThan(2n * E18);
    await page.setViewportSize({ width: 375, height: 740 });
    const noOverflow = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    await open(page, useWallet, dave, `/add/BNB/${busd}`);
    await amount(page, 'BNB').fill('0.5');
    await expect(amount(page, 'BUSD')).not.toHaveValue('');
    await noOverflow();

    await page.goto(`/remove/BNB/${busd}`);
    await expect(main(page).getByRole('region', { name: /BNB\/BUSD position/ })).toBeVisible({ timeout: 20_000 });
    await noOverflow();
    await main(page).getByRole('button', { name: 'Detailed' }).click();
    const lpField = main(page).getByRole('textbox', { name: 'Amount of BNB-BUSD LP' });
    await lpField.fill('1');
    await expect(amount(page, 'BNB')).not.toHaveValue('');
    const bnbFor1Lp = await amount(page, 'BNB').inputValue();
    const busdFor1Lp = await amount(page, 'BUSD').inputValue();
    // Typing the BNB amount that 1 LP returns gives back (about) 1 LP and the same BUSD.
    await amount(page, 'BNB').fill(bnbFor1Lp);
    await expect(lpField).toHaveValue(/^(1|0\.99999\d*)$/);
    const prefix = busdFor1Lp.slice(0, 4).replace(/\./g, '\\.');
    await expect(amount(page, 'BUSD')).toHaveValue(new RegExp(`^${prefix}`));
    await noOverflow();
  });
});
