/**
 * Split routes and the network fee on the swap page, in Chromium against the devnet with the
 * EIP-6963 test wallet. A trade large against the CAKE pools is split between BNB→CAKE and BNB→BUSD→CAKE;
 * the call sent is one swapSplit, and the CAKE received equals the SDK's quote of that call on the reserves
 * of the block before it, to the wei. A small trade, and a large one with single hop, take one route.
 */
import type { Page } from '@playwright/test';
import { decodeFunctionData, erc20Abi, parseEther, type Address, type Hash } from 'viem';
import { pairAbi, routerAbi } from '@fuelswap/contracts';
import type { Deployment } from '@fuelswap/config';
import { CurrencyAmount, NativeCurrency, Pair, Route, Token, computePairAddress, quoteSplitExactIn } from '@fuelswap/sdk';
import { test, expect, connectWith, type ChainClient } from '../fixtures.ts';
import { anvilAccount } from '../accounts.ts';

const trader = anvilAccount(8);
const TX_KEY = 'fuelswap:transactions';

const main = (page: Page) => page.getByRole('main');
const fromAmount = (page: Page) => page.getByRole('textbox', { name: 'From amount' });
const toAmount = (page: Page) => page.getByRole('textbox', { name: 'To amount' });
const swapButton = (page: Page) => main(page).getByRole('button', { name: 'Swap', exact: true });

function tokenOf(d: Deployment, address: string): Token {
  const t = d.tokens.find((x) => x.address.toLowerCase() === address.toLowerCase());
  if (!t) throw new Error(`${address} is not a deployed token`);
  return new Token(d.chainId, t.address, t.decimals, t.symbol, t.name);
}

function cakeOf(d: Deployment): Address {
  const t = d.tokens.find((x) => x.symbol === 'CAKE');
  if (!t) throw new Error('CAKE is not deployed');
  return t.address;
}

async function openSwap(page: Page, useWallet: (a: Address) => Promise<void>, query: string) {
  await useWallet(trader);
  await page.goto(`/swap${query}`);
  await connectWith(page, 'E2E Test Wallet');
  await expect(
    main(page)
      .getByText(/^Balance: \d/)
      .first(),
  ).toBeVisible();
}

async function lastHash(page: Page): Promise<Hash> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), TX_KEY);
  const parsed = JSON.parse(raw ?? '{}') as { value?: Record<string, Record<string, unknown>> };
  const hashes = Object.keys(parsed.value?.['31337'] ?? {});
  expect(hashes).toHaveLength(1);
  return hashes[0] as Hash;
}

/** The SDK's view of a route's pairs at `block`. */
async function routeAt(chain: ChainClient, d: Deployment, path: readonly Address[], block: bigint, bnb: NativeCurrency, out: Token) {
  const tokens = path.map((a) => tokenOf(d, a));
  const pairs = await Promise.all(
    tokens.slice(1).map(async (b, i) => {
      const a = tokens[i] as Token;
      const address = computePairAddress(d.contracts.Factory, a, b, d.initCodeHash) as Address;
      const [r0, r1] = await chain.readContract({ address, abi: pairAbi, functionName: 'getReserves', blockNumber: block });
      const [t0, t1] = a.sortsBefore(b) ? [a, b] : [b, a];
      return new Pair(CurrencyAmount.fromRaw(t0, r0), CurrencyAmount.fromRaw(t1, r1), address);
    }),
  );
  return new Route(pairs, bnb, out);
}

test('a large BNB → CAKE trade is split: the page shows each route and the fee, and the chain pays the quote to the wei', async ({
  page,
  chain,
  deployment,
  useWallet,
}) => {
  const CAKE = cakeOf(deployment);
  await openSwap(page, useWallet, `?outputCurrency=${CAKE}`);
  await fromAmount(page).fill('150');
  await expect(toAmount(page)).not.toHaveValue('');

  const details = main(page).getByTestId('trade-details');
  const parts = details.getByTestId('split-part');
  await expect(details.getByTestId('split-routes')).toBeVisible();
  expect(await parts.count()).toBeGreaterThanOrEqual(2);
  await expect(details.getByTestId('split-route-0')).toHaveText(/^BNB.*CAKE$/);
  await expect(parts.first().getByTestId('split-share')).toHaveText(/^\d+(\.\d+)?% of the trade$/);
  await expect(details.getByTestId('network-fee')).toContainText(/\d BNB \(\$\d/);
  await expect(details.getByTestId('network-fee-large')).toHaveCount(0);

  await swapButton(page).click();
  const review = page.getByRole('dialog', { name: 'Confirm Swap' });
  await expect(review.getByTestId('split-routes')).toBeVisible();
  expect(await review.getByTestId('split-part').count()).toBe(await parts.count());
  const cakeBefore = await chain.readContract({ address: CAKE, abi: erc20Abi, functionName: 'balanceOf', args: [trader] });
  await review.getByRole('button', { name: /^(Confirm Swap|Swap Anyway)$/ }).click();
  const submitted = page.getByRole('dialog', { name: 'Transaction Submitted' });
  await expect(submitted).toBeVisible({ timeout: 30_000 });

  const hash = await lastHash(page);
  const receipt = await chain.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  const tx = await chain.getTransaction({ hash });
  const call = decodeFunctionData({ abi: routerAbi, data: tx.input });
  expect(call.functionName).toBe('swapSplit');
  const [amounts, , paths, to, , flags] = call.args as readonly [
    readonly bigint[],
    bigint,
    readonly (readonly Address[])[],
    Address,
    bigint,
    bigint,
  ];
  expect(paths.length).toBeGreaterThanOrEqual(2);
  expect(to).toBe(trader);
  expect(flags).toBe(0n);
  expect(tx.value).toBe(parseEther('150'));
  expect(amounts.reduce((a, b) => a + b, 0n)).toBe(parseEther('150'));

  // The quote of exactly that call on the reserves before its block: what the page quoted (nothing else traded).
  const wbnb = tokenOf(deployment, deployment.contracts.WBNB);
  const bnb = new NativeCurrency(wbnb);
  const cake = tokenOf(deployment, CAKE);
  const before = receipt.blockNumber - 1n;
  const routes = await Promise.all(paths.map((p) => routeAt(chain, deployment, p, before, bnb, cake)));
  const quote = quoteSplitExactIn(routes, amounts);
  const cakeAfter = await chain.readContract({ address: CAKE, abi: erc20Abi, functionName: 'balanceOf', args: [trader] });
  expect(cakeAfter - cakeBefore).toBe(quote?.outputAmount.raw);
});

test('a small trade, and a large one with single hop, take one route with its network fee', async ({ page, deployment, useWallet }) => {
  const CAKE = cakeOf(deployment);
  await openSwap(page, useWallet, `?outputCurrency=${CAKE}`);
  await fromAmount(page).fill('0.1');
  const details = main(page).getByTestId('trade-details');
  await expect(details.getByTestId('route')).toHaveText(/^BNB\s*CAKE$/);
  await expect(details.getByTestId('split-routes')).toHaveCount(0);
  await expect(details.getByTestId('network-fee')).toContainText(/\d BNB/);

  await main(page).getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('switch', { name: 'Disable Multihops' }).click();
  await page.keyboard.press('Escape');
  await fromAmount(page).fill('150');
  await expect(toAmount(page)).not.toHaveValue('');
  await expect(details.getByTestId('route')).toHaveText(/^BNB\s*CAKE$/);
  await expect(details.getByTestId('split-routes')).toHaveCount(0);
});
