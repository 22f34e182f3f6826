/**
 * The constant-product swap formulas of a pair with the 0.25% fee (spec 9),
 * on raw bigint reserves. These mirror the pair contract's integer arithmetic
 * exactly, so the quoted amounts are what the chain will do.
 */

/** Fee numerator over FEE_DENOMINATOR: 9975/10000 of the input trades (0.25% fee). */
export const FEE_NUMERATOR = 9975n;
export const FEE_DENOMINATOR = 10_000n;
/** Liquidity locked forever on the first deposit. */
export const MINIMUM_LIQUIDITY = 1000n;

/**
 * out = amountIn·9975·reserveOut / (reserveIn·10000 + amountIn·9975), rounded down.
 * Returns 0n when the input is too small to move anything; callers decide what that means.
 */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const amountInWithFee = amountIn * FEE_NUMERATOR;
  return (amountInWithFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + amountInWithFee);
}

/**
 * in = reserveIn·amountOut·10000 / ((reserveOut − amountOut)·9975) + 1.
 * Requires amountOut < reserveOut.
 */
export function getAmountIn(amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  return (reserveIn * amountOut * FEE_DENOMINATOR) / ((reserveOut - amountOut) * FEE_NUMERATOR) + 1n;
}
