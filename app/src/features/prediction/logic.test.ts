import { describe, expect, it } from 'vitest';
import type { PredictionBet, PredictionRound } from '@fuelswap/sdk';
import { cardEpochs, claimTotal, liveRoundCountdown, pendingClaims } from './logic.ts';

describe('cardEpochs', () => {
  it('shows the four rounds before the current one, the current one and the next', () => {
    expect(cardEpochs(10n)).toEqual([6n, 7n, 8n, 9n, 10n, 11n]);
  });

  it('starts at epoch 1', () => {
    expect(cardEpochs(2n)).toEqual([1n, 2n, 3n]);
    expect(cardEpochs(0n)).toEqual([1n]);
  });
});

describe('pendingClaims', () => {
  it('splits wins from refunds', () => {
    const c = pendingClaims(new Set([3n, 4n, 5n]), new Set([5n]), new Set());
    expect(c.claimableNow).toEqual([3n, 4n, 5n]);
    expect(c.refundableNow).toEqual([5n]);
    expect(c.wins).toEqual([3n, 4n]);
    expect([c.canCollect(3n), c.canCollect(5n), c.canCollect(6n)]).toEqual([true, false, false]);
    expect([c.canReclaim(5n), c.canReclaim(3n)]).toEqual([true, false]);
  });

  it('hides the rounds whose claim the wallet accepted', () => {
    const c = pendingClaims(new Set([3n, 5n]), new Set([5n]), new Set([3n, 5n]));
    expect(c.claimableNow).toEqual([]);
    expect(c.refundableNow).toEqual([]);
    expect(c.wins).toEqual([]);
    expect(c.canCollect(3n)).toBe(false);
    expect(c.canReclaim(5n)).toBe(false);
  });
});

describe('claimTotal', () => {
  const E18 = 10n ** 18n;
  const round = (e: bigint, rewardBaseCalAmount: bigint, rewardAmount: bigint): PredictionRound => ({
    epoch: e,
    startBlock: 1n,
    lockBlock: 2n,
    endBlock: 3n,
    lockPrice: 1n,
    closePrice: 2n,
    totalAmount: rewardAmount,
    bullAmount: rewardBaseCalAmount,
    bearAmount: 0n,
    rewardBaseCalAmount,
    rewardAmount,
    oracleCalled: true,
    canceled: false,
  });
  const bets = new Map<bigint, PredictionBet>([
    [3n, { position: 'Bull', amount: E18, claimed: false }],
    [4n, { position: 'Bear', amount: 2n * E18, claimed: false }],
  ]);
  const rounds = new Map([
    [3n, round(3n, 4n * E18, 9n * E18)],
    [4n, round(4n, 0n, 0n)],
  ]);

  it('adds the payout of each win (amount x rewardAmount / rewardBaseCalAmount) and each refunded position', () => {
    expect(claimTotal([3n], bets, rounds, new Set())).toBe((E18 * 9n) / 4n);
    expect(claimTotal([3n, 4n], bets, rounds, new Set([4n]))).toBe((E18 * 9n) / 4n + 2n * E18);
    expect(claimTotal([], bets, rounds, new Set())).toBe(0n);
  });

  it('is unknown while a position or a round is not loaded, or a win has no winners on record', () => {
    expect(claimTotal([5n], bets, rounds, new Set())).toBeUndefined();
    expect(claimTotal([4n], bets, rounds, new Set())).toBeUndefined();
    expect(claimTotal([3n], bets, new Map(), new Set())).toBeUndefined();
  });
});

describe('liveRoundCountdown', () => {
  const live = (over: Partial<PredictionRound> = {}): PredictionRound => ({
    epoch: 9n,
    startBlock: 1000n,
    lockBlock: 1100n,
    endBlock: 1200n,
    lockPrice: 300n,
    closePrice: 0n,
    totalAmount: 0n,
    bullAmount: 0n,
    bearAmount: 0n,
    rewardBaseCalAmount: 0n,
    rewardAmount: 0n,
    oracleCalled: false,
    canceled: false,
    ...over,
  });

  it('counts the blocks left in the round before the current epoch', () => {
    expect(liveRoundCountdown(new Map([[9n, live()]]), 10n, 1150n, 20n)).toEqual({ blocks: 50n });
  });

  it('is calculating past the end block until the oracle closes the round', () => {
    expect(liveRoundCountdown(new Map([[9n, live()]]), 10n, 1200n, 20n)).toBe('calculating');
    expect(liveRoundCountdown(new Map([[9n, live({ oracleCalled: true })]]), 10n, 1205n, 20n)).toBeUndefined();
  });

  it('shows nothing without a live round: before the second round, or when it was canceled', () => {
    expect(liveRoundCountdown(new Map(), 1n, 10n, 20n)).toBeUndefined();
    expect(liveRoundCountdown(new Map([[9n, live()]]), 10n, 1221n, 20n)).toBeUndefined();
    expect(liveRoundCountdown(new Map([[9n, live({ canceled: true })]]), 10n, 1150n, 20n)).toBeUndefined();
  });
});
