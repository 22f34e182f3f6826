/**
 * The router calls of a split: one swapSplit with one minimum over the total out (or one maximum over the
 * total in), then, for exact input, the same with its fee-on-transfer flag. Loaded on demand by swapCall.ts.
 */
import { TradeType, splitSwapCallParameters, type SplitRouteTrade, type SplitSwapParameters } from '@fuelswap/sdk';
import type { SwapCallOptions } from './swapCall.ts';

export function splitCalls(trade: SplitRouteTrade, options: SwapCallOptions): SplitSwapParameters[] {
  const base = { allowedSlippage: options.allowedSlippage, recipient: options.recipient, deadline: options.deadline };
  const calls = [splitSwapCallParameters(trade.split, base)];
  if (trade.tradeType === TradeType.EXACT_INPUT) calls.push(splitSwapCallParameters(trade.split, { ...base, feeOnTransfer: true }));
  return calls;
}
