/**
 * The rules every router-style write shares (swap, add and remove liquidity,
 * and the features built like them), in one place on top of the write path
 * (write/):
 * - candidate calls (e.g. the plain method, then its fee-on-transfer variant):
 *   gas is estimated for every candidate at once and the first, in order,
 *   that estimates is sent; when none does, the failure that names a revert
 *   reason wins;
 * - the deadline: the later of the latest block's time and the local clock,
 *   plus the user's setting (a lagging devnet clock never makes a deadline
 *   already past; a clock behind the chain never either).
 */
import type { Config } from 'wagmi';
import type { Abi, Address, Hash } from 'viem';
import { deadlineFrom } from '@fuelswap/sdk';
import { runtime } from './runtime.ts';
import { TransactionCannotSucceedError, TransactionError } from './write/errors.ts';
import { estimateGasLimit } from './write/estimateGasLimit.ts';
import { sendContractTransaction } from './write/sendContractTransaction.ts';
import type { ContractTransactionParams } from './write/types.ts';

export const NO_CALL_THREW = 'Unexpected error. Please contact support: none of the calls threw an error';

/**
 * Estimates every call at once and returns the first, in order, that
 * estimates, with its gas limit. When all fail: the last failure that carries
 * a revert reason, else the last failure; with no calls at all, NO_CALL_THREW.
 */
export async function chooseCall<C>(calls: readonly C[], estimate: (call: C) => Promise<bigint>): Promise<{ call: C; gas: bigint }> {
  const results = await Promise.allSettled(calls.map((c) => estimate(c)));
  for (let i = 0; i < results.length; i++) {
    const r = results[i] as PromiseSettledResult<bigint>;
    if (r.status === 'fulfilled') return { call: calls[i] as C, gas: r.value };
  }
  const errors = results.map((r) => (r as PromiseRejectedResult).reason as unknown);
  if (errors.length === 0) throw new TransactionError(NO_CALL_THREW);
  const withReason = errors.filter((e) => e instanceof TransactionCannotSucceedError);
  throw (withReason.length > 0 ? withReason[withReason.length - 1] : errors[errors.length - 1]) as Error;
}

/** One candidate of a write: a method of the contract, its arguments, and the native coin it sends. */
export interface CandidateCall {
  methodName: string;
  args: readonly unknown[];
  /** Wei sent with this call; overrides the shared `value`. */
  value?: bigint;
}

export interface CandidateWrite<C extends CandidateCall = CandidateCall> {
  address: Address;
  abi: Abi | readonly unknown[];
  account: Address;
  candidates: readonly C[];
  /** Wei sent with every candidate (unless the candidate says otherwise). */
  value?: bigint;
  summary: string;
  gasMarginBps?: bigint;
  chainId?: number;
}

/**
 * The write's candidates as the write path's parameters. The candidates' method names and
 * arguments come from the SDK's call builders (strings and tuples), so they are checked
 * against the ABI by the node's estimate, not by the compiler.
 */
function txOf<C extends CandidateCall>(p: CandidateWrite<C>, c: C): ContractTransactionParams {
  const value = c.value ?? p.value;
  return {
    address: p.address,
    abi: p.abi as Abi,
    functionName: c.methodName,
    args: c.args,
    ...(value !== undefined && value > 0n ? { value } : {}),
    account: p.account,
    ...(p.chainId !== undefined ? { chainId: p.chainId } : {}),
    ...(p.gasMarginBps !== undefined ? { gasMarginBps: p.gasMarginBps } : {}),
    summary: p.summary,
  };
}

/** Chooses the candidate to send (see chooseCall) and returns it with its parameters and gas limit. */
export async function chooseCandidate<C extends CandidateCall>(
  config: Config,
  p: CandidateWrite<C>,
): Promise<{ call: C; tx: ContractTransactionParams; gas: bigint }> {
  const { call, gas } = await chooseCall(p.candidates, (c) => estimateGasLimit(config, txOf(p, c)));
  return { call, tx: txOf(p, call), gas };
}

/** Chooses the candidate and sends it through the write path; resolves to the hash. */
export async function sendFirstViable(config: Config, p: CandidateWrite): Promise<Hash> {
  const { tx, gas } = await chooseCandidate(config, p);
  return sendContractTransaction(config, { ...tx, gas });
}

/** The later of the latest block's time (what the contracts compare with) and the local clock, in seconds. */
export async function chainNow(config: Config, chainId: number = runtime().chainId): Promise<bigint> {
  const local = BigInt(Math.floor(Date.now() / 1000));
  try {
    const { getBlock } = await import('./writeActions.ts');
    const block = await getBlock(config, { chainId });
    return block.timestamp > local ? block.timestamp : local;
  } catch {
    return local;
  }
}

/** The deadline of a transaction sent now: chainNow plus the user's deadline setting (seconds). */
export async function deadlineAfter(config: Config, ttlSeconds: number, chainId: number = runtime().chainId): Promise<bigint> {
  return deadlineFrom(await chainNow(config, chainId), ttlSeconds);
}
