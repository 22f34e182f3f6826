import { describe, expect, it } from 'vitest';
import { CurrencyAmount, NativeCurrency, Token, createTokenSearchIndex } from '@fuelswap/sdk';
import { buildSearchItems, orderByBalance } from './searchResults.ts';

const tk = (n: number, symbol: string, name: string) => new Token(31337, `0x${n.toString(16).padStart(40, '0')}`, 18, symbol, name);
const WBNB = tk(1, 'WBNB', 'Wrapped BNB');
const CAKE = tk(2, 'CAKE', 'PancakeSwap Token');
const XCAKE = tk(3, 'XCAKE', 'Cake Staked');
const CAKEBNB = tk(4, 'CAKE-BNB', 'Cake BNB LP');
const BUSD = tk(5, 'BUSD', 'Binance USD');
const TOKENS = [WBNB, BUSD, XCAKE, CAKEBNB, CAKE];
const native = new NativeCurrency(WBNB);
const index = createTokenSearchIndex(TOKENS);
const bal = (entries: [Token, bigint][]) => new Map(entries.map(([t, v]) => [t.key, CurrencyAmount.fromRaw(t, v)]));
const keys = (items: ReturnType<typeof buildSearchItems>) =>
  items.map((i) => (i.kind === 'currency' ? i.currency.symbol : `import:${i.token.symbol}`));

describe('search results (spec 5)', () => {
  it('lists the native coin first for an empty query and for b / bn / bnb only', () => {
    const base = { native, index, balances: new Map(), inactive: [], chainToken: undefined };
    expect(keys(buildSearchItems({ ...base, query: '' }))).toEqual(['BNB', 'WBNB', 'BUSD', 'XCAKE', 'CAKE-BNB', 'CAKE']);
    expect(keys(buildSearchItems({ ...base, query: 'bn' }))[0]).toBe('BNB');
    expect(keys(buildSearchItems({ ...base, query: 'bus' }))).toEqual(['BUSD']);
  });

  it('orders exact symbol, then symbol prefix, then the rest; balances first inside each group', () => {
    const base = { native, index, inactive: [], chainToken: undefined };
    expect(keys(buildSearchItems({ ...base, query: 'cake', balances: new Map() }))).toEqual(['CAKE', 'CAKE-BNB', 'XCAKE']);
    const withBalance = bal([[XCAKE, 5n]]);
    expect(keys(buildSearchItems({ ...base, query: 'cake', balances: withBalance }))).toEqual(['CAKE', 'CAKE-BNB', 'XCAKE']);
    expect(
      orderByBalance(
        TOKENS,
        '',
        bal([
          [CAKE, 1n],
          [BUSD, 0n],
        ]),
      ).map((t) => t.symbol),
    ).toEqual(['CAKE', 'WBNB', 'BUSD', 'XCAKE', 'CAKE-BNB']);
  });

  it('adds matching inactive-list tokens and an on-chain token as import rows', () => {
    const OTHER = tk(9, 'OTHER', 'Other Cake');
    const items = buildSearchItems({
      query: 'cake',
      native,
      index,
      balances: new Map(),
      inactive: [{ token: OTHER, listName: 'Other List' }],
      chainToken: undefined,
    });
    expect(keys(items)).toEqual(['CAKE', 'CAKE-BNB', 'XCAKE', 'import:OTHER']);
    const NEW = tk(0xabc, 'NEW', 'New');
    const byAddress = buildSearchItems({
      query: NEW.address.toLowerCase(),
      native,
      index,
      balances: new Map(),
      inactive: [],
      chainToken: NEW,
    });
    expect(keys(byAddress)).toEqual(['import:NEW']);
    // a listed token found by address is not offered for import again
    const listed = buildSearchItems({ query: CAKE.address, native, index, balances: new Map(), inactive: [], chainToken: CAKE });
    expect(keys(listed)).toEqual(['CAKE']);
  });
});
