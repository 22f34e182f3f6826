import { describe, expect, it } from 'vitest';
import {
  dayStart,
  hourStart,
  lpDeltas,
  nextOhlc,
  pairPrices,
  supplyDelta,
  swapUsd,
  tokenLiquidity,
  totalLiquidityUsd,
  twoSidedUsd,
  usdPrices,
  WAD,
} from '../src/pricing.ts';

const BUSD = '0x00000000000000000000000000000000000000b5';
const WBNB = '0x00000000000000000000000000000000000000bb';
const FUEL = '0x00000000000000000000000000000000000000f1';
const LONE = '0x0000000000000000000000000000000000000001';
const USDC6 = '0x0000000000000000000000000000000000000006';
const e18 = (n: bigint | number) => BigInt(n) * WAD;

const decimals = new Map([
  [BUSD, 18],
  [WBNB, 18],
  [FUEL, 18],
  [LONE, 18],
  [USDC6, 6],
]);
// BNB at $600 (1,000 WBNB : 600,000 BUSD), FUEL at 0.005 BNB = $3 (100,000 FUEL : 500 WBNB).
const pairs = [
  { id: '0xpair1', token0: BUSD, token1: WBNB, reserve0: e18(600_000), reserve1: e18(1_000) },
  { id: '0xpair2', token0: WBNB, token1: FUEL, reserve0: e18(500), reserve1: e18(100_000) },
  { id: '0xpair3', token0: LONE, token1: FUEL, reserve0: 0n, reserve1: 0n },
];

describe('usdPrices', () => {
  it('prices BUSD at $1, WBNB by the BUSD pair and FUEL through WBNB', () => {
    const p = usdPrices(BUSD, pairs, decimals);
    expect(p.get(BUSD)).toBe(WAD);
    expect(p.get(WBNB)).toBe(e18(600));
    expect(p.get(FUEL)).toBe(e18(3));
    expect(p.has(LONE)).toBe(false);
  });
  it('respects decimals (a 6-decimal stable at $1 against BUSD)', () => {
    const p = usdPrices(
      BUSD,
      [{ id: '0xp', token0: USDC6, token1: BUSD, reserve0: 1_000_000n * 10n ** 6n, reserve1: e18(1_000_000) }],
      decimals,
    );
    expect(p.get(USDC6)).toBe(WAD);
  });
});

describe('swapUsd', () => {
  const prices = usdPrices(BUSD, pairs, decimals);
  const side = (token: string, amount: bigint) => ({ token, amount, decimals: decimals.get(token) ?? 18, price: prices.get(token) });
  it('counts the BUSD side exactly, once', () => {
    expect(swapUsd(side(BUSD, e18(250)), side(WBNB, 416_000_000_000_000_000n), BUSD, WBNB)).toBe(e18(250));
  });
  it('uses the WBNB side when there is no BUSD side', () => {
    expect(swapUsd(side(WBNB, WAD / 2n), side(FUEL, e18(99)), BUSD, WBNB)).toBe(e18(300));
  });
  it('averages two other priced sides, takes the one priced side, or 0', () => {
    const other = '0x00000000000000000000000000000000000000aa';
    const withOther = new Map(prices).set(other, e18(2));
    const s = (token: string, amount: bigint) => ({ token, amount, decimals: 18, price: withOther.get(token) });
    expect(swapUsd(s(FUEL, e18(10)), s(other, e18(16)), BUSD, WBNB)).toBe(e18(31));
    expect(swapUsd(s(FUEL, e18(10)), s(LONE, e18(16)), BUSD, WBNB)).toBe(e18(30));
    expect(swapUsd(s(LONE, e18(10)), s(LONE, e18(16)), BUSD, WBNB)).toBe(0n);
  });
});

describe('liquidity values', () => {
  const prices = usdPrices(BUSD, pairs, decimals);
  it('values both sides, doubles a lone priced side, 0 for none', () => {
    expect(twoSidedUsd(e18(1), 18, e18(600), e18(600), 18, WAD)).toBe(e18(1_200));
    expect(twoSidedUsd(e18(1), 18, e18(600), e18(7), 18, undefined)).toBe(e18(1_200));
    expect(twoSidedUsd(e18(1), 18, undefined, e18(7), 18, undefined)).toBe(0n);
  });
  it('sums pairs into the exchange total and tokens across pairs', () => {
    const { perPair, total } = totalLiquidityUsd(pairs, prices, decimals);
    expect(perPair.get('0xpair1')).toBe(e18(1_200_000));
    expect(perPair.get('0xpair2')).toBe(e18(600_000));
    expect(perPair.get('0xpair3')).toBe(0n);
    expect(total).toBe(e18(1_800_000));
    const t = tokenLiquidity(pairs, prices, decimals);
    expect(t.get(WBNB)).toEqual({ amount: e18(1_500), usd: e18(900_000) });
    expect(t.get(FUEL)).toEqual({ amount: e18(100_000), usd: e18(300_000) });
    expect(t.get(LONE)).toEqual({ amount: 0n, usd: 0n });
  });
  it('gives pair prices both ways and 0 for an empty pool', () => {
    expect(pairPrices(e18(600_000), 18, e18(1_000), 18)).toEqual({ token0Price: WAD / 600n, token1Price: e18(600) });
    expect(pairPrices(0n, 18, 0n, 18)).toEqual({ token0Price: 0n, token1Price: 0n });
  });
});

describe('periods and positions', () => {
  it('starts hours and days on UTC boundaries', () => {
    const t = 1_700_000_123; // 2023-11-14T22:15:23Z
    expect(hourStart(t)).toBe(1_699_999_200);
    expect(dayStart(t)).toBe(1_699_920_000);
    expect(dayStart(1_699_920_000)).toBe(1_699_920_000);
  });
  it('tracks open, high, low and close', () => {
    let o = nextOhlc(undefined, 5n);
    o = nextOhlc(o, 9n);
    o = nextOhlc(o, 2n);
    o = nextOhlc(o, 4n);
    expect(o).toEqual({ openUSD: 5n, highUSD: 9n, lowUSD: 2n, priceUSD: 4n });
    expect(nextOhlc({ openUSD: 0n, highUSD: 0n, lowUSD: 0n }, 3n)).toEqual({ openUSD: 0n, highUSD: 3n, lowUSD: 3n, priceUSD: 3n });
  });
  it('moves LP balances and supply on mint, transfer and burn', () => {
    const zero = '0x0000000000000000000000000000000000000000';
    const a = '0x00000000000000000000000000000000000000AA';
    const b = '0x00000000000000000000000000000000000000bb';
    expect(lpDeltas(zero, a, 10n)).toEqual([{ account: a.toLowerCase(), delta: 10n }]);
    expect(lpDeltas(a, b, 4n)).toEqual([
      { account: a.toLowerCase(), delta: -4n },
      { account: b, delta: 4n },
    ]);
    expect(lpDeltas(b, zero, 4n)).toEqual([{ account: b, delta: -4n }]);
    expect(supplyDelta(zero, a, 10n)).toBe(10n);
    expect(supplyDelta(a, b, 10n)).toBe(0n);
    expect(supplyDelta(b, zero, 3n)).toBe(-3n);
  });
});
