import { formatSignificant, pow10 } from '@fuelswap/sdk';

/** A token amount for tables: 4 significant digits, grouped ("1,234", "0.0001234"). */
export function formatAmount(raw: bigint, decimals: number): string {
  return formatSignificant(raw, pow10(decimals), 4, 'down', { groupSeparator: ',' });
}

export function shortAddress(a: string): string {
  return `${a.slice(0, 6)}…${a.slice(-4)}`;
}

/** "12s", "5m", "3h", "2d" ago, for the transactions' time column. */
export function ago(
  timestamp: number,
  now = Math.floor(Date.now() / 1000),
): { value: number; unit: 'seconds' | 'minutes' | 'hours' | 'days' } {
  const s = Math.max(0, now - timestamp);
  if (s < 60) return { value: s, unit: 'seconds' };
  if (s < 3600) return { value: Math.floor(s / 60), unit: 'minutes' };
  if (s < 86_400) return { value: Math.floor(s / 3600), unit: 'hours' };
  return { value: Math.floor(s / 86_400), unit: 'days' };
}
