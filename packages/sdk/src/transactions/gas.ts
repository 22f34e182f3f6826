/**
 * Gas limits (spec 7, spec 9): generic contract calls add 1000/10000 (10%)
 * to the estimate, swaps add a +10% buffer, and 200000 is the default limit
 * when nothing can be estimated. Division rounds up so the margin is never
 * lost to truncation.
 */

export const BPS_DENOMINATOR = 10_000n;
/** Generic call margin: 1000 of 10000. */
export const GAS_MARGIN_BPS = 1000n;
/** Swap estimate buffer: +10%. */
export const SWAP_GAS_BUFFER_BPS = 1000n;
export const DEFAULT_GAS_LIMIT = 200_000n;

/** estimate * (10000 + marginBps) / 10000, rounded up. */
export function calculateGasMargin(estimate: bigint, marginBps: bigint = GAS_MARGIN_BPS): bigint {
  if (estimate < 0n) throw new Error('Gas estimate must not be negative');
  if (marginBps < 0n) throw new Error('Gas margin must not be negative');
  const n = estimate * (BPS_DENOMINATOR + marginBps);
  return (n + BPS_DENOMINATOR - 1n) / BPS_DENOMINATOR;
}

/** The swap gas limit: the estimate plus the +10% swap buffer. */
export function swapGasLimit(estimate: bigint): bigint {
  return calculateGasMargin(estimate, SWAP_GAS_BUFFER_BPS);
}

/** The limit to send: the estimate with margin, or DEFAULT_GAS_LIMIT when there is no estimate. */
export function gasLimitOrDefault(estimate: bigint | undefined, marginBps: bigint = GAS_MARGIN_BPS): bigint {
  return estimate === undefined ? DEFAULT_GAS_LIMIT : calculateGasMargin(estimate, marginBps);
}
