/**
 * Display rules (spec 9): significant digits per context, symbol truncation,
 * pool share, decimals for high-value tokens. Strings are computed from bigint
 * values only; nothing here builds English sentences.
 */
import { formatFixed, type Rounding } from '../math/decimal.ts';
import { Fraction, type Rational } from '../math/fraction.ts';
import { ONE_BIPS, Percent } from '../math/percent.ts';

/** Significant digits: balances in amount inputs (6), in token lists (4), in summaries (3). */
export const SIGNIFICANT_DIGITS = { input: 6, list: 4, summary: 3 } as const;
export type DisplayContext = keyof typeof SIGNIFICANT_DIGITS;

/** Anything with toSignificant: CurrencyAmount, Price, Fraction. */
export interface Significant {
  toSignificant(significantDigits: number, rounding?: Rounding): string;
}

/** An amount or price with the significant digits of its display context (rounded down for amounts by their own default). */
export function formatForContext(value: Significant, context: DisplayContext): string {
  return value.toSignificant(SIGNIFICANT_DIGITS[context]);
}

export const SYMBOL_MAX_LENGTH = 20;

/** Symbols longer than 20 characters show the first 4, '...', and the last 5. */
export function truncateSymbol(symbol: string | undefined | null): string {
  if (!symbol) return '';
  const chars = Array.from(symbol); // code points: never split a surrogate pair
  if (chars.length <= SYMBOL_MAX_LENGTH) return symbol;
  return `${chars.slice(0, 4).join('')}...${chars.slice(-5).join('')}`;
}

/**
 * Pool share as a percentage string without the % sign: '<0.01' for a share
 * above zero but below 0.01%, '0' for none, otherwise `decimals` decimals
 * (2 by default; the position card uses 6 per spec 9).
 */
export function formatPoolShare(share: Percent | Rational | undefined | null, decimals = 2): string {
  if (!share) return '0';
  const p = share instanceof Percent ? share : new Percent(share.numerator, share.denominator);
  if (p.isZero) return '0';
  if (p.greaterThan(0n) && p.lessThan(ONE_BIPS)) return '<0.01';
  return p.toFixed(decimals, 'half-up');
}

/** Spec 9 "High-value token rounding": 4 decimals, otherwise 2. */
export function tokenDisplayDecimals(isHighValue: boolean): 4 | 2 {
  return isHighValue ? 4 : 2;
}

/**
 * A token counts as high-value when its USD price rounds to at least 1000 in
 * thousands, i.e. price ≥ 500 USD (the 2021 front end's Math.round(price / 1000) > 0).
 * An assumption: the spec names the rounding, not the threshold.
 */
export const HIGH_VALUE_TOKEN_USD = new Fraction(500n);

export function isHighValueToken(usdPrice: Rational | undefined | null): boolean {
  return !!usdPrice && Fraction.from(usdPrice).compare(HIGH_VALUE_TOKEN_USD) >= 0;
}

/** A token amount (whole units as a Fraction) with 4 or 2 decimals by the token's value, rounded down. */
export function formatTokenAmount(value: Rational, isHighValue: boolean): string {
  return formatFixed(value.numerator, value.denominator, tokenDisplayDecimals(isHighValue), 'down');
}
