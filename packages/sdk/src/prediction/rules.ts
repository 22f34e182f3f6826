/**
 * Prediction rules: payouts, multipliers, bet results, what can be
 * collected or reclaimed, which epochs to load, and round timing. Pure, bigint amounts (wei), no I/O.
 *
 * The payout rule is the market contract's (contracts/src/games/FuelPrediction.sol), to the wei:
 * rewardAmount = total * rewardRate / 100 (rounded down), payout = amount * rewardAmount / side (rounded
 * down): "amount x total / side x 0.97".
 */

/** The product's constants. */
export const PREDICTION_INTERVAL_BLOCKS = 100n;
export const PREDICTION_BUFFER_BLOCKS = 20n;
export const PREDICTION_MIN_BET_AMOUNT = 1_000_000_000_000_000n; // 0.001 BNB
export const PREDICTION_REWARD_RATE = 97n;
/** Blocks between one round's expected start and the next beyond one interval (execution takes a block or two). */
export const PREDICTION_ROUND_PADDING_BLOCKS = 3n;
/** Epochs loaded around the current one, and rounds of history. */
export const PREDICTION_EPOCHS_LOADED = 5;
/** Bets per page of the bets query. */
export const PREDICTION_BET_PAGE_SIZE = 1000;
/** BNB kept for gas by Max: 0.01 BNB. */
export const PREDICTION_GAS_RESERVE = 10_000_000_000_000_000n;
/** Bets a player needs before the leaderboard shows a win rate. */
export const PREDICTION_MIN_BETS_FOR_WIN_RATE = 10;

export type BetPosition = 'Bull' | 'Bear';
/** The round's outcome: House when the close equals the lock price (nobody wins). */
export type RoundPosition = BetPosition | 'House';
export type BetResult = 'win' | 'lose' | 'house' | 'canceled' | 'live';

/** A round as the market's rounds(epoch) returns it. */
export interface PredictionRound {
  epoch: bigint;
  startBlock: bigint;
  lockBlock: bigint;
  endBlock: bigint;
  lockPrice: bigint;
  closePrice: bigint;
  totalAmount: bigint;
  bullAmount: bigint;
  bearAmount: bigint;
  rewardBaseCalAmount: bigint;
  rewardAmount: bigint;
  oracleCalled: boolean;
  canceled: boolean;
}

export interface PredictionBet {
  position: BetPosition;
  amount: bigint;
  claimed: boolean;
}

/** What the winners share: total x rewardRate / 100, rounded down (the rest is the 3% fee). */
export function rewardPool(total: bigint, rewardRate: bigint = PREDICTION_REWARD_RATE): bigint {
  return (total * rewardRate) / 100n;
}

/** amount x total / side x 0.97: what a bet of `amount` on a side holding `side` in all would collect. */
export function payout(amount: bigint, total: bigint, side: bigint, rewardRate: bigint = PREDICTION_REWARD_RATE): bigint {
  if (side <= 0n || amount <= 0n) return 0n;
  return (amount * rewardPool(total, rewardRate)) / side;
}

/**
 * The payout multiplier "N.NNx" (total x 0.97 / side), rounded down to hundredths so it never promises
 * more than is paid; "0.00x" while the side is empty.
 */
export function formatPayoutMultiplier(total: bigint, side: bigint, rewardRate: bigint = PREDICTION_REWARD_RATE): string {
  if (side <= 0n) return '0.00x';
  const hundredths = (rewardPool(total, rewardRate) * 100n) / side;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}x`;
}

/** A round failed (every bet refundable): canceled by a late execution, or not closed by endBlock + buffer. */
export function roundFailed(round: PredictionRound, block: bigint, bufferBlocks: bigint): boolean {
  if (round.startBlock === 0n || round.oracleCalled) return false;
  return round.canceled || block > round.endBlock + bufferBlocks;
}

/** The winning position of a closed round: close > lock Bull, close < lock Bear, equal House. */
export function roundPosition(round: PredictionRound): RoundPosition | undefined {
  if (!round.oracleCalled) return undefined;
  if (round.closePrice > round.lockPrice) return 'Bull';
  if (round.closePrice < round.lockPrice) return 'Bear';
  return 'House';
}

/**
 * A bet's result: canceled if the round failed; live while it has not closed (the open and the
 * live round, epochs current and current - 1, and a round whose close is still within its buffer); then
 * win if the position matches the price direction; house when the round tied (a loss, shown as a House
 * round, never as a win); otherwise lose.
 */
export function betResult(bet: Pick<PredictionBet, 'position'>, round: PredictionRound, block: bigint, bufferBlocks: bigint): BetResult {
  if (roundFailed(round, block, bufferBlocks)) return 'canceled';
  const position = roundPosition(round);
  if (position === undefined) return 'live';
  if (position === 'House') return 'house';
  return position === bet.position ? 'win' : 'lose';
}

/**
 * A bet is live while its round's epoch is at least the current epoch minus 1: the open round (current) and
 * the locked one before it (current - 1) have no result yet, whatever an index or a stale read says.
 */
export function betIsLive(epoch: bigint, currentEpoch: bigint): boolean {
  return epoch >= currentEpoch - 1n;
}

/** What an indexed or read round tells about a bet, before the epoch rule: failed, and the winning side once closed. */
export interface SettledRound {
  failed: boolean;
  position: RoundPosition | null | undefined;
}

/**
 * A bet's result by its epoch (the history's rule): canceled if its round failed; live while the epoch is
 * at least current - 1; then win, lose or house from the round's position; a round older than that
 * which has not closed yet is still live (its result is not known; it fails once past its buffer).
 */
export function betResultAt(bet: { epoch: bigint; position: BetPosition }, round: SettledRound, currentEpoch: bigint): BetResult {
  if (round.failed) return 'canceled';
  if (betIsLive(bet.epoch, currentEpoch)) return 'live';
  if (round.position === null || round.position === undefined) return 'live';
  if (round.position === 'House') return 'house';
  return round.position === bet.position ? 'win' : 'lose';
}

/** Claimable if not claimed and the position won or the round failed. */
export function betClaimable(bet: PredictionBet, round: PredictionRound, block: bigint, bufferBlocks: bigint): boolean {
  if (bet.claimed || bet.amount === 0n) return false;
  if (roundFailed(round, block, bufferBlocks)) return true;
  return roundPosition(round) === bet.position && round.rewardBaseCalAmount > 0n;
}

/** Claimable because the round failed: the whole bet comes back (Reclaim). */
export function betRefundable(bet: PredictionBet, round: PredictionRound, block: bigint, bufferBlocks: bigint): boolean {
  return !bet.claimed && bet.amount > 0n && roundFailed(round, block, bufferBlocks);
}

/** What claiming this bet pays: the contract's payout for a win, the bet for a refund, else 0. */
export function collectAmount(bet: PredictionBet, round: PredictionRound, block: bigint, bufferBlocks: bigint): bigint {
  if (!betClaimable(bet, round, block, bufferBlocks)) return 0n;
  if (roundFailed(round, block, bufferBlocks)) return bet.amount;
  return (bet.amount * round.rewardAmount) / round.rewardBaseCalAmount;
}

/** The epochs to load: the current one and the four before it (never below 1), oldest first. */
export function epochsToLoad(currentEpoch: bigint, count = PREDICTION_EPOCHS_LOADED): bigint[] {
  const out: bigint[] = [];
  for (let e = currentEpoch - BigInt(count) + 1n; e <= currentEpoch; e++) if (e >= 1n) out.push(e);
  return out;
}

/** Expected start block of the round after one that started at `startBlock`: one interval plus 3 blocks later. */
export function nextRoundStartBlock(startBlock: bigint, intervalBlocks: bigint = PREDICTION_INTERVAL_BLOCKS): bigint {
  return startBlock + intervalBlocks + PREDICTION_ROUND_PADDING_BLOCKS;
}

/** Blocks left until `target` (0 once reached). */
export function blocksUntil(target: bigint, block: bigint): bigint {
  return target > block ? target - block : 0n;
}

/** Seconds for a number of blocks at `blockTimeSeconds` per block (3 on BSC). */
export function blocksToSeconds(blocks: bigint, blockTimeSeconds = 3): number {
  return Number(blocks) * blockTimeSeconds;
}

/** "mm:ss", or "h:mm:ss" from an hour up; negative counts as 0. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => n.toString().padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}

/** Share (0-100) of the live phase elapsed: from the lock block to the end block. */
export function liveProgress(block: bigint, lockBlock: bigint, endBlock: bigint): number {
  if (endBlock <= lockBlock) return 100;
  if (block <= lockBlock) return 0;
  if (block >= endBlock) return 100;
  return Number(((block - lockBlock) * 10_000n) / (endBlock - lockBlock)) / 100;
}

/** Which way the price is heading against the lock price (the live card's highlighted side). */
export function priceDirection(price: bigint, lockPrice: bigint): RoundPosition {
  if (price > lockPrice) return 'Bull';
  if (price < lockPrice) return 'Bear';
  return 'House';
}

// ------------------------------------------------------------------ Set Position

export type BetInputError = 'enter' | 'min' | 'insufficient';

/** The most one can enter: the balance minus 0.01 BNB for gas (never below 0). */
export function maxBetAmount(balance: bigint, reserve: bigint = PREDICTION_GAS_RESERVE): bigint {
  return balance > reserve ? balance - reserve : 0n;
}

/** `percent` (10, 25, 50, 75, 100 = Max) of what can be entered, rounded down. */
export function percentOfMaxBet(balance: bigint, percent: number): bigint {
  return (maxBetAmount(balance) * BigInt(Math.round(percent * 100))) / 10_000n;
}

/**
 * The Set Position error ladder: nothing entered; above the balance ("Insufficient BNB balance"); below
 * the minimum ("A minimum amount of {amount} BNB is required").
 */
export function betInputError(amount: bigint | undefined, balance: bigint | undefined, minBetAmount: bigint): BetInputError | undefined {
  if (amount === undefined || amount <= 0n) return 'enter';
  if (balance !== undefined && amount > balance) return 'insufficient';
  if (amount < minBetAmount) return 'min';
  return undefined;
}

// ------------------------------------------------------------------ PNL and leaderboard

export interface SettledBet {
  epoch: bigint;
  amount: bigint;
  result: BetResult;
  /** What the win pays (0 for other results). */
  payout: bigint;
}

export interface PnlSummary {
  rounds: number;
  won: number;
  lost: number;
  /** Wins over settled rounds (won + lost), percent with 2 decimals as a number; 0 without rounds. */
  winRate: number;
  /** Sum of winnings net of stakes minus the stakes lost. */
  net: bigint;
  wonAmount: bigint;
  lostAmount: bigint;
  /** net / settled rounds (rounded toward zero). */
  averageReturn: bigint;
  /** The round with the biggest net win. */
  bestRound?: { epoch: bigint; net: bigint; multiplierHundredths: bigint };
  /** Stake per settled round. */
  averagePosition: bigint;
}

/** The PNL tab's summary over settled bets (win, lose, house); canceled and live bets do not count. */
export function pnlSummary(bets: readonly SettledBet[]): PnlSummary {
  let won = 0;
  let lost = 0;
  let wonAmount = 0n;
  let lostAmount = 0n;
  let staked = 0n;
  let best: PnlSummary['bestRound'];
  for (const b of bets) {
    if (b.result === 'win') {
      won++;
      const net = b.payout - b.amount;
      wonAmount += net;
      staked += b.amount;
      if (!best || net > best.net) best = { epoch: b.epoch, net, multiplierHundredths: b.amount > 0n ? (b.payout * 100n) / b.amount : 0n };
    } else if (b.result === 'lose' || b.result === 'house') {
      lost++;
      lostAmount += b.amount;
      staked += b.amount;
    }
  }
  const rounds = won + lost;
  const net = wonAmount - lostAmount;
  return {
    rounds,
    won,
    lost,
    winRate: rounds ? Math.round((won * 10_000) / rounds) / 100 : 0,
    net,
    wonAmount,
    lostAmount,
    averageReturn: rounds ? net / BigInt(rounds) : 0n,
    ...(best ? { bestRound: best } : {}),
    averagePosition: rounds ? staked / BigInt(rounds) : 0n,
  };
}

/** The leaderboard's win rate: shown only from PREDICTION_MIN_BETS_FOR_WIN_RATE bets up. */
export function leaderboardWinRate(wins: number, bets: number): number | undefined {
  if (bets < PREDICTION_MIN_BETS_FOR_WIN_RATE) return undefined;
  return Math.round((wins * 10_000) / bets) / 100;
}
