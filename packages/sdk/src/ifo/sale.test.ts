import { describe, expect, it } from 'vitest';
import { harvestAmounts, maxCommit, progressBps, splitOffering, taxRateForOverflow, taxRatePercent } from './sale.ts';

const e18 = 10n ** 18n;

describe('IFO overflow tax', () => {
  it('starts at 1% and falls by the published tiers to 0.05% from 1,500x', () => {
    const r = (x: bigint) => taxRatePercent(taxRateForOverflow(x * 100n, 100n));
    expect(r(1n)).toBe('1');
    expect(r(49n)).toBe('1');
    expect(r(50n)).toBe('0.5');
    expect(r(100n)).toBe('0.3');
    expect(r(250n)).toBe('0.25');
    expect(r(500n)).toBe('0.2');
    expect(r(1000n)).toBe('0.1');
    expect(r(1499n)).toBe('0.1');
    expect(r(1500n)).toBe('0.05');
    expect(r(100_000n)).toBe('0.05');
  });
  it('refuses a zero raise', () => {
    expect(() => taxRateForOverflow(1n, 0n)).toThrow(RangeError);
  });
});

describe('harvest amounts', () => {
  it('an undersubscribed pool sells at the sale price and refunds nothing', () => {
    // 100 LP raise for 1,000 tokens (10 tokens per LP); 40 LP committed in all.
    const pool = { raisingAmount: 100n * e18, offeringAmount: 1000n * e18, totalAmount: 40n * e18, hasTax: true };
    expect(harvestAmounts(pool, 10n * e18)).toEqual({ offering: 100n * e18, refund: 0n, tax: 0n });
  });
  it('an oversubscribed basic pool refunds the excess without tax', () => {
    // 4x oversubscribed: a user with 8 LP pays 2 LP, gets 1/50 of the tokens, 6 LP back.
    const pool = { raisingAmount: 100n * e18, offeringAmount: 1000n * e18, totalAmount: 400n * e18, hasTax: false };
    expect(harvestAmounts(pool, 8n * e18)).toEqual({ offering: 20n * e18, refund: 6n * e18, tax: 0n });
  });
  it('the unlimited pool keeps 1% of the refunded excess below 50x', () => {
    const pool = { raisingAmount: 100n * e18, offeringAmount: 1000n * e18, totalAmount: 400n * e18, hasTax: true };
    const a = harvestAmounts(pool, 8n * e18);
    expect(a.tax).toBe((6n * e18) / 100n); // 1% of 6 LP
    expect(a.refund).toBe(6n * e18 - (6n * e18) / 100n);
    expect(a.offering).toBe(20n * e18);
  });
  it('rounds in the contract’s favour: paid LP rounded up, tokens down', () => {
    const pool = { raisingAmount: 3n, offeringAmount: 10n, totalAmount: 7n, hasTax: false };
    const a = harvestAmounts(pool, 1n);
    // pays ceil(3/7) = 1, gets floor(10/7) = 1, refund 0
    expect(a).toEqual({ offering: 1n, refund: 0n, tax: 0n });
  });
  it('nothing for nothing', () => {
    expect(harvestAmounts({ raisingAmount: 1n, offeringAmount: 1n, totalAmount: 5n, hasTax: true }, 0n)).toEqual({
      offering: 0n,
      refund: 0n,
      tax: 0n,
    });
  });
});

describe('commit limits and progress', () => {
  it('max commit is min(cap − committed, balance), the balance without a cap', () => {
    expect(maxCommit(100n, 30n, 500n)).toBe(70n);
    expect(maxCommit(100n, 30n, 20n)).toBe(20n);
    expect(maxCommit(100n, 100n, 20n)).toBe(0n);
    expect(maxCommit(0n, 30n, 20n)).toBe(20n);
  });
  it('progress in hundredths of a percent', () => {
    expect(progressBps({ raisingAmount: 200n, totalAmount: 50n })).toBe(2500n);
    expect(progressBps({ raisingAmount: 200n, totalAmount: 600n })).toBe(30000n);
  });
  it('version 2 splits 30% basic / 70% unlimited; version 1 is all unlimited', () => {
    expect(splitOffering(1000n, 2)).toEqual({ basic: 300n, unlimited: 700n });
    expect(splitOffering(1001n, 2)).toEqual({ basic: 300n, unlimited: 701n });
    expect(splitOffering(1000n, 1)).toEqual({ basic: 0n, unlimited: 1000n });
  });
});
