import { describe, expect, it } from 'vitest';
import {
  PREDICTION_BUFFER_BLOCKS,
  PREDICTION_INTERVAL_BLOCKS,
  PREDICTION_MIN_BET_AMOUNT,
  PREDICTION_REWARD_RATE,
  betClaimable,
  betInputError,
  betRefundable,
  betIsLive,
  betResult,
  betResultAt,
  blocksToSeconds,
  blocksUntil,
  collectAmount,
  epochsToLoad,
  formatCountdown,
  formatPayoutMultiplier,
  leaderboardWinRate,
  liveProgress,
  maxBetAmount,
  nextRoundStartBlock,
  payout,
  percentOfMaxBet,
  pnlSummary,
  priceDirection,
  roundFailed,
  roundPosition,
  type PredictionRound,
} from './rules.ts';

const BNB = (s: string): bigint => {
  const [w, f = ''] = s.split('.');
  return BigInt(w!) * 10n ** 18n + BigInt((f + '0'.repeat(18)).slice(0, 18));
};
const B = PREDICTION_BUFFER_BLOCKS;

function round(over: Partial<PredictionRound> = {}): PredictionRound {
  return {
    epoch: 10n,
    startBlock: 1000n,
    lockBlock: 1100n,
    endBlock: 1200n,
    lockPrice: 300_00000000n,
    closePrice: 0n,
    totalAmount: BNB('6'),
    bullAmount: BNB('4'),
    bearAmount: BNB('2'),
    rewardBaseCalAmount: 0n,
    rewardAmount: 0n,
    oracleCalled: false,
    canceled: false,
    ...over,
  };
}
/** A round closed as the contract closes it. */
function closed(closePrice: bigint, over: Partial<PredictionRound> = {}): PredictionRound {
  const r = round({ closePrice, oracleCalled: true, ...over });
  const base = closePrice > r.lockPrice ? r.bullAmount : closePrice < r.lockPrice ? r.bearAmount : 0n;
  return { ...r, rewardBaseCalAmount: base, rewardAmount: base ? (r.totalAmount * 97n) / 100n : 0n };
}

describe('constants', () => {
  it('are 100-block rounds, 20 blocks of buffer, 0.001 BNB minimum, reward rate 97', () => {
    expect(PREDICTION_INTERVAL_BLOCKS).toBe(100n);
    expect(PREDICTION_BUFFER_BLOCKS).toBe(20n);
    expect(PREDICTION_MIN_BET_AMOUNT).toBe(1_000_000_000_000_000n);
    expect(PREDICTION_REWARD_RATE).toBe(97n);
  });
});

describe('payout and multiplier', () => {
  it('pays amount x total / side x 0.97, to the wei of the contract', () => {
    expect(payout(BNB('1'), BNB('6'), BNB('4'))).toBe(BNB('1.455'));
    expect(payout(BNB('3'), BNB('6'), BNB('4'))).toBe(BNB('4.365'));
    expect(payout(BNB('2'), BNB('6'), BNB('2'))).toBe(BNB('5.82'));
    expect(payout(BNB('1'), BNB('1'), 0n)).toBe(0n);
    // rounding down twice, like the contract: 7 wei pot -> 6 wei reward; 1 of 3 -> 2 wei
    expect(payout(1n, 7n, 3n)).toBe(2n);
  });

  it('shows the multiplier as N.NNx, rounded down', () => {
    expect(formatPayoutMultiplier(BNB('6'), BNB('4'))).toBe('1.45x'); // 1.455
    expect(formatPayoutMultiplier(BNB('6'), BNB('2'))).toBe('2.91x');
    expect(formatPayoutMultiplier(BNB('1'), BNB('1'))).toBe('0.97x');
    expect(formatPayoutMultiplier(BNB('100'), BNB('1'))).toBe('97.00x');
    expect(formatPayoutMultiplier(BNB('1'), 0n)).toBe('0.00x');
  });
});

describe('results', () => {
  it('takes the direction of close against lock, a tie is House', () => {
    expect(roundPosition(round())).toBeUndefined();
    expect(roundPosition(closed(301_00000000n))).toBe('Bull');
    expect(roundPosition(closed(299_00000000n))).toBe('Bear');
    expect(roundPosition(closed(300_00000000n))).toBe('House');
  });

  it('fails a canceled round and one not closed by endBlock + buffer', () => {
    expect(roundFailed(round({ canceled: true }), 1050n, B)).toBe(true);
    expect(roundFailed(round(), 1220n, B)).toBe(false);
    expect(roundFailed(round(), 1221n, B)).toBe(true);
    expect(roundFailed(closed(1n), 5000n, B)).toBe(false);
  });

  it('gives win, lose, house (never a win), canceled and live', () => {
    const bull = { position: 'Bull' as const };
    const bear = { position: 'Bear' as const };
    expect(betResult(bull, closed(301_00000000n), 1300n, B)).toBe('win');
    expect(betResult(bear, closed(301_00000000n), 1300n, B)).toBe('lose');
    expect(betResult(bull, closed(300_00000000n), 1300n, B)).toBe('house');
    expect(betResult(bear, closed(300_00000000n), 1300n, B)).toBe('house');
    expect(betResult(bull, round({ canceled: true }), 1050n, B)).toBe('canceled');
    expect(betResult(bull, round(), 1150n, B)).toBe('live');
    expect(betResult(bull, round(), 1221n, B)).toBe('canceled');
  });

  it('keeps a bet live while its epoch is at least the current epoch minus 1', () => {
    // Current epoch 10: round 10 is open, 9 is locked, 8 closed when 10 started.
    expect(betIsLive(10n, 10n)).toBe(true);
    expect(betIsLive(9n, 10n)).toBe(true);
    expect(betIsLive(8n, 10n)).toBe(false);
    expect(betIsLive(1n, 1n)).toBe(true);
    const bull = { epoch: 9n, position: 'Bull' as const };
    // An index ahead of the page's epoch read already knows round 9 closed Bull: still live at epoch 10.
    expect(betResultAt(bull, { failed: false, position: 'Bull' }, 10n)).toBe('live');
    expect(betResultAt(bull, { failed: false, position: 'Bull' }, 11n)).toBe('win');
    expect(betResultAt(bull, { failed: false, position: 'Bear' }, 11n)).toBe('lose');
    expect(betResultAt(bull, { failed: false, position: 'House' }, 11n)).toBe('house');
    expect(betResultAt(bull, { failed: true, position: null }, 10n)).toBe('canceled');
    expect(betResultAt({ ...bull, epoch: 8n }, { failed: false, position: null }, 10n)).toBe('live');
  });

  it('lets the winner collect and everyone in a failed round reclaim, once', () => {
    const win = { position: 'Bull' as const, amount: BNB('1'), claimed: false };
    const r = closed(301_00000000n);
    expect(betClaimable(win, r, 1300n, B)).toBe(true);
    expect(collectAmount(win, r, 1300n, B)).toBe(BNB('1.455'));
    expect(betClaimable({ ...win, claimed: true }, r, 1300n, B)).toBe(false);
    expect(betClaimable({ ...win, position: 'Bear' }, r, 1300n, B)).toBe(false);
    expect(betClaimable(win, closed(300_00000000n), 1300n, B)).toBe(false);
    expect(betRefundable(win, r, 1300n, B)).toBe(false);
    const c = round({ canceled: true });
    expect(betRefundable(win, c, 1050n, B)).toBe(true);
    expect(betClaimable(win, c, 1050n, B)).toBe(true);
    expect(collectAmount(win, c, 1050n, B)).toBe(BNB('1'));
    expect(collectAmount({ ...win, claimed: true }, c, 1050n, B)).toBe(0n);
  });
});

describe('timing', () => {
  it('loads the current epoch and the four before it', () => {
    expect(epochsToLoad(10n)).toEqual([6n, 7n, 8n, 9n, 10n]);
    expect(epochsToLoad(2n)).toEqual([1n, 2n]);
    expect(epochsToLoad(0n)).toEqual([]);
  });

  it('expects the next round one interval plus 3 blocks after the previous start', () => {
    expect(nextRoundStartBlock(1000n)).toBe(1103n);
    expect(nextRoundStartBlock(1000n, 20n)).toBe(1023n);
  });

  it('counts down in blocks and time', () => {
    expect(blocksUntil(1100n, 1040n)).toBe(60n);
    expect(blocksUntil(1100n, 1200n)).toBe(0n);
    expect(blocksToSeconds(60n)).toBe(180);
    expect(formatCountdown(180)).toBe('03:00');
    expect(formatCountdown(59.9)).toBe('00:59');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(3 * 3600 + 61)).toBe('3:01:01');
    expect(liveProgress(1150n, 1100n, 1200n)).toBe(50);
    expect(liveProgress(1000n, 1100n, 1200n)).toBe(0);
    expect(liveProgress(1300n, 1100n, 1200n)).toBe(100);
    expect(priceDirection(301n, 300n)).toBe('Bull');
    expect(priceDirection(300n, 300n)).toBe('House');
  });
});

describe('Set Position', () => {
  it('keeps 0.01 BNB for gas and takes percentages of what can be entered', () => {
    expect(maxBetAmount(BNB('1'))).toBe(BNB('0.99'));
    expect(maxBetAmount(BNB('0.005'))).toBe(0n);
    expect(percentOfMaxBet(BNB('1.01'), 25)).toBe(BNB('0.25'));
    expect(percentOfMaxBet(BNB('1.01'), 100)).toBe(BNB('1'));
  });

  it('asks for an amount, refuses more than the balance and less than the minimum', () => {
    expect(betInputError(undefined, BNB('1'), PREDICTION_MIN_BET_AMOUNT)).toBe('enter');
    expect(betInputError(0n, BNB('1'), PREDICTION_MIN_BET_AMOUNT)).toBe('enter');
    expect(betInputError(BNB('2'), BNB('1'), PREDICTION_MIN_BET_AMOUNT)).toBe('insufficient');
    expect(betInputError(BNB('0.0009'), BNB('1'), PREDICTION_MIN_BET_AMOUNT)).toBe('min');
    expect(betInputError(BNB('0.001'), BNB('1'), PREDICTION_MIN_BET_AMOUNT)).toBeUndefined();
  });
});

describe('PNL and leaderboard', () => {
  it('sums won, lost, net, average return, best round and average position over settled bets', () => {
    const s = pnlSummary([
      { epoch: 1n, amount: BNB('1'), result: 'win', payout: BNB('1.455') },
      { epoch: 2n, amount: BNB('2'), result: 'win', payout: BNB('5.82') },
      { epoch: 3n, amount: BNB('1'), result: 'lose', payout: 0n },
      { epoch: 4n, amount: BNB('0.5'), result: 'house', payout: 0n },
      { epoch: 5n, amount: BNB('9'), result: 'canceled', payout: 0n },
      { epoch: 6n, amount: BNB('9'), result: 'live', payout: 0n },
    ]);
    expect([s.rounds, s.won, s.lost, s.winRate]).toEqual([4, 2, 2, 50]);
    expect(s.wonAmount).toBe(BNB('4.275'));
    expect(s.lostAmount).toBe(BNB('1.5'));
    expect(s.net).toBe(BNB('2.775'));
    expect(s.averageReturn).toBe(BNB('0.69375'));
    expect(s.bestRound).toEqual({ epoch: 2n, net: BNB('3.82'), multiplierHundredths: 291n });
    expect(s.averagePosition).toBe(BNB('1.125'));
    expect(pnlSummary([]).rounds).toBe(0);
  });

  it('shows a win rate only from 10 bets', () => {
    expect(leaderboardWinRate(5, 9)).toBeUndefined();
    expect(leaderboardWinRate(5, 10)).toBe(50);
    expect(leaderboardWinRate(2, 3 * 10)).toBe(6.67);
  });
});
