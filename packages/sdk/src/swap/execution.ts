/**
 * Best execution: which way of carrying a trade the swap sends — the best
 * single route with 1, 2 or 3 hops, or a split over several routes — compared
 * by what the user keeps after the network fee, as Uniswap's router does:
 * each candidate's gas (units per hop and per extra path, measured from
 * FuelRouter) times the gas price, converted through the pools into the token
 * being compared (the output for exact input, the input for exact output).
 *
 * A split of one route is not a split: it is returned as the plain Trade, so
 * that the single-route call (and its fee-on-transfer variant) is sent.
 */
import { ZERO_PERCENT } from '../math/percent.ts';
import { CurrencyAmount } from './amount.ts';
import { bestTradeExactIn, findBestTradeExactIn, findBestTradeExactOut, MAX_HOPS } from './best-trade.ts';
import type { Currency, Token } from './currency.ts';
import type { Pair } from './pair.ts';
import { bestSplitExactIn, bestSplitExactOut, type SplitPart, type SplitTrade } from './split.ts';
import { type AnyTrade, SplitRouteTrade, tradeRoutes } from './split-trade.ts';
import { Trade, TradeType } from './trade.ts';

// ---------------------------------------------------------------- gas

/**
 * Gas of a swap through FuelRouter, fitted to the router's own measurements (forge
 * contracts/forge/dex/RouterSplit.t.sol, cold pairs, -vv): single routes of 1, 2, 3 hops used
 * 92,944 / 139,415 / 185,734 gas (46,400 a hop over a 46,500 base); split paths of 1+2 and 1+2+2
 * hops 187,001 / 281,087 (about 1,300 more per extra path than the same hops in one route).
 * Plus the transaction's intrinsic 21,000. A split whose paths share a pool pays less (the pool is
 * warm), so the model errs on the dear side for splits.
 */
export const ROUTER_GAS = {
  intrinsic: 21_000n,
  base: 46_500n,
  perHop: 46_400n,
  perExtraPath: 1_300n,
} as const;

/** Gas of a swap whose paths have these hop counts (one entry for a single route). */
export function routerGas(hopsPerPath: readonly number[]): bigint {
  if (hopsPerPath.length === 0) throw new Error('A swap needs at least one route');
  let hops = 0n;
  for (const h of hopsPerPath) {
    if (!Number.isInteger(h) || h < 1) throw new RangeError('A route has at least one hop');
    hops += BigInt(h);
  }
  return ROUTER_GAS.intrinsic + ROUTER_GAS.base + ROUTER_GAS.perHop * hops + ROUTER_GAS.perExtraPath * BigInt(hopsPerPath.length - 1);
}

/** The modelled gas of sending this trade. */
export function tradeGas(t: AnyTrade): bigint {
  return routerGas(tradeRoutes(t).map((r) => r.pairs.length));
}

/**
 * `wei` of the native coin valued in `currency` through the pools: at the mid price of the best
 * route (1–3 hops) that sells that much wrapped native for it. The amount itself for BNB/WBNB;
 * undefined when no route connects them.
 */
export function nativeValueIn<C extends Currency>(
  wei: bigint,
  currency: C,
  pairs: readonly Pair[],
  wrappedNative: Token,
): CurrencyAmount<C> | undefined {
  if (wei < 0n) throw new RangeError('A gas cost cannot be negative');
  if (currency.wrapped.equals(wrappedNative)) return CurrencyAmount.fromRaw(currency, wei);
  if (wei === 0n) return CurrencyAmount.fromRaw(currency, 0n);
  const [best] = bestTradeExactIn(pairs, CurrencyAmount.fromRaw(wrappedNative, wei), currency.wrapped, {
    maxNumResults: 1,
    maxHops: MAX_HOPS,
  });
  if (!best) return undefined;
  const mid = best.route.midPrice;
  return CurrencyAmount.fromRaw(currency, (wei * mid.numerator) / mid.denominator);
}

/** One candidate with its gas and what it is worth net of that gas. */
export interface PricedTrade {
  trade: AnyTrade;
  gas: bigint;
  /** gas × gas price, in wei. */
  feeWei: bigint;
  /**
   * The fee in the compared token (output for exact input, input for exact output); undefined when the
   * fee cannot be priced (no route from BNB), in which case candidates are compared without it.
   */
  feeInToken: CurrencyAmount | undefined;
  /** Exact input: output − fee. Exact output: input + fee. */
  net: bigint;
}

export interface GasPricing {
  /** Wei per gas unit; 0n or undefined compares the gross amounts (fewer gas wins ties). */
  gasPriceWei: bigint | undefined;
  /** Pools to value the fee through. */
  pairs: readonly Pair[];
  wrappedNative: Token;
}

/**
 * Prices each candidate and returns the best: most output net of the fee for exact input, least
 * input plus the fee for exact output; ties go to less gas, then to the earlier candidate. All
 * candidates must be the same trade type and currencies. When the fee of any candidate cannot be
 * priced, none is charged (a like-for-like comparison).
 */
export function chooseByNetOfGas(candidates: readonly AnyTrade[], pricing: GasPricing): PricedTrade | undefined {
  if (candidates.length === 0) return undefined;
  const first = candidates[0] as AnyTrade;
  const exactIn = first.tradeType === TradeType.EXACT_INPUT;
  const token = exactIn ? first.outputAmount.currency : first.inputAmount.currency;
  const price = pricing.gasPriceWei ?? 0n;
  if (price < 0n) throw new RangeError('A gas price cannot be negative');
  const priced = candidates.map((trade) => {
    if (trade.tradeType !== first.tradeType) throw new Error('Trades are not comparable');
    const gas = tradeGas(trade);
    const feeWei = gas * price;
    return { trade, gas, feeWei, feeInToken: nativeValueIn(feeWei, token, pricing.pairs, pricing.wrappedNative) };
  });
  const charge = priced.every((p) => p.feeInToken !== undefined);
  let best: PricedTrade | undefined;
  for (const p of priced) {
    const fee = charge ? (p.feeInToken as CurrencyAmount).raw : 0n;
    const net = exactIn ? p.trade.outputAmount.raw - fee : p.trade.inputAmount.raw + fee;
    const c: PricedTrade = { ...p, net };
    if (!best) {
      best = c;
      continue;
    }
    const better = exactIn ? net > best.net : net < best.net;
    if (better || (net === best.net && c.gas < best.gas)) best = c;
  }
  return best;
}

export interface BestExecutionOptions extends GasPricing {
  /** Only the direct pair (the user's single-hop setting): no longer routes, no split. */
  singleHopOnly?: boolean;
  /** Consider splits (off where the project's router is not deployed). */
  splits?: boolean;
}

function candidatesOf(
  byHops: (k: number) => Trade | undefined,
  split: () => SplitTrade | undefined,
  { singleHopOnly = false, splits = false }: BestExecutionOptions,
): AnyTrade[] {
  const out: AnyTrade[] = [];
  const seen = new Set<string>();
  const add = (t: Trade | undefined) => {
    if (!t) return;
    const key = t.route.pairs.map((p) => p.address).join('/');
    if (seen.has(key)) return;
    seen.add(key);
    out.push(t);
  };
  for (let k = 1; k <= (singleHopOnly ? 1 : MAX_HOPS); k++) add(byHops(k));
  if (splits && !singleHopOnly) {
    const s = split();
    if (s && s.parts.length > 1) out.push(new SplitRouteTrade(s));
    else if (s && s.parts.length === 1) {
      const part = s.parts[0] as SplitPart;
      add(Trade.fromComputed(part.route, s.tradeType, s.inputAmount.raw, s.outputAmount.raw));
    }
  }
  return out;
}

/**
 * The trade the swap sends for an exact input: the best route with up to 1, 2 and 3 hops and
 * (with `splits`) the best split, compared by output net of the network fee.
 */
export function bestExecutionExactIn<I extends Currency, O extends Currency>(
  pairs: readonly Pair[],
  amountIn: CurrencyAmount<I>,
  currencyOut: O,
  options: BestExecutionOptions,
): PricedTrade | undefined {
  const candidates = candidatesOf(
    (k) => findBestTradeExactIn(pairs, amountIn, currencyOut, { maxHops: k, betterTradeThreshold: ZERO_PERCENT }),
    () => bestSplitExactIn(pairs, amountIn, currencyOut),
    options,
  );
  return chooseByNetOfGas(candidates, options);
}

/** The same for an exact output: least input plus the network fee. */
export function bestExecutionExactOut<I extends Currency, O extends Currency>(
  pairs: readonly Pair[],
  currencyIn: I,
  amountOut: CurrencyAmount<O>,
  options: BestExecutionOptions,
): PricedTrade | undefined {
  const candidates = candidatesOf(
    (k) => findBestTradeExactOut(pairs, currencyIn, amountOut, { maxHops: k, betterTradeThreshold: ZERO_PERCENT }),
    () => bestSplitExactOut(pairs, currencyIn, amountOut),
    options,
  );
  return chooseByNetOfGas(candidates, options);
}
