/**
 * One batched read per page and block: every contract read a screen needs is
 * collected in a ReadPlan and sent with a single useReadContracts, which
 * viem turns into one Multicall3 aggregate3 request (spec 7 "Batched reads").
 * The block watcher invalidates it on every new block; actions refetch it at
 * once after their receipt.
 *
 * Typed from the ABI: `plan.add(address, abi, 'fn', args)` checks the function
 * name and arguments against the ABI and returns a handle that carries the
 * function's return type (viem's ContractFunctionReturnType), so
 * `readValue(results, handle)` is typed without a cast.
 *
 * Public reads come first and the user's last, so connecting a wallet only
 * appends calls: the public part of the previous result stays valid while
 * the new one loads.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useReadContracts } from 'wagmi';
import type { Abi, Address, ContractFunctionArgs, ContractFunctionName, ContractFunctionReturnType } from 'viem';
import { multicall3Abi } from '@fuelswap/contracts';
import { runtime } from './runtime.ts';

interface ContractRead {
  address: Address;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
  chainId: number;
}

declare const resultType: unique symbol;
/** The position of one read in its plan, branded with the read's result type. */
export type ReadHandle<T> = number & { readonly [resultType]?: T };

type ReadName<abi extends Abi> = ContractFunctionName<abi, 'pure' | 'view'>;
type ReadArgs<abi extends Abi, fn extends ReadName<abi>> = ContractFunctionArgs<abi, 'pure' | 'view', fn>;

export class ReadPlan {
  readonly calls: ContractRead[] = [];
  constructor(readonly chainId: number = runtime().chainId) {}
  add<const abi extends Abi, fn extends ReadName<abi>, const args extends ReadArgs<abi, fn>>(
    address: Address,
    abi: abi,
    functionName: fn,
    args?: args,
  ): ReadHandle<ContractFunctionReturnType<abi, 'pure' | 'view', fn, args>> {
    this.calls.push({ address, abi, functionName, ...(args ? { args: args as readonly unknown[] } : {}), chainId: this.chainId });
    return this.calls.length - 1;
  }
}

type Result = { status: 'success'; result: unknown } | { status: 'failure'; error: unknown };
export type ReadResults = readonly Result[] | undefined;

/**
 * The decoded value of one read, or undefined when it is missing or failed (one failed read
 * never blanks a page). Its type comes from the handle; a plain index gives `unknown`.
 */
export function readValue<T>(results: ReadResults, handle: ReadHandle<T> | undefined): T | undefined {
  if (handle === undefined || !results) return undefined;
  const r = results[handle];
  return r && r.status === 'success' ? (r.result as T) : undefined;
}

export interface BatchedReadOptions {
  /** Read at all (default: when the plan has calls). */
  enabled?: boolean;
  /**
   * Keep the previous plan's results while a new plan loads (default true: the screens
   * append the user's reads after the public ones and check `complete`). Off for
   * screens whose plan changes shape (another pair), where old results would be misread.
   */
  keepPrevious?: boolean;
}

export function useBatchedReads(plan: ReadPlan, options: BatchedReadOptions = {}) {
  const q = useReadContracts({
    // A heterogeneous list: each entry was checked against its own ABI by ReadPlan.add.
    contracts: plan.calls,
    allowFailure: true,
    query: {
      enabled: options.enabled ?? plan.calls.length > 0,
      ...(options.keepPrevious === false ? {} : { placeholderData: keepPreviousData }),
    },
  });
  // isPlaceholderData: the results are the previous plan's (kept while this one loads); a screen whose
  // plan changes shape decodes them with the plan that produced them.
  // dataUpdatedAt: when this answer arrived (a screen that switches between plans tells a cached answer from a fresh one).
  return {
    results: q.data as ReadResults,
    refetch: q.refetch,
    isLoading: q.isLoading,
    isError: q.isError,
    isPlaceholderData: q.isPlaceholderData,
    dataUpdatedAt: q.dataUpdatedAt,
  };
}

function multicallAddress(): Address {
  const address = runtime().chain.contracts?.multicall3?.address;
  if (!address) throw new Error('This chain has no Multicall3');
  return address;
}

/** The native coin's balance through Multicall3 (part of the same batch). */
export function addNativeBalanceRead(plan: ReadPlan, account: Address): ReadHandle<bigint> {
  return plan.add(multicallAddress(), multicall3Abi, 'getEthBalance', [account]);
}

/** The block's timestamp (for the vault's fee window), through Multicall3. */
export function addTimestampRead(plan: ReadPlan): ReadHandle<bigint> {
  return plan.add(multicallAddress(), multicall3Abi, 'getCurrentBlockTimestamp');
}
