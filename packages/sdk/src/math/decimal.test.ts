import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatFixed, formatSignificant, formatUnits, parseUnits, pow10, rescaleUnits, sqrt } from './decimal.ts';

describe('formatFixed', () => {
  it('rounds in the three modes', () => {
    expect(formatFixed(15n, 10n, 0, 'down')).toBe('1');
    expect(formatFixed(15n, 10n, 0, 'half-up')).toBe('2');
    expect(formatFixed(14n, 10n, 0, 'half-up')).toBe('1');
    expect(formatFixed(11n, 10n, 0, 'up')).toBe('2');
    expect(formatFixed(1n, 3n, 4)).toBe('0.3333');
    expect(formatFixed(2n, 3n, 4)).toBe('0.6667');
    expect(formatFixed(2n, 3n, 4, 'down')).toBe('0.6666');
  });
  it('pads to the requested decimals and handles signs', () => {
    expect(formatFixed(3n, 2n, 3)).toBe('1.500');
    expect(formatFixed(-3n, 2n, 1)).toBe('-1.5');
    expect(formatFixed(3n, -2n, 0, 'half-up')).toBe('-2');
    expect(formatFixed(-1n, 1000n, 2)).toBe('0.00');
    expect(formatFixed(0n, 7n, 2)).toBe('0.00');
  });
  it('groups thousands when asked', () => {
    expect(formatFixed(123456789n, 100n, 2, 'down', { groupSeparator: ',' })).toBe('1,234,567.89');
    expect(formatFixed(123n, 1n, 0, 'down', { groupSeparator: ',' })).toBe('123');
  });
  it('rejects a zero denominator and bad decimals', () => {
    expect(() => formatFixed(1n, 0n, 2)).toThrow();
    expect(() => formatFixed(1n, 1n, -1)).toThrow();
  });
});

describe('formatSignificant', () => {
  it('keeps n significant digits without trailing zeros', () => {
    expect(formatSignificant(1234567n, 1n, 3)).toBe('1230000');
    expect(formatSignificant(123456n, 1_000_000_000n, 3)).toBe('0.000123');
    expect(formatSignificant(15n, 10n, 6)).toBe('1.5');
    expect(formatSignificant(1n, 3n, 6)).toBe('0.333333');
    expect(formatSignificant(2n, 3n, 3, 'down')).toBe('0.666');
    expect(formatSignificant(2n, 3n, 3, 'half-up')).toBe('0.667');
    expect(formatSignificant(0n, 3n, 3)).toBe('0');
    expect(formatSignificant(-2n, 3n, 2)).toBe('-0.67');
  });
  it('carries into a new digit', () => {
    expect(formatSignificant(9996n, 1000n, 3)).toBe('10');
    expect(formatSignificant(99960n, 1n, 3)).toBe('100000');
    expect(formatSignificant(99951n, 1000000n, 3, 'up')).toBe('0.1');
  });
  it('is exact at the half', () => {
    expect(formatSignificant(12345n, 10000n, 4, 'half-up')).toBe('1.235');
    expect(formatSignificant(123449999n, 100000000n, 4, 'half-up')).toBe('1.234');
  });
  it('agrees with formatFixed at the matching number of decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 40n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.integer({ min: 1, max: 20 }),
        (n, d, sd) => {
          const text = formatSignificant(n, d, sd, 'down');
          // the printed value is ≤ n/d and within one unit of the last kept digit
          const [w = '', f = ''] = text.split('.');
          const printed = BigInt(`${w}${f}`);
          const scale = pow10(f.length);
          expect(printed * d <= n * scale).toBe(true);
          const digits = (w === '0' ? f.replace(/^0+/, '') : `${w}${f}`).replace(/^0+/, '');
          expect(digits.length).toBeLessThanOrEqual(Math.max(sd, w.length));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('formatUnits / parseUnits', () => {
  it('formats raw units exactly', () => {
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5');
    expect(formatUnits(0n, 18)).toBe('0');
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatUnits(1_000_000_000n, 9)).toBe('1');
    expect(formatUnits(123n, 0)).toBe('123');
    expect(formatUnits(-(10n ** 16n), 18)).toBe('-0.01');
  });
  it('parses decimal text', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n);
    expect(parseUnits('.5', 9)).toBe(500_000_000n);
    expect(parseUnits('1.', 9)).toBe(1_000_000_000n);
    expect(parseUnits('0', 9)).toBe(0n);
    expect(parseUnits('1.500000000000', 9)).toBe(1_500_000_000n);
    expect(parseUnits('7', 0)).toBe(7n);
  });
  it('rejects what is not an exact decimal of the currency', () => {
    for (const bad of ['', '.', 'abc', '1,5', '1.2.3', '-1', '1e5', ' 1', '0x10']) expect(parseUnits(bad, 18)).toBeUndefined();
    expect(parseUnits('1.0000000001', 9)).toBeUndefined();
    expect(parseUnits('0.5', 0)).toBeUndefined();
  });
  it('round-trips', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 256n) - 1n }), fc.constantFrom(0, 6, 9, 18), (raw, dec) => {
        expect(parseUnits(formatUnits(raw, dec), dec)).toBe(raw);
      }),
    );
  });
});

describe('rescaleUnits', () => {
  it('keeps the value: more decimals exactly, fewer rounded toward zero', () => {
    expect(rescaleUnits(30_012_345_678n, 8, 8)).toBe(30_012_345_678n);
    expect(rescaleUnits(30_012_345_678n, 8, 18)).toBe(300_123_456_780_000_000_000n);
    expect(rescaleUnits(300_123_456_789_999_999_999n, 18, 8)).toBe(30_012_345_678n);
    expect(rescaleUnits(-150n, 2, 1)).toBe(-15n);
    expect(rescaleUnits(-159n, 2, 1)).toBe(-15n);
  });
});

describe('sqrt', () => {
  it('is the floor square root', () => {
    expect(sqrt(0n)).toBe(0n);
    expect(sqrt(1n)).toBe(1n);
    expect(sqrt(3n)).toBe(1n);
    expect(sqrt(4n)).toBe(2n);
    expect(sqrt(10n ** 36n)).toBe(10n ** 18n);
    expect(() => sqrt(-1n)).toThrow();
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 1n << 300n }), (n) => {
        const r = sqrt(n);
        expect(r * r <= n && (r + 1n) * (r + 1n) > n).toBe(true);
      }),
    );
  });
});
