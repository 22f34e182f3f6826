import { formatFixed, formatSignificant, formatUnits, pow10, type DecimalFormat, type Rounding } from '../math/decimal.ts';
import { Fraction, type BigintIsh, type Rational } from '../math/fraction.ts';
import type { Currency, NativeCurrency, Token } from './currency.ts';

export const MAX_UINT256 = (1n << 256n) - 1n;

/**
 * An amount of a currency in its smallest unit (wei for BNB). Always an integer:
 * operations that produce fractions (multiply by a Fraction) round down.
 * Immutable.
 */
export class CurrencyAmount<T extends Currency = Currency> {
  readonly currency: T;
  readonly raw: bigint;

  protected constructor(currency: T, raw: bigint) {
    if (raw > MAX_UINT256) throw new RangeError('Amount exceeds uint256');
    this.currency = currency;
    this.raw = raw;
  }

  static fromRaw<T extends Currency>(currency: T, raw: BigintIsh): CurrencyAmount<T> {
    return new CurrencyAmount(currency, BigInt(raw));
  }

  static zero<T extends Currency>(currency: T): CurrencyAmount<T> {
    return new CurrencyAmount(currency, 0n);
  }

  private check(other: CurrencyAmount): void {
    if (!this.currency.equals(other.currency)) throw new Error(`Currency mismatch: ${this.currency.symbol} vs ${other.currency.symbol}`);
  }

  add(other: CurrencyAmount<T>): CurrencyAmount<T> {
    this.check(other);
    return new CurrencyAmount(this.currency, this.raw + other.raw);
  }

  subtract(other: CurrencyAmount<T>): CurrencyAmount<T> {
    this.check(other);
    return new CurrencyAmount(this.currency, this.raw - other.raw);
  }

  /** raw × factor, rounded down. */
  multiply(factor: Rational | BigintIsh): CurrencyAmount<T> {
    const f = Fraction.from(factor);
    return new CurrencyAmount(this.currency, f.multiply(this.raw).quotient);
  }

  compare(other: CurrencyAmount<T>): -1 | 0 | 1 {
    this.check(other);
    return this.raw < other.raw ? -1 : this.raw > other.raw ? 1 : 0;
  }

  lessThan(other: CurrencyAmount<T>): boolean {
    return this.compare(other) < 0;
  }

  equalTo(other: CurrencyAmount<T>): boolean {
    return this.compare(other) === 0;
  }

  greaterThan(other: CurrencyAmount<T>): boolean {
    return this.compare(other) > 0;
  }

  get isZero(): boolean {
    return this.raw === 0n;
  }

  /** The value in whole units as an exact Fraction (raw / 10^decimals). */
  toFraction(): Fraction {
    return new Fraction(this.raw, pow10(this.currency.decimals));
  }

  /** The exact decimal value, no trailing zeros: "1.5". */
  toExact(): string {
    return formatUnits(this.raw, this.currency.decimals);
  }

  /** Significant digits (default 6), rounded down by default. */
  toSignificant(significantDigits = 6, rounding: Rounding = 'down', format?: DecimalFormat): string {
    return formatSignificant(this.raw, pow10(this.currency.decimals), significantDigits, rounding, format);
  }

  /** Fixed decimals (default: all of the currency's), rounded down by default. */
  toFixed(decimalPlaces: number = this.currency.decimals, rounding: Rounding = 'down', format?: DecimalFormat): string {
    if (decimalPlaces > this.currency.decimals) throw new RangeError('More decimal places than the currency has');
    return formatFixed(this.raw, pow10(this.currency.decimals), decimalPlaces, rounding, format);
  }

  /** The same amount in the wrapped token (BNB → WBNB); tokens are returned unchanged. */
  get wrapped(): CurrencyAmount<Token> {
    if (this.currency.isToken) return this as CurrencyAmount<Token>;
    return new CurrencyAmount((this.currency as NativeCurrency).wrapped, this.raw);
  }

  toString(): string {
    return `${this.toExact()} ${this.currency.symbol}`;
  }
}
