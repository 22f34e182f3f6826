/**
 * Prediction's indexer-backed screens: the history pane (the rounds the player entered, their
 * results, the filters, PNL, and a win collected from the history row) and the leaderboard (the player's
 * own row, search, and the ranking by win rate among players with at least 10 settled bets). A collect
 * without BNB for gas is told so and changes nothing.
 *
 * The win rate needs 10 settled bets, more rounds than a test can wait for at 20 blocks each. So the test
 * holds the devnet's keeper (the hold file, as prediction.spec.ts does) and plays the operator itself:
 * 11 rounds in a row, three players betting in each, the feed moved up for the first 7 and down for the
 * last 4, every round locked and closed by executeRound in time (anvil_mine to the lock block). Every
 * figure the screens show is checked against the chain (rounds' lock and close prices, the Claim event)
 * and the indexer's rows against the chain.
 *
 * Accounts: dave (#5, the connected wallet, always UP), #6 (always DOWN), #8 (UP, DOWN, UP, ...).
 */
import { parseEther, type Address, type Hash } from 'viem';
import { fuelPredictionAbi, priceAggregatorAbi } from '@fuelswap/contracts';
import type { Deployment } from '@fuelswap/config';
import { test, expect, connectWith, indexerFollows, type ChainClient } from '../fixtures.ts';
import { anvilAccount } from '../accounts.ts';
import { holdPredictionKeeper, releasePredictionKeeper } from '../keepers.ts';

const dave = anvilAccount(5);
const downer = anvilAccount(6);
const zigzag = anvilAccount(8);
const operator = anvilAccount(13);
const INDEXER_URL = `http://127.0.0.1:${process.env.E2E_INDEXER_PORT ?? '14069'}/graphql`;
const BET = parseEther('0.01');
const ROUNDS = 11;
/** Round r closes above its lock price for r < 7, below it after. */
const up = (r: number) => r < 7;
const sideOf = (player: Address, r: number): 'betBull' | 'betBear' =>
  player === dave ? 'betBull' : player === downer ? 'betBear' : r % 2 === 0 ? 'betBull' : 'betBear';

function prediction(d: Deployment) {
  if (!d.prediction) throw new Error('the devnet deployment has no prediction section');
  return d.prediction;
}

interface RoundView {
  lockBlock: bigint;
  lockPrice: bigint;
  closePrice: bigint;
  oracleCalled: boolean;
  rewardAmount: bigint;
  rewardBaseCalAmount: bigint;
}

async function read<T>(chain: ChainClient, d: Deployment, functionName: string, args: readonly unknown[] = []): Promise<T> {
  return (await chain.readContract({
    address: prediction(d).market,
    abi: fuelPredictionAbi,
    functionName: functionName as 'currentEpoch',
    args: args as never,
  })) as T;
}

/** Sends as an unlocked anvil account, mines it at once and checks the receipt. */
async function send(
  chain: ChainClient,
  from: Address,
  address: Address,
  abi: typeof fuelPredictionAbi | typeof priceAggregatorAbi,
  functionName: string,
  args: readonly unknown[],
  value?: bigint,
): Promise<Hash> {
  const hash = await chain.writeContract({
    account: from,
    chain: null,
    address,
    abi: abi as typeof fuelPredictionAbi,
    functionName: functionName as 'executeRound',
    args: args as never,
    gas: 1_000_000n,
    ...(value ? { value } : {}),
  } as never);
  return hash;
}

async function mined(chain: ChainClient, hashes: Hash[]) {
  await chain.mine({ blocks: 1 });
  for (const hash of hashes) {
    const r = await chain.waitForTransactionReceipt({ hash });
    expect(r.status).toBe('success');
  }
}

interface IndexedUser {
  id: string;
  totalBets: number;
  totalBetsSettled: number;
  wins: number;
  netBNB: string;
  winRate: number;
}

async function indexedUsers(): Promise<IndexedUser[]> {
  const res = await fetch(INDEXER_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ predictionUsers(limit: 1000) { items { id totalBets totalBetsSettled wins netBNB winRate } } }' }),
  });
  const body = (await res.json()) as { data?: { predictionUsers: { items: IndexedUser[] } } };
  return body.data?.predictionUsers.items ?? [];
}

/** The rate as the leaderboard shows it: hundredths of a percent, trailing zeros dropped ("63.64%", "50%"). */
const shownRate = (wins: number, settled: number) => `${Math.round((wins * 10_000) / settled) / 100}%`;

test.describe('prediction history and leaderboard', () => {
  test.setTimeout(420_000);

  // Was fixme: in the fresh-clone full suite the player's "Last 5 bets" once missed round 10's bet. The indexer
  // then had stopped following the suite's snapshot reverts; the devnet's watchdog now restarts it on a fresh index
  // (devnet/src/indexer-watchdog.ts) and the test starts once it follows the chain (indexerFollows).
  test('history of the rounds entered (collect from a row) and the leaderboard ranked by win rate, from the indexer', async ({
    page,
    chain,
    deployment,
    useWallet,
  }) => {
    const p = prediction(deployment);
    const players = [dave, downer, zigzag];
    const epochs: bigint[] = [];
    await indexerFollows(chain);

    // The keeper has run genesis (a fresh devnet starts the game a few blocks after the deployment).
    await expect.poll(() => read<boolean>(chain, deployment, 'genesisLockOnce'), { timeout: 120_000 }).toBe(true);
    // Play 11 rounds as the operator, with the keeper held (see the header).
    await holdPredictionKeeper();
    try {
      const playedFrom = await chain.getBlockNumber({ cacheTime: 0 });
      let price = (
        (await chain.readContract({ address: p.oracle, abi: priceAggregatorAbi, functionName: 'latestRoundData' })) as readonly bigint[]
      )[1]!;
      for (let k = 0; k <= ROUNDS + 1; k++) {
        const open = await read<bigint>(chain, deployment, 'currentEpoch');
        if (k >= 1 && k <= ROUNDS) {
          const r = k - 1;
          await mined(
            chain,
            await Promise.all(players.map((who) => send(chain, who, p.market, fuelPredictionAbi, sideOf(who, r), [open], BET))),
          );
          epochs.push(open);
        }
        const { lockBlock } = await read<RoundView>(chain, deployment, 'rounds', [open]);
        const head = await chain.getBlockNumber({ cacheTime: 0 });
        if (lockBlock - 1n > head) await chain.mine({ blocks: Number(lockBlock - 1n - head) });
        // This execution locks the open round and closes the one locked before: round k-2's result.
        if (k >= 2) price = up(k - 2) ? price + price / 100n : price - price / 100n;
        await mined(chain, [await send(chain, operator, p.oracle, priceAggregatorAbi, 'updateAnswer', [price])]);
        await mined(chain, [await send(chain, operator, p.market, fuelPredictionAbi, 'executeRound', [])]);
      }

      // On chain: every round closed in time, in the planned direction.
      const rounds: RoundView[] = [];
      for (const [r, e] of epochs.entries()) {
        const round = await read<RoundView>(chain, deployment, 'rounds', [e]);
        expect(round.oracleCalled).toBe(true);
        expect(round.closePrice > round.lockPrice).toBe(up(r));
        rounds.push(round);
      }
      const won = (who: Address, r: number) => (sideOf(who, r) === 'betBull') === up(r);
      const payout = (r: number) => (BET * rounds[r]!.rewardAmount) / rounds[r]!.rewardBaseCalAmount;
      const expected = players.map((who) => {
        const wins = epochs.filter((_, r) => won(who, r)).length;
        const net = epochs.reduce((s, _, r) => s + (won(who, r) ? payout(r) : 0n) - BET, 0n);
        return { id: who.toLowerCase(), wins, net };
      });
      expect(expected.map((x) => x.wins)).toEqual([7, 4, 6]);
      // The blocks that actually locked and closed each round (the history's opening and closing blocks).
      const blockOf = async (eventName: 'LockRound' | 'EndRound') => {
        const logs = await chain.getContractEvents({ address: p.market, abi: fuelPredictionAbi, eventName, fromBlock: playedFrom });
        return new Map(logs.map((l) => [(l.args as { epoch: bigint }).epoch, l.blockNumber]));
      };
      const [locked, closed] = [await blockOf('LockRound'), await blockOf('EndRound')];

      // The indexer: each player's 11 settled bets, wins, net and win rate, as the chain has them.
      await expect
        .poll(
          async () => {
            const users = await indexedUsers();
            return expected.map((x) => {
              const u = users.find((v) => v.id === x.id);
              return (
                u && { totalBets: u.totalBets, totalBetsSettled: u.totalBetsSettled, wins: u.wins, netBNB: u.netBNB, winRate: u.winRate }
              );
            });
          },
          { timeout: 90_000 },
        )
        .toEqual(
          expected.map((x) => ({
            totalBets: ROUNDS,
            totalBetsSettled: ROUNDS,
            wins: x.wins,
            netBNB: String(x.net),
            winRate: Math.round((x.wins * 10_000) / ROUNDS),
          })),
        );

      // The history pane, dave's rounds from the indexer.
      await useWallet(dave);
      await page.addInitScript(() => localStorage.setItem('fuelswap:prediction:riskAccepted', '1'));
      await page.goto('/prediction');
      await connectWith(page, 'E2E Test Wallet');
      await page.getByRole('button', { name: 'History', exact: true }).click();
      const pane = page.getByTestId('history-pane');
      const rows = pane.locator('li[data-epoch]');
      await expect(rows).toHaveCount(ROUNDS, { timeout: 30_000 });
      for (const [r, e] of epochs.entries()) {
        const row = pane.locator(`li[data-epoch="${e}"]`);
        await expect(row.getByTestId('history-result')).toHaveText(up(r) ? 'Win' : 'Lose');
        await expect(row).toContainText('Your position: UP');
        await expect(row).toContainText(`Opening block: ${locked.get(e)} · Closing block: ${closed.get(e)}`);
      }
      await pane.getByRole('radio', { name: 'Uncollected', exact: true }).check();
      await expect(rows).toHaveCount(7);
      await pane.getByRole('radio', { name: 'Collected', exact: true }).check();
      await expect(rows).toHaveCount(0);
      await expect(pane.getByText('No prediction history available')).toBeVisible();
      await pane.getByRole('tab', { name: 'PNL', exact: true }).click();
      await expect(pane.getByTestId('pnl')).toContainText('11 (7 won, 4 lost)');
      await pane.getByRole('tab', { name: 'Rounds', exact: true }).click();
      await pane.getByRole('radio', { name: 'Uncollected', exact: true }).check();

      // Collect the last win (round 6) from its history row: the Claim on chain, the row says Collected at once.
      const last = epochs[6]!;
      const from = await chain.getBlockNumber({ cacheTime: 0 });
      await pane.locator(`li[data-epoch="${last}"]`).getByRole('button', { name: 'Collect', exact: true }).click();
      await expect(page.getByRole('list', { name: 'Notifications' }).getByText('Winnings collected!')).toBeVisible({ timeout: 30_000 });
      const events = await chain.getContractEvents({
        address: p.market,
        abi: fuelPredictionAbi,
        eventName: 'Claim',
        args: { sender: dave },
        fromBlock: from,
      });
      expect(events).toHaveLength(1);
      expect(events[0]!.args).toMatchObject({ epoch: last, amount: payout(6), refund: false });
      await expect(rows).toHaveCount(6);
      await pane.getByRole('radio', { name: 'Collected', exact: true }).check();
      await expect(rows).toHaveCount(1);
      await expect(pane.locator(`li[data-epoch="${last}"]`)).toContainText('Collected');
      // Without BNB for gas, a collect says so (not the generic toast), claims nothing and keeps its button.
      const balance = await chain.getBalance({ address: dave });
      await chain.setBalance({ address: dave, value: 1000n });
      await pane.getByRole('radio', { name: 'Uncollected', exact: true }).check();
      const other = pane.locator(`li[data-epoch="${epochs[5]}"]`);
      await other.getByRole('button', { name: 'Collect', exact: true }).click();
      await expect(
        page.getByRole('list', { name: 'Notifications' }).getByText('You need BNB to pay for the transaction fee (gas).'),
      ).toBeVisible({ timeout: 30_000 });
      await expect(other.getByRole('button', { name: 'Collect', exact: true })).toBeVisible();
      expect((await read<readonly [number, bigint, boolean]>(chain, deployment, 'ledger', [epochs[5], dave]))[2]).toBe(false);
      expect(await chain.getBalance({ address: dave })).toBe(1000n);
      await chain.setBalance({ address: dave, value: balance });
      // Closing and reopening the pane resets the filter to All.
      await page.getByRole('button', { name: 'Close History' }).click();
      await page.getByRole('button', { name: 'History', exact: true }).click();
      await expect(page.getByTestId('history-pane').getByRole('radio', { name: 'All', exact: true })).toBeChecked();

      // The leaderboard: dave's own row, search, and the win-rate ranking.
      await page.goto('/prediction/leaderboard');
      const me = expected[0]!;
      await expect(page.getByTestId('my-row')).toContainText(`${ROUNDS} Rounds Played`, { timeout: 30_000 });
      const table = page.getByRole('table', { name: 'Leaderboard' });
      await page.getByRole('textbox', { name: 'Search Address' }).fill(dave);
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await expect(table.locator(`tr[data-address="${me.id}"]`)).toContainText(shownRate(7, ROUNDS));
      await expect(table.locator(`tr[data-address="${me.id}"]`)).toContainText(`7/${ROUNDS}`);
      // The player's stats: the last 5 bets, newest first (rounds 10 to 6: four losses, then the collected win).
      await table.locator(`tr[data-address="${me.id}"]`).getByRole('button').click();
      const stats = page.getByRole('dialog');
      await expect(stats).toContainText('Last 5 bets');
      await expect(stats.getByText(/^#\d+ UP$/)).toHaveText(
        epochs
          .slice(6)
          .reverse()
          .map((e) => `#${e} UP`),
      );
      await expect(stats.getByText(/^0\.01 BNB · (Win|Lose)$/)).toHaveText([...Array(4).fill('0.01 BNB · Lose'), '0.01 BNB · Win']);
      await page.keyboard.press('Escape');
      await expect(stats).toBeHidden();
      await page.getByRole('textbox', { name: 'Search Address' }).fill('');

      await page.getByLabel('Rank By').selectOption('winRate');
      const qualifying = (await indexedUsers()).filter((u) => u.totalBetsSettled >= 10);
      const byRate = [...qualifying].sort((a, b) => b.wins / b.totalBetsSettled - a.wins / a.totalBetsSettled);
      const shown = table.locator('tbody tr');
      await expect(shown).toHaveCount(Math.min(20, byRate.length));
      const rates = await shown.locator('td:nth-child(4)').allTextContents();
      expect(rates).toEqual(byRate.slice(0, 20).map((u) => shownRate(u.wins, u.totalBetsSettled)));
      const order = await shown.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-address')));
      const ours = order.filter((a) => players.some((x) => x.toLowerCase() === a));
      expect(ours).toEqual([dave, zigzag, downer].map((a) => a.toLowerCase()));
      await expect(page.getByTestId('my-row')).toContainText(`#${order.indexOf(me.id) + 1}`);
    } finally {
      releasePredictionKeeper();
    }
  });
});
