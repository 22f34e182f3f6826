import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Fraction as PeerFraction, Rounding as PeerRounding } from '@pancakeswap/swap-sdk-core';
import { Fraction } from './fraction.ts';
import { ONE_BIPS, Percent } from './percent.ts';
import type { Rounding } from './decimal.ts';

describe('Fraction', () => {
  it('does exact arithmetic and comparisons', () => {
    const a = new Fraction(1n, 3n);
    const b = new Fraction(1n, 6n);
    expect(a.add(b).equalTo(new Fraction(1n, 2n))).toBe(true);
    expect(a.subtract(b).equalTo(b)).toBe(true);
    expect(a.multiply(3n).equalTo(1n)).toBe(true);
    expect(a.divide(b).equalTo(2n)).toBe(true);
    expect(a.greaterThan(b)).toBe(true);
    expect(b.lessThan(a)).toBe(true);
    expect(a.invert().equalTo(3n)).toBe(true);
    expect(new Fraction(7n, 2n).quotient).toBe(3n);
    expect(new Fraction(-7n, 2n).quotient).toBe(-4n);
  });
  it('keeps the denominator positive and refuses zero', () => {
    const f = new Fraction(1n, -2n);
    expect(f.numerator).toBe(-1n);
    expect(f.denominator).toBe(2n);
    expect(() => new Fraction(1n, 0n)).toThrow(/zero denominator/);
    expect(() => new Fraction(0n).invert()).toThrow();
    expect(() => new Fraction(0.5)).toThrow();
  });
  it('formats with rounding modes', () => {
    const f = new Fraction(2n, 3n);
    expect(f.toSignificant(3)).toBe('0.667');
    expect(f.toSignificant(3, 'down')).toBe('0.666');
    expect(f.toFixed(2, 'up')).toBe('0.67');
    expect(new Fraction(1n, 3n).toFixed(2, 'up')).toBe('0.34');
  });
});

describe('Percent', () => {
  it('displays as a percentage', () => {
    expect(Percent.fromBips(50).toFixed(2)).toBe('0.50');
    expect(Percent.fromBips(50).toSignificant()).toBe('0.5');
    expect(ONE_BIPS.toFixed(2)).toBe('0.01');
    expect(new Percent(1n, 3n).toSignificant(4)).toBe('33.33');
    expect(Percent.fromBips(25).add(Percent.fromBips(25))).toBeInstanceOf(Percent);
  });
});

const peerRounding: Record<Rounding, PeerRounding> = {
  down: PeerRounding.ROUND_DOWN,
  'half-up': PeerRounding.ROUND_HALF_UP,
  up: PeerRounding.ROUND_UP,
};

describe('formatting agrees with @pancakeswap/swap-sdk-core', () => {
  const arbN = fc.bigInt({ min: 0n, max: 10n ** 45n });
  const arbD = fc.bigInt({ min: 1n, max: 10n ** 30n });
  it('toFixed, all rounding modes', () => {
    fc.assert(
      fc.property(arbN, arbD, fc.integer({ min: 0, max: 24 }), fc.constantFrom<Rounding>('down', 'half-up', 'up'), (n, d, dp, r) => {
        expect(new Fraction(n, d).toFixed(dp, r)).toBe(new PeerFraction(n, d).toFixed(dp, undefined, peerRounding[r]));
      }),
      { numRuns: 1000 },
    );
  });
  it('toSignificant rounding down', () => {
    fc.assert(
      fc.property(arbN, arbD, fc.integer({ min: 1, max: 18 }), (n, d, sd) => {
        expect(new Fraction(n, d).toSignificant(sd, 'down')).toBe(
          new PeerFraction(n, d).toSignificant(sd, undefined, PeerRounding.ROUND_DOWN),
        );
      }),
      { numRuns: 1000 },
    );
  });
  // The peer (decimal.js-light at sd+1 digits of working precision) drops the
  // digits beyond that precision before rounding up: 29000…0001 at 2 digits
  // rounded up gives 29000…0 there, 30000…0 here. So rounding up and half-up are
  // checked against their definition instead.
});

/** Exponent e with 10^e <= n/d < 10^(e+1), by plain comparison. */
function exponent(n: bigint, d: bigint): number {
  let e = 0;
  while (n >= d * 10n ** BigInt(e + 1)) e++;
  if (e === 0) while (n * 10n ** BigInt(-e) < d) e--;
  return e;
}

/** The printed decimal as an exact fraction. */
function valueOf(text: string): Fraction {
  const [w = '', f = ''] = text.split('.');
  return new Fraction(BigInt(`${w}${f}`), 10n ** BigInt(f.length));
}

describe('toSignificant meets its definition', () => {
  it('down/half-up/up are within one unit of the last kept digit, on the right side', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 45n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.integer({ min: 1, max: 18 }),
        fc.constantFrom<Rounding>('down', 'half-up', 'up'),
        (n, d, sd, r) => {
          const v = new Fraction(n, d);
          const printed = valueOf(v.toSignificant(sd, r));
          const e = exponent(n, d) - sd + 1;
          const unit = e >= 0 ? new Fraction(10n ** BigInt(e)) : new Fraction(1n, 10n ** BigInt(-e));
          const diff = printed.subtract(v); // printed − exact
          if (r === 'down') expect(!diff.greaterThan(0n) && diff.add(unit).greaterThan(0n)).toBe(true);
          if (r === 'up') expect(!diff.lessThan(0n) && diff.subtract(unit).lessThan(0n)).toBe(true);
          if (r === 'half-up') {
            const half = unit.divide(2n);
            // −half ≤ diff < half would be half-down; half-up means −half < diff ≤ half
            expect(diff.greaterThan(half.multiply(-1n)) && !diff.greaterThan(half)).toBe(true);
          }
        },
      ),
      { numRuns: 1500 },
    );
  });
  it('rounds exact halves up', () => {
    expect(new Fraction(12345n, 10000n).toSignificant(4)).toBe('1.235');
    expect(new Fraction(123449999n, 100000000n).toSignificant(4)).toBe('1.234');
    expect(new Fraction(25n, 10n).toSignificant(1)).toBe('3');
  });
});
