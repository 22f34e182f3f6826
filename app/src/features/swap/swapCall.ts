/**
 * The router call for a trade (spec 000 §7 "Router swap", §8 "Swap errors"):
 * the candidate calls (for exact input, the normal method and its
 * fee-on-transfer variant), gas estimated for each (+10%, through the one
 * write path), the first that estimates is sent. When none estimates, the
 * write path's static call gives the reason: "The transaction cannot
 * succeed due to error: {reason}." or "Unexpected issue with estimating the
 * gas. Please try again.". A wallet rejection is "Transaction rejected.";
 * any other failure while sending is "Swap failed: {message}".
 */
import type { Config } from 'wagmi';
import { getBlock } from 'wagmi/actions';
import { BaseError, type Address, type Hash } from 'viem';
import { routerAbi } from '@fuelswap/contracts';
import { GAS_MARGIN_BPS, TradeType, swapCallParameters, type SwapParameters, type Trade } from '@fuelswap/sdk';
import { runtime } from '../../chain/runtime.ts';
import {
  estimateGasLimit,
  isRejection,
  sendContractTransaction,
  TransactionCannotSucceedError,
  TransactionError,
  TransactionRejectedError,
} from '../../chain/write.ts';

export const NO_CALL_THREW = 'Unexpected error. Please contact support: none of the calls threw an error';

/** "Swap failed: {message}" (spec 8). */
export class SwapFailedError extends TransactionError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('Swap failed: {message}', { message }, options);
    this.name = 'SwapFailedError';
  }
}

export interface SwapCallOptions {
  /** Basis points. */
  allowedSlippage: number;
  recipient: Address;
  /** Unix seconds. */
  deadline: bigint;
}

/** The calls to try, in order: the normal method, then (exact input only) the fee-on-transfer variant. */
export function swapCalls(trade: Trade, options: SwapCallOptions): SwapParameters[] {
  const base = { allowedSlippage: options.allowedSlippage, recipient: options.recipient, deadline: options.deadline };
  const calls = [swapCallParameters(trade, base)];
  if (trade.tradeType === TradeType.EXACT_INPUT) calls.push(swapCallParameters(trade, { ...base, feeOnTransfer: true }));
  return calls;
}

/**
 * Estimates every call at once and returns the first, in order, that
 * estimates, with its gas limit. When all fail: the last failure that carries
 * a revert reason, else the last failure; with no calls at all, NO_CALL_THREW.
 */
export async function chooseSwapCall<C>(calls: readonly C[], estimate: (call: C) => Promise<bigint>): Promise<{ call: C; gas: bigint }> {
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

/** The short message of a send failure, without viem's multi-line details. */
export function shortErrorMessage(e: unknown): string {
  if (e instanceof BaseError) return e.shortMessage || e.message;
  if (e instanceof Error) return e.message;
  return String(e);
}

export interface ExecuteSwapParams extends Omit<SwapCallOptions, 'deadline'> {
  trade: Trade;
  account: Address;
  /** The user's deadline in seconds (settings), added to the latest block's time. */
  deadlineSeconds: number;
  /** Recorded with the transaction. */
  summary: string;
}

/** Latest block time (the chain's clock, which the router compares with), or the local clock if unavailable. */
async function chainNow(config: Config, chainId: number): Promise<bigint> {
  try {
    const block = await getBlock(config, { chainId });
    const local = BigInt(Math.floor(Date.now() / 1000));
    return block.timestamp > local ? block.timestamp : local;
  } catch {
    return BigInt(Math.floor(Date.now() / 1000));
  }
}

/** Estimates, chooses, sends and records the swap; resolves to the transaction hash. */
export async function executeSwap(config: Config, p: ExecuteSwapParams): Promise<{ hash: Hash; methodName: SwapParameters['methodName'] }> {
  const chainId = runtime().chainId;
  const router = runtime().exchange.router;
  const deadline = (await chainNow(config, chainId)) + BigInt(p.deadlineSeconds);
  const calls = swapCalls(p.trade, { allowedSlippage: p.allowedSlippage, recipient: p.recipient, deadline });
  const txFor = (c: SwapParameters) => ({
    address: router,
    abi: routerAbi,
    functionName: c.methodName,
    args: c.args,
    ...(c.value > 0n ? { value: c.value } : {}),
    account: p.account,
    chainId,
    // Spec 9: the swap's gas estimate buffer is +10%.
    gasMarginBps: GAS_MARGIN_BPS,
  });
  const { call, gas } = await chooseSwapCall(calls, (c) => estimateGasLimit(config, txFor(c) as Parameters<typeof estimateGasLimit>[1]));
  try {
    const hash = await sendContractTransaction(config, { ...txFor(call), gas, summary: p.summary } as unknown as Parameters<typeof sendContractTransaction>[1]);
    return { hash, methodName: call.methodName };
  } catch (e) {
    if (e instanceof TransactionRejectedError || isRejection(e)) throw e instanceof TransactionRejectedError ? e : new TransactionRejectedError({ cause: e });
    console.error('Swap failed', e, call.methodName, call.args, call.value);
    throw new SwapFailedError(shortErrorMessage(e), { cause: e });
  }
}
