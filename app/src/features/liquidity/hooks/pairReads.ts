/**
 * Chain reads of the liquidity screens, each a single batched multicall
 * refreshed per block: LP balances of many pairs at once, and the LP supply,
 * kLast and the account's balance of the pairs on screen with the factory's
 * fee switch (the pending protocol fee changes what LP is worth).
 */
import { useMemo } from 'react';
import type { Address } from 'viem';
import { factoryAbi, pairAbi } from '@fuelswap/contracts';
import type { FeeState } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { readValue, ReadPlan, useBatchedReads } from '../../../chain/reads.ts';

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** Lower-case pair address → LP balance (raw). Pairs whose read failed (no contract) are absent. */
export type LpBalances = ReadonlyMap<string, bigint>;

/** LP balances of `account` in every pair, in one batch (the positions list). */
export function useLpBalances(account: Address | undefined, pairAddresses: readonly Address[]): { balances: LpBalances; loading: boolean } {
  const chainId = runtime().chainId;
  const plan = useMemo(() => {
    const p = new ReadPlan(chainId);
    const reads = account ? pairAddresses.map((address) => ({ address, balance: p.add(address, pairAbi, 'balanceOf', [account]) })) : [];
    return { p, reads };
  }, [pairAddresses, account, chainId]);
  const { results, isLoading } = useBatchedReads(plan.p, { keepPrevious: false });
  const balances = useMemo(() => {
    const out = new Map<string, bigint>();
    if (!results) return out;
    for (const { address, balance } of plan.reads) {
      const value = readValue(results, balance);
      if (value !== undefined) out.set(address.toLowerCase(), value);
    }
    return out;
  }, [results, plan]);
  return { balances, loading: plan.p.calls.length > 0 && (isLoading || !results) };
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
  const plan = useMemo(() => {
    const p = new ReadPlan(chainId);
    const feeTo = p.add(exchange.factory, factoryAbi, 'feeTo');
    const pairs = pairAddresses.map((address) => ({
      address,
      totalSupply: p.add(address, pairAbi, 'totalSupply'),
      kLast: p.add(address, pairAbi, 'kLast'),
      balance: account ? p.add(address, pairAbi, 'balanceOf', [account]) : undefined,
    }));
    return { p, feeTo, pairs };
  }, [pairAddresses, account, chainId, exchange.factory]);
  const { results, isLoading } = useBatchedReads(plan.p, { enabled: pairAddresses.length > 0, keepPrevious: false });
  return useMemo(() => {
    const out = new Map<string, PairStats>() as Map<string, PairStats> & { loading: boolean };
    out.loading = pairAddresses.length > 0 && (isLoading || !results);
    const feeTo = readValue(results, plan.feeTo);
    const feeOn = feeTo !== undefined ? feeTo.toLowerCase() !== ZERO_ADDRESS : undefined;
    for (const pair of plan.pairs) {
      const kLast = readValue(results, pair.kLast);
      const stats: PairStats = results
        ? {
            totalSupply: readValue(results, pair.totalSupply),
            kLast,
            balance: readValue(results, pair.balance),
            fee: feeOn !== undefined && kLast !== undefined ? { feeOn, kLast } : undefined,
          }
        : EMPTY_STATS;
      out.set(pair.address.toLowerCase(), stats);
    }
    return out;
  }, [results, isLoading, pairAddresses, plan]);
}

/** Stats of one pair (undefined address: nothing read). */
export function usePairStat(pairAddress: Address | undefined, account?: Address): PairStats & { loading: boolean } {
  const addresses = useMemo(() => (pairAddress ? [pairAddress] : []), [pairAddress]);
  const stats = usePairStats(addresses, account);
  const one = pairAddress ? stats.get(pairAddress.toLowerCase()) : undefined;
  return { ...(one ?? EMPTY_STATS), loading: stats.loading };
}
