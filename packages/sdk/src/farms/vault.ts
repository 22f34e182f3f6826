/**
 * The auto FUEL vault's share math.
 * Shares have 18 decimals; getPricePerFullShare() is FUEL base units per 1e18
 * shares; times are unix seconds (the chain's block timestamps).
 */
import { BPS, WAD, WITHDRAW_ALL_THRESHOLD_SHARES } from './constants.ts';

/** FUEL base units `shares` redeem for at `pricePerFullShare` (before any withdrawal fee), rounded down. */
export function sharesToFuel(shares: bigint, pricePerFullShare: bigint): bigint {
  return (shares * pricePerFullShare) / WAD;
}

/** Shares worth `amount` FUEL base units at `pricePerFullShare`, rounded down; 0 for a zero price. */
export function fuelToShares(amount: bigint, pricePerFullShare: bigint): bigint {
  if (pricePerFullShare <= 0n) return 0n;
  return (amount * WAD) / pricePerFullShare;
}

export type VaultWithdrawPlan = { kind: 'all' } | { kind: 'shares'; shares: bigint };

/**
 * How to unstake `amount` FUEL (spec 4): the shares it is worth, capped at the
 * user's; when at most 1e12 shares would remain, everything (withdrawAll).
 */
export function planVaultWithdraw(amount: bigint, userShares: bigint, pricePerFullShare: bigint): VaultWithdrawPlan {
  let shares = fuelToShares(amount, pricePerFullShare);
  if (shares > userShares) shares = userShares;
  if (userShares - shares <= WITHDRAW_ALL_THRESHOLD_SHARES) return { kind: 'all' };
  return { kind: 'shares', shares };
}

/** True while a withdrawal costs the fee: before lastDepositedTime + withdrawFeePeriod. */
export function isWithdrawFeeActive(lastDepositedTime: bigint, withdrawFeePeriod: bigint, now: bigint): boolean {
  return lastDepositedTime > 0n && now < lastDepositedTime + withdrawFeePeriod;
}

/** Seconds until the fee window closes (0 once it has). */
export function withdrawFeeTimeLeft(lastDepositedTime: bigint, withdrawFeePeriod: bigint, now: bigint): bigint {
  const end = lastDepositedTime + withdrawFeePeriod;
  return lastDepositedTime > 0n && end > now ? end - now : 0n;
}

/** The fee on withdrawing `amount` FUEL units inside the window: amount · feeBps / 10,000, rounded down (as the contract). */
export function withdrawFee(amount: bigint, feeBps: bigint): bigint {
  return (amount * feeBps) / BPS;
}

/** Recent profit: what the shares are worth now minus their worth at the user's last action, never negative. */
export function vaultProfit(userShares: bigint, pricePerFullShare: bigint, fuelAtLastUserAction: bigint): bigint {
  const now = sharesToFuel(userShares, pricePerFullShare);
  return now > fuelAtLastUserAction ? now - fuelAtLastUserAction : 0n;
}

/** A fee in basis points as a percent string: fee / 100 (200 → "2", 25 → "0.25", 10 → "0.1"). */
export function bpsToPercent(feeBps: bigint): string {
  const whole = feeBps / 100n;
  const frac = (feeBps % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole.toString();
}

export interface Duration {
  days: number;
  hours: number;
  minutes: number;
}

/** Seconds as days, hours and minutes (rounded down to the minute). */
export function splitDuration(seconds: bigint): Duration {
  const s = seconds > 0n ? Number(seconds) : 0;
  return { days: Math.floor(s / 86_400), hours: Math.floor((s % 86_400) / 3_600), minutes: Math.floor((s % 3_600) / 60) };
}
