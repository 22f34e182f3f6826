import { describe, expect, it } from 'vitest';
import type { PredictionRound } from '@fuelswap/sdk';
import { cardKind } from './RoundCard.tsx';

const round = (o: Partial<PredictionRound> = {}): PredictionRound => ({
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
  ...o,
});

describe('cardKind', () => {
  it('keeps the round of epoch current - 1 live, never Expired, until the epoch moves on', () => {
    const closed = round({ oracleCalled: true, closePrice: 301n });
    // Current epoch 10: round 9 is the locked one, whatever the read says about its close.
    expect(cardKind(9n, closed, 10n, 1150n, 20n)).toBe('live');
    expect(cardKind(9n, round(), 10n, 1210n, 20n)).toBe('calculating');
    // Epoch 11: round 9 is settled.
    expect(cardKind(9n, closed, 11n, 1310n, 20n)).toBe('expired');
    expect(cardKind(10n, round({ epoch: 10n }), 10n, 1150n, 20n)).toBe('next');
    expect(cardKind(11n, undefined, 10n, 1150n, 20n)).toBe('later');
    expect(cardKind(9n, round({ canceled: true }), 10n, 1150n, 20n)).toBe('canceled');
  });
});
