/**
 * Display rules of the farms and pools screens: earnings with 5
 * decimals, staked amounts with 3, APR with 2, dollars with 2; multiplier as
 * allocation points / 100 ("40X"). Strings only; a missing value is
 * undefined and the UI shows a dash. Amounts round down (never show more than
 * is there), percentages and dollars half-up.
 */
import { formatFixed, formatSignificant } from '../math/decimal.ts';
import { DISPLAY_DECIMALS, MAX_DISPLAY_APR, MULTIPLIER_DIVISOR, WAD } from './constants.ts';

const GROUP = { groupSeparator: ',' } as const;
const pow10 = (n: number) => 10n ** BigInt(n);

/** "40X", "1.5X", "0X": allocation points / 100, without trailing zeros. */
export function formatMultiplier(allocPoint: bigint): string {
  const whole = allocPoint / MULTIPLIER_DIVISOR;
  const frac = (allocPoint % MULTIPLIER_DIVISOR).toString().padStart(2, '0').replace(/0+$/, '');
  return `${whole}${frac ? `.${frac}` : ''}X`;
}

/** A token amount (base units) with `places` decimals, grouped, rounded down. */
export function formatAmount(raw: bigint, decimals: number, places: number): string {
  return formatFixed(raw, pow10(decimals), places, 'down', GROUP);
}

/** Pending rewards: 5 decimals. */
export const formatEarnings = (raw: bigint, decimals: number) => formatAmount(raw, decimals, DISPLAY_DECIMALS.earnings);
/** Staked amounts and totals: 3 decimals. */
export const formatStaked = (raw: bigint, decimals: number) => formatAmount(raw, decimals, DISPLAY_DECIMALS.staked);

/** Dollars (WAD) as "1,234.56" (no sign); undefined stays undefined. */
export function formatUsd(wad: bigint | undefined): string | undefined {
  if (wad === undefined) return undefined;
  return formatFixed(wad, WAD, DISPLAY_DECIMALS.usd, 'half-up', GROUP);
}

/** Significant digits a price under $1 keeps ("0.001523"): two decimals would round a sale's price to "0.00". */
const SMALL_PRICE_SIGNIFICANT_DIGITS = 4;

/**
 * A dollar price per token (WAD): from $1 up as dollars with 2 decimals ("1,234.56"); below $1 with 4 significant
 * digits and at least 2 decimals ("0.001523", "0.50"), half-up; zero is "0.00".
 */
export function formatUsdPrice(wad: bigint | undefined): string | undefined {
  if (wad === undefined) return undefined;
  if (wad >= WAD || wad <= 0n) return formatUsd(wad < 0n ? 0n : wad);
  const text = formatSignificant(wad, WAD, SMALL_PRICE_SIGNIFICANT_DIGITS, 'half-up');
  // Rounding up may reach a whole dollar ("1"): shown as dollars then.
  if (!text.includes('.')) return formatUsd(wad);
  const decimals = text.length - text.indexOf('.') - 1;
  return decimals < DISPLAY_DECIMALS.usd ? text.padEnd(text.indexOf('.') + 1 + DISPLAY_DECIMALS.usd, '0') : text;
}

/** An APR or APY (WAD fraction) as a percentage with 2 decimals ("123.45"); ">1,000,000" above the display cap. */
export function formatApr(apr: bigint | undefined): string | undefined {
  if (apr === undefined) return undefined;
  if (apr > MAX_DISPLAY_APR) return `>${formatFixed(MAX_DISPLAY_APR * 100n, WAD, 0, 'down', GROUP)}`;
  return formatFixed(apr * 100n, WAD, DISPLAY_DECIMALS.apr, 'half-up', GROUP);
}

/** A WAD token count (the ROI calculator's tokens per $1,000) with 2 decimals. */
export function formatWadTokens(wad: bigint): string {
  return formatFixed(wad, WAD, 2, 'half-up', GROUP);
}

/** A whole count (blocks) with thousands separators: 201464 → "201,464". */
export function formatCount(n: number | bigint): string {
  return formatFixed(BigInt(n), 1n, 0, 'down', GROUP);
}
