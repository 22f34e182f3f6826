/**
 * Pure page rules of /prediction: which rounds get a card, which claims are still to show once the
 * wallet has accepted some (`collected`, from actions.ts), and what a claim pays.
 */
import { roundFailed, type PredictionBet, type PredictionRound } from '@fuelswap/sdk';

/** Seconds per block for the countdowns (BSC's 3 s; the devnet runs at the same pace unless told otherwise). */
export const BLOCK_TIME_SECONDS = 3;

/** The carousel's epochs: the four before the current one, the current one and the next (none below epoch 1). */
export function cardEpochs(currentEpoch: bigint): bigint[] {
  const epochs: bigint[] = [];
  for (let e = currentEpoch - 4n; e <= currentEpoch + 1n; e++) if (e >= 1n) epochs.push(e);
  return epochs;
}

export interface PendingClaims {
  /** Claimable rounds not collected yet (wins and refunds). */
  claimableNow: bigint[];
  /** Refundable rounds not collected yet. */
  refundableNow: bigint[];
  /** Claimable rounds that are wins (not refunds). */
  wins: bigint[];
  /** A card's Collect Winnings: claimable, not a refund, not collected yet. */
  canCollect: (epoch: bigint) => boolean;
  /** A card's Reclaim: refundable, not collected yet. */
  canReclaim: (epoch: bigint) => boolean;
}

/** What is left to claim: a round whose claim the wallet has accepted (`collected`) is not offered again. */
export function pendingClaims(claimable: Set<bigint>, refundable: Set<bigint>, collected: ReadonlySet<bigint>): PendingClaims {
  const visible = (e: bigint) => !collected.has(e);
  const claimableNow = [...claimable].filter(visible);
  const refundableNow = [...refundable].filter(visible);
  const wins = claimableNow.filter((e) => !refundable.has(e));
  return {
    claimableNow,
    refundableNow,
    wins,
    canCollect: (e) => claimable.has(e) && !refundable.has(e) && visible(e),
    canReclaim: (e) => refundable.has(e) && visible(e),
  };
}

/**
 * What one claim of `epochs` pays (the claim dialog's amount): the whole position for a refunded round, the
 * contract's payout (amount × rewardAmount / rewardBaseCalAmount) for a win; undefined while a round or a
 * position is not loaded.
 */
export function claimTotal(
  epochs: readonly bigint[],
  bets: ReadonlyMap<bigint, PredictionBet>,
  rounds: ReadonlyMap<bigint, PredictionRound>,
  refundable: ReadonlySet<bigint>,
): bigint | undefined {
  let total = 0n;
  for (const e of epochs) {
    const bet = bets.get(e);
    if (!bet) return undefined;
    if (refundable.has(e)) {
      total += bet.amount;
      continue;
    }
    const round = rounds.get(e);
    if (!round || round.rewardBaseCalAmount === 0n) return undefined;
    total += (bet.amount * round.rewardAmount) / round.rewardBaseCalAmount;
  }
  return total;
}

/**
 * The header's countdown: the blocks left in the live round (the one before the current epoch, locked and not
 * closed); 'calculating' once past its end block until the oracle closes it; none without a live round (before
 * the second round, after a closed or a canceled one).
 */
export function liveRoundCountdown(
  rounds: ReadonlyMap<bigint, PredictionRound>,
  currentEpoch: bigint,
  block: bigint,
  bufferBlocks: bigint,
): { blocks: bigint } | 'calculating' | undefined {
  const live = rounds.get(currentEpoch - 1n);
  if (!live || live.startBlock === 0n || live.oracleCalled || roundFailed(live, block, bufferBlocks)) return undefined;
  return block < live.endBlock ? { blocks: live.endBlock - block } : 'calculating';
}
