/**
 * A prediction bet won and collected on chain 97, in rounds the keepers run on Chainlink's feed (the mock at the
 * testnet address, its answers posted by the rehearsal every 2 s, each above the last: UP wins every settled round).
 */
import type { Page } from '@playwright/test';
import { parseEther } from 'viem';
import { fuelPredictionAbi } from '@fuelswap/contracts';
import { test, expect, connectWith } from '../fixtures.ts';
import { addr, KEY } from '../env.ts';
import { epochOf, market, nextRound, roundOf } from '../prediction.ts';

const user = addr(KEY.user);
const card = (page: Page, epoch: bigint) => page.locator(`article[data-epoch="${epoch}"]`);
const toasts = (page: Page) => page.getByRole('list', { name: 'Notifications' });

test('a prediction bet won and collected in rounds the keepers run on the feed', async ({ page, chain, deployment, useWallet }) => {
  await useWallet(user);
  await page.goto('/prediction');
  const welcome = page.getByRole('dialog', { name: 'Welcome!' });
  await welcome.getByLabel(/at my own risk\. Any losses/).check();
  await welcome.getByLabel(/still in beta/).check();
  await welcome.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prediction' })).toBeVisible();
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
