import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GAS_LIMIT, calculateGasMargin, gasLimitOrDefault, swapGasLimit } from './gas.ts';

describe('gas margins', () => {
  it('adds 1000/10000 by default', () => {
    expect(calculateGasMargin(100_000n)).toBe(110_000n);
    expect(calculateGasMargin(21_000n)).toBe(23_100n);
    expect(calculateGasMargin(0n)).toBe(0n);
  });
  it('rounds up', () => {
    expect(calculateGasMargin(1n)).toBe(2n); // 1.1 -> 2
    expect(calculateGasMargin(12_345n)).toBe(13_580n); // 13579.5 -> 13580
  });
  it('takes other margins', () => {
    expect(calculateGasMargin(100_000n, 2000n)).toBe(120_000n);
    expect(calculateGasMargin(100_000n, 0n)).toBe(100_000n);
    expect(() => calculateGasMargin(-1n)).toThrow();
    expect(() => calculateGasMargin(1n, -1n)).toThrow();
  });
  it('swap buffer is +10%', () => {
    expect(swapGasLimit(150_000n)).toBe(165_000n);
  });
  it('falls back to the default limit of 200000', () => {
    expect(DEFAULT_GAS_LIMIT).toBe(200_000n);
    expect(gasLimitOrDefault(undefined)).toBe(200_000n);
    expect(gasLimitOrDefault(50_000n)).toBe(55_000n);
  });
  it('is the smallest integer >= estimate * 1.1 (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n }), (e) => {
        const g = calculateGasMargin(e);
        expect(g * 10_000n >= e * 11_000n).toBe(true);
        expect((g - 1n) * 10_000n < e * 11_000n).toBe(true);
      }),
    );
  });
});
