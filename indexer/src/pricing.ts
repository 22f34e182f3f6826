/**
 * Pure pricing and aggregation rules of the indexer: no I/O, bigint only.
 *
 * Dollar prices come from the pairs' reserves exactly as the app prices farms
 * (`resolveUsdPrices` in @fuelswap/sdk): BUSD is $1, WBNB is priced by the
 * BUSD-WBNB pair, every other token through the deepest pair that links it to
 * an already priced token. Dollar values are WAD (18-decimal fixed point).
 */
import { priceFromReserves, resolveUsdPrices, valueUsd, type ReservePair } from '@fuelswap/sdk';

export const WAD = 10n ** 18n;
export const HOUR = 3_600;
export const DAY = 86_400;

/** Start of the UTC hour / day containing `timestamp` (unix seconds). */
export const hourStart = (timestamp: number): number => timestamp - (timestamp % HOUR);
export const dayStart = (timestamp: number): number => timestamp - (timestamp % DAY);

export interface PairState {
  id: string;
  token0: string;
  token1: string;
  reserve0: bigint;
  reserve1: bigint;
}

/** Dollar prices of every token reachable from `usdToken`, keyed by lower-case address (0n never appears). */
export function usdPrices(usdToken: string, pairs: readonly PairState[], decimals: ReadonlyMap<string, number>): Map<string, bigint> {
  const input: ReservePair[] = pairs.map((p) => ({
    tokenA: p.token0,
    tokenB: p.token1,
    reserveA: p.reserve0,
    reserveB: p.reserve1,
    decimalsA: decimals.get(p.token0.toLowerCase()) ?? 18,
    decimalsB: decimals.get(p.token1.toLowerCase()) ?? 18,
  }));
  return resolveUsdPrices(usdToken, input);
}

/**
 * Dollar value of a two-sided amount (reserves, a liquidity add or remove):
 * both sides when both are priced, twice the priced side when only one is
 * (a pool holds equal value on both sides), 0 when neither is.
 */
export function twoSidedUsd(
  amount0: bigint,
  decimals0: number,
  price0: bigint | undefined,
  amount1: bigint,
  decimals1: number,
  price1: bigint | undefined,
): bigint {
  const v0 = price0 ? valueUsd(amount0, decimals0, price0) : undefined;
  const v1 = price1 ? valueUsd(amount1, decimals1, price1) : undefined;
  if (v0 !== undefined && v1 !== undefined) return v0 + v1;
  if (v0 !== undefined) return 2n * v0;
  if (v1 !== undefined) return 2n * v1;
  return 0n;
}

export interface SwapSide {
  token: string;
  /** amountIn + amountOut of this token in the swap (one of them is 0 in a normal swap). */
  amount: bigint;
  decimals: number;
  price: bigint | undefined;
}

/**
 * The dollar value of a swap, counted once (not both legs): the BUSD side when
 * one side is BUSD (exact), else the WBNB side (the BNB price reference),
 * else the mean of the two priced sides, else the one priced side, else 0.
 */
export function swapUsd(side0: SwapSide, side1: SwapSide, usdToken: string, wrappedNative: string): bigint {
  const value = (s: SwapSide) => (s.price ? valueUsd(s.amount, s.decimals, s.price) : undefined);
  const usd = usdToken.toLowerCase();
  const wnative = wrappedNative.toLowerCase();
  for (const ref of [usd, wnative]) {
    for (const s of [side0, side1]) {
      if (s.token.toLowerCase() === ref) {
        const v = value(s);
        if (v !== undefined) return v;
      }
    }
  }
  const v0 = value(side0);
  const v1 = value(side1);
  if (v0 !== undefined && v1 !== undefined) return (v0 + v1) / 2n;
  return v0 ?? v1 ?? 0n;
}

/** Price of one whole token0 in token1 and the reverse (WAD), 0 for an empty pool. */
export function pairPrices(
  reserve0: bigint,
  decimals0: number,
  reserve1: bigint,
  decimals1: number,
): { token0Price: bigint; token1Price: bigint } {
  return {
    token0Price: priceFromReserves(reserve0, decimals0, reserve1, decimals1) ?? 0n,
    token1Price: priceFromReserves(reserve1, decimals1, reserve0, decimals0) ?? 0n,
  };
}

/** Per token: raw units held by all pairs and their dollar value at `prices`. */
export function tokenLiquidity(
  pairs: readonly PairState[],
  prices: ReadonlyMap<string, bigint>,
  decimals: ReadonlyMap<string, number>,
): Map<string, { amount: bigint; usd: bigint }> {
  const out = new Map<string, { amount: bigint; usd: bigint }>();
  for (const p of pairs) {
    for (const [t, r] of [
      [p.token0.toLowerCase(), p.reserve0],
      [p.token1.toLowerCase(), p.reserve1],
    ] as const) {
      const cur = out.get(t) ?? { amount: 0n, usd: 0n };
      cur.amount += r;
      out.set(t, cur);
    }
  }
  for (const [t, cur] of out) {
    const price = prices.get(t);
    cur.usd = price ? valueUsd(cur.amount, decimals.get(t) ?? 18, price) : 0n;
  }
  return out;
}

/** Dollar value of every pair's reserves and their total (the exchange's liquidity). */
export function totalLiquidityUsd(
  pairs: readonly PairState[],
  prices: ReadonlyMap<string, bigint>,
  decimals: ReadonlyMap<string, number>,
): { perPair: Map<string, bigint>; total: bigint } {
  const perPair = new Map<string, bigint>();
  let total = 0n;
  for (const p of pairs) {
    const t0 = p.token0.toLowerCase();
    const t1 = p.token1.toLowerCase();
    const v = twoSidedUsd(p.reserve0, decimals.get(t0) ?? 18, prices.get(t0), p.reserve1, decimals.get(t1) ?? 18, prices.get(t1));
    perPair.set(p.id.toLowerCase(), v);
    total += v;
  }
  return { perPair, total };
}

/** Open/high/low/close of a period after one more price observation. */
export function nextOhlc(
  prev: { openUSD: bigint; highUSD: bigint; lowUSD: bigint } | undefined,
  price: bigint,
): { openUSD: bigint; highUSD: bigint; lowUSD: bigint; priceUSD: bigint } {
  if (!prev) return { openUSD: price, highUSD: price, lowUSD: price, priceUSD: price };
  return {
    openUSD: prev.openUSD,
    highUSD: price > prev.highUSD ? price : prev.highUSD,
    lowUSD: prev.lowUSD === 0n || (price > 0n && price < prev.lowUSD) ? price : prev.lowUSD,
    priceUSD: price,
  };
}

/** LP balance changes of one Transfer: the zero address mints and burns (it holds no position). */
export function lpDeltas(from: string, to: string, value: bigint): { account: string; delta: bigint }[] {
  const zero = '0x0000000000000000000000000000000000000000';
  const out: { account: string; delta: bigint }[] = [];
  if (from.toLowerCase() !== zero) out.push({ account: from.toLowerCase(), delta: -value });
  if (to.toLowerCase() !== zero) out.push({ account: to.toLowerCase(), delta: value });
  return out;
}

/** totalSupply change of one Transfer (mint from zero, burn to zero). */
export function supplyDelta(from: string, to: string, value: bigint): bigint {
  const zero = '0x0000000000000000000000000000000000000000';
  let d = 0n;
  if (from.toLowerCase() === zero) d += value;
  if (to.toLowerCase() === zero) d -= value;
  return d;
}
