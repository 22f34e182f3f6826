/**
 * Chain reads of the liquidity screens, each a single batched multicall
 * refreshed per block: LP balances of many pairs at once, and the LP supply,
 * kLast and the account's balance of the pairs on screen with the factory's
 * fee switch (the pending protocol fee changes what LP is worth).
 */
import { useMemo } from 'react';
import { useReadContracts } from 'wagmi';
import type { Address } from 'viem';
import { factoryAbi, pairAbi } from '@fuelswap/contracts';
import type { FeeState } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** Lower-case pair address → LP balance (raw). Pairs whose read failed (no contract) are absent. */
export type LpBalances = ReadonlyMap<string, bigint>;

/** LP balances of `account` in every pair, in one batch (the positions list). */
export function useLpBalances(account: Address | undefined, pairAddresses: readonly Address[]): { balances: LpBalances; loading: boolean } {
  const chainId = runtime().chainId;
  const contracts = useMemo(
    () =>
      account
        ? pairAddresses.map((address) => ({ address, abi: pairAbi, functionName: 'balanceOf' as const, args: [account] as const, chainId }))
        : [],
    [pairAddresses, account, chainId],
  );
  const { data, isLoading } = useReadContracts({ contracts, allowFailure: true, query: { enabled: contracts.length > 0 } });
  const balances = useMemo(() => {
    const out = new Map<string, bigint>();
    if (!data) return out;
    pairAddresses.forEach((address, i) => {
      const r = data[i];
      if (r?.status === 'success' && typeof r.result === 'bigint') out.set(address.toLowerCase(), r.result);
    });
    return out;
  }, [data, pairAddresses]);
  return { balances, loading: contracts.length > 0 && (isLoading || !data) };
}

export interface PairStats {
  totalSupply: bigint | undefined;
  kLast: bigint | undefined;
  /** The account's LP balance (when an account was given). */
  balance: bigint | undefined;
  /** The fee switch as the next mint or burn sees it; undefined until read. */
  fee: FeeState | undefined;
}

const EMPTY_STATS: PairStats = { totalSupply: undefined, kLast: undefined, balance: undefined, fee: undefined };

/**
 * totalSupply and kLast of each pair, the account's LP balance, and the
 * factory's feeTo, in one batch. Lower-case address → stats.
 */
export function usePairStats(pairAddresses: readonly Address[], account?: Address): ReadonlyMap<string, PairStats> & { loading: boolean } {
  const { chainId, exchange } = runtime();
  const perPair = account ? 3 : 2;
  const contracts = useMemo(() => {
    const calls: { address: Address; abi: typeof pairAbi | typeof factoryAbi; functionName: string; args?: readonly unknown[]; chainId: number }[] = [
      { address: exchange.factory, abi: factoryAbi, functionName: 'feeTo', chainId },
    ];
    for (const address of pairAddresses) {
      calls.push({ address, abi: pairAbi, functionName: 'totalSupply', chainId });
      calls.push({ address, abi: pairAbi, functionName: 'kLast', chainId });
      if (account) calls.push({ address, abi: pairAbi, functionName: 'balanceOf', args: [account], chainId });
    }
    return calls;
  }, [pairAddresses, account, chainId, exchange.factory]);
  const { data, isLoading } = useReadContracts({
    contracts: contracts as unknown as readonly { address: Address; abi: typeof pairAbi; functionName: 'totalSupply'; chainId: number }[],
    allowFailure: true,
    query: { enabled: pairAddresses.length > 0 },
  });
  return useMemo(() => {
    const out = new Map<string, PairStats>() as Map<string, PairStats> & { loading: boolean };
    out.loading = pairAddresses.length > 0 && (isLoading || !data);
    const value = (i: number): unknown => {
      const r = data?.[i];
      return r?.status === 'success' ? r.result : undefined;
    };
    const feeTo = value(0);
    const feeOn = typeof feeTo === 'string' ? feeTo.toLowerCase() !== ZERO_ADDRESS : undefined;
    pairAddresses.forEach((address, i) => {
      const at = 1 + i * perPair;
      const totalSupply = value(at);
      const kLast = value(at + 1);
      const balance = account ? value(at + 2) : undefined;
      const stats: PairStats = data
        ? {
            totalSupply: typeof totalSupply === 'bigint' ? totalSupply : undefined,
            kLast: typeof kLast === 'bigint' ? kLast : undefined,
            balance: typeof balance === 'bigint' ? balance : undefined,
            fee: feeOn !== undefined && typeof kLast === 'bigint' ? { feeOn, kLast } : undefined,
          }
        : EMPTY_STATS;
      out.set(address.toLowerCase(), stats);
    });
    return out;
  }, [data, isLoading, pairAddresses, perPair, account]);
}

/** Stats of one pair (undefined address: nothing read). */
export function usePairStat(pairAddress: Address | undefined, account?: Address): PairStats & { loading: boolean } {
  const addresses = useMemo(() => (pairAddress ? [pairAddress] : []), [pairAddress]);
  const stats = usePairStats(addresses, account);
  const one = pairAddress ? stats.get(pairAddress.toLowerCase()) : undefined;
  return { ...(one ?? EMPTY_STATS), loading: stats.loading };
}
