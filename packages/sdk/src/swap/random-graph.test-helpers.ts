/** Seeded random pair graphs for differential tests and the benchmark. */
import { getAddress } from 'viem';
import { CurrencyAmount } from './amount.ts';
import { NativeCurrency, Token } from './currency.ts';
import { Pair } from './pair.ts';
import { computePairAddress } from './pair-address.ts';
import { CHAIN_ID, FACTORY, INIT_CODE_HASH } from './fixtures.test-helpers.ts';

/** xorshift128+ on BigInt-free 32-bit halves: deterministic, fast, good enough for tests. */
export class Rng {
  private a: number;
  private b: number;
  constructor(seed: number) {
    this.a = (seed ^ 0x9e3779b9) >>> 0 || 1;
    this.b = (Math.imul(seed, 0x85ebca6b) ^ 0xc2b2ae35) >>> 0 || 2;
    for (let i = 0; i < 8; i++) this.u32();
  }
  u32(): number {
    let s1 = this.a;
    const s0 = this.b;
    this.a = s0;
    s1 ^= s1 << 11;
    s1 ^= s1 >>> 8;
    this.b = (s1 ^ s0 ^ (s0 >>> 19)) >>> 0;
    return this.b;
  }
  /** integer in [0, n) */
  int(n: number): number {
    return this.u32() % n;
  }
  chance(p: number): boolean {
    return this.u32() / 2 ** 32 < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)] as T;
  }
  /** uniform-ish bigint in [lo, hi] */
  bigint(lo: bigint, hi: bigint): bigint {
    const span = hi - lo + 1n;
    let r = 0n;
    const words = Math.ceil(span.toString(2).length / 32) + 1;
    for (let i = 0; i < words; i++) r = (r << 32n) | BigInt(this.u32());
    return lo + (r % span);
  }
  /** log-uniform bigint: a random number of digits up to `maxDigits`, then a random value with that many */
  logBigint(maxDigits: number): bigint {
    const digits = 1 + this.int(maxDigits);
    return this.bigint(10n ** BigInt(digits - 1), 10n ** BigInt(digits) - 1n);
  }
}

const DECIMALS = [0, 9, 18] as const;

export function randomToken(rng: Rng, i: number, decimals?: number): Token {
  // checksummed: the peer warns (slowly, on the console) about any other address
  const address = getAddress(
    `0x${rng
      .bigint(1n, (1n << 160n) - 1n)
      .toString(16)
      .padStart(40, '0')}`,
  );
  return new Token(CHAIN_ID, address, decimals ?? rng.pick(DECIMALS), `T${i}`, `Token ${i}`);
}

const pairAddresses = new Map<string, string>();

/** Pair with a memoised CREATE2 address (keccak is the slow part of building graphs). */
export function makePair(a: Token, ra: bigint, b: Token, rb: bigint): Pair {
  const key = a.key < b.key ? `${a.key}${b.key}` : `${b.key}${a.key}`;
  let address = pairAddresses.get(key);
  if (!address) {
    address = computePairAddress(FACTORY, a, b, INIT_CODE_HASH);
    pairAddresses.set(key, address);
  }
  return new Pair(CurrencyAmount.fromRaw(a, ra), CurrencyAmount.fromRaw(b, rb), address);
}

/** A reserve for a token: mostly realistic (1e-3 .. 1e9 whole units), sometimes tiny or empty. */
export function randomReserve(rng: Rng, t: Token): bigint {
  const roll = rng.int(20);
  if (roll === 0) return 0n;
  if (roll <= 2) return rng.bigint(1n, 1000n);
  return rng.logBigint(t.decimals + 9) + 1n;
}

export interface RandomGraph {
  tokens: Token[];
  pairs: Pair[];
  wbnb: Token;
  bnb: NativeCurrency;
}

/**
 * The tokens small graphs draw from: 16 each of 0, 9 and 18 decimals. A fixed
 * pool keeps the set of distinct pairs bounded, which matters for the peer: its
 * pair-address cache copies itself on every new pair and grows without limit.
 */
export const TOKEN_POOL: readonly Token[] = (() => {
  const rng = new Rng(0xf0e1);
  return Array.from({ length: 48 }, (_, i) => randomToken(rng, i, DECIMALS[i % 3]));
})();

/** A small dense graph: 3–9 pool tokens (decimals 0, 9, 18), each possible pair present with probability 0.3–0.9. */
export function randomGraph(rng: Rng): RandomGraph {
  const n = 3 + rng.int(7);
  const tokens: Token[] = [];
  while (tokens.length < n) {
    const t = rng.pick(TOKEN_POOL);
    if (!tokens.includes(t)) tokens.push(t);
  }
  const wbnb = tokens[0] as Token;
  const density = 0.3 + rng.int(7) / 10;
  const pairs: Pair[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (!rng.chance(density)) continue;
      const a = tokens[i] as Token;
      const b = tokens[j] as Token;
      pairs.push(makePair(a, randomReserve(rng, a), b, randomReserve(rng, b)));
    }
  }
  // shuffle so the order the search sees is not the generation order
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [pairs[i], pairs[j]] = [pairs[j] as Pair, pairs[i] as Pair];
  }
  return { tokens, pairs, wbnb, bnb: new NativeCurrency(wbnb) };
}

/**
 * A realistic large graph: `nBases` base tokens pairwise connected, and every
 * other token paired with 1–3 bases, plus a few direct token–token pairs
 * (5% of the pairs). This is how DEX liquidity looks: most routes go through a
 * handful of bases.
 */
export function hubGraph(rng: Rng, pairCount: number, nBases = 6): RandomGraph {
  const bases = Array.from({ length: nBases }, (_, i) => randomToken(rng, i, 18));
  const pairs: Pair[] = [];
  const seen = new Set<string>();
  const add = (a: Token, b: Token): void => {
    if (a.equals(b)) return;
    const key = a.key < b.key ? `${a.key}${b.key}` : `${b.key}${a.key}`;
    if (seen.has(key)) return;
    seen.add(key);
    pairs.push(
      makePair(a, rng.logBigint(a.decimals + 7) + 10n ** BigInt(a.decimals), b, rng.logBigint(b.decimals + 7) + 10n ** BigInt(b.decimals)),
    );
  };
  for (let i = 0; i < nBases; i++) for (let j = i + 1; j < nBases; j++) add(bases[i] as Token, bases[j] as Token);
  const tokens = [...bases];
  let next = nBases;
  const directTarget = Math.floor(pairCount * 0.05);
  while (pairs.length < pairCount - directTarget) {
    const t = randomToken(rng, next++);
    tokens.push(t);
    const links = 1 + rng.int(3);
    for (let k = 0; k < links && pairs.length < pairCount - directTarget; k++) add(t, rng.pick(bases));
  }
  while (pairs.length < pairCount) add(rng.pick(tokens.slice(nBases)), rng.pick(tokens.slice(nBases)));
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [pairs[i], pairs[j]] = [pairs[j] as Pair, pairs[i] as Pair];
  }
  const wbnb = bases[0] as Token;
  return { tokens, pairs, wbnb, bnb: new NativeCurrency(wbnb) };
}
