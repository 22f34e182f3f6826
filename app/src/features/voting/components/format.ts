import { formatUnits } from 'viem';

/** FUEL base units (9 decimals) as a short number for people: at most 3 decimals, grouped. */
export function formatPower(v: string | bigint, decimals = 9): string {
  const s = formatUnits(BigInt(v), decimals);
  const [int = '0', frac = ''] = s.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const f = frac.slice(0, 3).replace(/0+$/, '');
  return f ? `${grouped}.${f}` : grouped;
}

export function shortId(id: string): string {
  return id.length > 14 ? `${id.slice(0, 8)}…${id.slice(-4)}` : id;
}
