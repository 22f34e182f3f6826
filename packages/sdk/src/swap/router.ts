import { Percent } from '../math/percent.ts';
import { isValidAddressFormat } from './currency.ts';
import { TradeType, type Trade } from './trade.ts';

export type SwapMethodName =
  | 'swapExactETHForTokens'
  | 'swapExactTokensForETH'
  | 'swapExactTokensForTokens'
  | 'swapETHForExactTokens'
  | 'swapTokensForExactETH'
  | 'swapTokensForExactTokens'
  | 'swapExactETHForTokensSupportingFeeOnTransferTokens'
  | 'swapExactTokensForETHSupportingFeeOnTransferTokens'
  | 'swapExactTokensForTokensSupportingFeeOnTransferTokens';

export interface SwapCallOptions {
  /** Slippage tolerance in basis points (50 = 0.5%). */
  allowedSlippage: number | bigint;
  /** Who receives the output. */
  recipient: string;
  /** Unix time in seconds after which the router reverts. */
  deadline: bigint;
  /** Use the SupportingFeeOnTransferTokens variant (exact input only). */
  feeOnTransfer?: boolean;
}

export interface SwapParameters {
  methodName: SwapMethodName;
  /** Router arguments in call order: amounts and deadline as bigint, path as addresses. */
  args: readonly [bigint, readonly string[], string, bigint] | readonly [bigint, bigint, readonly string[], string, bigint];
  /** Native value to attach, in wei (0n when none). */
  value: bigint;
}

/**
 * The router call for a trade: method, arguments and attached BNB.
 *  exact input:  amountOutMin = minimumAmountOut(slippage)
 *  exact output: amountInMax  = maximumAmountIn(slippage)
 * BNB in is sent as value; BNB out is unwrapped by the router.
 * @throws for BNB on both sides, a fee-on-transfer exact-output trade, a
 *   malformed recipient, or a slippage outside 0..10000 bps
 */
export function swapCallParameters(trade: Trade, options: SwapCallOptions): SwapParameters {
  const etherIn = trade.inputAmount.currency.isNative;
  const etherOut = trade.outputAmount.currency.isNative;
  if (etherIn && etherOut) throw new Error('A trade cannot have BNB on both sides');
  if (!isValidAddressFormat(options.recipient)) throw new Error('Invalid recipient');
  const bps = BigInt(options.allowedSlippage);
  if (bps < 0n || bps > 10_000n) throw new Error('Unexpected slippage value');
  if (options.deadline <= 0n) throw new Error('Invalid deadline');
  const slippage = Percent.fromBips(bps);
  const amountIn = trade.maximumAmountIn(slippage).raw;
  const amountOut = trade.minimumAmountOut(slippage).raw;
  const path = trade.route.path.map((t) => t.address);
  const to = options.recipient;
  const deadline = options.deadline;
  const fot = Boolean(options.feeOnTransfer);

  if (trade.tradeType === TradeType.EXACT_INPUT) {
    if (etherIn) {
      return {
        methodName: fot ? 'swapExactETHForTokensSupportingFeeOnTransferTokens' : 'swapExactETHForTokens',
        args: [amountOut, path, to, deadline],
        value: amountIn,
      };
    }
    return {
      methodName: etherOut
        ? fot
          ? 'swapExactTokensForETHSupportingFeeOnTransferTokens'
          : 'swapExactTokensForETH'
        : fot
          ? 'swapExactTokensForTokensSupportingFeeOnTransferTokens'
          : 'swapExactTokensForTokens',
      args: [amountIn, amountOut, path, to, deadline],
      value: 0n,
    };
  }
  if (fot) throw new Error('Fee-on-transfer tokens support exact input only');
  if (etherIn) return { methodName: 'swapETHForExactTokens', args: [amountOut, path, to, deadline], value: amountIn };
  return {
    methodName: etherOut ? 'swapTokensForExactETH' : 'swapTokensForExactTokens',
    args: [amountOut, amountIn, path, to, deadline],
    value: 0n,
  };
}
