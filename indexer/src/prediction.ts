/**
 * Prediction indexing: rounds, bets, players and the feed's prices, for the history pane,
 * the PNL tab, the leaderboard and the chart. The payout rule is the market's (amount x rewardAmount /
 * rewardBaseCalAmount); a tie (House) settles every bet of the round as a loss.
 */
import { ponder, type Context } from 'ponder:registry';
import { predictionBet, predictionPrice, predictionRound, predictionUser } from 'ponder:schema';
import { eq } from 'ponder';
import type { Hex } from 'viem';

const lower = (a: string) => a.toLowerCase() as Hex;

/** The leaderboard's win rate as a sortable integer: hundredths of a percent, rounded as the app shows it. */
const winRateBps = (wins: number, settled: number) => (settled > 0 ? Math.round((wins * 10_000) / settled) : 0);

async function ensureUser(context: Context, id: Hex, at: number, block: number) {
  await context.db
    .insert(predictionUser)
    .values({
      id,
      createdAt: at,
      block,
      totalBets: 0,
      totalBNB: 0n,
      totalBetsBull: 0,
      totalBetsBear: 0,
      totalBetsSettled: 0,
      wins: 0,
      totalBNBWon: 0n,
      totalBNBSettled: 0n,
      netBNB: 0n,
      totalBNBClaimed: 0n,
      winRate: 0,
    })
    .onConflictDoNothing();
}

/** The round's row, created on first sight (its StartRound fills the start fields). */
async function ensureRound(context: Context, epoch: bigint) {
  await context.db
    .insert(predictionRound)
    .values({
      id: epoch,
      epoch,
      startBlock: 0,
      startAt: 0,
      totalBets: 0,
      totalAmount: 0n,
      bullBets: 0,
      bullAmount: 0n,
      bearBets: 0,
      bearAmount: 0n,
      failed: false,
    })
    .onConflictDoNothing();
}

ponder.on('FuelPrediction:StartRound', async ({ event, context }) => {
  await ensureRound(context, event.args.epoch);
  await context.db.update(predictionRound, { id: event.args.epoch }).set({
    startBlock: Number(event.block.number),
    startAt: Number(event.block.timestamp),
  });
});

ponder.on('FuelPrediction:LockRound', async ({ event, context }) => {
  await ensureRound(context, event.args.epoch);
  await context.db.update(predictionRound, { id: event.args.epoch }).set({
    lockBlock: Number(event.block.number),
    lockAt: Number(event.block.timestamp),
    lockPrice: event.args.price,
  });
});

ponder.on('FuelPrediction:EndRound', async ({ event, context }) => {
  await ensureRound(context, event.args.epoch);
  await context.db.update(predictionRound, { id: event.args.epoch }).set((row) => ({
    endBlock: Number(event.block.number),
    endAt: Number(event.block.timestamp),
    closePrice: event.args.price,
    position: row.lockPrice === null || event.args.price === row.lockPrice ? 'House' : event.args.price > row.lockPrice ? 'Bull' : 'Bear',
  }));
});

ponder.on('FuelPrediction:RoundCanceled', async ({ event, context }) => {
  await ensureRound(context, event.args.epoch);
  await context.db.update(predictionRound, { id: event.args.epoch }).set({ failed: true });
});

/** Settles every bet of a closed round into its player's totals (wins, winnings, stakes, net). */
ponder.on('FuelPrediction:RewardsCalculated', async ({ event, context }) => {
  await ensureRound(context, event.args.epoch);
  const id = event.args.epoch;
  const round = await context.db.update(predictionRound, { id }).set({
    rewardBaseCalAmount: event.args.rewardBaseCalAmount,
    rewardAmount: event.args.rewardAmount,
  });
  const bets = await context.db.sql.select().from(predictionBet).where(eq(predictionBet.round, id));
  for (const bet of bets) {
    const won = round.position === bet.position && event.args.rewardBaseCalAmount > 0n;
    const payout = won ? (bet.amount * event.args.rewardAmount) / event.args.rewardBaseCalAmount : 0n;
    await context.db.update(predictionUser, { id: bet.user }).set((u) => ({
      totalBetsSettled: u.totalBetsSettled + 1,
      wins: u.wins + (won ? 1 : 0),
      winRate: winRateBps(u.wins + (won ? 1 : 0), u.totalBetsSettled + 1),
      totalBNBWon: u.totalBNBWon + payout,
      totalBNBSettled: u.totalBNBSettled + bet.amount,
      netBNB: u.netBNB + payout - bet.amount,
    }));
  }
});

async function recordBet(
  context: Context,
  event: { args: { sender: Hex; epoch: bigint; amount: bigint }; block: { number: bigint; timestamp: bigint }; transaction: { hash: Hex } },
  position: 'Bull' | 'Bear',
) {
  const user = lower(event.args.sender);
  const at = Number(event.block.timestamp);
  const block = Number(event.block.number);
  const round = event.args.epoch;
  await ensureUser(context, user, at, block);
  await ensureRound(context, event.args.epoch);
  // The contract takes one bet per account and round, so an existing row can only be a bet of blocks a devnet
  // snapshot revert removed whose rollback was missed (seen once in the e2e suite, not pinned down in Ponder's
  // reorg handling). Take it back out with its totals rather than stop the indexer on a primary-key conflict.
  const stale = await context.db.find(predictionBet, { id: `${round}-${user}` });
  if (stale) {
    await context.db.delete(predictionBet, { id: stale.id });
    await context.db.update(predictionUser, { id: user }).set((u) => ({
      totalBets: u.totalBets - 1,
      totalBNB: u.totalBNB - stale.amount,
      totalBetsBull: u.totalBetsBull - (stale.position === 'Bull' ? 1 : 0),
      totalBetsBear: u.totalBetsBear - (stale.position === 'Bear' ? 1 : 0),
    }));
    await context.db.update(predictionRound, { id: round }).set((r) => ({
      totalBets: r.totalBets - 1,
      totalAmount: r.totalAmount - stale.amount,
      bullBets: r.bullBets - (stale.position === 'Bull' ? 1 : 0),
      bullAmount: r.bullAmount - (stale.position === 'Bull' ? stale.amount : 0n),
      bearBets: r.bearBets - (stale.position === 'Bear' ? 1 : 0),
      bearAmount: r.bearAmount - (stale.position === 'Bear' ? stale.amount : 0n),
    }));
  }
  await context.db.insert(predictionBet).values({
    id: `${round}-${user}`,
    round,
    epoch: event.args.epoch,
    user,
    hash: event.transaction.hash,
    amount: event.args.amount,
    position,
    claimed: false,
    createdAt: at,
    block,
  });
  await context.db.update(predictionUser, { id: user }).set((u) => ({
    totalBets: u.totalBets + 1,
    totalBNB: u.totalBNB + event.args.amount,
    totalBetsBull: u.totalBetsBull + (position === 'Bull' ? 1 : 0),
    totalBetsBear: u.totalBetsBear + (position === 'Bear' ? 1 : 0),
  }));
  await context.db.update(predictionRound, { id: round }).set((r) => ({
    totalBets: r.totalBets + 1,
    totalAmount: r.totalAmount + event.args.amount,
    bullBets: r.bullBets + (position === 'Bull' ? 1 : 0),
    bullAmount: r.bullAmount + (position === 'Bull' ? event.args.amount : 0n),
    bearBets: r.bearBets + (position === 'Bear' ? 1 : 0),
    bearAmount: r.bearAmount + (position === 'Bear' ? event.args.amount : 0n),
  }));
}

ponder.on('FuelPrediction:BetBull', async ({ event, context }) => recordBet(context, event, 'Bull'));
ponder.on('FuelPrediction:BetBear', async ({ event, context }) => recordBet(context, event, 'Bear'));

ponder.on('FuelPrediction:Claim', async ({ event, context }) => {
  const user = lower(event.args.sender);
  await context.db.update(predictionBet, { id: `${event.args.epoch}-${user}` }).set({
    claimed: true,
    claimedAmount: event.args.amount,
    claimedHash: event.transaction.hash,
  });
  await context.db.update(predictionUser, { id: user }).set((u) => ({ totalBNBClaimed: u.totalBNBClaimed + event.args.amount }));
});

ponder.on('PriceAggregator:AnswerUpdated', async ({ event, context }) => {
  await context.db
    .insert(predictionPrice)
    .values({
      id: `${event.log.address.toLowerCase()}-${event.args.roundId}`,
      price: event.args.current,
      timestamp: Number(event.args.updatedAt),
      block: Number(event.block.number),
    })
    .onConflictDoNothing();
});
