import { describe, expect, it } from 'vitest';
import { tokenWarnings, warningSources } from './warnings.ts';
import { BNB, BUSD, CHAIN_ID, TAXED, USDT } from './swap.test-helpers.ts';

describe('token warnings', () => {
  it('warns for tokens tagged "taxed" in the chain config or their own tags', () => {
    const sources = warningSources(CHAIN_ID, [{ address: USDT.address, tags: ['taxed'] }, { address: BUSD.address }]);
    expect(tokenWarnings([BNB, USDT], sources)).toEqual([{ kind: 'taxed', symbol: 'USDT', address: USDT.address }]);
    expect(tokenWarnings([TAXED, null], warningSources(CHAIN_ID, []))).toEqual([
      { kind: 'taxed', symbol: 'SAFEMOON', address: TAXED.address },
    ]);
    expect(tokenWarnings([BNB, BUSD], sources)).toEqual([]);
  });

  it('warns for compromised tokens; the devnet list is empty', () => {
    expect(warningSources(CHAIN_ID, []).compromised.size).toBe(0);
    const sources = { taxed: new Set<string>(), compromised: new Set([BUSD.key]) };
    expect(tokenWarnings([BUSD, BUSD], sources)).toEqual([{ kind: 'compromised', symbol: 'BUSD', address: BUSD.address }]);
  });
});
