/**
 * The router call for a trade:
 * the candidate calls (for exact input, the normal method and its
 * fee-on-transfer variant), gas estimated for each (+10%, through the one
 * write path), the first that estimates is sent. When none estimates, the
 * write path's static call gives the reason: "The transaction cannot
 * succeed due to error: {reason}." or "Unexpected issue with estimating the
 * gas. Please try again.". A wallet rejection is "Transaction rejected.",
 * a chain that stopped answering is the write layer's refusal ("The chain is
 * not responding; figures may be out of date."); any other failure while
 * sending is "Swap failed: {{message}}". Every send goes through the write
 * layer (chain/write/index.ts: the stale-chain refusal, the transaction
 * store); the review dialog shows these errors from its confirmation state
 * (hooks/useSwapConfirm.ts). Loaded on demand: with the review, or on the
 * first send.
 */
import type { Config } from 'wagmi';
import { BaseError, type Address, type Hash } from 'viem';
import { routerAbi } from '@fuelswap/contracts';
import {
  GAS_MARGIN_BPS,
  TradeType,
  isSplitTrade,
  swapCallParameters,
  type AnyTrade,
  type SplitSwapParameters,
  type SwapParameters,
  type Trade,
} from '@fuelswap/sdk';
import { runtime } from '../../chain/runtime.ts';
import { isRejection, sendContractTransaction, TransactionError, TransactionRejectedError } from '../../chain/write/index.ts';
import { chooseCandidate, deadlineAfter } from '../../chain/calls.ts';
import { measuredTransferTax } from '../tokens/index.ts';

export { NO_CALL_THREW } from '../../chain/calls.ts';

/** "Swap failed: {{message}}" (spec 8). */
export class SwapFailedError extends TransactionError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('Swap failed: {{message}}', { message }, options);
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

export type RouterCall = SwapParameters | SplitSwapParameters;

/**
 * The calls to try for one route, in order: the normal method, then (exact input only) the fee-on-transfer variant. When a
 * currency of the trade was measured to tax its transfers (`feeOnTransfer`), only the fee-on-transfer variant:
 * the normal method would fail the pair's K check.
 */
export function swapCalls(trade: Trade, options: SwapCallOptions, feeOnTransfer = false): SwapParameters[] {
  const base = { allowedSlippage: options.allowedSlippage, recipient: options.recipient, deadline: options.deadline };
  if (feeOnTransfer && trade.tradeType === TradeType.EXACT_INPUT) return [swapCallParameters(trade, { ...base, feeOnTransfer: true })];
  const calls = [swapCallParameters(trade, base)];
  if (trade.tradeType === TradeType.EXACT_INPUT) calls.push(swapCallParameters(trade, { ...base, feeOnTransfer: true }));
  return calls;
}

/** The calls for any trade: a split's (splitCalls.ts, loaded with the first split sent or previewed) or one route's. */
async function routerCalls(trade: AnyTrade, options: SwapCallOptions, feeOnTransfer: boolean): Promise<RouterCall[]> {
  if (!isSplitTrade(trade)) return swapCalls(trade, options, feeOnTransfer);
  const { splitCalls } = await import('./splitCalls.ts');
  return splitCalls(trade, options);
}

// The candidate rule lives in chain/calls.ts (shared with liquidity); its name here is kept for the swap's tests.
export { chooseCall as chooseSwapCall } from '../../chain/calls.ts';

/** The short message of a send failure, without viem's multi-line details. */
export function shortErrorMessage(e: unknown): string {
  if (e instanceof BaseError) return e.shortMessage || e.message;
  if (e instanceof Error) return e.message;
  return String(e);
}

export interface ExecuteSwapParams extends Omit<SwapCallOptions, 'deadline'> {
  trade: AnyTrade;
  account: Address;
  /** The user's deadline in seconds (settings), added to the latest block's time. */
  deadlineSeconds: number;
  /** Recorded with the transaction. */
  summary: string;
}

/**
 * The router call a swap would send now: the deadline from the latest block, the candidates, the first that
 * estimates (throws the write path's errors when none can). Shared by the send and the review's preview.
 */
export async function prepareSwap(config: Config, p: Omit<ExecuteSwapParams, 'summary'> & { summary?: string }) {
  const chainId = runtime().chainId;
  const router = runtime().exchange.router;
  const deadline = await deadlineAfter(config, p.deadlineSeconds, chainId);
  const taxed = [p.trade.inputAmount.currency, p.trade.outputAmount.currency].some(
    (c) => c.isToken && measuredTransferTax(chainId, c.address),
  );
  const calls = await routerCalls(p.trade, { allowedSlippage: p.allowedSlippage, recipient: p.recipient, deadline }, taxed);
  return chooseCandidate(config, {
    address: router,
    abi: routerAbi,
    account: p.account,
    chainId,
    candidates: calls,
    // The swap's gas estimate buffer is +10%.
    gasMarginBps: GAS_MARGIN_BPS,
    summary: p.summary ?? '',
  });
}

export type PreparedSwap = Awaited<ReturnType<typeof prepareSwap>>;

/**
 * Sends and records the swap; resolves to the transaction hash. `prepared` is the call the review previewed
 * (prepareSwap, built once): it is sent as it is, with its gas and deadline; without one (expert mode, or a
 * review whose preview has not built yet) the call is prepared now.
 */
export async function executeSwap(
  config: Config,
  p: ExecuteSwapParams,
  prepared?: PreparedSwap,
): Promise<{ hash: Hash; methodName: RouterCall['methodName'] }> {
  const { call, tx, gas } = prepared ?? (await prepareSwap(config, p));
  try {
    const hash = await sendContractTransaction(config, { ...tx, gas, summary: p.summary });
    return { hash, methodName: call.methodName };
  } catch (e) {
    // The write layer's own refusals (a rejection, a chain that stopped answering) read as the layer words them.
    if (e instanceof TransactionError) throw e;
    if (isRejection(e)) throw new TransactionRejectedError({ cause: e });
    console.error('Swap failed', e, call.methodName, call.args, call.value);
    throw new SwapFailedError(shortErrorMessage(e), { cause: e });
  }
}
