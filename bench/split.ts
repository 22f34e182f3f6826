/**
 * Split routing benchmark: our split (packages/sdk/src/swap/split.ts: water-filling, then exact integer
 * refinement on the router's sequential simulation) against
 *  - the best single route (bestTradeExactIn, up to 3 hops), and
 *  - @pancakeswap/smart-router 7.7.3 itself (getBestTrade, V2 pools only, distributionPercent 5,
 *    maxSplits 4, maxHops 3, gas price 0 so gas does not bias its choice), run offline on in-memory
 *    pools (its static pool provider and off-chain quoter). It gets the pools of the same candidate
 *    routes ours considers (the live router pre-selects candidate pools by TVL the same way). Its
 *    routes and amounts are re-quoted on our exact sequential simulation, so both outputs are what
 *    the router would pay.
 * Graphs: hubGraph (6 bases, 1–3 links per token) with 100 and 1,000 pairs. Trade sizes are 0.1%, 1%,
 * 5% and 20% of the deepest pool on the route (the best route for a tiny amount; a pool's depth is its
 * input-side reserve counted in the input token at the route's mid prices).
 * Outputs are checked: ours is never below the single route (a difference throws), and every split is
 * re-quoted on the exact simulation. Figures: mean gain in basis points, time per quote as ours/peer,
 * and the slowest 4-path split on 1,000 pairs against a 16 ms frame.
 *
 *   npx tsx bench/split.ts
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { CurrencyAmount as PeerAmount, ERC20Token as PeerToken, TradeType as PeerTradeType } from '@pancakeswap/sdk';
import { PoolType, SmartRouter } from '@pancakeswap/smart-router';
import { CurrencyAmount } from '../packages/sdk/src/swap/amount.ts';
import { bestTradeExactIn } from '../packages/sdk/src/swap/best-trade.ts';
import type { Token } from '../packages/sdk/src/swap/currency.ts';
import type { Pair } from '../packages/sdk/src/swap/pair.ts';
import { Rng, hubGraph, type RandomGraph } from '../packages/sdk/src/swap/random-graph.test-helpers.ts';
import { Route } from '../packages/sdk/src/swap/route.ts';
import { bestSplitExactIn, quoteSplitExactIn } from '../packages/sdk/src/swap/split.ts';

const SIZES_BPS = [10n, 100n, 500n, 2000n];
const FRAME_MS = 16;
const MAX_PATHS = 4;

/** Deepest pool of a route in input-token units: reserveIn of hop h times the inverse mid price of hops < h. */
function deepest(route: Route): bigint {
  let num = 1n;
  let den = 1n;
  let best = 0n;
  route.pairs.forEach((p, i) => {
    const from = route.path[i] as Token;
    const [rin, rout] = from.equals(p.token0) ? [p.reserve0.raw, p.reserve1.raw] : [p.reserve1.raw, p.reserve0.raw];
    const depth = (rin * num) / den;
    if (depth > best) best = depth;
    num *= rin;
    den *= rout;
  });
  return best;
}

function candidates(pairs: readonly Pair[], amount: CurrencyAmount<Token>, out: Token): Route[] {
  const opts = { maxNumResults: 8, maxHops: 3 };
  const full = bestTradeExactIn(pairs, amount, out, opts);
  const small = bestTradeExactIn(pairs, CurrencyAmount.fromRaw(amount.currency, amount.raw / 1000n || 1n), out, opts);
  const seen = new Set<string>();
  const routes: Route[] = [];
  for (const t of [...full, ...small]) {
    const k = t.route.pairs.map((p) => p.address).join('/');
    if (seen.has(k)) continue;
    seen.add(k);
    routes.push(t.route);
  }
  return routes;
}

const peerTokens = new Map<string, PeerToken>();
function peerToken(t: Token): PeerToken {
  let p = peerTokens.get(t.address);
  if (!p) {
    p = new PeerToken(56, t.address as `0x${string}`, t.decimals, t.symbol ?? 'T');
    peerTokens.set(t.address, p);
  }
  return p;
}

/** The smart router's split on the candidate routes' pools, re-quoted on our exact simulation. */
async function smartRouterSplit(pairs: readonly Pair[], amount: CurrencyAmount<Token>, out: Token): Promise<bigint> {
  const routes = candidates(pairs, amount, out);
  const byTokens = new Map<string, Pair>();
  for (const r of routes) for (const p of r.pairs) byTokens.set(`${p.token0.address}/${p.token1.address}`, p);
  const pools = [...byTokens.values()].map((p) => ({
    type: PoolType.V2 as const,
    reserve0: PeerAmount.fromRawAmount(peerToken(p.token0), p.reserve0.raw),
    reserve1: PeerAmount.fromRawAmount(peerToken(p.token1), p.reserve1.raw),
  }));
  const trade = await SmartRouter.getBestTrade(
    PeerAmount.fromRawAmount(peerToken(amount.currency), amount.raw),
    peerToken(out),
    PeerTradeType.EXACT_INPUT,
    {
      gasPriceWei: 0n,
      maxHops: 3,
      maxSplits: MAX_PATHS,
      distributionPercent: 5,
      allowedPoolTypes: [PoolType.V2],
      poolProvider: SmartRouter.createStaticPoolProvider(pools),
      quoteProvider: SmartRouter.createOffChainQuoteProvider(),
      quoteCurrencyUsdPrice: 1,
      nativeCurrencyUsdPrice: 1,
    },
  );
  if (!trade) return 0n;
  const ourRoutes: Route<Token, Token>[] = [];
  const ins: bigint[] = [];
  for (const r of trade.routes) {
    const hops: Pair[] = [];
    for (let i = 0; i + 1 < r.path.length; i++) {
      const x = r.path[i]?.wrapped.address as string;
      const y = r.path[i + 1]?.wrapped.address as string;
      const p = byTokens.get(`${x}/${y}`) ?? byTokens.get(`${y}/${x}`);
      if (!p) throw new Error('smart router used a pool it was not given');
      hops.push(p);
    }
    ourRoutes.push(new Route(hops, amount.currency, out));
    ins.push(r.inputAmount.quotient);
  }
  return quoteSplitExactIn(ourRoutes, ins)?.outputAmount.raw ?? 0n;
}

function timeIt(fn: () => unknown, minMs: number, minReps = 3): { mean: number; max: number } {
  let reps = 0;
  let max = 0;
  const start = performance.now();
  let now = start;
  do {
    const t0 = performance.now();
    fn();
    now = performance.now();
    max = Math.max(max, now - t0);
    reps++;
  } while (now - start < minMs || reps < minReps);
  return { mean: (now - start) / reps, max };
}

async function timeAsync(fn: () => Promise<unknown>, minMs: number, minReps = 3): Promise<{ mean: number }> {
  let reps = 0;
  const start = performance.now();
  let now = start;
  do {
    await fn();
    reps++;
    now = performance.now();
  } while (now - start < minMs || reps < minReps);
  return { mean: (now - start) / reps };
}

const fmt = (ms: number) => (ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(0)} µs`);
/** (a − b)/b in basis points, bigint until the display. */
const bps = (a: bigint, b: bigint): number => (b === 0n ? 0 : Number(((a - b) * 1_000_000n) / b) / 100);

interface Query {
  tokenIn: Token;
  tokenOut: Token;
  depth: bigint;
}

function queriesFor(rng: Rng, g: RandomGraph, count: number): Query[] {
  const used = new Set<string>();
  for (const p of g.pairs) {
    used.add(p.token0.key);
    used.add(p.token1.key);
  }
  const pool = g.tokens.slice(6).filter((t) => used.has(t.key));
  const qs: Query[] = [];
  let guard = 0;
  while (qs.length < count && guard++ < 1000) {
    const tokenIn = rng.pick(pool);
    const tokenOut = rng.pick(pool);
    if (tokenIn.equals(tokenOut)) continue;
    const probe = bestTradeExactIn(g.pairs, CurrencyAmount.fromRaw(tokenIn, 10n ** BigInt(tokenIn.decimals) / 1000n + 1n), tokenOut, {
      maxNumResults: 1,
    })[0];
    if (!probe) continue;
    qs.push({ tokenIn, tokenOut, depth: deepest(probe.route) });
  }
  return qs;
}

export async function benchSplit(): Promise<string[]> {
  const rng = new Rng(20261202);
  const lines: string[] = [
    'split: our exact split (≤ 4 paths, ≤ 3 hops) vs the best single route and vs @pancakeswap/smart-router 7.7.3 (5% steps, offline on the same candidate pools); gains in bps of output, time per quote as ours/peer',
  ];
  let worstFourPath = 0;
  for (const n of [100, 1000]) {
    const g = hubGraph(rng, n, 6);
    const queries = queriesFor(rng, g, 6);
    lines.push(`  hub, ${n} pairs (${g.tokens.length} tokens), ${queries.length} token pairs:`);
    for (const size of SIZES_BPS) {
      let gainSingle = 0;
      let gainPeer = 0;
      let worstVsPeer = Number.POSITIVE_INFINITY;
      let multi = 0;
      let oursMs = 0;
      let peerMs = 0;
      let counted = 0;
      for (const q of queries) {
        const raw = (q.depth * size) / 10_000n;
        if (raw === 0n) continue;
        const amount = CurrencyAmount.fromRaw(q.tokenIn, raw);
        const single = bestTradeExactIn(g.pairs, amount, q.tokenOut, { maxNumResults: 1 })[0];
        const split = bestSplitExactIn(g.pairs, amount, q.tokenOut);
        if (!single || !split) continue;
        if (split.outputAmount.raw < single.outputAmount.raw)
          throw new Error(`split below the single route: ${q.tokenIn.symbol}->${q.tokenOut.symbol} ${raw}`);
        const again = quoteSplitExactIn(
          split.parts.map((p) => p.route),
          split.parts.map((p) => p.inputAmount.raw),
        );
        if (again?.outputAmount.raw !== split.outputAmount.raw) throw new Error('split re-quote differs');
        const peer = await smartRouterSplit(g.pairs, amount, q.tokenOut);
        gainSingle += bps(split.outputAmount.raw, single.outputAmount.raw);
        const vsPeer = bps(split.outputAmount.raw, peer);
        gainPeer += vsPeer;
        worstVsPeer = Math.min(worstVsPeer, vsPeer);
        if (split.parts.length > 1) multi++;
        // warm, then time
        for (let r = 0; r < 3; r++) {
          bestSplitExactIn(g.pairs, amount, q.tokenOut);
          await smartRouterSplit(g.pairs, amount, q.tokenOut);
        }
        const o = timeIt(() => bestSplitExactIn(g.pairs, amount, q.tokenOut), 20);
        const p = await timeAsync(() => smartRouterSplit(g.pairs, amount, q.tokenOut), 20);
        const four = timeIt(() => bestSplitExactIn(g.pairs, amount, q.tokenOut, { maxPaths: 4 }), 0, 3);
        if (n === 1000) worstFourPath = Math.max(worstFourPath, four.max);
        oursMs += o.mean;
        peerMs += p.mean;
        counted++;
      }
      if (counted === 0) continue;
      lines.push(
        `    ${Number(size) / 100}% of the deepest pool: vs single +${(gainSingle / counted).toFixed(2)} bps, vs smart-router +${(gainPeer / counted).toFixed(2)} bps (worst ${worstVsPeer.toFixed(2)}), ${multi}/${counted} split; ours ${fmt(oursMs / counted)} peer ${fmt(peerMs / counted)} ours/peer ${(oursMs / peerMs).toFixed(2)}`,
      );
    }
  }
  lines.push(
    `  slowest 4-path split quote on 1,000 pairs: ${fmt(worstFourPath)}  limit ${FRAME_MS} ms  ratio ${(worstFourPath / FRAME_MS).toFixed(2)}`,
  );
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchSplit().then(
    (lines) => console.log(lines.join('\n')),
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
