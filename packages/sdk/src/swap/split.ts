/**
 * Split routing: one trade spread over up to four routes of up to three hops,
 * executed by the router in one transaction, path after path.
 *
 * How the split is found (hand-written: no library optimises over our exact
 * integer pair math, and the peers' routers split in fixed 5% steps):
 *  1. candidate routes: the best single routes at the full amount and at a
 *     thousandth of it (the latter finds deep routes with a good marginal price);
 *  2. water-filling: a route of constant-product hops is a Möbius map
 *     out = A·x / (B + C·x), so for routes that share no pool the optimum, where
 *     the marginal rates of the used routes are equal, has a closed form on
 *     each active set (solved in bigint rationals); the routes it uses most are kept;
 *  3. refinement on the exact sequential simulation the router will execute
 *     (each route's swaps see the reserves the previous routes left, which is what
 *     accounts for shared pools): pairwise moves of amount between two routes, each
 *     an integer golden-section search, until no move gains a wei.
 * The result is never worse than the best single route: that allocation is a
 * starting point the refinement can only improve on.
 */
import { sqrt } from '../math/decimal.ts';
import { Percent } from '../math/percent.ts';
import { CurrencyAmount } from './amount.ts';
import { bestTradeExactIn, bestTradeExactOut, MAX_HOPS } from './best-trade.ts';
import type { Currency, Token } from './currency.ts';
import type { Pair } from './pair.ts';
import { FEE_DENOMINATOR, FEE_NUMERATOR, getAmountIn, getAmountOut } from './pair-math.ts';
import type { Route } from './route.ts';
import { TradeType } from './trade.ts';

/** Most routes in one split: each extra route costs a few tens of thousands of gas. */
export const MAX_SPLIT_PATHS = 4;

export interface SplitOptions {
  /** Most routes used (default 4). */
  maxPaths?: number;
  /** Longest route in pairs (default 3). */
  maxHops?: number;
  /** How many single-route candidates each search keeps before water-filling (default 8). */
  candidates?: number;
}

export interface SplitPart<TIn extends Currency = Currency, TOut extends Currency = Currency> {
  route: Route<TIn, TOut>;
  inputAmount: CurrencyAmount<TIn>;
  outputAmount: CurrencyAmount<TOut>;
  /** Share of the fixed side (input for exact input, output for exact output). */
  share: Percent;
}

/** A trade split over routes, in the order the router executes them. */
export interface SplitTrade<TIn extends Currency = Currency, TOut extends Currency = Currency> {
  tradeType: TradeType;
  inputAmount: CurrencyAmount<TIn>;
  outputAmount: CurrencyAmount<TOut>;
  parts: SplitPart<TIn, TOut>[];
}

// ---------------------------------------------------------------- the exact simulation

interface Hop {
  /** index into the plan's reserve arrays */
  slot: number;
  /** the hop sells token0 */
  zeroForOne: boolean;
}

interface Plan {
  hops: Hop[][];
  r0: bigint[];
  r1: bigint[];
}

function makePlan(routes: readonly Route[]): Plan {
  const slots = new Map<string, number>();
  const r0: bigint[] = [];
  const r1: bigint[] = [];
  const hops = routes.map((route) =>
    route.pairs.map((pair, i): Hop => {
      let slot = slots.get(pair.address);
      if (slot === undefined) {
        slot = r0.length;
        slots.set(pair.address, slot);
        r0.push(pair.reserve0.raw);
        r1.push(pair.reserve1.raw);
      }
      return { slot, zeroForOne: (route.path[i] as Token).equals(pair.token0) };
    }),
  );
  return { hops, r0, r1 };
}

interface Simulated {
  ins: bigint[];
  outs: bigint[];
  totalIn: bigint;
  totalOut: bigint;
}

/**
 * Exact input: each route in order sells its amount at the reserves the earlier
 * routes left, with the pair's rounding. undefined when a hop would pay out nothing
 * (the pair reverts on that).
 */
function simulateIn(plan: Plan, alloc: readonly bigint[]): Simulated | undefined {
  const r0 = plan.r0.slice();
  const r1 = plan.r1.slice();
  const outs: bigint[] = [];
  let totalIn = 0n;
  let totalOut = 0n;
  for (let p = 0; p < plan.hops.length; p++) {
    let amount = alloc[p] as bigint;
    if (amount === 0n) {
      outs.push(0n);
      continue;
    }
    totalIn += amount;
    for (const { slot, zeroForOne } of plan.hops[p] as Hop[]) {
      const rin = (zeroForOne ? r0[slot] : r1[slot]) as bigint;
      const rout = (zeroForOne ? r1[slot] : r0[slot]) as bigint;
      const out = getAmountOut(amount, rin, rout);
      if (out === 0n) return undefined;
      if (zeroForOne) {
        r0[slot] = rin + amount;
        r1[slot] = rout - out;
      } else {
        r1[slot] = rin + amount;
        r0[slot] = rout - out;
      }
      amount = out;
    }
    outs.push(amount);
    totalOut += amount;
  }
  return { ins: alloc.slice(), outs, totalIn, totalOut };
}

/**
 * Exact output: each route in order computes the inputs its hops need at the
 * current reserves (the router's getAmountsIn), then swaps. undefined when a
 * hop cannot pay the amount out.
 */
function simulateOut(plan: Plan, alloc: readonly bigint[]): Simulated | undefined {
  const r0 = plan.r0.slice();
  const r1 = plan.r1.slice();
  const ins: bigint[] = [];
  let totalIn = 0n;
  let totalOut = 0n;
  const amounts: bigint[] = [];
  for (let p = 0; p < plan.hops.length; p++) {
    const out = alloc[p] as bigint;
    if (out === 0n) {
      ins.push(0n);
      continue;
    }
    const hops = plan.hops[p] as Hop[];
    amounts.length = hops.length + 1;
    amounts[hops.length] = out;
    for (let h = hops.length - 1; h >= 0; h--) {
      const { slot, zeroForOne } = hops[h] as Hop;
      const rin = (zeroForOne ? r0[slot] : r1[slot]) as bigint;
      const rout = (zeroForOne ? r1[slot] : r0[slot]) as bigint;
      const want = amounts[h + 1] as bigint;
      if (want >= rout || rin === 0n) return undefined;
      amounts[h] = getAmountIn(want, rin, rout);
    }
    for (let h = 0; h < hops.length; h++) {
      const { slot, zeroForOne } = hops[h] as Hop;
      const a = amounts[h] as bigint;
      const b = amounts[h + 1] as bigint;
      if (zeroForOne) {
        r0[slot] = (r0[slot] as bigint) + a;
        r1[slot] = (r1[slot] as bigint) - b;
      } else {
        r1[slot] = (r1[slot] as bigint) + a;
        r0[slot] = (r0[slot] as bigint) - b;
      }
    }
    ins.push(amounts[0] as bigint);
    totalIn += amounts[0] as bigint;
    totalOut += out;
  }
  return { ins, outs: alloc.slice(), totalIn, totalOut };
}

// ---------------------------------------------------------------- water-filling on the Möbius forms

interface Mobius {
  A: bigint;
  B: bigint;
  C: bigint;
  /** isqrt(A·B) */
  s: bigint;
}

/** out = A·x/(B + C·x) for the whole route at its current reserves; hop after hop composed. */
function mobius(plan: Plan, p: number): Mobius {
  let A = 1n;
  let B = 1n;
  let C = 0n;
  for (const { slot, zeroForOne } of plan.hops[p] as Hop[]) {
    const rin = (zeroForOne ? plan.r0[slot] : plan.r1[slot]) as bigint;
    const rout = (zeroForOne ? plan.r1[slot] : plan.r0[slot]) as bigint;
    // hop: y = a·x/(b + c·x) with a = 9975·rout, b = 10000·rin, c = 9975
    const a = FEE_NUMERATOR * rout;
    const b = FEE_DENOMINATOR * rin;
    const c = FEE_NUMERATOR;
    // compose z(y(x)): A' = A·a, B' = B·b, C' = C·b + A·c
    C = C * b + A * c;
    A *= a;
    B *= b;
  }
  return { A, B, C, s: sqrt(A * B) };
}

/**
 * The allocation of `total` over the routes where their marginal rates are equal,
 * treating every route as if it had its pools to itself.
 *  exact input:  x_i = (μ·s_i − B_i)/C_i, active while μ > B_i/s_i
 *  exact output: y_i = (A_i − s_i/μ)/C_i, active while 1/μ < A_i/s_i
 * Routes join in order of their marginal price at zero (A/B, best first).
 */
function waterFill(plan: Plan, total: bigint, exactIn: boolean): bigint[] {
  const n = plan.hops.length;
  const m = Array.from({ length: n }, (_, p) => mobius(plan, p));
  const order = Array.from({ length: n }, (_, i) => i).filter((i) => (m[i] as Mobius).A > 0n && (m[i] as Mobius).s > 0n);
  // A_i/B_i descending: compare A_i·B_j with A_j·B_i
  order.sort((i, j) => {
    const a = m[i] as Mobius;
    const b = m[j] as Mobius;
    const l = a.A * b.B;
    const r = b.A * a.B;
    return l === r ? i - j : l > r ? -1 : 1;
  });
  const alloc: bigint[] = new Array<bigint>(n).fill(0n);
  if (order.length === 0) return alloc;
  let chosen: { k: number; num: bigint; den: bigint } | undefined;
  for (let k = 1; k <= order.length; k++) {
    let L = 1n;
    for (let t = 0; t < k; t++) L *= (m[order[t] as number] as Mobius).C;
    let sumB = 0n;
    let sumA = 0n;
    let den = 0n;
    for (let t = 0; t < k; t++) {
      const r = m[order[t] as number] as Mobius;
      const f = L / r.C;
      sumB += r.B * f;
      sumA += r.A * f;
      den += r.s * f;
    }
    // exact input: μ = num/den; exact output: 1/μ = num/den
    const num = exactIn ? total * L + sumB : sumA - total * L;
    chosen = { k, num, den };
    if (k === order.length) break;
    const next = m[order[k] as number] as Mobius;
    // the next route stays out when the common rate is already worse than its price at zero
    if (exactIn ? num * next.s <= next.B * den : num > 0n && num * next.s >= next.A * den) break;
  }
  if (!chosen || chosen.num <= 0n || chosen.den === 0n) {
    alloc[order[0] as number] = total;
    return alloc;
  }
  const { k, num, den } = chosen;
  let sum = 0n;
  for (let t = 0; t < k; t++) {
    const i = order[t] as number;
    const r = m[i] as Mobius;
    const v = exactIn ? (num * r.s - r.B * den) / (den * r.C) : (r.A * den - num * r.s) / (den * r.C);
    const x = v > 0n ? (v > total ? total : v) : 0n;
    alloc[i] = x;
    sum += x;
  }
  if (sum > total) {
    // rounding overshoot of the clamped values: fall back to the best route
    alloc.fill(0n);
    alloc[order[0] as number] = total;
    return alloc;
  }
  const top = order[0] as number;
  alloc[top] = (alloc[top] as bigint) + (total - sum);
  return alloc;
}

// ---------------------------------------------------------------- refinement on the exact simulation

type Score = (alloc: readonly bigint[]) => bigint | undefined;

/** Integer golden-section search for the best d in [lo, hi]; f(0) is known to be `f0`. */
function bestMove(lo: bigint, hi: bigint, f: (d: bigint) => bigint | undefined, f0: bigint): { d: bigint; v: bigint } {
  let best = { d: 0n, v: f0 };
  const seen = (d: bigint): bigint => {
    const v = f(d);
    const score = v === undefined ? -(1n << 512n) : v;
    if (score > best.v) best = { d, v: score };
    return score;
  };
  let a = lo;
  let b = hi;
  let c = a + ((b - a) * 382n) / 1000n;
  let d = a + ((b - a) * 618n) / 1000n;
  let fc = seen(c);
  let fd = seen(d);
  while (b - a > 6n) {
    if (fc < fd) {
      a = c;
      c = d;
      fc = fd;
      d = a + ((b - a) * 618n) / 1000n;
      if (d <= c) d = c + 1n;
      fd = seen(d);
    } else {
      b = d;
      d = c;
      fd = fc;
      c = a + ((b - a) * 382n) / 1000n;
      if (c >= d) c = d - 1n;
      fc = seen(c);
    }
  }
  for (let x = a; x <= b; x++) seen(x);
  return best;
}

function refine(alloc: bigint[], score: Score, start: bigint): bigint[] {
  const n = alloc.length;
  let best = start;
  for (let round = 0; round < 6; round++) {
    let improved = false;
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const ai = alloc[i] as bigint;
        const aj = alloc[j] as bigint;
        if (ai === 0n && aj === 0n) continue;
        const trial = alloc.slice();
        const f = (d: bigint): bigint | undefined => {
          trial[i] = ai + d;
          trial[j] = aj - d;
          return score(trial);
        };
        const move = bestMove(-ai, aj, f, best);
        if (move.v > best) {
          alloc[i] = ai + move.d;
          alloc[j] = aj - move.d;
          best = move.v;
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  return alloc;
}

function optimise(
  routes: readonly Route[],
  total: bigint,
  exactIn: boolean,
  start?: bigint[],
): { alloc: bigint[]; sim: Simulated } | undefined {
  const plan = makePlan(routes);
  const sim = exactIn ? simulateIn : simulateOut;
  const score: Score = exactIn
    ? (a) => simulateIn(plan, a)?.totalOut
    : (a) => {
        const s = simulateOut(plan, a);
        return s === undefined ? undefined : -s.totalIn;
      };
  const starts: bigint[][] = [waterFill(plan, total, exactIn)];
  if (start) starts.push(start);
  // every route alone: the split never loses to the best of them
  for (let p = 0; p < routes.length; p++) {
    const a = new Array<bigint>(routes.length).fill(0n);
    a[p] = total;
    starts.push(a);
  }
  let alloc: bigint[] | undefined;
  let best: bigint | undefined;
  for (const a of starts) {
    const v = score(a);
    if (v !== undefined && (best === undefined || v > best)) {
      best = v;
      alloc = a;
    }
  }
  if (!alloc || best === undefined) return undefined;
  alloc = refine(alloc.slice(), score, best);
  const s = sim(plan, alloc);
  return s ? { alloc, sim: s } : undefined;
}

function toSplit<I extends Currency, O extends Currency>(
  routes: readonly Route<I, O>[],
  sim: Simulated,
  exactIn: boolean,
): SplitTrade<I, O> {
  const first = routes[0] as Route<I, O>;
  const total = exactIn ? sim.totalIn : sim.totalOut;
  const parts: SplitPart<I, O>[] = [];
  routes.forEach((route, p) => {
    const x = sim.ins[p] as bigint;
    const y = sim.outs[p] as bigint;
    if (x === 0n && y === 0n) return;
    parts.push({
      route,
      inputAmount: CurrencyAmount.fromRaw(first.input, x),
      outputAmount: CurrencyAmount.fromRaw(first.output, y),
      share: new Percent(exactIn ? x : y, total),
    });
  });
  return {
    tradeType: exactIn ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT,
    inputAmount: CurrencyAmount.fromRaw(first.input, sim.totalIn),
    outputAmount: CurrencyAmount.fromRaw(first.output, sim.totalOut),
    parts,
  };
}

/**
 * The best split of `amountIn` over the given routes, in their order (the order
 * the router executes them). Shared pools are accounted for. undefined when no
 * allocation can be executed.
 */
export function splitAmongRoutesExactIn<I extends Currency, O extends Currency>(
  routes: readonly Route<I, O>[],
  amountIn: CurrencyAmount<I>,
): SplitTrade<I, O> | undefined {
  if (routes.length === 0 || amountIn.raw <= 0n) return undefined;
  const r = optimise(routes, amountIn.raw, true);
  return r && r.sim.totalOut > 0n ? toSplit(routes, r.sim, true) : undefined;
}

/** The cheapest split that buys exactly `amountOut` over the given routes, in their order. */
export function splitAmongRoutesExactOut<I extends Currency, O extends Currency>(
  routes: readonly Route<I, O>[],
  amountOut: CurrencyAmount<O>,
): SplitTrade<I, O> | undefined {
  if (routes.length === 0 || amountOut.raw <= 0n) return undefined;
  const r = optimise(routes, amountOut.raw, false);
  return r ? toSplit(routes, r.sim, false) : undefined;
}

/** Quotes given amounts on given routes exactly as the router executes them (exact input). */
export function quoteSplitExactIn<I extends Currency, O extends Currency>(
  routes: readonly Route<I, O>[],
  amountsIn: readonly bigint[],
): SplitTrade<I, O> | undefined {
  const sim = simulateIn(makePlan(routes), amountsIn);
  return sim ? toSplit(routes, sim, true) : undefined;
}

/** Quotes given output amounts on given routes exactly as the router executes them (exact output). */
export function quoteSplitExactOut<I extends Currency, O extends Currency>(
  routes: readonly Route<I, O>[],
  amountsOut: readonly bigint[],
): SplitTrade<I, O> | undefined {
  const sim = simulateOut(makePlan(routes), amountsOut);
  return sim ? toSplit(routes, sim, false) : undefined;
}

function routeKey(route: Route): string {
  return route.pairs.map((p) => p.address).join('/');
}

function uniqueRoutes<I extends Currency, O extends Currency>(lists: readonly (readonly { route: Route<I, O> }[])[]): Route<I, O>[] {
  const seen = new Set<string>();
  const out: Route<I, O>[] = [];
  for (const list of lists) {
    for (const { route } of list) {
      const k = routeKey(route);
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(route);
    }
  }
  return out;
}

function checkSplitOptions(maxPaths: number, candidates: number): void {
  if (!Number.isInteger(maxPaths) || maxPaths < 1) throw new RangeError('maxPaths must be a positive integer');
  if (!Number.isInteger(candidates) || candidates < 1) throw new RangeError('candidates must be a positive integer');
}

/** Keeps the `maxPaths` routes the water-filling gives most to, in candidate order. */
function pickRoutes<I extends Currency, O extends Currency>(
  routes: Route<I, O>[],
  total: bigint,
  exactIn: boolean,
  maxPaths: number,
): Route<I, O>[] {
  if (routes.length <= maxPaths) return routes;
  const alloc = waterFill(makePlan(routes), total, exactIn);
  const keep = new Set(
    alloc
      .map((a, i) => ({ a, i }))
      .sort((x, y) => (x.a === y.a ? x.i - y.i : x.a > y.a ? -1 : 1))
      .slice(0, maxPaths)
      .map((x) => x.i),
  );
  keep.add(0); // the best single route stays a candidate
  return routes.filter((_, i) => keep.has(i)).slice(0, Math.max(maxPaths, 1));
}

/**
 * The best split of an exact-input trade over up to `maxPaths` routes of up to
 * `maxHops` hops. Its output is never less than the best single route's.
 */
export function bestSplitExactIn<I extends Currency, O extends Currency>(
  pairs: readonly Pair[],
  amountIn: CurrencyAmount<I>,
  currencyOut: O,
  { maxPaths = MAX_SPLIT_PATHS, maxHops = MAX_HOPS, candidates = 8 }: SplitOptions = {},
): SplitTrade<I, O> | undefined {
  checkSplitOptions(maxPaths, candidates);
  if (amountIn.raw <= 0n) return undefined;
  const opts = { maxNumResults: candidates, maxHops };
  const full = bestTradeExactIn(pairs, amountIn, currencyOut, opts);
  const small =
    amountIn.raw >= 1000n
      ? bestTradeExactIn(pairs, CurrencyAmount.fromRaw(amountIn.currency, amountIn.raw / 1000n), currencyOut, opts)
      : [];
  const routes = pickRoutes(uniqueRoutes([full, small]), amountIn.raw, true, maxPaths);
  return splitAmongRoutesExactIn(routes, amountIn);
}

/**
 * The cheapest split of an exact-output trade over up to `maxPaths` routes of up
 * to `maxHops` hops. Its input is never more than the best single route's.
 */
export function bestSplitExactOut<I extends Currency, O extends Currency>(
  pairs: readonly Pair[],
  currencyIn: I,
  amountOut: CurrencyAmount<O>,
  { maxPaths = MAX_SPLIT_PATHS, maxHops = MAX_HOPS, candidates = 8 }: SplitOptions = {},
): SplitTrade<I, O> | undefined {
  checkSplitOptions(maxPaths, candidates);
  if (amountOut.raw <= 0n) return undefined;
  const opts = { maxNumResults: candidates, maxHops };
  const full = bestTradeExactOut(pairs, currencyIn, amountOut, opts);
  const small =
    amountOut.raw >= 1000n
      ? bestTradeExactOut(pairs, currencyIn, CurrencyAmount.fromRaw(amountOut.currency, amountOut.raw / 1000n), opts)
      : [];
  const routes = pickRoutes(uniqueRoutes([full, small]), amountOut.raw, false, maxPaths);
  return splitAmongRoutesExactOut(routes, amountOut);
}

// The router call lives in split-call.ts: the swap page's first load needs it, not the search above.
export * from './split-call.ts';
