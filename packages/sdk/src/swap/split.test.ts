import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CurrencyAmount } from './amount.ts';
import { bestTradeExactIn, bestTradeExactOut } from './best-trade.ts';
import type { Currency, Token } from './currency.ts';
import { BUSD, E18, FUEL, USDT, WBNB, BNB, addr, pair } from './fixtures.test-helpers.ts';
import type { Pair } from './pair.ts';
import { getAmountIn, getAmountOut } from './pair-math.ts';
import { Rng, TOKEN_POOL, makePair, randomGraph } from './random-graph.test-helpers.ts';
import { Route } from './route.ts';
import {
  bestSplitExactIn,
  bestSplitExactOut,
  quoteSplitExactIn,
  quoteSplitExactOut,
  splitAmongRoutesExactIn,
  splitAmongRoutesExactOut,
  SPLIT_BNB_OUT,
  SPLIT_EXACT_OUT,
  SPLIT_FEE_ON_TRANSFER,
  splitSwapCallParameters,
} from './split.ts';
import { TradeType } from './trade.ts';

const [A, B, C, D] = TOKEN_POOL.filter((t) => t.decimals === 18) as [Token, Token, Token, Token];

/** Every simple route of up to 3 pairs from `a` to `b`, in a fixed order. */
function allRoutes(pairs: readonly Pair[], a: Token, b: Token): Route<Token, Token>[] {
  const out: Route<Token, Token>[] = [];
  const walk = (at: Token, used: Pair[]): void => {
    if (used.length === 3) return;
    for (const p of pairs) {
      if (used.includes(p) || !p.involvesToken(at)) continue;
      const next = p.otherToken(at);
      if (next.equals(b)) out.push(new Route([...used, p], a, b));
      else if (!next.equals(a) && !used.some((u) => u.involvesToken(next))) walk(next, [...used, p]);
    }
  };
  walk(a, []);
  return out;
}

/** All ways to write `total` as an ordered sum of `k` non-negative parts. */
function* compositions(total: bigint, k: number): Generator<bigint[]> {
  if (k === 1) {
    yield [total];
    return;
  }
  for (let x = 0n; x <= total; x++) for (const rest of compositions(total - x, k - 1)) yield [x, ...rest];
}

describe('split simulation is the router sequence', () => {
  it('routes sharing a pool see the reserves the earlier routes left', () => {
    const ac = pair(A, 10n * E18, C, 20n * E18);
    const cb = pair(C, 30n * E18, B, 30n * E18);
    const cd = pair(C, 50n * E18, D, 40n * E18);
    const db = pair(D, 40n * E18, B, 60n * E18);
    const r1 = new Route([ac, cb], A, B);
    const r2 = new Route([ac, cd, db], A, B);
    const x1 = 2n * E18;
    const x2 = 3n * E18;
    const q = quoteSplitExactIn([r1, r2], [x1, x2]);
    // by hand, pair after pair with the pair math, carrying the shared A-C reserves
    const aIsT0 = A.sortsBefore(C);
    let rA = aIsT0 ? ac.reserve0.raw : ac.reserve1.raw;
    let rC = aIsT0 ? ac.reserve1.raw : ac.reserve0.raw;
    const c1 = getAmountOut(x1, rA, rC);
    rA += x1;
    rC -= c1;
    const out1 = getAmountOut(c1, cb.reserveOf(C).raw, cb.reserveOf(B).raw);
    const c2 = getAmountOut(x2, rA, rC);
    const d2 = getAmountOut(c2, cd.reserveOf(C).raw, cd.reserveOf(D).raw);
    const out2 = getAmountOut(d2, db.reserveOf(D).raw, db.reserveOf(B).raw);
    expect(q?.parts.map((p) => p.outputAmount.raw)).toEqual([out1, out2]);
    expect(q?.outputAmount.raw).toBe(out1 + out2);
    // exact output the same way: getAmountsIn at the moved reserves
    const qo = quoteSplitExactOut([r1, r2], [out1, out2]);
    const in1 = getAmountIn(getAmountIn(out1, cb.reserveOf(C).raw, cb.reserveOf(B).raw), ac.reserveOf(A).raw, ac.reserveOf(C).raw);
    expect(qo?.parts[0]?.inputAmount.raw).toBe(in1);
    expect(qo?.inputAmount.raw).toBeGreaterThan(0n);
  });

  it('a deep second route takes part of a large trade, and the split beats one route', () => {
    const p1 = pair(A, 1000n * E18, B, 1000n * E18);
    const ac = pair(A, 2000n * E18, C, 2000n * E18);
    const cb = pair(C, 2000n * E18, B, 2000n * E18);
    const amount = CurrencyAmount.fromRaw(A, 100n * E18);
    const split = bestSplitExactIn([p1, ac, cb], amount, B);
    const single = bestTradeExactIn([p1, ac, cb], amount, B)[0];
    expect(split?.parts.length).toBe(2);
    expect(split?.outputAmount.raw).toBeGreaterThan(single?.outputAmount.raw ?? 0n);
    // a tiny trade stays on one route: the second one's price at zero is worse by a fee
    expect(bestSplitExactIn([p1, ac, cb], CurrencyAmount.fromRaw(A, 10n ** 12n), B)?.parts).toHaveLength(1);
  });

  it('an even split over two identical pools to the wei', () => {
    const x = pair(A, 500n * E18, B, 700n * E18);
    const y = new (x.constructor as typeof import('./pair.ts').Pair)(x.reserve0, x.reserve1, addr(0xbeef));
    const s = splitAmongRoutesExactIn([new Route([x], A, B), new Route([y], A, B)], CurrencyAmount.fromRaw(A, 200n * E18 + 1n));
    const ins = s?.parts.map((p) => p.inputAmount.raw) ?? [];
    expect(ins).toHaveLength(2);
    const diff = (ins[0] as bigint) - (ins[1] as bigint);
    expect(diff >= -1n && diff <= 1n).toBe(true);
  });
});

describe('split optimum against brute force', () => {
  // 4 tokens, every pair present with small reserves, so a few dozen wei move prices: every allocation
  // of the total over every route is tried (up to 5 routes, ≤ 20k allocations). About 1 s for 40 graphs.
  const small = fc.bigInt({ min: 200n, max: 5000n });
  const graph = fc.tuple(small, small, small, small, small, small, small, small, small, small, small, small);
  it('exact input: within one wei of the best allocation over the same routes in the same order', () => {
    fc.assert(
      fc.property(graph, fc.bigInt({ min: 1n, max: 18n }), (r, total) => {
        const pairs = [
          makePair(A, r[0], B, r[1]),
          makePair(A, r[2], C, r[3]),
          makePair(C, r[4], B, r[5]),
          makePair(A, r[6], D, r[7]),
          makePair(D, r[8], B, r[9]),
          makePair(C, r[10], D, r[11]),
        ];
        const routes = allRoutes(pairs, A, B).slice(0, 4);
        let brute = 0n;
        for (const alloc of compositions(total, routes.length)) {
          const q = quoteSplitExactIn(routes, alloc);
          if (q && q.outputAmount.raw > brute) brute = q.outputAmount.raw;
        }
        const ours = splitAmongRoutesExactIn(routes, CurrencyAmount.fromRaw(A, total))?.outputAmount.raw ?? 0n;
        expect(ours).toBeLessThanOrEqual(brute);
        expect(ours).toBeGreaterThanOrEqual(brute - 1n);
      }),
      { numRuns: 40 },
    );
  });

  it('exact output: within one wei of the cheapest allocation', () => {
    fc.assert(
      fc.property(graph, fc.bigInt({ min: 1n, max: 30n }), (r, total) => {
        const pairs = [
          makePair(A, r[0], B, r[1]),
          makePair(A, r[2], C, r[3]),
          makePair(C, r[4], B, r[5]),
          makePair(A, r[6], D, r[7]),
          makePair(D, r[8], B, r[9]),
        ];
        const routes = allRoutes(pairs, A, B).slice(0, 4);
        let brute: bigint | undefined;
        for (const alloc of compositions(total, routes.length)) {
          const q = quoteSplitExactOut(routes, alloc);
          if (q && (brute === undefined || q.inputAmount.raw < brute)) brute = q.inputAmount.raw;
        }
        const ours = splitAmongRoutesExactOut(routes, CurrencyAmount.fromRaw(B, total));
        if (brute === undefined) return expect(ours).toBeUndefined();
        expect(ours?.outputAmount.raw).toBe(total);
        expect(ours?.inputAmount.raw).toBeGreaterThanOrEqual(brute);
        expect(ours?.inputAmount.raw).toBeLessThanOrEqual(brute + 1n);
      }),
      { numRuns: 40 },
    );
  });
});

describe('split never loses to the best single route', () => {
  // 300 random graphs (0/9/18 decimals, empty and tiny pools), both trade types: about 2 s.
  it('on random graphs, exact input and exact output', () => {
    let splitBetter = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const rng = new Rng(seed * 7919);
      const g = randomGraph(rng);
      const a = rng.pick(g.tokens);
      let b = rng.pick(g.tokens);
      while (b.equals(a)) b = rng.pick(g.tokens);
      const cin: Currency = a.equals(g.wbnb) && rng.chance(0.5) ? g.bnb : a;
      const raw = rng.logBigint(a.decimals + 9);
      const single = bestTradeExactIn(g.pairs, CurrencyAmount.fromRaw(cin, raw), b, { maxNumResults: 1 })[0];
      const split = bestSplitExactIn(g.pairs, CurrencyAmount.fromRaw(cin, raw), b);
      if (!single) {
        expect(split === undefined || split.outputAmount.raw > 0n).toBe(true);
        continue;
      }
      expect(split).toBeDefined();
      expect(split?.outputAmount.raw).toBeGreaterThanOrEqual(single.outputAmount.raw);
      expect(split?.inputAmount.raw).toBe(raw);
      expect(split?.parts.length).toBeLessThanOrEqual(4);
      if ((split?.outputAmount.raw ?? 0n) > single.outputAmount.raw) splitBetter++;
      // the parts re-quote to the same amounts
      const again = quoteSplitExactIn(split?.parts.map((p) => p.route) ?? [], split?.parts.map((p) => p.inputAmount.raw) ?? []);
      expect(again?.outputAmount.raw).toBe(split?.outputAmount.raw);

      const want = single.outputAmount.raw;
      const singleOut = bestTradeExactOut(g.pairs, cin, CurrencyAmount.fromRaw(b, want), { maxNumResults: 1 })[0];
      const splitOut = bestSplitExactOut(g.pairs, cin, CurrencyAmount.fromRaw(b, want));
      if (singleOut) {
        expect(splitOut?.outputAmount.raw).toBe(want);
        expect(splitOut?.inputAmount.raw).toBeLessThanOrEqual(singleOut.inputAmount.raw);
      }
    }
    expect(splitBetter).toBeGreaterThan(10);
  });
});

describe('splitSwapCallParameters', () => {
  const ab = pair(WBNB, 100n * E18, BUSD, 30_000n * E18);
  const au = pair(WBNB, 100n * E18, USDT, 30_000n * E18);
  const ub = pair(USDT, 100_000n * E18, BUSD, 100_000n * E18);
  const pairs = [ab, au, ub, pair(FUEL, 1000n * E18, BUSD, 1000n * E18)];
  const opts = { allowedSlippage: 50, recipient: addr(0xaa), deadline: 1000n };

  it('exact BNB in: value is the total, one minimum over the total', () => {
    const s = bestSplitExactIn(pairs, CurrencyAmount.fromRaw(BNB, 20n * E18), BUSD);
    expect(s?.parts.length).toBe(2);
    const call = splitSwapCallParameters(s as NonNullable<typeof s>, opts);
    expect(call.methodName).toBe('swapSplit');
    expect(call.args[5]).toBe(0n);
    expect(call.value).toBe(20n * E18);
    expect(call.args[0].reduce((x, y) => x + y, 0n)).toBe(20n * E18);
    expect(call.args[1]).toBe(((s?.outputAmount.raw ?? 0n) * 10_000n) / 10_050n);
    expect(call.args[2].map((p) => p.length)).toEqual(s?.parts.map((p) => p.route.path.length));
  });

  it('exact output to BNB: outputs per path and one maximum in', () => {
    const s = bestSplitExactOut(pairs, BUSD, CurrencyAmount.fromRaw(BNB, 10n * E18));
    expect(s?.tradeType).toBe(TradeType.EXACT_OUTPUT);
    const call = splitSwapCallParameters(s as NonNullable<typeof s>, opts);
    expect(call.args[5]).toBe(SPLIT_EXACT_OUT | SPLIT_BNB_OUT);
    expect(call.args[0].reduce((x, y) => x + y, 0n)).toBe(10n * E18);
    expect(call.args[1]).toBe(((s?.inputAmount.raw ?? 0n) * 10_050n) / 10_000n);
    expect(call.value).toBe(0n);
    expect(() => splitSwapCallParameters(s as NonNullable<typeof s>, { ...opts, feeOnTransfer: true })).toThrow();
  });

  it('fee-on-transfer names the supporting variant', () => {
    const s = bestSplitExactIn(pairs, CurrencyAmount.fromRaw(WBNB, 20n * E18), BUSD);
    const call = splitSwapCallParameters(s as NonNullable<typeof s>, { ...opts, feeOnTransfer: true });
    expect(call.args[5]).toBe(SPLIT_FEE_ON_TRANSFER);
  });
});
