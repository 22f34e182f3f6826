import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSD, CAKE, USDT, WBNB } from './fixtures.test-helpers.ts';
import {
  createTokenSearchIndex,
  filterTokens,
  matchesNative,
  pickOnEnter,
  searchAddress,
  searchWords,
  sortByQuery,
  type SearchableToken,
} from './search.ts';

const t = (symbol: string, name: string, n: number): SearchableToken => ({
  symbol,
  name,
  address: '0x' + n.toString(16).padStart(40, '0'),
});

const BUNNY = t('BUNNY', 'Bunny Token', 1);
const CAKEBNB = t('CAKE-BNB', 'Cake BNB LP', 2);
const SYRUP = t('SYRUP', 'SyrupBar Token', 3);
const XCAKE = t('XCAKE', 'Cake Staked', 4);
const TOKENS: SearchableToken[] = [WBNB, BUSD, BUNNY, CAKEBNB, USDT, SYRUP, XCAKE, CAKE];

const symbols = (ts: readonly SearchableToken[]) => ts.map((x) => x.symbol);
const naive = (ts: readonly SearchableToken[], q: string) => sortByQuery(filterTokens(ts, q), q);

describe('searchWords', () => {
  it('lower-cases and splits on non-alphanumerics', () => {
    expect(searchWords('Cake-BNB LP')).toEqual(['cake', 'bnb', 'lp']);
    expect(searchWords('  USDC.e  ')).toEqual(['usdc', 'e']);
    expect(searchWords('Ünï_cödé ΔX')).toEqual(['ünï', 'cödé', 'δx']);
    expect(searchWords('---')).toEqual([]);
  });
});

describe('filterTokens', () => {
  it('matches word prefixes of symbol or name', () => {
    expect(symbols(filterTokens(TOKENS, 'bu'))).toEqual(['BUSD', 'BUNNY']);
    expect(symbols(filterTokens(TOKENS, 'wrapped'))).toEqual(['WBNB']);
    expect(symbols(filterTokens(TOKENS, 'pancake'))).toEqual(['CAKE']);
  });
  it('matches word suffixes', () => {
    expect(symbols(filterTokens(TOKENS, 'usd'))).toEqual(['BUSD', 'USDT']); // BUSD by suffix, Binance USD, Tether USD
    expect(symbols(filterTokens(TOKENS, 'swap'))).toEqual(['CAKE']); // PancakeSwap ends in swap
    expect(symbols(filterTokens(TOKENS, 'cake'))).toEqual(['CAKE-BNB', 'XCAKE', 'CAKE']);
    expect(symbols(filterTokens(TOKENS, 'bar'))).toEqual(['SYRUP']);
  });
  it('does not match the middle of a word', () => {
    expect(filterTokens(TOKENS, 'nn')).toEqual([]);
    expect(filterTokens(TOKENS, 'ancak')).toEqual([]);
  });
  it('requires every query word to match', () => {
    expect(symbols(filterTokens(TOKENS, 'cake lp'))).toEqual(['CAKE-BNB']);
    expect(symbols(filterTokens(TOKENS, 'wrapped bnb'))).toEqual(['WBNB']);
    expect(filterTokens(TOKENS, 'wrapped cake')).toEqual([]);
  });
  it('returns everything for an empty query', () => {
    expect(filterTokens(TOKENS, '  ')).toEqual(TOKENS);
  });
  it('a valid address matches exactly, in any case', () => {
    expect(filterTokens(TOKENS, CAKE.address)).toEqual([CAKE]);
    expect(filterTokens(TOKENS, ` ${CAKE.address.toLowerCase()} `)).toEqual([CAKE]);
    expect(filterTokens(TOKENS, '0x0000000000000000000000000000000000000001')).toEqual([BUNNY]);
    expect(filterTokens(TOKENS, '0x0000000000000000000000000000000000000999')).toEqual([]);
  });
  it('treats a bad-checksum address as text (no match)', () => {
    const bad = CAKE.address.replace('Fa', 'fA');
    expect(searchAddress(bad)).toBeUndefined();
    expect(filterTokens(TOKENS, bad)).toEqual([]);
  });
});

describe('sortByQuery', () => {
  it('puts exact symbol matches first, then symbol prefixes, then the rest, stably', () => {
    expect(symbols(naive(TOKENS, 'cake'))).toEqual(['CAKE', 'CAKE-BNB', 'XCAKE']);
    expect(symbols(naive(TOKENS, 'bnb'))).toEqual(['WBNB', 'CAKE-BNB']);
    expect(symbols(naive(TOKENS, 'USDT'))).toEqual(['USDT']);
    // SyrupBar is one word, so "b" does not match it
    expect(symbols(naive(TOKENS, 'b'))).toEqual(['BUSD', 'BUNNY', 'WBNB', 'CAKE-BNB']);
    expect(symbols(naive(TOKENS, 'usd'))).toEqual(['USDT', 'BUSD']);
  });
  it('leaves order alone for an empty query', () => {
    expect(sortByQuery(TOKENS, '')).toEqual(TOKENS);
  });
});

describe('matchesNative and pickOnEnter', () => {
  it('matches b, bn and bnb in any case', () => {
    for (const q of ['b', 'bn', 'bnb', 'BNB', ' Bn ']) expect(matchesNative(q)).toBe(true);
    for (const q of ['', 'bnbx', 'wbnb', 'bb']) expect(matchesNative(q)).toBe(false);
  });
  it('Enter picks native for bnb', () => {
    expect(pickOnEnter(' BNB ', [WBNB])).toBe('native');
  });
  it('Enter picks the only result, or an exact symbol match', () => {
    expect(pickOnEnter('wrapped', [WBNB])).toBe(WBNB);
    expect(pickOnEnter('cake', naive(TOKENS, 'cake'))).toBe(CAKE);
    expect(pickOnEnter('ca', naive(TOKENS, 'ca'))).toBeUndefined();
    expect(pickOnEnter('zzz', [])).toBeUndefined();
  });
});

describe('createTokenSearchIndex', () => {
  const index = createTokenSearchIndex(TOKENS);
  it.each([
    '',
    'b',
    'bn',
    'bnb',
    'cake',
    'CAKE',
    'cake lp',
    'usd',
    'swap',
    'token',
    'wrapped bnb',
    'nn',
    CAKE.address,
    CAKE.address.toLowerCase(),
    'x y z',
  ])('gives the same result as the naive search for %j', (q) => {
    expect(index.search(q)).toEqual(naive(TOKENS, q));
  });
  it('finds every token sharing an address across chains', () => {
    const multi = [CAKE, { ...CAKE, chainId: 97 }, WBNB];
    expect(createTokenSearchIndex(multi).search(CAKE.address)).toEqual(multi.slice(0, 2));
  });
  it('agrees with the naive search on random lists and queries', () => {
    const word = fc.stringMatching(/^[a-zA-Z0-9]{1,6}$/);
    const tokenArb = fc.record({
      symbol: fc.stringMatching(/^[A-Za-z0-9.\-_]{1,8}$/),
      name: fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join(' ')),
      n: fc.nat({ max: 50 }),
    });
    fc.assert(
      fc.property(
        fc.array(tokenArb, { maxLength: 40 }),
        fc.array(word, { maxLength: 3 }),
        fc.constantFrom(' ', '-', '.'),
        (raw, qWords, sep) => {
          const tokens = raw.map((r) => t(r.symbol, r.name, r.n));
          const q = qWords.join(sep);
          const idx = createTokenSearchIndex(tokens);
          expect(idx.search(q)).toEqual(naive(tokens, q));
          // and with single letters as typed keystroke by keystroke
          for (let i = 1; i <= q.length; i++) expect(idx.search(q.slice(0, i))).toEqual(naive(tokens, q.slice(0, i)));
        },
      ),
      { numRuns: 200 },
    );
  });
});
