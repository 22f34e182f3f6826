/** Display helpers for the lottery: bigint amounts to text without floats, and countdowns. */
import { formatUnits } from 'viem';

function group(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A token amount with at most `decimals` decimals (rounded down) and thousands separators. */
export function formatAmount(value: bigint, tokenDecimals: number, decimals = 2): string {
  const [whole = '0', frac = ''] = formatUnits(value, tokenDecimals).split('.');
  const cut = frac.slice(0, decimals).replace(/0+$/, '');
  return cut ? `${group(whole)}.${cut}` : group(whole);
}

export const formatFuel = (value: bigint, decimals = 2) => formatAmount(value, 9, decimals);

/** Dollars (18 decimals) of `fuel` at `fuelUsdWad` dollars per FUEL; undefined when no price. */
export function fuelToUsd(fuel: bigint, fuelUsdWad: bigint | undefined): bigint | undefined {
  return fuelUsdWad === undefined ? undefined : (fuel * fuelUsdWad) / 10n ** 9n;
}

export function formatUsd(usd: bigint | undefined): string | undefined {
  return usd === undefined ? undefined : `$${formatAmount(usd, 18, 2)}`;
}

/** "1d 2h 3m" style countdown parts (at least minutes; seconds under an hour). */
export function countdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (d > 0) return `${d}d ${h}h ${m}m`;
  if (h > 0) return `${h}h ${m}m`;
  return `${m}m ${sec}s`;
}
