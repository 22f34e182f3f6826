import { describe, expect, it } from 'vitest';
import { stringToHex } from 'viem';
import { parseBytes32String, parseStringOrBytes32, tokenFromChainFields } from './useToken.ts';

const A = '0x00000000000000000000000000000000000000aa';

describe('token fields read on chain (spec 5, 8)', () => {
  it('accepts a bytes32 symbol or name', () => {
    expect(parseBytes32String(stringToHex('MKR', { size: 32 }))).toBe('MKR');
    expect(parseBytes32String(stringToHex('Maker', { size: 32 }))).toBe('Maker');
    const token = tokenFromChainFields(1, A, {
      decimals: 18,
      symbolBytes32: stringToHex('MKR', { size: 32 }),
      nameBytes32: stringToHex('Maker', { size: 32 }),
    });
    expect(token?.symbol).toBe('MKR');
    expect(token?.name).toBe('Maker');
  });

  it('refuses bytes32 values that are empty, not UTF-8 or hold control characters', () => {
    expect(parseBytes32String(`0x${'00'.repeat(32)}`)).toBeUndefined();
    expect(parseBytes32String(`0xff${'00'.repeat(31)}`)).toBeUndefined();
    expect(parseBytes32String(`0x41074${'0'.repeat(59)}`)).toBeUndefined();
    expect(parseBytes32String('0x1234')).toBeUndefined();
  });

  it("falls back to 'UNKNOWN' and 'Unknown Token'", () => {
    const token = tokenFromChainFields(1, A, { decimals: 6 });
    expect(token?.symbol).toBe('UNKNOWN');
    expect(token?.name).toBe('Unknown Token');
    expect(parseStringOrBytes32('  ', undefined, 'UNKNOWN')).toBe('UNKNOWN');
  });

  it('prefers the string result and cuts very long text', () => {
    expect(parseStringOrBytes32('CAKE', stringToHex('OTHER', { size: 32 }), 'UNKNOWN')).toBe('CAKE');
    expect(parseStringOrBytes32('x'.repeat(10_000), undefined, 'UNKNOWN')).toHaveLength(200);
  });

  it('is not a token without valid decimals', () => {
    expect(tokenFromChainFields(1, A, { symbol: 'X', name: 'X' })).toBeNull();
    expect(tokenFromChainFields(1, A, { decimals: 256 })).toBeNull();
    expect(tokenFromChainFields(1, A, { decimals: 18n })?.decimals).toBe(18);
  });
});
