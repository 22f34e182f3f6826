/** Pure display helpers of the farm auction: FUEL amounts as text and the timer's estimate from a block count. */
import { formatAmount } from '@fuelswap/sdk';

export const FUEL_DECIMALS = 9;

export const fuelText = (raw: bigint) => formatAmount(raw, FUEL_DECIMALS, 2);

/** BNB Smart Chain's block time, for the timer's estimate. */
const BLOCK_SECONDS = 3;

export function duration(blocks: bigint): { d: number; h: number; m: number } {
  const s = Number(blocks > 0n ? blocks : 0n) * BLOCK_SECONDS;
  return { d: Math.floor(s / 86_400), h: Math.floor((s % 86_400) / 3600), m: Math.floor((s % 3600) / 60) };
}
