import { formatFixed, formatSignificant, type DecimalFormat, type Rounding } from './decimal.ts';

export type BigintIsh = bigint | number | string;

/** Anything with an exact rational value. */
export interface Rational {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

function toBigint(x: BigintIsh): bigint {
  if (typeof x === 'number' && !Number.isSafeInteger(x)) throw new RangeError(`${x} is not a safe integer`);
  return BigInt(x);
}

function parse(other: Rational | BigintIsh): Rational {
  return typeof other === 'object' ? other : { numerator: toBigint(other), denominator: 1n };
}

/**
 * An exact rational number with bigint numerator and denominator.
 * Immutable; the denominator is kept positive and is never zero.
 * Fractions are not reduced (reduction costs a gcd per operation and is never
 * needed for correctness).
 */
export class Fraction implements Rational {
  readonly numerator: bigint;
  readonly denominator: bigint;

  constructor(numerator: BigintIsh, denominator: BigintIsh = 1n) {
    let n = toBigint(numerator);
    let d = toBigint(denominator);
    if (d === 0n) throw new RangeError('Fraction with a zero denominator');
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    this.numerator = n;
    this.denominator = d;
  }

  static from(value: Rational | BigintIsh): Fraction {
    if (value instanceof Fraction) return value;
    const r = parse(value);
    return new Fraction(r.numerator, r.denominator);
  }

  /** Floor division (towards negative infinity). */
  get quotient(): bigint {
    const q = this.numerator / this.denominator;
    return this.numerator < 0n && q * this.denominator !== this.numerator ? q - 1n : q;
  }

  get isZero(): boolean {
    return this.numerator === 0n;
  }

  invert(): Fraction {
    return new Fraction(this.denominator, this.numerator);
  }

  add(other: Rational | BigintIsh): Fraction {
    const o = parse(other);
    if (o.denominator === this.denominator) return new Fraction(this.numerator + o.numerator, this.denominator);
    return new Fraction(this.numerator * o.denominator + o.numerator * this.denominator, this.denominator * o.denominator);
  }

  subtract(other: Rational | BigintIsh): Fraction {
    const o = parse(other);
    if (o.denominator === this.denominator) return new Fraction(this.numerator - o.numerator, this.denominator);
    return new Fraction(this.numerator * o.denominator - o.numerator * this.denominator, this.denominator * o.denominator);
  }

  multiply(other: Rational | BigintIsh): Fraction {
    const o = parse(other);
    return new Fraction(this.numerator * o.numerator, this.denominator * o.denominator);
  }

  divide(other: Rational | BigintIsh): Fraction {
    const o = parse(other);
    return new Fraction(this.numerator * o.denominator, this.denominator * o.numerator);
  }

  /** -1, 0 or 1 as this is below, equal to or above other. */
  compare(other: Rational | BigintIsh): -1 | 0 | 1 {
    const o = parse(other);
    // Denominators are positive for Fraction; a foreign Rational may not be.
    const sign = o.denominator < 0n ? -1n : 1n;
    const l = this.numerator * o.denominator * sign;
    const r = o.numerator * this.denominator * sign;
    return l < r ? -1 : l > r ? 1 : 0;
  }

  lessThan(other: Rational | BigintIsh): boolean {
    return this.compare(other) < 0;
  }

  equalTo(other: Rational | BigintIsh): boolean {
    return this.compare(other) === 0;
  }

  greaterThan(other: Rational | BigintIsh): boolean {
    return this.compare(other) > 0;
  }

  /** Rounded to `significantDigits` significant digits, trailing zeros removed. Default rounding half-up. */
  toSignificant(significantDigits: number, rounding: Rounding = 'half-up', format?: DecimalFormat): string {
    return formatSignificant(this.numerator, this.denominator, significantDigits, rounding, format);
  }

  /** Exactly `decimalPlaces` digits after the point. Default rounding half-up. */
  toFixed(decimalPlaces: number, rounding: Rounding = 'half-up', format?: DecimalFormat): string {
    return formatFixed(this.numerator, this.denominator, decimalPlaces, rounding, format);
  }

  /** A plain Fraction (drops subclass behaviour such as Percent's ×100 display). */
  get asFraction(): Fraction {
    return new Fraction(this.numerator, this.denominator);
  }

  toString(): string {
    return `${this.numerator}/${this.denominator}`;
  }
}

export const ZERO_FRACTION = new Fraction(0n);
export const ONE_FRACTION = new Fraction(1n);
