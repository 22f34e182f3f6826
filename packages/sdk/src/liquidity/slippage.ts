import { BIPS_BASE } from '../math/percent.ts';

/**
 * [minimum, maximum] of an amount with a slippage tolerance in basis points:
 * amount·(10000 − bps)/10000 and amount·(10000 + bps)/10000, rounded down.
 * Throws 'Unexpected slippage value' outside 0..10000 (spec 8).
 */
export function calculateSlippageAmount(amount: bigint, slippageBps: number | bigint): readonly [bigint, bigint] {
  const bps = BigInt(slippageBps);
  if (bps < 0n || bps > BIPS_BASE) throw new Error('Unexpected slippage value');
  return [(amount * (BIPS_BASE - bps)) / BIPS_BASE, (amount * (BIPS_BASE + bps)) / BIPS_BASE];
}
