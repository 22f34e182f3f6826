/**
 * The protocol fee a pair mints to `feeTo` before any mint or burn
 * (0.08% of the 0.25% swap fee, i.e. 8/25 of the growth of sqrt(k) since the
 * last liquidity event). Quotes of liquidity minted or burned must add it to
 * the LP supply first, exactly as the contract does, or they are off by the
 * fee accrued since the last deposit.
 */
import { sqrt } from '../math/decimal.ts';
import type { Fraction } from '../math/fraction.ts';
import { PROTOCOL_FEE_SHARE, type Pair } from '../swap/pair.ts';

/** The pair's fee switch as read on chain: factory.feeTo() != 0 and pair.kLast(). */
export interface FeeState {
  readonly feeOn: boolean;
  readonly kLast: bigint;
}

/**
 * LP tokens the contract will mint to feeTo at the next mint or burn:
 * S·(√k − √kLast)·φ / (√k·(1 − φ) + √kLast·φ), 0 when the switch is off,
 * kLast is 0, or k did not grow.
 */
export function protocolFeeLiquidity(
  pair: Pair,
  totalSupply: bigint,
  fee: FeeState | undefined,
  share: Fraction = PROTOCOL_FEE_SHARE,
): bigint {
  if (!fee || !fee.feeOn || fee.kLast === 0n || totalSupply === 0n) return 0n;
  const rootK = sqrt(pair.reserve0.raw * pair.reserve1.raw);
  const rootKLast = sqrt(fee.kLast);
  if (rootK <= rootKLast) return 0n;
  const numerator = totalSupply * (rootK - rootKLast) * share.numerator;
  const denominator = rootK * (share.denominator - share.numerator) + rootKLast * share.numerator;
  return numerator / denominator;
}

/** The LP supply the next mint or burn will see: the current supply plus the pending protocol fee. */
export function supplyWithProtocolFee(pair: Pair, totalSupply: bigint, fee: FeeState | undefined, share?: Fraction): bigint {
  return totalSupply + protocolFeeLiquidity(pair, totalSupply, fee, share);
}

/** The argument Pair.getLiquidityValue takes for the fee switch. */
export function feeOnArg(fee: FeeState | undefined): { kLast: bigint } | undefined {
  return fee && fee.feeOn && fee.kLast !== 0n ? { kLast: fee.kLast } : undefined;
}
