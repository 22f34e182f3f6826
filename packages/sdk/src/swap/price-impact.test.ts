import { describe, expect, it } from 'vitest';
import { Percent } from '../math/percent.ts';
import { CurrencyAmount } from './amount.ts';
import { BUSD, E18, USDT, WBNB, pair } from './fixtures.test-helpers.ts';
import {
  BLOCKED_PRICE_IMPACT_NON_EXPERT,
  PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN,
  computeTradePriceBreakdown,
  expertModeConfirmation,
  warningSeverity,
} from './price-impact.ts';
import { Route } from './route.ts';
import { Trade } from './trade.ts';

const bps = (n: bigint) => Percent.fromBips(n);
const justBelow = (n: bigint) => new Percent(n * 1_000_000n - 1n, 10_000n * 1_000_000n);

describe('warningSeverity (bands 1%, 3%, 5%, 15%; upper edges exclusive)', () => {
  it('maps each band edge', () => {
    expect(warningSeverity(bps(0n))).toBe(0);
    expect(warningSeverity(justBelow(100n))).toBe(0);
    expect(warningSeverity(bps(100n))).toBe(1);
    expect(warningSeverity(justBelow(300n))).toBe(1);
    expect(warningSeverity(bps(300n))).toBe(2);
    expect(warningSeverity(justBelow(500n))).toBe(2);
    expect(warningSeverity(bps(500n))).toBe(3);
    expect(warningSeverity(bps(1000n))).toBe(3); // 10% is the confirm threshold, not a severity edge
    expect(warningSeverity(justBelow(1500n))).toBe(3);
    expect(warningSeverity(bps(1500n))).toBe(4);
    expect(warningSeverity(bps(10_000n))).toBe(4);
  });
  it('treats a negative impact as none and a missing one as the worst', () => {
    expect(warningSeverity(new Percent(-5n, 100n))).toBe(0);
    expect(warningSeverity(undefined)).toBe(4);
  });
});

describe('expert-mode confirmation (1000 and 1500 bps)', () => {
  it('asks nothing below 10%, confirms from 10%, needs typed "confirm" from 15%', () => {
    expect(PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN.equalTo(bps(1000n))).toBe(true);
    expect(BLOCKED_PRICE_IMPACT_NON_EXPERT.equalTo(bps(1500n))).toBe(true);
    expect(expertModeConfirmation(justBelow(1000n))).toBe('none');
    expect(expertModeConfirmation(bps(1000n))).toBe('confirm');
    expect(expertModeConfirmation(justBelow(1500n))).toBe('confirm');
    expect(expertModeConfirmation(bps(1500n))).toBe('type-confirm');
    expect(expertModeConfirmation(undefined)).toBe('none');
  });
});

describe('computeTradePriceBreakdown', () => {
  it('one hop: fee 0.25% of the input, impact without fee = impact − 0.25%', () => {
    const p = pair(BUSD, 100n * E18, USDT, 100n * E18);
    const t = Trade.exactIn(new Route([p], BUSD, USDT), CurrencyAmount.fromRaw(BUSD, E18));
    const b = computeTradePriceBreakdown(t);
    expect(b.realizedLPFee.raw).toBe(25n * 10n ** 14n); // 0.0025 BUSD
    expect(b.realizedLPFee.currency).toBe(BUSD);
    expect(b.realizedLPFeePercent.toSignificant()).toBe('0.25');
    expect(b.priceImpactWithoutFee.equalTo(t.priceImpact.subtract(bps(25n)))).toBe(true);
    // impact 1.23518% total, about 0.985% from the curve
    expect(b.priceImpactWithoutFee.toFixed(3)).toBe('0.985');
  });
  it('two hops: fee 1 − 0.9975² = 0.499375%', () => {
    const t = Trade.exactIn(
      new Route([pair(BUSD, 100n * E18, USDT, 100n * E18), pair(USDT, 100n * E18, WBNB, 100n * E18)], BUSD, WBNB),
      CurrencyAmount.fromRaw(BUSD, 10n ** 16n),
    );
    const b = computeTradePriceBreakdown(t);
    expect(b.realizedLPFeePercent.equalTo(new Percent(499_375n, 100_000_000n))).toBe(true);
    expect(b.realizedLPFee.raw).toBe((10n ** 16n * 499_375n) / 100_000_000n);
  });
});
