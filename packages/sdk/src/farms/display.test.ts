import { describe, expect, it } from 'vitest';
import { DISPLAY_DECIMALS, MAX_DISPLAY_APR, WAD } from './constants.ts';
import { formatApr, formatCount, formatEarnings, formatMultiplier, formatStaked, formatUsd, formatUsdPrice } from './display.ts';

describe('display rules (spec 9)', () => {
  it('uses 5 decimals for earnings, 3 for staked, 2 for APR and USD', () => {
    expect(DISPLAY_DECIMALS).toEqual({ earnings: 5, staked: 3, apr: 2, usd: 2 });
    expect(formatEarnings(123_456_789n, 9)).toBe('0.12345');
    expect(formatStaked(1_234_567_891_999_999n, 9)).toBe('1,234,567.891');
    expect(formatUsd(1_234_565n * 10n ** 16n)).toBe('12,345.65');
    expect(formatUsd(5n * 10n ** 15n)).toBe('0.01');
    expect(formatUsd(undefined)).toBeUndefined();
    expect(formatApr(1_234_567n * 10n ** 12n)).toBe('123.46');
  });

  it('caps absurd APRs instead of printing them', () => {
    expect(formatApr(MAX_DISPLAY_APR)).toBe('1,000,000.00');
    expect(formatApr(MAX_DISPLAY_APR + WAD)).toBe('>1,000,000');
    expect(formatApr(undefined)).toBeUndefined();
  });

  it('shows the multiplier as allocation points / 100', () => {
    expect(formatMultiplier(4000n)).toBe('40X');
    expect(formatMultiplier(150n)).toBe('1.5X');
    expect(formatMultiplier(25n)).toBe('0.25X');
    expect(formatMultiplier(0n)).toBe('0X');
    expect(formatCount(201_464)).toBe('201,464');
    expect(formatCount(12n)).toBe('12');
  });
});

describe('formatUsdPrice (a price per token: small prices keep their significant digits)', () => {
  const usd = (text: string) => {
    const [whole = '0', frac = ''] = text.split('.');
    return BigInt(whole) * 10n ** 18n + BigInt(frac.padEnd(18, '0'));
  };
  it('shows a sale price of about $0.0015 with 4 significant digits, not "0.00"', () => {
    expect(formatUsdPrice(usd('0.0015'))).toBe('0.0015');
    expect(formatUsdPrice(usd('0.00152345'))).toBe('0.001523');
    expect(formatUsdPrice(usd('0.00152355'))).toBe('0.001524');
    expect(formatUsdPrice(usd('0.000000012345'))).toBe('0.00000001235');
  });
  it('keeps at least 2 decimals below $1 and dollars with 2 decimals from $1 up', () => {
    expect(formatUsdPrice(usd('0.5'))).toBe('0.50');
    expect(formatUsdPrice(usd('0.123456'))).toBe('0.1235');
    expect(formatUsdPrice(usd('0.99999'))).toBe('1.00');
    expect(formatUsdPrice(usd('1'))).toBe('1.00');
    expect(formatUsdPrice(usd('1234.567'))).toBe('1,234.57');
  });
  it('zero is "0.00" and a missing price stays missing', () => {
    expect(formatUsdPrice(0n)).toBe('0.00');
    expect(formatUsdPrice(undefined)).toBeUndefined();
  });
});
