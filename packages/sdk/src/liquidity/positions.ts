/**
 * Liquidity positions: which pairs
 * to look for positions in, and what a position holds.
 */
import { Percent } from '../math/percent.ts';
import { CurrencyAmount } from '../swap/amount.ts';
import type { Token } from '../swap/currency.ts';
import type { Pair } from '../swap/pair.ts';
import { feeOnArg, supplyWithProtocolFee, type FeeState } from './fee.ts';

/**
 * At most this many pairs are checked for an LP balance (one multicall chunk,
 * 500 calls). Saved pairs come first, so an imported pool is never cut.
 */
export const MAX_TRACKED_PAIRS = 500;

/**
 * The Remove and "Add liquidity instead" buttons show only for an LP balance
 * above this (in LP wei). Zero, as the 2021 front end did: any LP at all can
 * be withdrawn or added to.
 */
export const MIN_LP_BALANCE = 0n;

export function hasPositionActions(lpBalance: bigint | undefined): boolean {
  return lpBalance !== undefined && lpBalance > MIN_LP_BALANCE;
}

/**
 * The pairs to check for positions: the user's saved pairs, then every base
 * against every base, then every token against every base (the tracked
 * tokens); each pair once, in contract order, tokens of other chains and a
 * token against itself skipped; at most `max`.
 */
export function trackedTokenPairs(
  tokens: readonly Token[],
  bases: readonly Token[],
  saved: readonly (readonly [Token, Token])[],
  max: number = MAX_TRACKED_PAIRS,
): [Token, Token][] {
  const out: [Token, Token][] = [];
  const seen = new Set<string>();
  const add = (a: Token, b: Token): boolean => {
    if (out.length >= max) return false;
    if (a.chainId !== b.chainId || a.equals(b)) return true;
    const [x, y] = a.sortsBefore(b) ? [a, b] : [b, a];
    const key = `${x.chainId}:${x.key}:${y.key}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push([x, y]);
    }
    return true;
  };
  for (const [a, b] of saved) if (!add(a, b)) return out;
  for (const a of bases) for (const b of bases) if (!add(a, b)) return out;
  for (const t of tokens) for (const b of bases) if (!add(t, b)) return out;
  return out;
}

export interface PositionInfo {
  /** token0 and token1 of the pair the position's LP is worth. */
  pooled0: CurrencyAmount<Token>;
  pooled1: CurrencyAmount<Token>;
  /** The position's share of the pool (LP balance over the supply, pending protocol fee included). */
  share: Percent;
}

/** What an LP balance is worth in a pair; undefined when the reads do not fit (balance above supply, empty supply). */
export function positionInfo(pair: Pair, totalSupply: bigint, lpBalance: bigint, fee?: FeeState): PositionInfo | undefined {
  if (totalSupply === 0n || lpBalance > totalSupply || lpBalance < 0n) return undefined;
  const supply = CurrencyAmount.fromRaw(pair.liquidityToken, totalSupply);
  const balance = CurrencyAmount.fromRaw(pair.liquidityToken, lpBalance);
  const feeOn = feeOnArg(fee);
  return {
    pooled0: pair.getLiquidityValue(pair.token0, supply, balance, feeOn),
    pooled1: pair.getLiquidityValue(pair.token1, supply, balance, feeOn),
    share: new Percent(lpBalance, supplyWithProtocolFee(pair, totalSupply, fee)),
  };
}
