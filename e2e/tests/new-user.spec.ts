/**
 * What a new user meets first: the Devnet wallet staying connected across a reload, an amount field that
 * never shows a refused keystroke, the vault's APY agreeing with its calculator and its unstaking fee told
 * before staking, a lottery round lookup of a round that does not exist, and the prediction leaderboard as
 * it opens (its default order and every other order loads its rows; last, so the fresh devnet's indexer
 * has caught up by then).
 *
 * Accounts: alice (#2) enables the vault; #7 bets on the prediction.
 */
import { parseEther } from 'viem';
import { fuelPredictionAbi } from '@fuelswap/contracts';
import { test, expect, connectWith, INDEXER_URL, type ChainClient } from '../fixtures.ts';
import { devnetAccounts, type Deployment } from '@fuelswap/config';
import { anvilAccount, TEST_ACCOUNTS } from '../accounts.ts';
import { shortAddress } from '../../app/src/features/wallet/format.ts';
import { holdPredictionKeeper, releasePredictionKeeper } from '../keepers.ts';

const player = anvilAccount(7);

function market(d: Deployment) {
  if (!d.prediction) throw new Error('the devnet deployment has no prediction section');
  return d.prediction.market;
}

/** The indexer's first page of players for an order, as the leaderboard should show it. */
async function rankedPlayers(order: string): Promise<string[]> {
  const res = await fetch(`${INDEXER_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ predictionUsers(orderBy: "${order}", orderDirection: "desc", limit: 20) { items { id } } }`,
    }),
  });
  const body = (await res.json()) as { data?: { predictionUsers: { items: { id: string }[] } } };
  return body.data?.predictionUsers.items.map((u) => u.id) ?? [];
}

/** Bets on the open round while at least a few blocks of entry remain (else on the next one). */
async function betOnOpenRound(chain: ChainClient, d: Deployment, value: bigint): Promise<void> {
  const address = market(d);
  const read = <T>(functionName: 'currentEpoch' | 'rounds', args: readonly unknown[] = []) =>
    chain.readContract({ address, abi: fuelPredictionAbi, functionName, args } as never) as Promise<T>;
  await expect
    .poll(
      async () => {
        const epoch = await read<bigint>('currentEpoch');
        const { lockBlock } = await read<{ lockBlock: bigint }>('rounds', [epoch]);
        return epoch > 0n && (await chain.getBlockNumber({ cacheTime: 0 })) + 4n < lockBlock;
      },
      { timeout: 120_000 },
    )
    .toBe(true);
  const epoch = await read<bigint>('currentEpoch');
  const hash = await chain.writeContract({
    account: player,
    chain: null,
    address,
    abi: fuelPredictionAbi,
    functionName: 'betBull',
    args: [epoch],
    value,
    gas: 500_000n,
  });
  expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success');
}

test('the Devnet wallet stays connected across a reload', async ({ page, deployment }) => {
  await page.goto('/');
  await connectWith(page, 'Devnet wallet');
  const account = page.getByRole('button', { name: `Account ${shortAddress(devnetAccounts(deployment).devWallet)}` });
  await expect(account).toBeVisible();
  await page.reload();
  await expect(account).toBeVisible();
  await expect(page.getByRole('button', { name: /connect wallet/i })).toHaveCount(0);
  // Logging out is remembered too: the next reload asks to connect again.
  await account.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: /connect wallet/i }).first()).toBeVisible();
  await expect(account).toHaveCount(0);
});

test('an amount field never shows a refused keystroke', async ({ page }) => {
  await page.goto('/swap');
  const from = page.getByRole('textbox', { name: 'From amount' });
  await from.pressSequentially('1.5');
  await from.pressSequentially('.3a');
  await expect(from).toHaveValue('1.53');
  await from.pressSequentially('x,');
  await expect(from).toHaveValue('1.53');
});

test("the Auto FUEL row's APY is its calculator's 365-day APY, and its unstaking fee is told before staking", async ({
  page,
  useWallet,
}) => {
  await useWallet(TEST_ACCOUNTS.alice);
  await page.goto('/pools');
  await connectWith(page, 'E2E Test Wallet');
  const vault = page.locator('[data-pool="vault"]');
  const calculator = vault.getByRole('button', { name: 'ROI calculator for Auto FUEL' });
  await calculator.click();
  const roi = page.getByRole('dialog', { name: 'ROI' });
  await expect(roi.getByRole('rowheader', { name: '365d (APY)' })).toBeVisible();
  // Both figures read in one go: a new block may re-render the page between two reads.
  const [row, year] = await page.evaluate(() => {
    const button = document.querySelector('[data-pool="vault"] button[aria-label="ROI calculator for Auto FUEL"]');
    const rowText = button?.previousElementSibling?.textContent ?? '';
    const cells = [...document.querySelectorAll('[role="dialog"] tr')].find((tr) => tr.textContent?.includes('365d (APY)'));
    return [rowText, cells?.querySelectorAll('td')[0]?.textContent ?? ''];
  });
  expect(row).toMatch(/^[\d,]+\.\d\d%$/);
  expect(row).toBe(year);
  await roi.getByRole('button', { name: 'Close' }).click();

  // Alice has never staked in the vault: the fee's terms are there before Enable and in the stake dialog.
  await vault.getByRole('button', { name: 'Show details of Auto FUEL' }).click();
  await expect(vault.getByTestId('vault-fee-terms')).toHaveText('0.1% unstaking fee if withdrawn within 72h');
  await vault.getByRole('button', { name: 'Enable', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Notifications' }).getByText('Contract Enabled')).toBeVisible();
  await vault.getByRole('button', { name: 'Stake', exact: true }).click();
  const stake = page.getByRole('dialog', { name: 'Stake in Pool' });
  await expect(stake.getByTestId('vault-fee-terms')).toHaveText('0.1% unstaking fee if withdrawn within 72h');
});

test('looking up a lottery round that does not exist says so', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/lottery');
  const round = page.getByRole('textbox', { name: 'Round number' });
  // The devnet's keeper draws a round every few minutes: the picker shows once one is drawn.
  await expect(round).toBeVisible({ timeout: 150_000 });
  await round.fill('99999');
  await expect(page.getByRole('alert').filter({ hasText: 'The lottery number you provided does not exist' })).toBeVisible();
  await expect(page.getByTestId('lottery-history-round')).toHaveCount(0);
  await round.fill('1');
  await expect(page.getByTestId('lottery-history-round')).toBeVisible();
  await expect(page.getByText('The lottery number you provided does not exist')).toHaveCount(0);
});

test('the prediction leaderboard loads its rows in its default order and in every other order', async ({ page, chain, deployment }) => {
  test.setTimeout(360_000);
  // A bet far larger than the keeper's bots place: this player leads the Total BNB ranking.
  await betOnOpenRound(chain, deployment, parseEther('5'));
  const id = player.toLowerCase();
  // The page and the check read the same indexer: waiting for this bet to be indexed is enough (a busy machine's
  // indexer may trail the chain by minutes).
  await expect.poll(async () => (await rankedPlayers('totalBNB'))[0], { timeout: 240_000 }).toBe(id);

  // Held: no bot bets and no round settles while the page's ranking is compared with the indexer's.
  await holdPredictionKeeper();
  try {
    await page.goto('/prediction/leaderboard');
    const table = page.getByRole('table', { name: 'Leaderboard' });
    const shown = () => table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-address')));
    // The default order (net winnings), as the page opens: the indexer's ranking, not "Unable to load data".
    await expect(page.getByLabel('Rank By')).toHaveValue('netBNB');
    await expect(table.locator(`tr[data-address="${id}"]`)).toBeVisible({ timeout: 30_000 });
    expect(await shown()).toEqual(await rankedPlayers('netBNB'));
    await expect(page.getByTestId('top-card').first()).toBeVisible();
    for (const order of ['totalBNB', 'totalBets', 'netBNB']) {
      await page.getByLabel('Rank By').selectOption(order);
      await expect(table.locator(`tr[data-address="${id}"]`)).toBeVisible();
      expect(await shown()).toEqual(await rankedPlayers(order));
      await expect(page.getByText('Unable to load data. Please try again.')).toHaveCount(0);
    }
    await page.getByLabel('Rank By').selectOption('totalBNB');
    await expect(table.locator('tbody tr').first()).toHaveAttribute('data-address', id);
  } finally {
    releasePredictionKeeper();
  }
});
