import { describe, expect, it } from 'vitest';
import { DEFAULT_WITHDRAW_FEE_PERIOD_SECONDS, WITHDRAW_ALL_THRESHOLD_SHARES } from './constants.ts';
import {
  bpsToPercent,
  fuelToShares,
  isWithdrawFeeActive,
  planVaultWithdraw,
  sharesToFuel,
  splitDuration,
  vaultProfit,
  withdrawFee,
  withdrawFeeTimeLeft,
} from './vault.ts';

const FUEL = 10n ** 9n;
const SHARE = 10n ** 18n;

describe('vault share math', () => {
  it('a full share is one FUEL at the starting price (1e9) and converts both ways', () => {
    expect(sharesToFuel(5n * SHARE, 10n ** 9n)).toBe(5n * FUEL);
    expect(fuelToShares(5n * FUEL, 10n ** 9n)).toBe(5n * SHARE);
  });

  it('rounds down at a grown share price (1.05 FUEL per share)', () => {
    const ppfs = 1_050_000_000n;
    expect(sharesToFuel(3n * SHARE, ppfs)).toBe(3_150_000_000n);
    expect(fuelToShares(1n * FUEL, ppfs)).toBe(952_380_952_380_952_380n);
    expect(fuelToShares(1n, 0n)).toBe(0n);
  });

  it('withdraws everything when at most 1e12 shares would remain (spec 4/9)', () => {
    expect(WITHDRAW_ALL_THRESHOLD_SHARES).toBe(1_000_000_000_000n);
    const shares = 10n * SHARE;
    const ppfs = 10n ** 9n;
    // 9.999999 FUEL leaves exactly 1e12 shares: everything.
    expect(planVaultWithdraw(9_999_999_000n, shares, ppfs)).toEqual({ kind: 'all' });
    // 9.99999 FUEL leaves 1e13: a partial withdrawal by shares.
    expect(planVaultWithdraw(9_999_990_000n, shares, ppfs)).toEqual({ kind: 'shares', shares: shares - 10n ** 13n });
    // More than the stake is capped: everything.
    expect(planVaultWithdraw(11n * FUEL, shares, ppfs)).toEqual({ kind: 'all' });
  });

  it('charges the withdrawal fee (0.1% = 10 bps) only inside the 72-hour window', () => {
    expect(DEFAULT_WITHDRAW_FEE_PERIOD_SECONDS).toBe(72 * 3600);
    const period = BigInt(DEFAULT_WITHDRAW_FEE_PERIOD_SECONDS);
    const at = 1_700_000_000n;
    expect(isWithdrawFeeActive(at, period, at)).toBe(true);
    expect(isWithdrawFeeActive(at, period, at + period - 1n)).toBe(true);
    expect(isWithdrawFeeActive(at, period, at + period)).toBe(false);
    expect(isWithdrawFeeActive(0n, period, 5n)).toBe(false);
    expect(withdrawFeeTimeLeft(at, period, at + 3600n)).toBe(period - 3600n);
    expect(withdrawFeeTimeLeft(at, period, at + period + 1n)).toBe(0n);
    expect(withdrawFee(1000n * FUEL, 10n)).toBe(1n * FUEL);
    expect(withdrawFee(999n, 10n)).toBe(0n);
  });

  it('recent profit is the growth since the last action, never negative', () => {
    expect(vaultProfit(10n * SHARE, 1_100_000_000n, 10n * FUEL)).toBe(1n * FUEL);
    expect(vaultProfit(10n * SHARE, 10n ** 9n, 11n * FUEL)).toBe(0n);
  });

  it('shows fees as basis points / 100 (spec 9)', () => {
    expect(bpsToPercent(200n)).toBe('2');
    expect(bpsToPercent(25n)).toBe('0.25');
    expect(bpsToPercent(10n)).toBe('0.1');
    expect(bpsToPercent(0n)).toBe('0');
  });

  it('splits the time left into days, hours and minutes', () => {
    expect(splitDuration(259_200n)).toEqual({ days: 3, hours: 0, minutes: 0 });
    expect(splitDuration(90_061n)).toEqual({ days: 1, hours: 1, minutes: 1 });
    expect(splitDuration(-5n)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
