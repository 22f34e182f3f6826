/**
 * Differential tests against @pancakeswap/v2-sdk: thousands of random pair
 * graphs (tokens of 0, 9 and 18 decimals, some empty or tiny reserves, BNB on
 * either side) and amounts. Both implementations must return the same trades,
 * in the same order: same token path, same pairs, same amounts to the wei,
 * same price impact.
 */
import { describe, expect, it } from 'vitest';
import { CurrencyAmount } from './amount.ts';
import { bestTradeExactIn, bestTradeExactOut, findBestTradeExactIn, findBestTradeExactOut } from './best-trade.ts';
import type { Currency, Token } from './currency.ts';
import {
  PeerPercent,
  PeerRouter,
  PeerTrade,
  PeerWorld,
  assertSameTrades,
  peerFindBest,
  summarize,
  summarizePeer,
  type AnyPeerTrade,
} from './peer.test-helpers.ts';
import { Rng, hubGraph, randomGraph, type RandomGraph } from './random-graph.test-helpers.ts';
import { swapCallParameters } from './router.ts';
import { Percent } from '../math/percent.ts';
import { Pair } from './pair.ts';
import { makePair } from './random-graph.test-helpers.ts';
import { Token as OurToken } from './currency.ts';
import { addr } from './fixtures.test-helpers.ts';

const GRAPHS = 3000;
const RECIPIENT = addr(0xaa);

function pickCurrencies(rng: Rng, g: RandomGraph): [Currency, Currency] {
  const a = rng.pick(g.tokens);
  let b = rng.pick(g.tokens);
  while (b.equals(a)) b = rng.pick(g.tokens);
  // BNB instead of WBNB on one side, sometimes
  const useNative = (t: Token): Currency => (t.equals(g.wbnb) && rng.chance(0.5) ? g.bnb : t);
  return [useNative(a), useNative(b)];
}

function amountFor(rng: Rng, c: Currency): bigint {
  return rng.chance(0.1) ? rng.bigint(1n, 100n) : rng.logBigint(c.decimals + 8);
}

describe('best-trade search matches @pancakeswap/v2-sdk', () => {
  it(`on ${GRAPHS} random graphs (exact in, exact out, swap-screen loop, router calls)`, () => {
    let compared = 0;
    let nonEmpty = 0;
    let multiHopWinners = 0;
    for (let seed = 1; seed <= GRAPHS; seed++) {
      const rng = new Rng(seed);
      const g = randomGraph(rng);
      if (g.pairs.length === 0) continue;
      const world = new PeerWorld();
      const peerPairs = g.pairs.map((p) => world.pair(p));
      const [cin, cout] = pickCurrencies(rng, g);
      const maxHops = 1 + rng.int(3);
      const maxNumResults = 1 + rng.int(4);
      const ctx = `seed ${seed} ${cin.symbol}->${cout.symbol} hops ${maxHops} n ${maxNumResults}`;

      // exact input
      const amountIn = CurrencyAmount.fromRaw(cin, amountFor(rng, cin));
      const ours = bestTradeExactIn(g.pairs, amountIn, cout, { maxHops, maxNumResults });
      const theirs = PeerTrade.bestTradeExactIn(peerPairs, world.amount(amountIn), world.currency(cout), {
        maxHops,
        maxNumResults,
      }) as AnyPeerTrade[];
      assertSameTrades(ours.map(summarize), theirs.map(summarizePeer), `${ctx} exactIn ${amountIn.raw}`);

      // exact output
      const amountOut = CurrencyAmount.fromRaw(cout, amountFor(rng, cout));
      const oursOut = bestTradeExactOut(g.pairs, cin, amountOut, { maxHops, maxNumResults });
      const theirsOut = PeerTrade.bestTradeExactOut(peerPairs, world.currency(cin), world.amount(amountOut), {
        maxHops,
        maxNumResults,
      }) as AnyPeerTrade[];
      assertSameTrades(oursOut.map(summarize), theirsOut.map(summarizePeer), `${ctx} exactOut ${amountOut.raw}`);

      // the swap screen's choice: 1..3 hops with the 0.5% rule, or single hop
      const single = rng.chance(0.2);
      const bestIn = findBestTradeExactIn(g.pairs, amountIn, cout, { singleHopOnly: single });
      const peerBestIn = peerFindBest('in', peerPairs, world.amount(amountIn), world.currency(cout), single);
      assertSameTrades(bestIn ? [summarize(bestIn)] : [], peerBestIn ? [summarizePeer(peerBestIn)] : [], `${ctx} findBestIn`);
      const bestOut = findBestTradeExactOut(g.pairs, cin, amountOut, { singleHopOnly: single });
      const peerBestOut = peerFindBest('out', peerPairs, world.amount(amountOut), world.currency(cin), single);
      assertSameTrades(bestOut ? [summarize(bestOut)] : [], peerBestOut ? [summarizePeer(peerBestOut)] : [], `${ctx} findBestOut`);

      // router call parameters for the chosen trades
      const bps = rng.pick([0, 1, 10, 50, 100, 500, 1200, 4999, 10000]);
      const deadline = 1_700_000_000n + BigInt(rng.int(100000));
      for (const [t, pt] of [
        [bestIn, peerBestIn],
        [bestOut, peerBestOut],
      ] as const) {
        if (!t || !pt) continue;
        const fot = t.tradeType === 'EXACT_INPUT' && rng.chance(0.3);
        const o = swapCallParameters(t, { allowedSlippage: bps, recipient: RECIPIENT, deadline, feeOnTransfer: fot });
        const p = PeerRouter.swapCallParameters(pt, {
          allowedSlippage: new PeerPercent(BigInt(bps), 10000n),
          recipient: RECIPIENT,
          deadline: Number(deadline),
          feeOnTransfer: fot,
        });
        expect(o.methodName).toBe(p.methodName);
        expect(o.value).toBe(BigInt(p.value));
        const norm = (xs: readonly unknown[]) =>
          xs.map((x) =>
            Array.isArray(x)
              ? x.map((y: string) => y.toLowerCase())
              : typeof x === 'string' && x.startsWith('0x') && x.length !== 42
                ? BigInt(x)
                : typeof x === 'string'
                  ? x.toLowerCase()
                  : x,
          );
        expect(norm(o.args)).toEqual(norm(p.args as unknown[]));
      }

      compared += 4;
      if (ours.length) nonEmpty++;
      if (bestIn && bestIn.route.pairs.length > 1) multiHopWinners++;
    }
    // the generator must exercise the interesting cases, not only empty results
    expect(nonEmpty).toBeGreaterThan(GRAPHS / 2);
    expect(multiHopWinners).toBeGreaterThan(50);
    expect(compared).toBeGreaterThan(GRAPHS * 3);
  }, 60_000);

  it('on larger hub-shaped graphs (40–150 pairs through a few bases)', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const rng = new Rng(10_000 + seed);
      const g = hubGraph(rng, 40 + rng.int(110), 3 + rng.int(4));
      const world = new PeerWorld();
      const peerPairs = g.pairs.map((p) => world.pair(p));
      for (let q = 0; q < 5; q++) {
        const [cin, cout] = pickCurrencies(rng, g);
        const ctx = `hub seed ${seed}/${q} ${cin.symbol}->${cout.symbol}`;
        const amountIn = CurrencyAmount.fromRaw(cin, amountFor(rng, cin));
        const ours = bestTradeExactIn(g.pairs, amountIn, cout, { maxNumResults: 3 });
        const theirs = PeerTrade.bestTradeExactIn(peerPairs, world.amount(amountIn), world.currency(cout), {
          maxNumResults: 3,
        }) as AnyPeerTrade[];
        assertSameTrades(ours.map(summarize), theirs.map(summarizePeer), `${ctx} exactIn`);
        const amountOut = CurrencyAmount.fromRaw(cout, amountFor(rng, cout));
        const oursOut = bestTradeExactOut(g.pairs, cin, amountOut, { maxNumResults: 3 });
        const theirsOut = PeerTrade.bestTradeExactOut(peerPairs, world.currency(cin), world.amount(amountOut), {
          maxNumResults: 3,
        }) as AnyPeerTrade[];
        assertSameTrades(oursOut.map(summarize), theirsOut.map(summarizePeer), `${ctx} exactOut`);
      }
    }
  }, 60_000);

  it('breaks exact ties the same way (identical parallel routes)', () => {
    // Two identical routes A→B→C through twin pools: every comparison ties, so
    // discovery order decides, and both implementations must agree on it.
    const rng = new Rng(7);
    const [a, b, b2, c] = [0, 1, 2, 3].map((i) => new OurToken(31337, addr(0x100 + i), 18, `X${i}`, `X${i}`)) as [
      OurToken,
      OurToken,
      OurToken,
      OurToken,
    ];
    const pairs: Pair[] = [
      makePair(a, 10n ** 21n, b, 10n ** 21n),
      makePair(a, 10n ** 21n, b2, 10n ** 21n),
      makePair(b, 10n ** 21n, c, 10n ** 21n),
      makePair(b2, 10n ** 21n, c, 10n ** 21n),
    ];
    for (let i = 0; i < 8; i++) {
      const order = [...pairs].sort(() => rng.int(3) - 1);
      const world = new PeerWorld();
      const amount = CurrencyAmount.fromRaw(a, 10n ** 18n);
      const ours = bestTradeExactIn(order, amount, c, { maxNumResults: 2 });
      const theirs = PeerTrade.bestTradeExactIn(
        order.map((p) => world.pair(p)),
        world.amount(amount),
        world.currency(c),
        { maxNumResults: 2 },
      ) as AnyPeerTrade[];
      assertSameTrades(ours.map(summarize), theirs.map(summarizePeer), `tie order ${i}`);
      expect(ours[0]?.outputAmount.raw).toBe(ours[1]?.outputAmount.raw);
    }
    // and the slippage maths of a trade agree as well
    const world = new PeerWorld();
    const amount = CurrencyAmount.fromRaw(a, 10n ** 18n);
    const t = bestTradeExactIn(pairs, amount, c)[0];
    const pt = (
      PeerTrade.bestTradeExactIn(
        pairs.map((p) => world.pair(p)),
        world.amount(amount),
        world.currency(c),
      ) as AnyPeerTrade[]
    )[0];
    for (const bps of [0n, 50n, 333n, 10000n]) {
      expect(t?.minimumAmountOut(Percent.fromBips(bps)).raw).toBe(pt?.minimumAmountOut(new PeerPercent(bps, 10000n)).quotient);
    }
  });
});
