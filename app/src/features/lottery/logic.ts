/**
 * Pure rules and display helpers of the lottery page: bigint amounts to text without floats, countdowns, and
 * what a drawn round owes for a player's tickets (Check Now and the tickets dialog's Collect Prizes).
 */
import { formatUnits } from 'viem';
import { highestBracket } from '@fuelswap/sdk';

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

export interface ClaimItem {
  id: bigint;
  bracket: number;
}

/**
 * What a drawn round owes for these tickets: each unclaimed ticket at its highest matching bracket (the contract
 * pays that one only), skipping brackets whose share is zero. Check Now and the tickets dialog's Collect Prizes.
 */
export function prizesOf(
  tickets: readonly { id: bigint; number: number; claimed: boolean }[],
  round: { finalNumber: number; cakePerBracket: readonly bigint[] },
): { items: ClaimItem[]; total: bigint } {
  const items: ClaimItem[] = [];
  let total = 0n;
  for (const tk of tickets) {
    if (tk.claimed) continue;
    const b = highestBracket(tk.number, round.finalNumber);
    if (b < 0) continue;
    const amount = round.cakePerBracket[b] ?? 0n;
    if (amount === 0n) continue;
    items.push({ id: tk.id, bracket: b });
    total += amount;
  }
  return { items, total };
}
