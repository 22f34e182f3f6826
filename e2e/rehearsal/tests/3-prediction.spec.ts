/**
 * A prediction bet won and collected on chain 97, in rounds the keepers run on Chainlink's feed (a proxy at the
 * testnet address in front of the aggregator mock, its answers posted by the rehearsal every 2 s, each above the last:
 * UP wins every settled round); then the chart, whose prices the indexer reads from the aggregator behind the proxy.
 */
import type { Page } from '@playwright/test';
import { parseEther } from 'viem';
import { fuelPredictionAbi } from '@fuelswap/contracts';
import { isAddressEqual, type Address } from 'viem';
import { test, expect, connectWith } from '../fixtures.ts';
import { addr, KEY } from '../env.ts';
import { epochOf, market, nextRound, roundOf } from '../prediction.ts';

const user = addr(KEY.user);
const card = (page: Page, epoch: bigint) => page.locator(`article[data-epoch="${epoch}"]`);
const toasts = (page: Page) => page.getByRole('list', { name: 'Notifications' });

async function openPrediction(page: Page): Promise<void> {
  await page.goto('/prediction');
  const welcome = page.getByRole('dialog', { name: 'Welcome!' });
  await welcome.getByLabel(/at my own risk\. Any losses/).check();
  await welcome.getByLabel(/still in beta/).check();
  await welcome.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prediction' })).toBeVisible();
}

test('a prediction bet won and collected in rounds the keepers run on the feed', async ({ page, chain, deployment, useWallet }) => {
  await useWallet(user);
  await openPrediction(page);
  await connectWith(page, 'E2E Test Wallet');

  const epoch = await epochOf(chain, deployment);
  const next = card(page, epoch);
  await expect(next).toHaveAttribute('data-kind', 'next');
  await next.getByRole('button', { name: 'Enter UP' }).click();
  const set = page.getByRole('dialog', { name: 'Set Position' });
  await set.getByRole('textbox', { name: 'Amount of BNB to commit' }).fill('0.01');
  await set.getByRole('button', { name: 'Confirm' }).click();
  await expect(toasts(page).getByText('UP position entered')).toBeVisible({ timeout: 30_000 });
  const ledger = () =>
    chain.readContract({ address: market(deployment), abi: fuelPredictionAbi, functionName: 'ledger', args: [epoch, user] });
  expect(await ledger()).toEqual([0, parseEther('0.01'), false]);

  // The keepers lock the round, then close it one interval later.
  expect(await nextRound(chain, deployment)).toBe(epoch);
  await expect(card(page, epoch)).toHaveAttribute('data-kind', 'live', { timeout: 30_000 });
  expect(await nextRound(chain, deployment)).toBe(epoch + 1n);
  const round = await roundOf(chain, deployment, epoch);
  expect(round.oracleCalled).toBe(true);
  expect(round.closePrice).toBeGreaterThan(round.lockPrice);
  expect(round.closeOracleId).toBeGreaterThan(round.lockOracleId);

  const expired = card(page, epoch);
  await expect(expired).toHaveAttribute('data-kind', 'expired', { timeout: 30_000 });
  await expect(expired.getByTestId('your-result')).toHaveText('Your result: Win');
  const before = await chain.getBalance({ address: user });
  await page.getByTestId('winnings-popup').getByRole('button', { name: 'Collect Winnings' }).click();
  const confirm = page.getByRole('dialog', { name: 'Collect Winnings' });
  await expect(confirm.getByTestId('tx-preview')).toHaveAttribute('data-kind', 'ok', { timeout: 20_000 });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(toasts(page).getByText('Winnings collected!')).toBeVisible({ timeout: 30_000 });
  expect((await ledger())[2]).toBe(true);
  // Alone in the pot: the whole of it less the fee, more than the stake and the gas.
  expect((await chain.getBalance({ address: user })) - before).toBeGreaterThan(0n);
});

test("the chart shows the feed's prices, which the indexer reads from the aggregator behind Chainlink's proxy", async ({
  page,
  chain,
  deployment,
  state,
}) => {
  const oracle = deployment.prediction!.oracle;
  const aggregator = await chain.readContract({
    address: oracle,
    abi: [{ type: 'function', name: 'aggregator', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] }],
    functionName: 'aggregator',
  });
  expect(isAddressEqual(aggregator, oracle)).toBe(false);
  // The proxy emits nothing: every price the indexer has is the aggregator's AnswerUpdated.
  const prices = async () => {
    const res = await fetch(`${state.indexerUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ predictionPrices(orderBy: "block", orderDirection: "desc", limit: 5) { items { id price } } }' }),
    });
    const body = (await res.json()) as { data: { predictionPrices: { items: { id: string; price: string }[] } } };
    return body.data.predictionPrices.items;
  };
  await expect.poll(async () => (await prices()).length, { timeout: 30_000 }).toBeGreaterThan(1);
  for (const p of await prices()) expect(p.id.startsWith(`${(aggregator as Address).toLowerCase()}-`)).toBe(true);

  await openPrediction(page);
  await page.getByRole('button', { name: 'Chart', exact: true }).click();
  await expect(page.getByRole('figure', { name: 'BNB/USD oracle price' })).toBeVisible({ timeout: 20_000 });
});
