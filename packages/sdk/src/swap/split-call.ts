/**
 * The router call of a split (FuelRouter.swapSplit): kept apart from the split search (split.ts) so that
 * what sends a split does not carry the search with it.
 */
import { Fraction } from '../math/fraction.ts';
import { isValidAddressFormat } from './currency.ts';
import type { SplitTrade } from './split.ts';
import { TradeType } from './trade.ts';

/** Flags of the router's swapSplit: BNB out (the paths end in WBNB). */
export const SPLIT_BNB_OUT = 1n;
/** Exact input only: each hop trades what its pair received (taxed tokens). */
export const SPLIT_FEE_ON_TRANSFER = 2n;
/** `amounts` are outputs and the limit is the most to spend. */
export const SPLIT_EXACT_OUT = 4n;

export interface SplitSwapParameters {
  methodName: 'swapSplit';
  /**
   * (amounts per path, limit, paths, to, deadline, flags): amounts are inputs for
   * exact input and outputs for exact output; the limit is the minimum total out
   * or the maximum total in.
   */
  args: readonly [readonly bigint[], bigint, readonly (readonly string[])[], string, bigint, bigint];
  /** Native value to attach, in wei (0n when none). */
  value: bigint;
}

export interface SplitSwapCallOptions {
  /** Slippage tolerance in basis points (50 = 0.5%). */
  allowedSlippage: number | bigint;
  recipient: string;
  /** Unix time in seconds after which the router reverts. */
  deadline: bigint;
  /** Use the SupportingFeeOnTransferTokens variant (exact input only). */
  feeOnTransfer?: boolean;
}

/**
 * The router call for a split: one minimum over the total output (exact input)
 * or one maximum over the total input (exact output), as the single-route call
 * computes them. BNB in is sent as value (for exact output the maximum; the
 * router refunds what it did not use).
 */
export function splitSwapCallParameters(split: SplitTrade, options: SplitSwapCallOptions): SplitSwapParameters {
  const etherIn = split.inputAmount.currency.isNative;
  const etherOut = split.outputAmount.currency.isNative;
  if (etherIn && etherOut) throw new Error('A trade cannot have BNB on both sides');
  if (!isValidAddressFormat(options.recipient)) throw new Error('Invalid recipient');
  const bps = BigInt(options.allowedSlippage);
  if (bps < 0n || bps > 10_000n) throw new Error('Unexpected slippage value');
  if (options.deadline <= 0n) throw new Error('Invalid deadline');
  if (split.parts.length === 0) throw new Error('A split needs at least one route');
  const fot = Boolean(options.feeOnTransfer);
  const paths = split.parts.map((p) => p.route.path.map((t) => t.address));
  const to = options.recipient;
  const { deadline } = options;
  const exactIn = split.tradeType === TradeType.EXACT_INPUT;
  const bnbOut = etherOut ? SPLIT_BNB_OUT : 0n;
  if (exactIn) {
    const amountsIn = split.parts.map((p) => p.inputAmount.raw);
    const minOut = split.outputAmount.multiply(new Fraction(10_000n, 10_000n + bps)).raw;
    const flags = bnbOut | (fot ? SPLIT_FEE_ON_TRANSFER : 0n);
    return { methodName: 'swapSplit', args: [amountsIn, minOut, paths, to, deadline, flags], value: etherIn ? split.inputAmount.raw : 0n };
  }
  if (fot) throw new Error('Fee-on-transfer tokens support exact input only');
  const amountsOut = split.parts.map((p) => p.outputAmount.raw);
  const maxIn = split.inputAmount.multiply(new Fraction(10_000n + bps, 10_000n)).raw;
  return {
    methodName: 'swapSplit',
    args: [amountsOut, maxIn, paths, to, deadline, SPLIT_EXACT_OUT | bnbOut],
    value: etherIn ? maxIn : 0n,
  };
}
