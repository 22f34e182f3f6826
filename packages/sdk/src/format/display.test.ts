import { describe, expect, it } from 'vitest';
import { Fraction } from '../math/fraction.ts';
import { Percent } from '../math/percent.ts';
import { CurrencyAmount } from '../swap/amount.ts';
import { BNB, FUEL } from '../swap/fixtures.test-helpers.ts';
import {
  SIGNIFICANT_DIGITS,
  formatForContext,
  formatPoolShare,
  formatTokenAmount,
  isHighValueToken,
  tokenDisplayDecimals,
  truncateSymbol,
} from './display.ts';

describe('significant digits per context (spec 9)', () => {
  const a = CurrencyAmount.fromRaw(FUEL, 1_234_567_891_234n); // 1234.567891234 FUEL
  it('6 in inputs, 4 in lists, 3 in summaries, rounded down for amounts', () => {
    expect(SIGNIFICANT_DIGITS).toEqual({ input: 6, list: 4, summary: 3 });
    expect(formatForContext(a, 'input')).toBe('1234.56');
    expect(formatForContext(a, 'list')).toBe('1234');
    expect(formatForContext(a, 'summary')).toBe('1230');
    expect(formatForContext(CurrencyAmount.fromRaw(BNB, 999_999_999_999_999_999n), 'summary')).toBe('0.999');
    expect(formatForContext(new Fraction(2n, 3n), 'summary')).toBe('0.667'); // fractions and prices round half-up
  });
});

describe('truncateSymbol', () => {
  it('keeps up to 20 characters, else first 4 + ... + last 5', () => {
    expect(truncateSymbol('FUEL')).toBe('FUEL');
    expect(truncateSymbol('A'.repeat(20))).toBe('A'.repeat(20));
    expect(truncateSymbol('ABCDEFGHIJKLMNOPQRSTU')).toBe('ABCD...QRSTU'); // 21 chars
    expect(truncateSymbol(undefined)).toBe('');
    expect(truncateSymbol('🔥'.repeat(21))).toBe(`${'🔥'.repeat(4)}...${'🔥'.repeat(5)}`);
  });
});

describe('formatPoolShare', () => {
  it("shows '<0.01' below 0.01%", () => {
    expect(formatPoolShare(new Percent(1n, 100_000n))).toBe('<0.01'); // 0.001%
    expect(formatPoolShare(new Percent(99n, 1_000_000n))).toBe('<0.01'); // 0.0099%
    expect(formatPoolShare(new Percent(1n, 10_000n))).toBe('0.01');
    expect(formatPoolShare(new Percent(1n, 3n))).toBe('33.33');
    expect(formatPoolShare(new Percent(1n, 3n), 6)).toBe('33.333333');
    expect(formatPoolShare(new Percent(0n))).toBe('0');
    expect(formatPoolShare(undefined)).toBe('0');
    expect(formatPoolShare(new Fraction(1n, 2n))).toBe('50.00');
  });
});

describe('high-value token rounding', () => {
  it('4 decimals for high-value tokens, 2 otherwise', () => {
    expect(tokenDisplayDecimals(true)).toBe(4);
    expect(tokenDisplayDecimals(false)).toBe(2);
    expect(isHighValueToken(new Fraction(500n))).toBe(true);
    expect(isHighValueToken(new Fraction(49_999n, 100n))).toBe(false);
    expect(isHighValueToken(undefined)).toBe(false);
    const amount = CurrencyAmount.fromRaw(FUEL, 1_234_567_891n).toFraction();
    expect(formatTokenAmount(amount, true)).toBe('1.2345');
    expect(formatTokenAmount(amount, false)).toBe('1.23');
  });
});
