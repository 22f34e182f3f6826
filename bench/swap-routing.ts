/**
 * Swap routing benchmark: our best-trade search (packages/sdk/src/swap) against
 * @pancakeswap/v2-sdk's Trade.bestTradeExactIn / bestTradeExactOut on the same
 * pairs and amounts, up to 3 hops, 3 results. Every answer is checked equal
 * (same routes in the same order, same amounts to the wei) before timing;
 * a difference throws.
 *
 * Graph shapes (deterministic, seeded):
 *  - "hub": the realistic shape. 6 base tokens (all paired with each other);
 *    every other token is paired with 1–3 bases; 5% of the pairs are direct
 *    token–token pairs. Routes mostly go token → base → (base →) token.
 *  - "uniform": 1,000 pairs spread at random over 150 tokens (average degree
 *    ~13, no hubs): a stress shape where 3-hop routes are many.
 * A fully dense graph at 1,000 pairs would make both searches enumerate
 * millions of 3-hop paths and is not what a DEX looks like, so it is not used.
 * Pair objects are built once per graph for each library; the timings cover the
 * search only (our time includes indexing the pairs, which we redo per call).
 *
 *   npx tsx bench/swap-routing.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { CurrencyAmount } from '../packages/sdk/src/swap/amount.ts';
import { bestTradeExactIn, bestTradeExactOut } from '../packages/sdk/src/swap/best-trade.ts';
import type { Token } from '../packages/sdk/src/swap/currency.ts';
import type { Pair } from '../packages/sdk/src/swap/pair.ts';
import {
  PeerTrade,
  PeerWorld,
  assertSameTrades,
  summarize,
  summarizePeer,
  type AnyPeerTrade,
} from '../packages/sdk/src/swap/peer.test-helpers.ts';
import { Rng, hubGraph, makePair, randomToken, type RandomGraph } from '../packages/sdk/src/swap/random-graph.test-helpers.ts';
import { NativeCurrency } from '../packages/sdk/src/swap/currency.ts';

const OPTIONS = { maxHops: 3, maxNumResults: 3 };

function uniformGraph(rng: Rng, pairCount: number, tokenCount: number): RandomGraph {
  const tokens = Array.from({ length: tokenCount }, (_, i) => randomToken(rng, i));
  const seen = new Set<string>();
  const pairs: Pair[] = [];
  while (pairs.length < pairCount) {
    const a = rng.pick(tokens);
    const b = rng.pick(tokens);
    if (a.equals(b)) continue;
    const key = a.key < b.key ? a.key + b.key : b.key + a.key;
    if (seen.has(key)) continue;
    seen.add(key);
    pairs.push(
      makePair(a, rng.logBigint(a.decimals + 7) + 10n ** BigInt(a.decimals), b, rng.logBigint(b.decimals + 7) + 10n ** BigInt(b.decimals)),
    );
  }
  return { tokens, pairs, wbnb: tokens[0] as Token, bnb: new NativeCurrency(tokens[0] as Token) };
}

/** Mean ms per call over at least `minMs` and `minReps` calls. */
function timeIt(fn: () => unknown, minMs: number, minReps = 3): number {
  let reps = 0;
  const start = performance.now();
  let now = start;
  do {
    fn();
    reps++;
    now = performance.now();
  } while (now - start < minMs || reps < minReps);
  return (now - start) / reps;
}

const fmt = (ms: number) => (ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(0)} µs`);

interface Query {
  kind: 'exactIn' | 'exactOut';
  tokenIn: Token;
  tokenOut: Token;
  raw: bigint;
}

/** Non-base tokens that have at least one pair, for realistic token→token queries. */
function queriesFor(rng: Rng, g: RandomGraph, skipBases: number): Query[] {
  const used = new Set<string>();
  for (const p of g.pairs) used.add(p.token0.key), used.add(p.token1.key);
  const candidates = g.tokens.slice(skipBases).filter((t) => used.has(t.key));
  const queries: Query[] = [];
  for (let i = 0; i < 3; i++) {
    const tokenIn = rng.pick(candidates);
    let tokenOut = rng.pick(candidates);
    while (tokenOut.equals(tokenIn)) tokenOut = rng.pick(candidates);
    // a few amounts: tiny, ordinary, large (relative to the token's decimals)
    for (const digits of [0, 3, 6]) {
      const kind = queries.length % 2 === 0 ? 'exactIn' : 'exactOut';
      const t = kind === 'exactIn' ? tokenIn : tokenOut;
      queries.push({ kind, tokenIn, tokenOut, raw: 10n ** BigInt(t.decimals + digits) / 7n + 1n });
    }
  }
  return queries;
}

interface Case {
  name: string;
  graph: RandomGraph;
  queries: Query[];
}

export async function benchSwapRouting(): Promise<string[]> {
  const rng = new Rng(20210401);
  const cases: Case[] = [];
  for (const n of [100, 1000]) {
    const g = hubGraph(rng, n, 6);
    cases.push({ name: `hub, ${n} pairs (${g.tokens.length} tokens, 6 bases)`, graph: g, queries: queriesFor(rng, g, 6) });
  }
  const u = uniformGraph(rng, 1000, 150);
  cases.push({ name: `uniform, 1000 pairs (150 tokens)`, graph: u, queries: queriesFor(rng, u, 0) });

  const lines: string[] = [
    `swap-routing: best ${OPTIONS.maxNumResults} trades, up to ${OPTIONS.maxHops} hops; time per search (mean), ratio ours/peer (lower is better)`,
  ];
  for (const c of cases) {
    const world = new PeerWorld();
    const peerPairs = c.graph.pairs.map((p) => world.pair(p));
    const ours: (() => unknown)[] = [];
    const peer: (() => unknown)[] = [];
    let routes = 0;
    for (const q of c.queries) {
      if (q.kind === 'exactIn') {
        const amount = CurrencyAmount.fromRaw(q.tokenIn, q.raw);
        const pAmount = world.amount(amount);
        const pOut = world.currency(q.tokenOut);
        ours.push(() => bestTradeExactIn(c.graph.pairs, amount, q.tokenOut, OPTIONS));
        peer.push(() => PeerTrade.bestTradeExactIn(peerPairs, pAmount, pOut, OPTIONS));
      } else {
        const amount = CurrencyAmount.fromRaw(q.tokenOut, q.raw);
        const pAmount = world.amount(amount);
        const pIn = world.currency(q.tokenIn);
        ours.push(() => bestTradeExactOut(c.graph.pairs, q.tokenIn, amount, OPTIONS));
        peer.push(() => PeerTrade.bestTradeExactOut(peerPairs, pIn, pAmount, OPTIONS));
      }
    }
    // identical results first (this also warms both up)
    c.queries.forEach((q, i) => {
      const a = (ours[i] as () => ReturnType<typeof bestTradeExactIn>)();
      const b = (peer[i] as () => AnyPeerTrade[])();
      assertSameTrades(a.map(summarize), b.map(summarizePeer), `swap-routing ${c.name} query ${i} (${q.kind} ${q.raw})`);
      routes += a.length;
    });
    // warm-up so the JIT has settled before measuring
    for (let r = 0; r < 20; r++) for (const f of ours) f();
    for (let r = 0; r < 2; r++) for (const f of peer) f();
    const oursMs = ours.map((f) => timeIt(f, 30));
    const peerMs = peer.map((f) => timeIt(f, 200, 2));
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const o = mean(oursMs);
    const p = mean(peerMs);
    lines.push(
      `  ${c.name}, ${c.queries.length} searches (exact in and out, 3 token pairs × 3 amounts), ${routes} trades returned:`,
      `    ours ${fmt(o)}  peer ${fmt(p)}  ours/peer ${(o / p).toFixed(3)}  (worst: ours ${fmt(Math.max(...oursMs))}, peer ${fmt(Math.max(...peerMs))})`,
    );
  }
  lines.push('  results identical (routes, order, amounts to the wei, price impact): yes');
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchSwapRouting().then(
    (lines) => console.log(lines.join('\n')),
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
