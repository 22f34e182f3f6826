/**
 * Pure rules of the Info pages (overview, tokens, pairs, accounts): dollar
 * values as the indexer returns them (bigint fixed point, 18 decimals, sent as
 * decimal strings), 24 h changes, day series for the charts, fees, rates, and
 * the transaction tables' filter, sort and paging. No I/O.
 */
import { formatSignificant, pow10 } from '../math/decimal.ts';

/** Dollar values from the indexer carry 18 decimals. */
export const USD_DECIMALS = 18;
export const ONE_USD = pow10(USD_DECIMALS);
export const SECONDS_PER_HOUR = 3_600;
export const SECONDS_PER_DAY_INFO = 86_400;
/** Swap fee per docs/DECISIONS.md: 0.25% of volume, of which 0.17% goes to liquidity providers. */
export const SWAP_FEE_BPS = 25n;
export const LP_FEE_BPS = 17n;
const BPS = 10_000n;

/** Parses a decimal integer string (the indexer's bigint encoding); undefined for anything else. */
export function parseBigintString(text: unknown): bigint | undefined {
  if (typeof text === 'bigint') return text;
  if (typeof text !== 'string' || !/^-?\d{1,78}$/.test(text)) return undefined;
  return BigInt(text);
}

/** A lower-case 20-byte hex address, or undefined when `text` is not one. */
export function normalizeAddress(text: string | undefined | null): `0x${string}` | undefined {
  if (typeof text !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(text)) return undefined;
  return text.toLowerCase() as `0x${string}`;
}

/** Change from `previous` to `current` in basis points (10000 = +100%); undefined when there is nothing to compare with. */
export function changeBps(current: bigint, previous: bigint): bigint | undefined {
  if (previous <= 0n) return undefined;
  return ((current - previous) * BPS) / previous;
}

/** "+1.23%", "-0.50%", "0.00%"; "-" when undefined. */
export function formatChange(bps: bigint | undefined): string {
  if (bps === undefined) return '-';
  const sign = bps > 0n ? '+' : bps < 0n ? '-' : '';
  const abs = bps < 0n ? -bps : bps;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}%`;
}

/**
 * Dollars for tables and cards: "$0", "<$0.01", "$12.35", "$1,234.56", "$1.23M",
 * "$4.57B". Rounds down (a shown value never exceeds what is there).
 */
export function formatUsdCompact(value: bigint): string {
  if (value < 0n) return `-${formatUsdCompact(-value)}`;
  if (value === 0n) return '$0';
  const cents = value / pow10(USD_DECIMALS - 2);
  if (cents === 0n) return '<$0.01';
  const units: Array<[bigint, string]> = [
    [10n ** 12n, 'T'],
    [10n ** 9n, 'B'],
    [10n ** 6n, 'M'],
  ];
  for (const [size, suffix] of units) {
    if (value >= size * ONE_USD) {
      const hundredths = (value * 100n) / (size * ONE_USD);
      return `$${groupThousands(hundredths / 100n)}.${String(hundredths % 100n).padStart(2, '0')}${suffix}`;
    }
  }
  return `$${groupThousands(cents / 100n)}.${String(cents % 100n).padStart(2, '0')}`;
}

function groupThousands(n: bigint): string {
  return n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A token price in dollars: 4 significant digits for small prices, cents otherwise. */
export function formatPriceUsd(value: bigint): string {
  if (value <= 0n) return '$0';
  if (value >= ONE_USD) return formatUsdCompact(value);
  return `$${formatSignificant(value, ONE_USD, 4, 'down')}`;
}

/** Display-only conversion for chart libraries, which take floats. Never used for amounts that are sent or compared. */
export function usdToNumber(value: bigint): number {
  return Number(value / pow10(USD_DECIMALS - 6)) / 1e6;
}

export interface TimedUsd {
  /** Unix seconds: the start of the bucket (hour or day). */
  timestamp: number;
  value: bigint;
}

/**
 * Sums hourly buckets into the last 24 h and the 24 h before that, the
 * bucket containing `now` included in the current window.
 */
export function twoWindows(
  rows: readonly TimedUsd[],
  now: number,
  windowSeconds = SECONDS_PER_DAY_INFO,
): { current: bigint; previous: bigint } {
  let current = 0n;
  let previous = 0n;
  for (const r of rows) {
    const age = now - r.timestamp;
    if (age < windowSeconds) current += r.value;
    else if (age < 2 * windowSeconds) previous += r.value;
  }
  return { current, previous };
}

/** The day a timestamp falls in (UTC), as its first second. */
export function dayStart(timestamp: number): number {
  return Math.floor(timestamp / SECONDS_PER_DAY_INFO) * SECONDS_PER_DAY_INFO;
}

export interface SeriesPoint {
  /** Unix seconds of the day's start (what the chart library calls a UTCTimestamp). */
  time: number;
  value: number;
}

/**
 * One point per day from the first row's day to `until`'s day (inclusive),
 * ascending, without duplicates. Missing days of a flow (volume) are zero;
 * missing days of a level (liquidity, price) carry the last known value.
 */
export function daySeries(rows: readonly TimedUsd[], kind: 'flow' | 'level', until?: number): SeriesPoint[] {
  if (rows.length === 0) return [];
  const byDay = new Map<number, bigint>();
  for (const r of rows) {
    const d = dayStart(r.timestamp);
    byDay.set(d, kind === 'flow' ? (byDay.get(d) ?? 0n) + r.value : r.value);
  }
  const days = [...byDay.keys()].sort((a, b) => a - b);
  const first = days[0]!;
  const last = Math.max(days[days.length - 1]!, until === undefined ? 0 : dayStart(until));
  const out: SeriesPoint[] = [];
  let carry = 0n;
  for (let d = first; d <= last; d += SECONDS_PER_DAY_INFO) {
    const v = byDay.get(d);
    if (v !== undefined) carry = v;
    out.push({ time: d, value: usdToNumber(v ?? (kind === 'flow' ? 0n : carry)) });
  }
  return out;
}

/** Fees on a dollar volume: the total swap fee and the liquidity providers' part. */
export function feesUsd(volumeUsd: bigint): { total: bigint; lp: bigint } {
  return { total: (volumeUsd * SWAP_FEE_BPS) / BPS, lp: (volumeUsd * LP_FEE_BPS) / BPS };
}

/** Rates both ways from reserves (base units), as 18-decimal fixed point: 1 token0 = rate0 token1, 1 token1 = rate1 token0. */
export function ratesFromReserves(
  reserve0: bigint,
  decimals0: number,
  reserve1: bigint,
  decimals1: number,
): { rate0: bigint; rate1: bigint } | undefined {
  if (reserve0 <= 0n || reserve1 <= 0n) return undefined;
  const scale = pow10(18);
  return {
    rate0: (reserve1 * pow10(decimals0) * scale) / (reserve0 * pow10(decimals1)),
    rate1: (reserve0 * pow10(decimals1) * scale) / (reserve1 * pow10(decimals0)),
  };
}

export type TxKind = 'swap' | 'add' | 'remove';
export type TxFilter = 'all' | TxKind;
export type SortDirection = 'asc' | 'desc';

export interface InfoTransaction {
  kind: TxKind;
  id: string;
  hash: string;
  timestamp: number;
  account: string;
  pair: string;
  valueUsd: bigint;
}

export type TxSortKey = 'timestamp' | 'valueUsd';

export interface TablePage<T> {
  rows: T[];
  page: number;
  pages: number;
  total: number;
}

/** Clamps `page` (1-based) into range and slices. An empty list is one empty page. */
export function paginate<T>(rows: readonly T[], page: number, pageSize: number): TablePage<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const p = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { rows: rows.slice((p - 1) * size, p * size), page: p, pages, total: rows.length };
}

/** A stable sort by one key; ties keep their input order. */
export function sortBy<T>(rows: readonly T[], key: (row: T) => bigint | number | string, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i, k: key(row) }))
    .sort((a, b) => (a.k < b.k ? -sign : a.k > b.k ? sign : a.i - b.i))
    .map((x) => x.row);
}

/** The transactions tables: merge kinds, drop duplicates by id, filter, sort, then page. */
export function transactionsTable<T extends InfoTransaction>(
  rows: readonly T[],
  o: { filter: TxFilter; sortKey: TxSortKey; direction: SortDirection; page: number; pageSize: number },
): TablePage<T> {
  const seen = new Set<string>();
  const unique = rows.filter((r) => {
    if (seen.has(r.id)) return false;
    seen.add(r.id);
    return true;
  });
  const filtered = o.filter === 'all' ? unique : unique.filter((r) => r.kind === o.filter);
  const sorted = sortBy(filtered, (r) => (o.sortKey === 'timestamp' ? r.timestamp : r.valueUsd), o.direction);
  return paginate(sorted, o.page, o.pageSize);
}
