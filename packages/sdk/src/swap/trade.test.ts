import { describe, expect, it } from 'vitest';
import { Percent } from '../math/percent.ts';
import { CurrencyAmount } from './amount.ts';
import {
  BETTER_TRADE_LESS_HOPS_THRESHOLD,
  bestTradeExactIn,
  bestTradeExactOut,
  findBestTradeExactIn,
  findBestTradeExactOut,
} from './best-trade.ts';
import { BNB, BUSD, E18, E9, FUEL, USDT, WBNB, pair } from './fixtures.test-helpers.ts';
import { Route } from './route.ts';
import { Trade, TradeType, inputOutputComparator, isTradeBetter, tradeComparator } from './trade.ts';

const amt = <T extends typeof BUSD | typeof BNB>(t: T, raw: bigint) => CurrencyAmount.fromRaw(t, raw);

const busdUsdt = pair(BUSD, 100n * E18, USDT, 100n * E18);
const busdWbnb = pair(BUSD, 30_000n * E18, WBNB, 100n * E18); // 300 BUSD per BNB
const fuelWbnb = pair(FUEL, 1_000_000n * E9, WBNB, 1_000n * E18); // 0.001 BNB per FUEL

describe('Route', () => {
  it('builds the token path and mid price, wrapping BNB', () => {
    const r = new Route([busdWbnb, fuelWbnb], BUSD, FUEL);
    expect(r.path.map((t) => t.symbol)).toEqual(['BUSD', 'WBNB', 'FUEL']);
    // 1 BUSD = 1/300 BNB = 1/300/0.001 FUEL = 3.33333 FUEL
    expect(r.midPrice.toSignificant(6)).toBe('3.33333');
    const r2 = new Route([busdWbnb], BNB, BUSD);
    expect(r2.path[0]).toBe(WBNB);
    expect(r2.midPrice.toSignificant()).toBe('300');
    expect(r2.midPrice.baseCurrency).toBe(BNB);
  });
  it('rejects broken paths', () => {
    expect(() => new Route([], BUSD, USDT)).toThrow();
    expect(() => new Route([busdUsdt, fuelWbnb], BUSD, FUEL)).toThrow(/path/);
    expect(() => new Route([busdUsdt], BUSD, FUEL)).toThrow(/output/);
  });
});

describe('Trade', () => {
  const route = new Route([busdUsdt], BUSD, USDT);
  const exactIn = Trade.exactIn(route, amt(BUSD, E18));
  const exactOut = Trade.exactOut(route, amt(USDT, E18));

  it('computes amounts with the 0.25% fee', () => {
    expect(exactIn.tradeType).toBe(TradeType.EXACT_INPUT);
    expect(exactIn.outputAmount.raw).toBe(987_648_209_114_086_982n);
    expect(exactOut.inputAmount.raw).toBe(1_012_632_591_579_960_002n);
    expect(exactIn.executionPrice.toSignificant(6)).toBe('0.987648');
  });
  it('price impact = (mid·in − out) / (mid·in), fee included', () => {
    // mid 1: impact = 1 − 0.987648209114086982
    expect(exactIn.priceImpact.toSignificant(6)).toBe('1.23518');
    expect(exactIn.priceImpact.equalTo(new Percent(E18 - 987_648_209_114_086_982n, E18))).toBe(true);
  });
  it('applies slippage: out/(1+s) rounded down; in·(1+s) rounded down', () => {
    const half = Percent.fromBips(50);
    expect(exactIn.minimumAmountOut(half).raw).toBe((987_648_209_114_086_982n * 10_000n) / 10_050n);
    expect(exactIn.maximumAmountIn(half).raw).toBe(E18);
    expect(exactOut.maximumAmountIn(half).raw).toBe((1_012_632_591_579_960_002n * 10_050n) / 10_000n);
    expect(exactOut.minimumAmountOut(half).raw).toBe(E18);
    expect(() => exactIn.minimumAmountOut(new Percent(-1n, 100n))).toThrow();
    expect(exactIn.worstExecutionPrice(half).lessThan(exactIn.executionPrice)).toBe(true);
  });
  it('checks currencies', () => {
    expect(() => Trade.exactIn(route, amt(USDT, 1n) as never)).toThrow();
    expect(() => Trade.exactOut(route, amt(BUSD, 1n) as never)).toThrow();
  });
  it('compares trades, and refuses to compare different markets', () => {
    const smaller = Trade.exactIn(route, amt(BUSD, E18 / 2n));
    expect(inputOutputComparator(exactIn, smaller)).toBe(-1);
    expect(tradeComparator(exactIn, exactIn)).toBe(0);
    const other = Trade.exactIn(new Route([busdWbnb], BUSD, WBNB), amt(BUSD, E18));
    expect(() => tradeComparator(exactIn, other)).toThrow('Trades are not comparable');
    expect(() => isTradeBetter(exactIn, other)).toThrow('Trades are not comparable');
    expect(() => isTradeBetter(exactIn, exactOut)).toThrow('Trades are not comparable');
    expect(isTradeBetter(undefined, exactIn)).toBe(true);
    expect(isTradeBetter(exactIn, undefined)).toBe(false);
    expect(isTradeBetter(undefined, null)).toBeUndefined();
    expect(isTradeBetter(smaller, exactIn)).toBe(false); // the smaller trade has the better price
    expect(isTradeBetter(exactIn, smaller)).toBe(true);
    expect(isTradeBetter(exactIn, smaller, Percent.fromBips(49))).toBe(true); // 0.498% better
    expect(isTradeBetter(exactIn, smaller, Percent.fromBips(50))).toBe(false);
  });
});

describe('best trade search', () => {
  // BUSD→FUEL directly (shallow pool) or through WBNB (deep pools)
  const shallowDirect = pair(BUSD, 1_000n * E18, FUEL, 3_000n * E9);
  const pairs = [busdUsdt, busdWbnb, fuelWbnb, shallowDirect];

  it('finds all routes ranked, best first', () => {
    const trades = bestTradeExactIn(pairs, amt(BUSD, 100n * E18), FUEL);
    expect(trades.map((t) => t.route.path.map((x) => x.symbol).join('>'))).toEqual(['BUSD>WBNB>FUEL', 'BUSD>FUEL']);
    expect(trades[0]!.outputAmount.greaterThan(trades[1]!.outputAmount)).toBe(true);
    const out = bestTradeExactOut(pairs, BUSD, amt(FUEL, 100n * E9));
    expect(out[0]!.route.path.map((x) => x.symbol)).toEqual(['BUSD', 'WBNB', 'FUEL']);
  });
  it('respects maxHops and maxNumResults, and skips pairs it cannot use', () => {
    expect(bestTradeExactIn(pairs, amt(BUSD, 100n * E18), FUEL, { maxHops: 1 }).map((t) => t.route.pairs.length)).toEqual([1]);
    expect(bestTradeExactIn(pairs, amt(BUSD, 100n * E18), FUEL, { maxNumResults: 1 })).toHaveLength(1);
    expect(bestTradeExactIn([pair(BUSD, 0n, FUEL, 0n)], amt(BUSD, 1n), FUEL)).toEqual([]);
    expect(bestTradeExactIn([shallowDirect], amt(BUSD, 1n), FUEL)).toEqual([]); // output rounds to 0
    expect(bestTradeExactOut([shallowDirect], BUSD, amt(FUEL, 3_000n * E9))).toEqual([]); // ≥ reserve
    expect(bestTradeExactIn([], amt(BUSD, 1n), FUEL)).toEqual([]);
    expect(() => bestTradeExactIn(pairs, amt(BUSD, 1n), FUEL, { maxHops: 0 })).toThrow();
  });
  it('handles BNB on either side', () => {
    const t = bestTradeExactIn(pairs, amt(BNB, E18), BUSD)[0]!;
    expect(t.inputAmount.currency).toBe(BNB);
    expect(t.route.path[0]).toBe(WBNB);
    const u = bestTradeExactOut(pairs, FUEL, amt(BNB, E18))[0]!;
    expect(u.outputAmount.currency).toBe(BNB);
  });
  it('prefers fewer hops unless more hops win by over 0.5% (1 to 3 hops)', () => {
    expect(BETTER_TRADE_LESS_HOPS_THRESHOLD.toFixed(2)).toBe('0.50');
    // direct pool priced like the route through WBNB but deeper: 1 hop wins
    const fair = pair(BUSD, 3_000_000n * E18, FUEL, 10_000_000_000n * E9);
    const best = findBestTradeExactIn([busdWbnb, fuelWbnb, fair], amt(BUSD, 10n * E18), FUEL)!;
    expect(best.route.pairs).toHaveLength(1);
    // the shallow direct pool loses to the 2-hop route by far more than 0.5%
    const best2 = findBestTradeExactIn(pairs, amt(BUSD, 100n * E18), FUEL)!;
    expect(best2.route.pairs).toHaveLength(2);
    // single hop only
    const single = findBestTradeExactIn(pairs, amt(BUSD, 100n * E18), FUEL, { singleHopOnly: true })!;
    expect(single.route.pairs).toHaveLength(1);
    expect(findBestTradeExactOut(pairs, BUSD, amt(FUEL, E9), { singleHopOnly: true })!.route.pairs).toHaveLength(1);
    expect(findBestTradeExactIn(pairs, amt(USDT, E18), FUEL, { singleHopOnly: true })).toBeUndefined();
  });
});
