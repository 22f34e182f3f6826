/**
 * One batched read per page and block: every contract read a screen needs is
 * collected in a ReadPlan and sent with a single useReadContracts, which
 * viem turns into one Multicall3 aggregate3 request (spec 7 "Batched reads").
 * The block watcher invalidates it on every new block; actions refetch it at
 * once after their receipt.
 *
 * Public reads come first and the user's last, so connecting a wallet only
 * appends calls: the public part of the previous result stays valid while
 * the new one loads.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useReadContracts } from 'wagmi';
import type { Abi, Address } from 'viem';
import { multicall3Abi, pairAbi } from '@fuelswap/contracts';
import type { FarmsConfig } from '@fuelswap/config';
import { resolveUsdPrices, type ReservePair } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';

export interface ContractRead {
  address: Address;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
  chainId: number;
}

export class ReadPlan {
  readonly calls: ContractRead[] = [];
  constructor(readonly chainId: number = runtime().chainId) {}
  add(address: Address, abi: Abi | readonly unknown[], functionName: string, args?: readonly unknown[]): number {
    this.calls.push({ address, abi: abi as Abi, functionName, ...(args ? { args } : {}), chainId: this.chainId });
    return this.calls.length - 1;
  }
}

type Result = { status: 'success'; result: unknown } | { status: 'failure'; error: unknown };
export type ReadResults = readonly Result[] | undefined;

/** The decoded value of read `index`, or undefined when it is missing or failed (one failed read never blanks a page). */
export function readValue<T>(results: ReadResults, index: number | undefined): T | undefined {
  if (index === undefined || !results) return undefined;
  const r = results[index];
  return r && r.status === 'success' ? (r.result as T) : undefined;
}

export function useBatchedReads(plan: ReadPlan) {
  const q = useReadContracts({
    contracts: plan.calls as never,
    allowFailure: true,
    query: { enabled: plan.calls.length > 0, placeholderData: keepPreviousData },
  });
  return { results: q.data as ReadResults, refetch: q.refetch, isLoading: q.isLoading, isError: q.isError };
}

// ------------------------------------------------------------------ prices

export interface PriceReads {
  reserves: Map<number, number>;
}

/** getReserves of every farm's pair: the chain's price graph (BUSD-BNB and FUEL-BNB among them). */
export function addPriceReads(plan: ReadPlan, config: FarmsConfig): PriceReads {
  const reserves = new Map<number, number>();
  for (const f of config.farms) {
    if (f.pid === 0) continue;
    reserves.set(f.pid, plan.add(f.lpAddress, pairAbi, 'getReserves'));
  }
  return { reserves };
}

/** The farm's reserves as token/quote amounts, or undefined. */
export function farmReserves(config: FarmsConfig, results: ReadResults, reads: PriceReads, pid: number): { token: bigint; quote: bigint } | undefined {
  const farm = config.farms.find((f) => f.pid === pid);
  const r = readValue<readonly [bigint, bigint, number]>(results, reads.reserves.get(pid));
  if (!farm || !r) return undefined;
  const tokenIs0 = farm.token.address.toLowerCase() < farm.quoteToken.address.toLowerCase();
  return tokenIs0 ? { token: r[0], quote: r[1] } : { token: r[1], quote: r[0] };
}

/** Dollar prices (WAD per whole token) by lower-case address, derived from the reserves only. */
export function decodePrices(config: FarmsConfig, results: ReadResults, reads: PriceReads): Map<string, bigint> {
  const pairs: ReservePair[] = [];
  for (const f of config.farms) {
    const r = farmReserves(config, results, reads, f.pid);
    if (!r) continue;
    pairs.push({
      tokenA: f.token.address,
      tokenB: f.quoteToken.address,
      reserveA: r.token,
      reserveB: r.quote,
      decimalsA: f.token.decimals,
      decimalsB: f.quoteToken.decimals,
    });
  }
  return resolveUsdPrices(config.usd.address, pairs);
}

export function priceOf(prices: Map<string, bigint>, address: string): bigint | undefined {
  return prices.get(address.toLowerCase());
}

/** The native coin's balance through Multicall3 (part of the same batch). */
export function addNativeBalanceRead(plan: ReadPlan, account: Address): number {
  return plan.add(multicallAddress(), multicall3Abi, 'getEthBalance', [account]);
}

export function multicallAddress(): Address {
  const address = runtime().chain.contracts?.multicall3?.address;
  if (!address) throw new Error('This chain has no Multicall3');
  return address;
}

/** The block's timestamp (for the vault's fee window), through Multicall3. */
export function addTimestampRead(plan: ReadPlan): number {
  return plan.add(multicallAddress(), multicall3Abi, 'getCurrentBlockTimestamp');
}
