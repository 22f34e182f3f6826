import { describe, expect, it } from 'vitest';
import { allCommonPairCombinations } from './bases.ts';
import { Token } from './currency.ts';
import { BNB, BUSD, CHAIN_ID, FUEL, USDT, WBNB, addr } from './fixtures.test-helpers.ts';

const CAKE = new Token(CHAIN_ID, addr(0x2001), 18, 'CAKE', 'CAKE');
const AMPL = new Token(CHAIN_ID, addr(0x2002), 9, 'AMPL', 'Ampleforth');
const names = (ps: [Token, Token][]) => ps.map(([a, b]) => `${a.symbol}-${b.symbol}`);

describe('allCommonPairCombinations', () => {
  it('direct pair, each side against the bases, bases against each other: unique and sorted', () => {
    const ps = allCommonPairCombinations(FUEL, CAKE, [WBNB, BUSD, USDT]);
    expect(names(ps)).toEqual([
      'FUEL-CAKE',
      'WBNB-FUEL',
      'FUEL-BUSD',
      'FUEL-USDT',
      'WBNB-CAKE',
      'BUSD-CAKE',
      'USDT-CAKE',
      'WBNB-BUSD',
      'WBNB-USDT',
      'BUSD-USDT',
    ]);
    for (const [a, b] of ps) expect(a.sortsBefore(b)).toBe(true);
    expect(new Set(ps.map(([a, b]) => a.key + b.key)).size).toBe(ps.length);
  });
  it('wraps BNB and drops self-pairs', () => {
    const ps = allCommonPairCombinations(BNB, BUSD, [WBNB, BUSD]);
    expect(names(ps)).toEqual(['WBNB-BUSD']);
    expect(allCommonPairCombinations(undefined, BUSD, [WBNB])).toEqual([]);
  });
  it('custom bases restrict (and replace the bases of) a token', () => {
    const custom = { [AMPL.key]: [BUSD] };
    const ps = allCommonPairCombinations(AMPL, FUEL, [WBNB, BUSD], custom);
    expect(names(ps)).toEqual(['BUSD-AMPL', 'WBNB-FUEL', 'FUEL-BUSD', 'WBNB-BUSD']);
    // no AMPL pair except with BUSD
    expect(ps.filter(([a, b]) => a.equals(AMPL) || b.equals(AMPL)).every(([a, b]) => a.equals(BUSD) || b.equals(BUSD))).toBe(true);
  });
});
