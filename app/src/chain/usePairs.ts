/**
 * Reserves of V2 pairs for token pairs, read in one batched multicall and
 * refreshed per block. Pair addresses are computed (CREATE2) from the
 * chain's factory and init code hash, so no pair list is needed.
 */
import { useMemo } from 'react';
import { useReadContracts } from 'wagmi';
import { pairAbi } from '@fuelswap/contracts';
import { CurrencyAmount, Pair, computePairAddress, type Token } from '@fuelswap/sdk';
import { runtime } from './runtime.ts';

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
  const contracts = useMemo(
    () =>
      addresses
        .filter((a): a is `0x${string}` => a !== undefined)
        .map((address) => ({ address, abi: pairAbi, functionName: 'getReserves' as const, chainId })),
    [addresses, chainId],
  );
  const { data, isLoading } = useReadContracts({ contracts, allowFailure: true, query: { enabled: contracts.length > 0 } });

  return useMemo(() => {
    let i = 0;
    return tokenPairs.map(([a, b], idx): PairResult => {
      const address = addresses[idx];
      if (!address || !a || !b) return { state: 'invalid', pair: null };
      const r = data?.[i++];
      if (isLoading || !data) return { state: 'loading', pair: null };
      if (!r || r.status !== 'success') return { state: 'not-exists', pair: null };
      const [reserve0, reserve1] = r.result as readonly [bigint, bigint, number];
      const [t0, t1] = a.sortsBefore(b) ? [a, b] : [b, a];
      if (reserve0 === 0n && reserve1 === 0n) return { state: 'not-exists', pair: null };
      return {
        state: 'exists',
        pair: new Pair(CurrencyAmount.fromRaw(t0, reserve0), CurrencyAmount.fromRaw(t1, reserve1), address),
      };
    });
  }, [tokenPairs, addresses, data, isLoading]);
}
