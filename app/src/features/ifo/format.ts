import { formatAmount } from '@fuelswap/sdk';

/**
 * LP amounts: one FUEL-BNB LP unit is worth a lot (FUEL has 9 decimals, so the
 * LP supply is small), and a 100-dollar cap is a few millionths of one. Below
 * one whole LP show 8 decimals, above it 3, so a cap never reads as 0.000.
 */
export function formatLp(raw: bigint): string {
  return formatAmount(raw, 18, raw < 10n ** 18n ? 8 : 3);
}
