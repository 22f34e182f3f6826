/**
 * The user's liquidity positions: the pairs of the
 * tracked tokens (every offered token against the chain's bases, bounded)
 * plus the pairs the user saved (imported on /find), their LP balances read
 * in one batch, then reserves and supply of the pairs with a balance.
 */
import { useMemo } from 'react';
import type { Address } from 'viem';
import { Token, trackedTokenPairs, type Pair, type SavedPair, type SavedToken } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { toToken } from '../../../chain/tokens.ts';
import { pairAddressOf, usePairs } from '../../../chain/usePairs.ts';
import { settingsActions, useSavedPairs } from '../../settings/index.ts';
import { UNKNOWN_NAME, UNKNOWN_SYMBOL, useAllTokens, type TokenMap } from '../../tokens/index.ts';
import { useLpBalances, usePairStats, type PairStats } from './pairReads.ts';

function savedToToken(saved: SavedToken, known: TokenMap): Token | undefined {
  const hit = known.get(saved.address.toLowerCase());
  if (hit) return hit;
  try {
    return new Token(saved.chainId, saved.address, saved.decimals, saved.symbol ?? UNKNOWN_SYMBOL, saved.name ?? UNKNOWN_NAME);
  } catch {
    return undefined;
  }
}

export function toSavedToken(token: Token): SavedToken {
  return { chainId: token.chainId, address: token.address, decimals: token.decimals, symbol: token.symbol, name: token.name };
}

/** Saves a pair in the user's settings (the /find import); ignored for identical tokens or different chains. */
export function savePair(a: Token, b: Token): void {
  settingsActions.addSavedPair(toSavedToken(a), toSavedToken(b));
}

/** The saved pairs of the target chain as tokens. */
export function useSavedTokenPairs(): [Token, Token][] {
  const chainId = runtime().chainId;
  const saved = useSavedPairs(chainId);
  const all = useAllTokens();
  return useMemo(() => {
    const out: [Token, Token][] = [];
    for (const p of saved as SavedPair[]) {
      const a = savedToToken(p.token0, all);
      const b = savedToToken(p.token1, all);
      if (a && b && !a.equals(b)) out.push([a, b]);
    }
    return out;
  }, [saved, all]);
}

/** The pairs checked for a position: saved pairs, bases × bases, tokens × bases (at most MAX_TRACKED_PAIRS). */
export function useTrackedPairs(): [Token, Token][] {
  const all = useAllTokens();
  const saved = useSavedTokenPairs();
  const bases = useMemo(() => runtime().exchange.bases.map(toToken), []);
  return useMemo(() => trackedTokenPairs([...all.values()], bases, saved), [all, bases, saved]);
}

export interface Position {
  tokens: readonly [Token, Token];
  address: Address;
  /** LP balance (raw). */
  balance: bigint;
  pair: Pair | null;
  stats: PairStats | undefined;
}

/** Positions of `account`: every tracked pair with an LP balance above zero. */
export function usePositions(account: Address | undefined): { positions: Position[]; loading: boolean } {
  const tracked = useTrackedPairs();
  const addresses = useMemo(() => tracked.map(([a, b]) => pairAddressOf(a, b)), [tracked]);
  const { balances, loading: balancesLoading } = useLpBalances(account, addresses);

  const held = useMemo(() => {
    const out: { tokens: [Token, Token]; address: Address; balance: bigint }[] = [];
    tracked.forEach((tokens, i) => {
      // `addresses` is `tracked` mapped to the pair addresses: one per tracked pair, in the same order.
      const address = addresses[i];
      if (!address) throw new Error(`No pair address for the tracked pair ${tokens[0].symbol}/${tokens[1].symbol}.`);
      const balance = balances.get(address.toLowerCase());
      if (balance !== undefined && balance > 0n) out.push({ tokens, address, balance });
    });
    return out;
  }, [tracked, addresses, balances]);

  const heldPairs = useMemo(() => held.map((h) => h.tokens), [held]);
  const heldAddresses = useMemo(() => held.map((h) => h.address), [held]);
  const pairs = usePairs(heldPairs);
  const stats = usePairStats(heldAddresses);

  const positions = useMemo(
    () =>
      held.map(
        (h, i): Position => ({
          tokens: h.tokens,
          address: h.address,
          balance: h.balance,
          pair: pairs[i]?.pair ?? null,
          stats: stats.get(h.address.toLowerCase()),
        }),
      ),
    [held, pairs, stats],
  );
  const loading = !!account && (balancesLoading || pairs.some((p) => p.state === 'loading') || stats.loading);
  return { positions, loading };
}
