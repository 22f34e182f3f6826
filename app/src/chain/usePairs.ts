/**
 * Reserves of V2 pairs for token pairs, read in one batched multicall (a
 * ReadPlan, reads.ts) and refreshed per block. Pair addresses are computed
 * (CREATE2) from the chain's factory and init code hash, so no pair list is
 * needed.
 */
import { useMemo } from 'react';
import { pairAbi } from '@fuelswap/contracts';
import { CurrencyAmount, Pair, computePairAddress, type Token } from '@fuelswap/sdk';
import { runtime } from './runtime.ts';
import { readValue, ReadPlan, useBatchedReads } from './reads.ts';

export type PairState = 'loading' | 'not-exists' | 'exists' | 'invalid';

export interface PairResult {
  state: PairState;
  pair: Pair | null;
}

export function pairAddressOf(a: Token, b: Token): `0x${string}` {
  const { factory, initCodeHash } = runtime().exchange;
  return computePairAddress(factory, a, b, initCodeHash);
}

export function usePairs(tokenPairs: readonly (readonly [Token | undefined, Token | undefined])[]): PairResult[] {
  const chainId = runtime().chainId;
  const addresses = useMemo(
    () => tokenPairs.map(([a, b]) => (a && b && a.chainId === b.chainId && !a.equals(b) ? pairAddressOf(a, b) : undefined)),
    [tokenPairs],
  );
  const plan = useMemo(() => {
    const p = new ReadPlan(chainId);
    return { p, reserves: addresses.map((address) => (address ? p.add(address, pairAbi, 'getReserves') : undefined)) };
  }, [addresses, chainId]);
  // Other token pairs are another plan: never read the previous plan's answers with this one's handles.
  const { results, isLoading } = useBatchedReads(plan.p, { keepPrevious: false });

  return useMemo(() => {
    return tokenPairs.map(([a, b], idx): PairResult => {
      const address = addresses[idx];
      if (!address || !a || !b) return { state: 'invalid', pair: null };
      if (isLoading || !results) return { state: 'loading', pair: null };
      const reserves = readValue(results, plan.reserves[idx]);
      if (!reserves) return { state: 'not-exists', pair: null };
      const [reserve0, reserve1] = reserves;
      const [t0, t1] = a.sortsBefore(b) ? [a, b] : [b, a];
      if (reserve0 === 0n && reserve1 === 0n) return { state: 'not-exists', pair: null };
      return {
        state: 'exists',
        pair: new Pair(CurrencyAmount.fromRaw(t0, reserve0), CurrencyAmount.fromRaw(t1, reserve1), address),
      };
    });
  }, [tokenPairs, addresses, plan, results, isLoading]);
}
