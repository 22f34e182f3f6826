/**
 * IFO sale maths, the same integer rules as contracts/src/ifo/FuelIFO.sol, so
 * the screens show to the wei what harvestPool will pay.
 *
 * - Undersubscribed (total ≤ raising): the user buys `amount × offering / raising`
 *   tokens (floor) and gets no refund.
 * - Oversubscribed: the user gets `amount × offering / total` tokens (floor), pays
 *   `ceil(amount × raising / total)` LP and the excess comes back, less the
 *   unlimited pool's tax (ceil(excess × rate / 1e12)).
 */

/** Tax rates are parts of 1e12 (1e10 = 1%). */
import { stakeMax } from '../farms/pools.ts';

export const TAX_PRECISION = 10n ** 12n;

/** The unlimited pool's overflow tax by oversubscription (total / raising, whole times). */
export const TAX_TIERS: ReadonlyArray<{ minRatio: bigint; rate: bigint }> = [
  { minRatio: 1500n, rate: 500_000_000n }, // 0.05%
  { minRatio: 1000n, rate: 1_000_000_000n }, // 0.1%
  { minRatio: 500n, rate: 2_000_000_000n }, // 0.2%
  { minRatio: 250n, rate: 2_500_000_000n }, // 0.25%
  { minRatio: 100n, rate: 3_000_000_000n }, // 0.3%
  { minRatio: 50n, rate: 5_000_000_000n }, // 0.5%
  { minRatio: 0n, rate: 10_000_000_000n }, // 1%
];

export function taxRateForOverflow(total: bigint, raising: bigint): bigint {
  if (raising <= 0n) throw new RangeError('raising amount must be positive');
  const ratio = total / raising;
  for (const t of TAX_TIERS) if (ratio >= t.minRatio) return t.rate;
  return TAX_TIERS[TAX_TIERS.length - 1]!.rate;
}

/** The tax rate as a percentage string for display, e.g. 10_000_000_000n → "1", 500_000_000n → "0.05". */
export function taxRatePercent(rate: bigint): string {
  const hundredths = (rate * 10_000n) / TAX_PRECISION; // percent × 100
  const whole = hundredths / 100n;
  const frac = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole.toString();
}

export interface IfoPool {
  raisingAmount: bigint;
  offeringAmount: bigint;
  totalAmount: bigint;
  hasTax: boolean;
}

export interface HarvestAmounts {
  offering: bigint;
  refund: bigint;
  tax: bigint;
}

const ceilDiv = (a: bigint, b: bigint) => (a === 0n ? 0n : (a - 1n) / b + 1n);

/** What a user with `amount` committed in `pool` receives at harvest. */
export function harvestAmounts(pool: IfoPool, amount: bigint): HarvestAmounts {
  if (amount < 0n) throw new RangeError('amount must not be negative');
  if (amount === 0n || pool.raisingAmount === 0n) return { offering: 0n, refund: 0n, tax: 0n };
  if (pool.totalAmount > pool.raisingAmount) {
    const offering = (amount * pool.offeringAmount) / pool.totalAmount;
    const pay = ceilDiv(amount * pool.raisingAmount, pool.totalAmount);
    const excess = amount - pay;
    let tax = 0n;
    if (pool.hasTax) {
      tax = ceilDiv(excess * taxRateForOverflow(pool.totalAmount, pool.raisingAmount), TAX_PRECISION);
      if (tax > excess) tax = excess;
    }
    return { offering, refund: excess - tax, tax };
  }
  return { offering: (amount * pool.offeringAmount) / pool.raisingAmount, refund: 0n, tax: 0n };
}

/** Percent of the raise committed so far, in hundredths of a percent (e.g. 12_345n = 123.45%). */
export function progressBps(pool: Pick<IfoPool, 'raisingAmount' | 'totalAmount'>): bigint {
  return pool.raisingAmount === 0n ? 0n : (pool.totalAmount * 10_000n) / pool.raisingAmount;
}

/** How much a user may still commit to a capped pool: min(cap − committed, balance); no cap = the balance. */
export function maxCommit(limitPerUser: bigint, committed: bigint, balance: bigint): bigint {
  return stakeMax({ balance, staked: committed, limit: limitPerUser, removing: false });
}

/** Version 2 splits the offering 30% basic / 70% unlimited (spec 3); version 1 sells it all in one pool. */
export function splitOffering(total: bigint, version: 1 | 2): { basic: bigint; unlimited: bigint } {
  if (version === 1) return { basic: 0n, unlimited: total };
  const basic = (total * 30n) / 100n;
  return { basic, unlimited: total - basic };
}
