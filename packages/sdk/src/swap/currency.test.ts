import { describe, expect, it } from 'vitest';
import { CurrencyAmount } from './amount.ts';
import { NativeCurrency, Token, WBNB as PUBLIC_WBNB, assertCurrency, currencyEquals, currencyId } from './currency.ts';
import { BNB, BUSD, CHAIN_ID, E18, E9, FUEL, WBNB, addr } from './fixtures.test-helpers.ts';
import { Price } from './price.ts';

describe('Token and NativeCurrency', () => {
  it('compares tokens by chain and address, case-insensitively', () => {
    const upper = new Token(CHAIN_ID, FUEL.address.toUpperCase().replace('0X', '0x'), 9, 'FUEL', 'x');
    expect(upper.equals(FUEL)).toBe(true);
    expect(new Token(56, FUEL.address, 9, 'FUEL', 'x').equals(FUEL)).toBe(false);
    expect(FUEL.equals(BNB)).toBe(false);
    expect(BNB.equals(new NativeCurrency(WBNB))).toBe(true);
    expect(BNB.equals(WBNB)).toBe(false);
    expect(currencyEquals(undefined, undefined)).toBe(true);
    expect(currencyEquals(FUEL, undefined)).toBe(false);
  });
  it('sorts by address and refuses the same token or another chain', () => {
    expect(WBNB.sortsBefore(FUEL)).toBe(true);
    expect(() => FUEL.sortsBefore(FUEL)).toThrow();
    expect(() => FUEL.sortsBefore(PUBLIC_WBNB[56])).toThrow();
  });
  it('validates addresses and decimals', () => {
    expect(() => new Token(1, '0x123', 18, 'X', 'X')).toThrow(/Invalid token address/);
    expect(() => new Token(1, addr(1), -1, 'X', 'X')).toThrow();
    expect(() => new Token(1, addr(1), 256, 'X', 'X')).toThrow();
  });
  it('BNB trades as its wrapped token and has the id BNB', () => {
    expect(BNB.decimals).toBe(18);
    expect(BNB.symbol).toBe('BNB');
    expect(BNB.wrapped).toBe(WBNB);
    expect(currencyId(BNB)).toBe('BNB');
    expect(currencyId(FUEL)).toBe(FUEL.address);
  });
  it("throws 'invalid currency' for anything else", () => {
    expect(() => assertCurrency({ symbol: 'X' })).toThrow('invalid currency');
    expect(() => assertCurrency(FUEL)).not.toThrow();
  });
});

describe('CurrencyAmount', () => {
  it('adds, subtracts and multiplies (rounding down)', () => {
    const a = CurrencyAmount.fromRaw(FUEL, 1_500_000_000n);
    expect(a.add(a).raw).toBe(3n * E9);
    expect(a.subtract(CurrencyAmount.fromRaw(FUEL, 1n)).raw).toBe(1_499_999_999n);
    expect(a.multiply({ numerator: 1n, denominator: 3n }).raw).toBe(500_000_000n);
    expect(CurrencyAmount.fromRaw(FUEL, 10n).multiply({ numerator: 1n, denominator: 3n }).raw).toBe(3n);
    expect(() => a.add(CurrencyAmount.fromRaw(BUSD, 1n) as never)).toThrow(/Currency mismatch/);
    expect(() => CurrencyAmount.fromRaw(FUEL, 1n << 256n)).toThrow(/uint256/);
  });
  it('prints exact, significant and fixed values', () => {
    const a = CurrencyAmount.fromRaw(FUEL, 1_234_567_891n); // 1.234567891 FUEL
    expect(a.toExact()).toBe('1.234567891');
    expect(a.toSignificant()).toBe('1.23456');
    expect(a.toSignificant(3)).toBe('1.23');
    expect(a.toFixed(2)).toBe('1.23');
    expect(a.toFixed(4, 'half-up')).toBe('1.2346');
    expect(a.toFixed()).toBe('1.234567891');
    expect(() => a.toFixed(10)).toThrow();
    expect(CurrencyAmount.fromRaw(BNB, 10n ** 16n).toExact()).toBe('0.01');
    expect(CurrencyAmount.fromRaw(BNB, 123n * E18).toSignificant(6, 'down', { groupSeparator: ',' })).toBe('123');
  });
  it('wraps BNB amounts', () => {
    const a = CurrencyAmount.fromRaw(BNB, 5n);
    expect(a.wrapped.currency).toBe(WBNB);
    expect(a.wrapped.raw).toBe(5n);
  });
});

describe('Price', () => {
  // 1 FUEL (9 decimals) = 2.5 BUSD (18 decimals)
  const price = new Price(FUEL, BUSD, 1n * E9, 25n * 10n ** 17n);
  it('adjusts for decimals when displayed', () => {
    expect(price.toSignificant()).toBe('2.5');
    expect(price.toFixed()).toBe('2.5000');
    expect(price.invert().toSignificant()).toBe('0.4');
    expect(price.invert().baseCurrency).toBe(BUSD);
  });
  it('quotes amounts (rounded down)', () => {
    expect(price.quote(CurrencyAmount.fromRaw(FUEL, 2n * E9)).raw).toBe(5n * E18);
    expect(price.invert().quote(CurrencyAmount.fromRaw(BUSD, 1n)).raw).toBe(0n);
    expect(() => price.quote(CurrencyAmount.fromRaw(BUSD, 1n) as never)).toThrow();
  });
  it('chains prices', () => {
    const busdBnb = new Price(BUSD, BNB, 300n * E18, 1n * E18); // 300 BUSD per BNB
    const fuelBnb = price.multiplyPrice(busdBnb);
    expect(fuelBnb.toSignificant()).toBe('0.00833333');
    expect(() => price.multiplyPrice(price as never)).toThrow();
  });
  it('builds from amounts', () => {
    const p = Price.fromAmounts(CurrencyAmount.fromRaw(BNB, E18), CurrencyAmount.fromRaw(BUSD, 300n * E18));
    expect(p.toSignificant()).toBe('300');
  });
});
