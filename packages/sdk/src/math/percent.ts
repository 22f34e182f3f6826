import type { DecimalFormat, Rounding } from './decimal.ts';
import { Fraction, type BigintIsh, type Rational } from './fraction.ts';

/** Basis points per whole (1 bp = 0.01%). */
export const BIPS_BASE = 10_000n;

/**
 * A Fraction that displays as a percentage: new Percent(1, 100) is "1" (%).
 * Arithmetic keeps the Percent type.
 */
export class Percent extends Fraction {
  readonly isPercent = true as const;

  static fromFraction(f: Rational): Percent {
    return new Percent(f.numerator, f.denominator);
  }

  /** 50 → 0.5% */
  static fromBips(bips: BigintIsh): Percent {
    return new Percent(bips, BIPS_BASE);
  }

  override invert(): Percent {
    return new Percent(this.denominator, this.numerator);
  }

  override add(other: Rational | BigintIsh): Percent {
    return Percent.fromFraction(super.add(other));
  }

  override subtract(other: Rational | BigintIsh): Percent {
    return Percent.fromFraction(super.subtract(other));
  }

  override multiply(other: Rational | BigintIsh): Percent {
    return Percent.fromFraction(super.multiply(other));
  }

  override divide(other: Rational | BigintIsh): Percent {
    return Percent.fromFraction(super.divide(other));
  }

  /** The percentage with `significantDigits` significant digits (default 5), e.g. "0.5". */
  override toSignificant(significantDigits = 5, rounding: Rounding = 'half-up', format?: DecimalFormat): string {
    return this.asFraction.multiply(100n).toSignificant(significantDigits, rounding, format);
  }

  /** The percentage with `decimalPlaces` decimals (default 2), e.g. "0.50". */
  override toFixed(decimalPlaces = 2, rounding: Rounding = 'half-up', format?: DecimalFormat): string {
    return this.asFraction.multiply(100n).toFixed(decimalPlaces, rounding, format);
  }
}

export const ZERO_PERCENT = new Percent(0n);
export const ONE_HUNDRED_PERCENT = new Percent(1n);
/** 0.01% (ONE_BIPS = 1/10000). */
export const ONE_BIPS = new Percent(1n, BIPS_BASE);
