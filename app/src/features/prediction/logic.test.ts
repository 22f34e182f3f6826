import { describe, expect, it } from 'vitest';
import { cardEpochs, pendingClaims } from './logic.ts';

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
