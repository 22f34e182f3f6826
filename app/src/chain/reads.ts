/**
 * One batched read per page and block: every contract read a screen needs is
 * collected in a ReadPlan and sent as one Multicall3 aggregate3 eth_call, in
 * chunks of 500 calls (spec 7 "Batched reads"); the transport's JSON-RPC
 * batching puts the page's plans and the block poll in one POST. The block
 * watcher invalidates the plans on every new block ('perBlock' queries);
 * actions refetch them at once after their receipt.
 *
 * Written here rather than with wagmi's useReadContracts:
 * that goes through viem's `call`, which brings the deployless-multicall
 * bytecode, abitype's ABI parser and the CCIP machinery into the shell of
 * every page, about 8 kB gzipped, for the one eth_call this needs.
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
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useClient, type Config } from 'wagmi';
import { getClient } from 'wagmi/actions';
import {
  decodeFunctionResult,
  encodeFunctionData,
  type Abi,
  type Address,
  type Client,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type ContractFunctionReturnType,
  type Hex,
} from 'viem';
import { multicall3Abi } from '@fuelswap/contracts';
import { runtime } from './runtime.ts';

export interface ContractRead {
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

export type ReadResult = { status: 'success'; result: unknown } | { status: 'failure'; error: unknown };
type Result = ReadResult;
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

/** The spec's chunk: at most 500 calls in one aggregate3. */
export const READ_CHUNK = 500;

/** A read encoded for the chain, or why it could not be (a bad argument fails that read alone). */
type Encoded = { call: ContractRead; data: Hex } | { call: ContractRead; error: unknown };

/** Each read's encoding, kept with the read (a plan's reads are the same objects every block). */
const encodings = new WeakMap<ContractRead, Encoded>();

/** The read's calldata, encoded once: the query key and every block's request use the same. */
function encode(call: ContractRead): Encoded {
  let e = encodings.get(call);
  if (!e) {
    try {
      e = { call, data: encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args ?? [] }) };
    } catch (error) {
      e = { call, error };
    }
    encodings.set(call, e);
  }
  return e;
}

function callKey(call: ContractRead): string {
  const e = encode(call);
  return `${call.chainId}:${call.address.toLowerCase()}:${'data' in e ? e.data : `unencodable ${call.functionName}`}`;
}

function decode(call: ContractRead, success: boolean, data: Hex): Result {
  if (!success) return { status: 'failure', error: new Error(`${call.functionName} reverted`) };
  try {
    return {
      status: 'success',
      result: decodeFunctionResult({ abi: call.abi, functionName: call.functionName, args: call.args ?? [], data }),
    };
  } catch (error) {
    // Empty or malformed return data: an address without that function (one failed read never blanks a page).
    return { status: 'failure', error };
  }
}

async function ethCall(client: Client, to: Address, data: Hex): Promise<Hex> {
  return client.request({ method: 'eth_call', params: [{ to, data }, 'latest'] });
}

/** Reads every call of a plan: aggregate3 chunks through Multicall3, or one eth_call each on a chain without it. */
export async function readPlan(client: Client, calls: readonly ContractRead[]): Promise<Result[]> {
  const encoded = calls.map(encode);
  const results: Result[] = encoded.map((e) =>
    'error' in e ? { status: 'failure', error: e.error } : { status: 'failure', error: undefined },
  );
  const ready = encoded.flatMap((e, i) => ('data' in e ? [{ i, call: e.call, data: e.data }] : []));
  const multicall = runtime().chain.contracts?.multicall3?.address;
  if (!multicall) {
    await Promise.all(
      ready.map(async ({ i, call, data }) => {
        try {
          results[i] = decode(call, true, await ethCall(client, call.address, data));
        } catch (error) {
          results[i] = { status: 'failure', error };
        }
      }),
    );
    return results;
  }
  const chunks: (typeof ready)[] = [];
  for (let k = 0; k < ready.length; k += READ_CHUNK) chunks.push(ready.slice(k, k + READ_CHUNK));
  await Promise.all(
    chunks.map(async (chunk) => {
      const data = encodeFunctionData({
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [chunk.map((r) => ({ target: r.call.address, allowFailure: true, callData: r.data }))],
      });
      const answers = decodeFunctionResult({
        abi: multicall3Abi,
        functionName: 'aggregate3',
        data: await ethCall(client, multicall, data),
      });
      chunk.forEach((r, k) => {
        const a = answers[k];
        results[r.i] = a ? decode(r.call, a.success, a.returnData) : { status: 'failure', error: new Error('missing result') };
      });
    }),
  );
  return results;
}

function clientFor(config: Config, chainId: number): Client {
  const client = getClient(config, { chainId });
  if (!client) throw new Error(`No client for chain ${chainId}`);
  return client;
}

/**
 * A plan's reads once (an action's, or a query's that is not per block): one aggregate3, each read's result or
 * failure on its own (readValue); throws only when the request itself fails.
 */
export function readPlanOnce(config: Config, plan: ReadPlan): Promise<Result[]> {
  return readPlan(clientFor(config, plan.chainId), plan.calls);
}

/**
 * One read on its own (an action's, or a query's that is not per block), through the same aggregate3 path:
 * its decoded value, typed from the ABI like ReadPlan.add; throws when it reverts or cannot be decoded.
 */
export async function readContractOnce<const abi extends Abi, fn extends ReadName<abi>, const args extends ReadArgs<abi, fn>>(
  config: Config,
  read: { address: Address; abi: abi; functionName: fn; args?: args; chainId?: number },
): Promise<ContractFunctionReturnType<abi, 'pure' | 'view', fn, args>> {
  const chainId = read.chainId ?? runtime().chainId;
  const call: ContractRead = {
    address: read.address,
    abi: read.abi,
    functionName: read.functionName,
    ...(read.args ? { args: read.args as readonly unknown[] } : {}),
    chainId,
  };
  const [r] = await readPlan(clientFor(config, chainId), [call]);
  if (r?.status !== 'success') throw r?.error instanceof Error ? r.error : new Error(`${read.functionName} failed`);
  return r.result as ContractFunctionReturnType<abi, 'pure' | 'view', fn, args>;
}

export function useBatchedReads(plan: ReadPlan, options: BatchedReadOptions = {}) {
  const client = useClient({ chainId: plan.chainId });
  // The key is the calldata itself: the same reads share one query, and a new block refreshes it ('perBlock').
  const key = useMemo(() => plan.calls.map(callKey), [plan]);
  const q = useQuery({
    queryKey: ['perBlock', 'reads', ...key],
    queryFn: () => {
      if (!client) throw new Error('No client for this chain');
      return readPlan(client, plan.calls);
    },
    enabled: (options.enabled ?? plan.calls.length > 0) && !!client,
    ...(options.keepPrevious === false ? {} : { placeholderData: keepPreviousData }),
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
