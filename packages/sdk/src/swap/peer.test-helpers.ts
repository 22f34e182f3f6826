/**
 * Adapter to the reference implementation, @pancakeswap/v2-sdk (test and bench
 * only). It is hard-wired to chains 56/97, so the devnet's factory and init code
 * hash are registered for 31337 before any peer Pair is built.
 */
import {
  FACTORY_ADDRESS_MAP,
  INIT_CODE_HASH_MAP,
  Pair as PeerPair,
  Route as PeerRoute,
  Router as PeerRouter,
  Trade as PeerTrade,
  isTradeBetter as peerIsTradeBetter,
} from '@pancakeswap/v2-sdk';
import {
  CurrencyAmount as PeerAmount,
  NativeCurrency as PeerNativeBase,
  Percent as PeerPercent,
  TradeType as PeerTradeType,
  type Currency as PeerCurrency,
} from '@pancakeswap/swap-sdk-core';
import { ERC20Token } from '@pancakeswap/swap-sdk-evm';
import type { CurrencyAmount } from './amount.ts';
import type { Currency, Token } from './currency.ts';
import type { Pair } from './pair.ts';
import type { Trade } from './trade.ts';
import { CHAIN_ID, FACTORY, INIT_CODE_HASH } from './fixtures.test-helpers.ts';

(FACTORY_ADDRESS_MAP as Record<number, string>)[CHAIN_ID] = FACTORY;
(INIT_CODE_HASH_MAP as Record<number, string>)[CHAIN_ID] = INIT_CODE_HASH;

class PeerNative extends PeerNativeBase {
  private readonly w: ERC20Token;
  constructor(w: ERC20Token) {
    super(w.chainId, 18, 'BNB', 'BNB');
    this.w = w;
  }
  get wrapped(): ERC20Token {
    return this.w;
  }
  equals(other: PeerCurrency): boolean {
    return other.isNative && other.chainId === this.chainId;
  }
}

export { PeerPair, PeerRouter, PeerTrade, PeerAmount, PeerPercent, PeerTradeType, peerIsTradeBetter };
export type AnyPeerTrade = PeerTrade<PeerCurrency, PeerCurrency, PeerTradeType>;

/** Translates our entities to the peer's, caching tokens and pairs. */
const peerTokens = new Map<string, ERC20Token>(); // shared: building one checksums its address (keccak)

export class PeerWorld {
  private tokens = peerTokens;
  private pairs = new Map<Pair, PeerPair>();
  private natives = new Map<number, PeerNative>();

  token(t: Token): ERC20Token {
    let p = this.tokens.get(t.key);
    if (!p) {
      p = new ERC20Token(t.chainId, t.address as `0x${string}`, t.decimals, t.symbol, t.name);
      this.tokens.set(t.key, p);
    }
    return p;
  }

  currency(c: Currency): PeerCurrency {
    if (c.isToken) return this.token(c);
    let n = this.natives.get(c.chainId);
    if (!n) {
      n = new PeerNative(this.token(c.wrapped));
      this.natives.set(c.chainId, n);
    }
    return n;
  }

  amount(a: CurrencyAmount): PeerAmount<PeerCurrency> {
    return PeerAmount.fromRawAmount(this.currency(a.currency), a.raw);
  }

  pair(p: Pair): PeerPair {
    let q = this.pairs.get(p);
    if (!q) {
      q = new PeerPair(
        PeerAmount.fromRawAmount(this.token(p.token0), p.reserve0.raw),
        PeerAmount.fromRawAmount(this.token(p.token1), p.reserve1.raw),
      );
      this.pairs.set(p, q);
    }
    return q;
  }
}

/** A comparable summary of a trade from either implementation. */
export interface TradeSummary {
  path: string[];
  pairs: string[];
  input: bigint;
  output: bigint;
  /** price impact as numerator/denominator, cross-multiplied for comparison by the caller */
  impact: [bigint, bigint];
}

export function summarize(t: Trade): TradeSummary {
  return {
    path: t.route.path.map((x) => x.address.toLowerCase()),
    pairs: t.route.pairs.map((p) => p.address.toLowerCase()),
    input: t.inputAmount.raw,
    output: t.outputAmount.raw,
    impact: [t.priceImpact.numerator, t.priceImpact.denominator],
  };
}

export function summarizePeer(t: AnyPeerTrade): TradeSummary {
  return {
    path: t.route.path.map((x) => x.address.toLowerCase()),
    pairs: t.route.pairs.map((p) => p.liquidityToken.address.toLowerCase()),
    input: t.inputAmount.quotient,
    output: t.outputAmount.quotient,
    impact: [t.priceImpact.numerator, t.priceImpact.denominator],
  };
}

/** Throws with a readable message unless the two lists describe the same trades. */
export function assertSameTrades(ours: TradeSummary[], theirs: TradeSummary[], context: string): void {
  const fail = (why: string) => {
    throw new Error(`${context}: ${why}\nours:   ${JSON.stringify(ours, big)}\ntheirs: ${JSON.stringify(theirs, big)}`);
  };
  if (ours.length !== theirs.length) fail(`${ours.length} trades vs ${theirs.length}`);
  ours.forEach((a, i) => {
    const b = theirs[i] as TradeSummary;
    if (a.path.join() !== b.path.join()) fail(`trade ${i}: different path`);
    if (a.pairs.join() !== b.pairs.join()) fail(`trade ${i}: different pairs`);
    if (a.input !== b.input) fail(`trade ${i}: input ${a.input} vs ${b.input}`);
    if (a.output !== b.output) fail(`trade ${i}: output ${a.output} vs ${b.output}`);
    if (a.impact[0] * b.impact[1] !== b.impact[0] * a.impact[1]) fail(`trade ${i}: different price impact`);
  });
}

function big(_k: string, v: unknown): unknown {
  return typeof v === 'bigint' ? v.toString() : v;
}

/** The peer's swap-screen loop: 1..maxHops hops, replacing only when better by the threshold. */
export function peerFindBest(
  kind: 'in' | 'out',
  pairs: PeerPair[],
  amount: PeerAmount<PeerCurrency>,
  other: PeerCurrency,
  singleHopOnly: boolean,
  maxHops = 3,
): AnyPeerTrade | undefined {
  const search = (hops: number): AnyPeerTrade | undefined =>
    (kind === 'in'
      ? PeerTrade.bestTradeExactIn(pairs, amount, other, { maxHops: hops, maxNumResults: 1 })[0]
      : PeerTrade.bestTradeExactOut(pairs, other, amount, { maxHops: hops, maxNumResults: 1 })[0]) as AnyPeerTrade | undefined;
  if (singleHopOnly) return search(1);
  let best: AnyPeerTrade | undefined;
  for (let i = 1; i <= maxHops; i++) {
    const cur = search(i);
    if (peerIsTradeBetter(best, cur, new PeerPercent(50n, 10000n))) best = cur;
  }
  return best;
}
