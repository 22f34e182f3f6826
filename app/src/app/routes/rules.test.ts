import { describe, expect, it } from 'vitest';
import {
  addLiquidityRedirect,
  removeLiquidityRedirect,
  sameCurrencyId,
  sendRedirect,
  splitAddPairId,
  swapOutputRedirect,
} from './rules.ts';

const A = '0x' + 'a'.repeat(40);
const B = '0x' + '1234567890abcdefABCD'.repeat(2);
const short = '0x' + 'a'.repeat(39);

describe('splitAddPairId', () => {
  it('splits two addresses, or an address and BNB', () => {
    expect(splitAddPairId(`${A}-${B}`)).toEqual([A, B]);
    expect(splitAddPairId(`BNB-${B}`)).toEqual(['BNB', B]);
    expect(splitAddPairId(`${A}-BNB`)).toEqual([A, 'BNB']);
    expect(splitAddPairId('BNB-BNB')).toEqual(['BNB', 'BNB']);
  });
  it('rejects anything else', () => {
    for (const id of [A, 'BNB', `${A}-${short}`, `${A}-${B}-BNB`, `bnb-${A}`, `${A}-`, `-${A}`, `${A}_${B}`, `x${A}-${B}`, `${A}-${B}x`]) {
      expect(splitAddPairId(id), id).toBeUndefined();
    }
  });
});

describe('sameCurrencyId', () => {
  it('compares case-insensitively', () => {
    expect(sameCurrencyId(A, A.toUpperCase().replace('0X', '0x'))).toBe(true);
    expect(sameCurrencyId('BNB', 'bnb')).toBe(true);
    expect(sameCurrencyId(A, B)).toBe(false);
  });
});

describe('addLiquidityRedirect', () => {
  it('leaves /add, /add/A and distinct /add/A/B alone', () => {
    expect(addLiquidityRedirect(undefined, undefined)).toBeUndefined();
    expect(addLiquidityRedirect(A, undefined)).toBeUndefined();
    expect(addLiquidityRedirect('BNB', undefined)).toBeUndefined();
    expect(addLiquidityRedirect(A, B)).toBeUndefined();
    expect(addLiquidityRedirect('BNB', B)).toBeUndefined();
  });
  it('splits a combined id in the first slot', () => {
    expect(addLiquidityRedirect(`${A}-${B}`, undefined)).toBe(`/add/${A}/${B}`);
    expect(addLiquidityRedirect(`BNB-${B}`, undefined)).toBe(`/add/BNB/${B}`);
  });
  it('collapses identical currencies to /add/A', () => {
    expect(addLiquidityRedirect(A, A)).toBe(`/add/${A}`);
    expect(addLiquidityRedirect(A, A.toUpperCase().replace('0X', '0x'))).toBe(`/add/${A}`);
    expect(addLiquidityRedirect('BNB', 'BNB')).toBe('/add/BNB');
    expect(addLiquidityRedirect(`${A}-${A}`, undefined)).toBe(`/add/${A}`);
  });
  it('does not split a combined id in the second form', () => {
    // Only the old one-slot structure is rewritten.
    expect(addLiquidityRedirect(`${A}-${B}`, B)).toBeUndefined();
  });
});

describe('removeLiquidityRedirect', () => {
  it('splits two addresses', () => {
    expect(removeLiquidityRedirect(`${A}-${B}`)).toBe(`/remove/${A}/${B}`);
  });
  it('sends anything else to /pool', () => {
    for (const tokens of [A, `BNB-${A}`, `${A}-BNB`, `${A}-${short}`, 'hello', '']) {
      expect(removeLiquidityRedirect(tokens), tokens).toBe('/pool');
    }
  });
});

describe('swapOutputRedirect', () => {
  it('adds outputCurrency to an empty query', () => {
    expect(swapOutputRedirect(A, '')).toBe(`/swap?outputCurrency=${A}`);
  });
  it('keeps the other parameters and the hash', () => {
    expect(swapOutputRedirect(A, '?inputCurrency=BNB&exactAmount=1.5', '#x')).toBe(
      `/swap?inputCurrency=BNB&exactAmount=1.5&outputCurrency=${A}#x`,
    );
  });
  it('replaces an outputCurrency already in the query', () => {
    expect(swapOutputRedirect(A, `?outputCurrency=${B}&recipient=bob.eth`)).toBe(`/swap?outputCurrency=${A}&recipient=bob.eth`);
  });
});

describe('sendRedirect', () => {
  it('keeps the query and hash', () => {
    expect(sendRedirect('?recipient=0x1&exactAmount=2', '#top')).toBe('/swap?recipient=0x1&exactAmount=2#top');
    expect(sendRedirect('', '')).toBe('/swap');
  });
});
