/**
 * Prediction in Chromium against the devnet, with the keeper running 20-block rounds
 * (e2e/devnet.ts) at one block a second: the risk dialog, entering UP with the minimum after being
 * refused below it, the round locking and closing, and collecting the win; every result asserted on
 * chain (the ledger, the Claim event's amount against the round's own numbers).
 *
 * The price walk is random, so the test makes the win certain: once its round is locked, the feed's
 * owner (the deployer, #0) publishes twice the locked price (again if a keeper push that read the feed
 * before brought it back) until the round closes; the keeper's walk moves at most 0.3% a step from
 * there, so the round closes above its lock price and UP wins.
 *
 * Account: dave (#5) — no other spec bets.
 */
import type { Page } from '@playwright/test';
import { parseEther, type Address } from 'viem';
import { fuelPredictionAbi, priceAggregatorAbi } from '@fuelswap/contracts';
import type { Deployment } from '@fuelswap/config';
import { test, expect, connectWith, type ChainClient } from '../fixtures.ts';
import { anvilAccount } from '../accounts.ts';
import { holdPredictionKeeper, releasePredictionKeeper } from '../keepers.ts';

const dave = anvilAccount(5);
const erin = anvilAccount(7);
const deployer = anvilAccount(0);

function prediction(d: Deployment) {
  if (!d.prediction) throw new Error('the devnet deployment has no prediction section');
  return d.prediction;
}

const card = (page: Page, epoch: bigint) => page.locator(`article[data-epoch="${epoch}"]`);
const toasts = (page: Page) => page.getByRole('list', { name: 'Notifications' });

async function read<T>(chain: ChainClient, d: Deployment, functionName: string, args: readonly unknown[] = []): Promise<T> {
  return (await chain.readContract({
    address: prediction(d).market,
    abi: fuelPredictionAbi,
    functionName: functionName as 'currentEpoch',
    args: args as never,
  })) as T;
}

/** Waits until the open round has at least `blocks` blocks of entry left; returns its epoch. */
async function openRoundWithTime(chain: ChainClient, d: Deployment, blocks: bigint): Promise<bigint> {
  for (let i = 0; i < 120; i++) {
    const epoch = await read<bigint>(chain, d, 'currentEpoch');
    const round = await read<{ lockBlock: bigint }>(chain, d, 'rounds', [epoch]);
    const block = await chain.getBlockNumber({ cacheTime: 0 });
    if (epoch > 0n && round.lockBlock > block + blocks) return epoch;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('no open round with enough time left: is the prediction keeper running?');
}

test.describe('prediction', () => {
  test.setTimeout(240_000);

  test('risk dialog, UP with the minimum (refused below it), lock, close and collect the win', async ({
    page,
    chain,
    deployment,
    useWallet,
  }) => {
    const p = prediction(deployment);
    await useWallet(dave);
    await page.goto('/prediction');

    // The first-visit dialog: Continue only with both boxes ticked; not shown again.
    const dialog = page.getByRole('dialog', { name: 'Welcome!' });
    await expect(dialog).toBeVisible();
    const cont = dialog.getByRole('button', { name: 'Continue' });
    await expect(cont).toBeDisabled();
    await dialog.getByLabel(/at my own risk\. Any losses/).check();
    await expect(cont).toBeDisabled();
    await dialog.getByLabel(/still in beta/).check();
    await cont.click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Prediction' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Welcome!' })).toHaveCount(0);
    await connectWith(page, 'E2E Test Wallet');

    const epoch = await openRoundWithTime(chain, deployment, 12n);
    const next = card(page, epoch);
    await expect(next).toHaveAttribute('data-kind', 'next');
    await expect(next.getByText(/\d+\.\d\dx Payout/).first()).toBeVisible();
    await next.getByRole('button', { name: 'Enter UP' }).click();

    const set = page.getByRole('dialog', { name: 'Set Position' });
    const amount = set.getByRole('textbox', { name: 'Amount of BNB to commit' });
    await amount.fill('0.0009');
    await expect(set.getByRole('alert')).toHaveText('A minimum amount of 0.001 BNB is required');
    await expect(set.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await amount.fill('1000000');
    await expect(set.getByRole('alert')).toHaveText('Insufficient BNB balance');
    await amount.fill('0.001');
    await expect(set.getByRole('alert')).toHaveCount(0);
    await set.getByRole('button', { name: 'Confirm' }).click();
    await expect(toasts(page).getByText('UP position entered')).toBeVisible({ timeout: 30_000 });
    await expect(set).toBeHidden();
    await expect(next.getByTestId('entered')).toHaveText('UP Entered (0.001 BNB)');

    const ledger = await read<readonly [number, bigint, boolean]>(chain, deployment, 'ledger', [epoch, dave]);
    expect(ledger).toEqual([0, parseEther('0.001'), false]);

    // The round locks: its card turns Live. Then make UP certain (see the header).
    await expect(card(page, epoch)).toHaveAttribute('data-kind', 'live', { timeout: 60_000 });
    const locked = await read<{ lockPrice: bigint; lockOracleId: bigint }>(chain, deployment, 'rounds', [epoch]);
    expect(locked.lockOracleId).toBeGreaterThan(0n);
    // The keeper pushes a price every few blocks, a step from the answer it read: a push that read the feed before
    // this write lands after it and brings the price back. So the feed is kept doubled until the round has closed.
    const keepDoubled = async () => {
      const [, answer] = await chain.readContract({ address: p.oracle, abi: priceAggregatorAbi, functionName: 'latestRoundData' });
      if (answer >= (locked.lockPrice * 3n) / 2n) return;
      const hash = await chain.writeContract({
        account: deployer,
        chain: null,
        address: p.oracle,
        abi: priceAggregatorAbi,
        functionName: 'updateAnswer',
        args: [locked.lockPrice * 2n],
      });
      await chain.waitForTransactionReceipt({ hash });
    };
    await expect
      .poll(
        async () => {
          await keepDoubled();
          return (await read<{ oracleCalled: boolean }>(chain, deployment, 'rounds', [epoch])).oracleCalled;
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe(true);

    // It closes: Expired, UP won, the card offers Collect Winnings.
    const expired = card(page, epoch);
    await expect(expired).toHaveAttribute('data-kind', 'expired', { timeout: 60_000 });
    const round = await read<{
      closePrice: bigint;
      lockPrice: bigint;
      rewardAmount: bigint;
      rewardBaseCalAmount: bigint;
      oracleCalled: boolean;
    }>(chain, deployment, 'rounds', [epoch]);
    expect(round.oracleCalled).toBe(true);
    expect(round.closePrice > round.lockPrice).toBe(true);
    await expect(expired.getByTestId('your-result')).toHaveText('Your result: Win');
    expect(await read<boolean>(chain, deployment, 'claimable', [epoch, dave])).toBe(true);
    await expect(page.getByTestId('winnings-popup')).toBeVisible();

    const from = await chain.getBlockNumber({ cacheTime: 0 });
    // The popup's claim opens a confirmation with the amount and the simulated claim; the card's own
    // button (used for the reclaim below) sends at once.
    await page.getByTestId('winnings-popup').getByRole('button', { name: 'Collect Winnings' }).click();
    const confirm = page.getByRole('dialog', { name: 'Collect Winnings' });
    await expect(confirm.getByTestId('tx-preview')).toHaveAttribute('data-kind', 'ok', { timeout: 20_000 });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm).toBeHidden({ timeout: 30_000 });
    // Gone at once (not after the next read), and the popup with it.
    await expect(expired.getByRole('button', { name: 'Collect Winnings' })).toHaveCount(0, { timeout: 5_000 });
    await expect(toasts(page).getByText('Winnings collected!')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('winnings-popup')).toHaveCount(0);

    const claimed = await read<readonly [number, bigint, boolean]>(chain, deployment, 'ledger', [epoch, dave]);
    expect(claimed[2]).toBe(true);
    const events = await chain.getContractEvents({
      address: p.market,
      abi: fuelPredictionAbi,
      eventName: 'Claim',
      args: { sender: dave as Address },
      fromBlock: from,
    });
    expect(events).toHaveLength(1);
    // payout = amount x rewardAmount / winning side (amount x total / side x 0.97)
    expect(events[0]!.args).toMatchObject({
      epoch,
      amount: (parseEther('0.001') * round.rewardAmount) / round.rewardBaseCalAmount,
      refund: false,
    });
  });

  test('a round held back past the buffer is canceled and the position reclaimed in full', async ({
    page,
    chain,
    deployment,
    useWallet,
  }) => {
    const p = prediction(deployment);
    await useWallet(erin);
    await page.addInitScript(() => localStorage.setItem('fuelswap:prediction:riskAccepted', '1'));
    await page.goto('/prediction');
    await connectWith(page, 'E2E Test Wallet');

    const epoch = await openRoundWithTime(chain, deployment, 10n);
    await card(page, epoch).getByRole('button', { name: 'Enter DOWN' }).click();
    const set = page.getByRole('dialog', { name: 'Set Position' });
    await set.getByRole('textbox', { name: 'Amount of BNB to commit' }).fill('0.05');
    await set.getByRole('button', { name: 'Confirm' }).click();
    await expect(toasts(page).getByText('DOWN position entered')).toBeVisible({ timeout: 30_000 });

    // Hold the keeper: the round's lock comes and goes past the buffer without an execution.
    await holdPredictionKeeper();
    try {
      const round = await read<{ lockBlock: bigint }>(chain, deployment, 'rounds', [epoch]);
      const late = round.lockBlock + BigInt(p.bufferBlocks) + 1n;
      await expect.poll(() => chain.getBlockNumber({ cacheTime: 0 }), { timeout: 90_000 }).toBeGreaterThan(late);
    } finally {
      releasePredictionKeeper();
    }
    // The keeper's late execution cancels it: Canceled, Reclaim Position.
    const canceled = card(page, epoch);
    await expect(canceled).toHaveAttribute('data-kind', 'canceled', { timeout: 30_000 });
    expect((await read<{ canceled: boolean }>(chain, deployment, 'rounds', [epoch])).canceled).toBe(true);
    expect(await read<boolean>(chain, deployment, 'refundable', [epoch, erin])).toBe(true);

    const from = await chain.getBlockNumber({ cacheTime: 0 });
    await canceled.getByRole('button', { name: 'Reclaim Position' }).click();
    await expect(canceled.getByRole('button', { name: 'Reclaim Position' })).toHaveCount(0, { timeout: 5_000 });
    await expect(toasts(page).getByText('Position reclaimed!')).toBeVisible({ timeout: 30_000 });
    const events = await chain.getContractEvents({
      address: p.market,
      abi: fuelPredictionAbi,
      eventName: 'Claim',
      args: { sender: erin as Address },
      fromBlock: from,
    });
    expect(events).toHaveLength(1);
    expect(events[0]!.args).toMatchObject({ epoch, amount: parseEther('0.05'), refund: true });
    expect((await read<readonly [number, bigint, boolean]>(chain, deployment, 'ledger', [epoch, erin]))[2]).toBe(true);
  });
});
