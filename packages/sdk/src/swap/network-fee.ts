/** When the swap screen flags a network fee: light, so the page's first load can show the flag's share. */
import { Percent } from '../math/percent.ts';
import type { CurrencyAmount } from './amount.ts';

/**
 * A network fee above this share of the trade (in the compared token) is flagged beside the trade:
 * 1%, four times the 0.25% liquidity-provider fee of one hop.
 */
export const LARGE_NETWORK_FEE = new Percent(100n, 10_000n);

/** Whether `fee` is more than `share` of `amount` (same token). False for an unpriced fee. */
export function networkFeeIsLarge(fee: CurrencyAmount | undefined, amount: CurrencyAmount, share: Percent = LARGE_NETWORK_FEE): boolean {
  if (!fee || amount.raw <= 0n) return false;
  // fee / amount > share  ⇔  fee · share.den > share.num · amount
  return fee.raw * share.denominator > share.numerator * amount.raw;
}
