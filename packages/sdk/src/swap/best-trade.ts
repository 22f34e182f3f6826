/**
 * Best-trade search over a set of pairs: every simple route of up to `maxHops`
 * pairs (a pair is used at most once per route) from the input to the output,
 * ranked by tradeComparator. The result is the same, trade for trade and in the
 * same order, as the classic recursive Uniswap-v2 search, which it is tested
 * against; it is faster because it
 *  - indexes pairs by token once, instead of scanning every pair at every step,
 *  - prunes hops into tokens that cannot reach the target in the hops left
 *    (breadth-first distances from the target),
 *  - works on raw bigints and builds Trade objects only for the winners.
 * Ties are broken by discovery order (pairs in the order given), as the classic
 * search does.
 */
import { Fraction } from '../math/fraction.ts';
import { Percent } from '../math/percent.ts';
import type { CurrencyAmount } from './amount.ts';
import type { Currency } from './currency.ts';
import type { Pair } from './pair.ts';
import { FEE_DENOMINATOR, FEE_NUMERATOR } from './pair-math.ts';
import { Route } from './route.ts';
import { Trade, TradeType, isTradeBetter } from './trade.ts';

export interface BestTradeOptions {
  /** How many trades to return, best first (default 3). */
  maxNumResults?: number;
  /** Longest route in pairs (default 3; spec 9 "Swap hop limit"). */
  maxHops?: number;
}

export const MAX_HOPS = 3;

/**
 * A route with more hops is taken only if its price beats the best shorter one
 * by more than this (0.5%): extra hops cost gas.
 */
export const BETTER_TRADE_LESS_HOPS_THRESHOLD = new Percent(50n, 10_000n);

/** Pairs with non-zero reserves, indexed for the search. */
interface Graph {
  pairs: readonly Pair[];
  /** token id of each pair's token0 / token1 */
  t0: Int32Array;
  t1: Int32Array;
  r0: bigint[];
  r1: bigint[];
  /** per token id: indices of usable pairs touching it, in the given order */
  adj: number[][];
  ids: Map<string, number>;
}

function buildGraph(pairs: readonly Pair[]): Graph {
  const ids = new Map<string, number>();
  const adj: number[][] = [];
  const t0 = new Int32Array(pairs.length).fill(-1);
  const t1 = new Int32Array(pairs.length).fill(-1);
  const r0: bigint[] = new Array<bigint>(pairs.length);
  const r1: bigint[] = new Array<bigint>(pairs.length);
  const id = (key: string): number => {
    let v = ids.get(key);
    if (v === undefined) {
      v = adj.length;
      ids.set(key, v);
      adj.push([]);
    }
    return v;
  };
  pairs.forEach((pair, i) => {
    r0[i] = pair.reserve0.raw;
    r1[i] = pair.reserve1.raw;
    if (pair.reserve0.raw === 0n || pair.reserve1.raw === 0n) return; // unusable
    const a = id(pair.token0.key);
    const b = id(pair.token1.key);
    t0[i] = a;
    t1[i] = b;
    (adj[a] as number[]).push(i);
    if (b !== a) (adj[b] as number[]).push(i);
  });
  return { pairs, t0, t1, r0, r1, adj, ids };
}

/** Hops from every token to `target`, capped at `limit` (limit+1 = unreachable). */
function distancesTo(g: Graph, target: number, limit: number): Int32Array {
  const dist = new Int32Array(g.adj.length).fill(limit + 1);
  dist[target] = 0;
  let frontier = [target];
  for (let d = 1; d <= limit && frontier.length; d++) {
    const next: number[] = [];
    for (const t of frontier) {
      for (const p of g.adj[t] as number[]) {
        const n = (g.t0[p] as number) === t ? (g.t1[p] as number) : (g.t0[p] as number);
        if ((dist[n] as number) > d) {
          dist[n] = d;
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return dist;
}

/** A found route before it becomes a Trade. `pairIdx` is in input→output order. */
interface Candidate {
  pairIdx: number[];
  inRaw: bigint;
  outRaw: bigint;
  impact?: Fraction;
}

type Sink = (c: Candidate) => void;

/**
 * Ranking of candidates, identical to tradeComparator on the trades they become:
 * more output, less input, lower price impact, fewer hops.
 */
function makeComparator(g: Graph, inputId: number): (a: Candidate, b: Candidate) => number {
  const impact = (c: Candidate): Fraction => {
    if (!c.impact) {
      let num = 1n;
      let den = 1n;
      let at = inputId;
      for (const p of c.pairIdx) {
        if ((g.t0[p] as number) === at) {
          num *= g.r1[p] as bigint;
          den *= g.r0[p] as bigint;
          at = g.t1[p] as number;
        } else {
          num *= g.r0[p] as bigint;
          den *= g.r1[p] as bigint;
          at = g.t0[p] as number;
        }
      }
      const quoted = new Fraction(num * c.inRaw, den);
      c.impact = quoted.subtract(c.outRaw).divide(quoted);
    }
    return c.impact;
  };
  return (a, b) => {
    if (a.outRaw !== b.outRaw) return a.outRaw > b.outRaw ? -1 : 1;
    if (a.inRaw !== b.inRaw) return a.inRaw < b.inRaw ? -1 : 1;
    const i = impact(a).compare(impact(b));
    if (i !== 0) return i;
    return a.pairIdx.length - b.pairIdx.length;
  };
}

/** Keeps the best `max` items, best first; an item equal to one already kept goes after it. */
function sortedInsert<T>(items: T[], add: T, max: number, cmp: (a: T, b: T) => number): void {
  if (items.length === max && cmp(items[items.length - 1] as T, add) <= 0) return;
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cmp(items[mid] as T, add) <= 0) lo = mid + 1;
    else hi = mid;
  }
  items.splice(lo, 0, add);
  if (items.length > max) items.pop();
}

function searchExactIn(g: Graph, from: number, to: number, amountIn: bigint, maxHops: number, sink: Sink): void {
  const dist = distancesTo(g, to, maxHops);
  if ((dist[from] as number) > maxHops) return;
  const used = new Uint8Array(g.pairs.length);
  const stack: number[] = [];
  const { t0, t1, r0, r1, adj } = g;
  const visit = (at: number, amount: bigint, hopsLeft: number): void => {
    for (const p of adj[at] as number[]) {
      if (used[p]) continue;
      const atIs0 = (t0[p] as number) === at;
      const next = atIs0 ? (t1[p] as number) : (t0[p] as number);
      const isTarget = next === to;
      if (!isTarget && (hopsLeft <= 1 || (dist[next] as number) > hopsLeft - 1)) continue;
      const reserveIn = (atIs0 ? r0[p] : r1[p]) as bigint;
      const reserveOut = (atIs0 ? r1[p] : r0[p]) as bigint;
      const withFee = amount * FEE_NUMERATOR;
      const out = (withFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + withFee);
      if (out === 0n) continue; // input too small for this pair
      stack.push(p);
      if (isTarget) {
        sink({ pairIdx: stack.slice(), inRaw: amountIn, outRaw: out });
      } else {
        used[p] = 1;
        visit(next, out, hopsLeft - 1);
        used[p] = 0;
      }
      stack.pop();
    }
  };
  visit(from, amountIn, maxHops);
}

function searchExactOut(g: Graph, from: number, to: number, amountOut: bigint, maxHops: number, sink: Sink): void {
  const dist = distancesTo(g, from, maxHops);
  if ((dist[to] as number) > maxHops) return;
  const used = new Uint8Array(g.pairs.length);
  // pairs from the output back towards the input; reversed when a route is found
  const stack: number[] = [];
  const { t0, t1, r0, r1, adj } = g;
  const visit = (at: number, amount: bigint, hopsLeft: number): void => {
    for (const p of adj[at] as number[]) {
      if (used[p]) continue;
      const atIs0 = (t0[p] as number) === at;
      const prev = atIs0 ? (t1[p] as number) : (t0[p] as number);
      const isSource = prev === from;
      if (!isSource && (hopsLeft <= 1 || (dist[prev] as number) > hopsLeft - 1)) continue;
      const reserveOut = (atIs0 ? r0[p] : r1[p]) as bigint;
      const reserveIn = (atIs0 ? r1[p] : r0[p]) as bigint;
      if (amount >= reserveOut) continue; // the pair cannot pay this much out
      const needed = (reserveIn * amount * FEE_DENOMINATOR) / ((reserveOut - amount) * FEE_NUMERATOR) + 1n;
      stack.push(p);
      if (isSource) {
        sink({ pairIdx: stack.slice().reverse(), inRaw: needed, outRaw: amountOut });
      } else {
        used[p] = 1;
        visit(prev, needed, hopsLeft - 1);
        used[p] = 0;
      }
      stack.pop();
    }
  };
  visit(to, amountOut, maxHops);
}

function checkOptions(maxHops: number, maxNumResults: number): void {
  if (!Number.isInteger(maxHops) || maxHops < 1) throw new RangeError('maxHops must be a positive integer');
  if (!Number.isInteger(maxNumResults) || maxNumResults < 1) throw new RangeError('maxNumResults must be a positive integer');
}

interface Search {
  g: Graph;
  from: number;
  to: number;
  tradeType: TradeType;
  run: (maxHops: number, sink: Sink) => void;
}

function prepare(
  pairs: readonly Pair[],
  currencyIn: Currency,
  currencyOut: Currency,
  tradeType: TradeType,
  fixedRaw: bigint,
): Search | undefined {
  const g = buildGraph(pairs);
  const from = g.ids.get(currencyIn.wrapped.key);
  const to = g.ids.get(currencyOut.wrapped.key);
  if (from === undefined || to === undefined || from === to) return undefined;
  const run =
    tradeType === TradeType.EXACT_INPUT
      ? (maxHops: number, sink: Sink) => searchExactIn(g, from, to, fixedRaw, maxHops, sink)
      : (maxHops: number, sink: Sink) => searchExactOut(g, from, to, fixedRaw, maxHops, sink);
  return { g, from, to, tradeType, run };
}

function toTrade<I extends Currency, O extends Currency>(s: Search, c: Candidate, currencyIn: I, currencyOut: O): Trade<I, O> {
  const route = new Route(
    c.pairIdx.map((i) => s.g.pairs[i] as Pair),
    currencyIn,
    currencyOut,
  );
  return Trade.fromComputed(route, s.tradeType, c.inRaw, c.outRaw);
}

function topTrades<I extends Currency, O extends Currency>(
  s: Search | undefined,
  currencyIn: I,
  currencyOut: O,
  maxHops: number,
  maxNumResults: number,
): Trade<I, O>[] {
  if (!s) return [];
  const best: Candidate[] = [];
  const cmp = makeComparator(s.g, s.from);
  s.run(maxHops, (c) => sortedInsert(best, c, maxNumResults, cmp));
  return best.map((c) => toTrade(s, c, currencyIn, currencyOut));
}

/**
 * The best trades (up to maxNumResults, best first) that sell exactly `amountIn`
 * for `currencyOut` through at most maxHops pairs.
 */
export function bestTradeExactIn<I extends Currency, O extends Currency>(
  pairs: readonly Pair[],
  amountIn: CurrencyAmount<I>,
  currencyOut: O,
  { maxNumResults = 3, maxHops = MAX_HOPS }: BestTradeOptions = {},
): Trade<I, O>[] {
  checkOptions(maxHops, maxNumResults);
  const s = prepare(pairs, amountIn.currency, currencyOut, TradeType.EXACT_INPUT, amountIn.raw);
  return topTrades(s, amountIn.currency, currencyOut, maxHops, maxNumResults);
}

/**
 * The best trades (up to maxNumResults, best first) that buy exactly `amountOut`
 * with `currencyIn` through at most maxHops pairs.
 */
export function bestTradeExactOut<I extends Currency, O extends Currency>(
  pairs: readonly Pair[],
  currencyIn: I,
  amountOut: CurrencyAmount<O>,
  { maxNumResults = 3, maxHops = MAX_HOPS }: BestTradeOptions = {},
): Trade<I, O>[] {
  checkOptions(maxHops, maxNumResults);
  const s = prepare(pairs, currencyIn, amountOut.currency, TradeType.EXACT_OUTPUT, amountOut.raw);
  return topTrades(s, currencyIn, amountOut.currency, maxHops, maxNumResults);
}

export interface FindBestTradeOptions {
  /** Only direct pairs (the user's "single hop only" setting). */
  singleHopOnly?: boolean;
  /** Default 3 (spec 9). */
  maxHops?: number;
  /** Default 0.5%: see BETTER_TRADE_LESS_HOPS_THRESHOLD. */
  betterTradeThreshold?: Percent;
}

/**
 * The trade the swap screen uses (spec 5 "Swap routing"): the best route with 1
 * hop, then with up to 2, up to 3, ... each replacing the previous only when it is
 * better by more than the threshold. One hop only when multihop is disabled.
 * Done in a single search: the best route with up to k hops is the best of the
 * best routes with exactly 1..k hops.
 */
function findBest<I extends Currency, O extends Currency>(
  s: Search | undefined,
  currencyIn: I,
  currencyOut: O,
  { singleHopOnly = false, maxHops = MAX_HOPS, betterTradeThreshold = BETTER_TRADE_LESS_HOPS_THRESHOLD }: FindBestTradeOptions,
): Trade<I, O> | undefined {
  checkOptions(maxHops, 1);
  if (!s) return undefined;
  const hops = singleHopOnly ? 1 : maxHops;
  const cmp = makeComparator(s.g, s.from);
  const bestByHops: (Candidate | undefined)[] = new Array<Candidate | undefined>(hops + 1).fill(undefined);
  s.run(hops, (c) => {
    const k = c.pairIdx.length;
    const cur = bestByHops[k];
    if (!cur || cmp(cur, c) > 0) bestByHops[k] = c;
  });
  let bestUpTo: Candidate | undefined;
  let chosen: Trade<I, O> | undefined;
  for (let k = 1; k <= hops; k++) {
    const c = bestByHops[k];
    if (c && (!bestUpTo || cmp(bestUpTo, c) > 0)) bestUpTo = c;
    if (!bestUpTo) continue;
    if (singleHopOnly) return toTrade(s, bestUpTo, currencyIn, currencyOut);
    const current = toTrade(s, bestUpTo, currencyIn, currencyOut);
    if (isTradeBetter(chosen, current, betterTradeThreshold)) chosen = current;
  }
  return chosen;
}

export function findBestTradeExactIn<I extends Currency, O extends Currency>(
  pairs: readonly Pair[],
  amountIn: CurrencyAmount<I>,
  currencyOut: O,
  options: FindBestTradeOptions = {},
): Trade<I, O> | undefined {
  const s = prepare(pairs, amountIn.currency, currencyOut, TradeType.EXACT_INPUT, amountIn.raw);
  return findBest(s, amountIn.currency, currencyOut, options);
}

export function findBestTradeExactOut<I extends Currency, O extends Currency>(
  pairs: readonly Pair[],
  currencyIn: I,
  amountOut: CurrencyAmount<O>,
  options: FindBestTradeOptions = {},
): Trade<I, O> | undefined {
  const s = prepare(pairs, currencyIn, amountOut.currency, TradeType.EXACT_OUTPUT, amountOut.raw);
  return findBest(s, currencyIn, amountOut.currency, options);
}
