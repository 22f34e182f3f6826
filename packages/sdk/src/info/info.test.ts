import { describe, expect, it } from 'vitest';
import {
  ONE_USD,
  changeBps,
  daySeries,
  feesUsd,
  formatChange,
  formatPriceUsd,
  formatUsdCompact,
  normalizeAddress,
  paginate,
  parseBigintString,
  ratesFromReserves,
  sortBy,
  transactionsTable,
  twoWindows,
  type InfoTransaction,
} from './info.ts';

const usd = (whole: number | string) => BigInt(whole) * ONE_USD;
const DAY = 86_400;

describe('parsing what the indexer sends', () => {
  it('reads decimal integer strings and rejects the rest', () => {
    expect(parseBigintString('123456789012345678901234567890')).toBe(123456789012345678901234567890n);
    expect(parseBigintString('-5')).toBe(-5n);
    for (const bad of ['', '1.5', '1e18', ' 1', '0x10', null, 12, undefined]) expect(parseBigintString(bad)).toBeUndefined();
  });
  it('accepts 20-byte hex addresses in any case, lower-cased; rejects others', () => {
    expect(normalizeAddress('0xABCDEF0123456789abcdef0123456789ABCDEF01')).toBe('0xabcdef0123456789abcdef0123456789abcdef01');
    for (const bad of [
      '0x123',
      'abcdef0123456789abcdef0123456789abcdef0123',
      '0xZZCDEF0123456789abcdef0123456789ABCDEF01',
      '',
      undefined,
    ]) {
      expect(normalizeAddress(bad)).toBeUndefined();
    }
  });
});

describe('24 h changes', () => {
  it('splits hourly buckets into the last 24 h and the 24 h before', () => {
    const now = 10 * DAY + 30;
    const rows = [
      { timestamp: 10 * DAY, value: usd(5) }, // current hour
      { timestamp: 9 * DAY + 3_600, value: usd(7) }, // 23 h ago: current
      { timestamp: 9 * DAY, value: usd(11) }, // exactly 24 h + 30 s ago: previous
      { timestamp: 8 * DAY + 60, value: usd(13) }, // previous
      { timestamp: 8 * DAY, value: usd(17) }, // older than 48 h: neither
    ];
    expect(twoWindows(rows, now)).toEqual({ current: usd(12), previous: usd(24) });
  });
  it('is a percentage of the previous window, undefined without one', () => {
    expect(changeBps(usd(150), usd(100))).toBe(5_000n);
    expect(changeBps(usd(50), usd(100))).toBe(-5_000n);
    expect(changeBps(usd(50), 0n)).toBeUndefined();
    expect(formatChange(5_000n)).toBe('+50.00%');
    expect(formatChange(-123n)).toBe('-1.23%');
    expect(formatChange(0n)).toBe('0.00%');
    expect(formatChange(undefined)).toBe('-');
  });
});

describe('dollar display', () => {
  it('rounds down and abbreviates millions and billions', () => {
    expect(formatUsdCompact(0n)).toBe('$0');
    expect(formatUsdCompact(ONE_USD / 1000n)).toBe('<$0.01');
    expect(formatUsdCompact(usd(12) + (ONE_USD * 359n) / 1000n)).toBe('$12.35');
    expect(formatUsdCompact(usd(1234) + ONE_USD / 2n)).toBe('$1,234.50');
    expect(formatUsdCompact(usd(1_239_999))).toBe('$1.23M');
    expect(formatUsdCompact(usd('4567000000'))).toBe('$4.56B');
    expect(formatUsdCompact(-usd(3))).toBe('-$3.00');
  });
  it('prices below a dollar keep 4 significant digits', () => {
    expect(formatPriceUsd((ONE_USD * 3n) / 1_000_000n)).toBe('$0.000003');
    expect(formatPriceUsd((ONE_USD * 25n) / 10n)).toBe('$2.50');
    expect(formatPriceUsd((ONE_USD * 123456n) / 1_000_000n)).toBe('$0.1234');
  });
});

describe('day series for the charts', () => {
  const rows = [
    { timestamp: 3 * DAY + 100, value: usd(30) },
    { timestamp: 1 * DAY, value: usd(10) },
    { timestamp: 1 * DAY + 5_000, value: usd(1) },
  ];
  it('fills missing days of a flow with zero, ascending, one point per day', () => {
    expect(daySeries(rows, 'flow', 4 * DAY + 5)).toEqual([
      { time: 1 * DAY, value: 11 },
      { time: 2 * DAY, value: 0 },
      { time: 3 * DAY, value: 30 },
      { time: 4 * DAY, value: 0 },
    ]);
  });
  it('carries a level (liquidity) across missing days', () => {
    expect(daySeries(rows, 'level', 4 * DAY)).toEqual([
      { time: 1 * DAY, value: 1 },
      { time: 2 * DAY, value: 1 },
      { time: 3 * DAY, value: 30 },
      { time: 4 * DAY, value: 30 },
    ]);
  });
  it('is empty without rows', () => {
    expect(daySeries([], 'flow', 4 * DAY)).toEqual([]);
  });
});

describe('fees and rates', () => {
  it('charges 0.25% of volume, 0.17% to liquidity providers (docs/DECISIONS.md)', () => {
    expect(feesUsd(usd(10_000))).toEqual({ total: usd(25), lp: usd(17) });
  });
  it('quotes both ways across decimals', () => {
    // 1,000 FUEL (9 decimals) against 2,500 BUSD (18 decimals)
    const r = ratesFromReserves(1000n * 10n ** 9n, 9, 2500n * 10n ** 18n, 18)!;
    expect(r.rate0).toBe(25n * 10n ** 17n);
    expect(r.rate1).toBe(4n * 10n ** 17n);
    expect(ratesFromReserves(0n, 18, 1n, 18)).toBeUndefined();
  });
});

describe('tables', () => {
  const tx = (id: string, kind: InfoTransaction['kind'], timestamp: number, value: number): InfoTransaction => ({
    kind,
    id,
    hash: `0x${id}`,
    timestamp,
    account: '0xa',
    pair: '0xp',
    valueUsd: usd(value),
  });
  const rows = [tx('a', 'swap', 10, 5), tx('b', 'add', 30, 50), tx('c', 'swap', 20, 500), tx('d', 'remove', 40, 1), tx('a', 'swap', 10, 5)];

  it('merges without duplicates, newest first, and filters by kind', () => {
    const all = transactionsTable(rows, { filter: 'all', sortKey: 'timestamp', direction: 'desc', page: 1, pageSize: 10 });
    expect(all.rows.map((r) => r.id)).toEqual(['d', 'b', 'c', 'a']);
    const swaps = transactionsTable(rows, { filter: 'swap', sortKey: 'valueUsd', direction: 'desc', page: 1, pageSize: 10 });
    expect(swaps.rows.map((r) => r.id)).toEqual(['c', 'a']);
    expect(transactionsTable(rows, { filter: 'remove', sortKey: 'timestamp', direction: 'asc', page: 1, pageSize: 10 }).total).toBe(1);
  });
  it('pages and clamps out-of-range pages', () => {
    const p2 = transactionsTable(rows, { filter: 'all', sortKey: 'timestamp', direction: 'asc', page: 2, pageSize: 3 });
    expect(p2).toMatchObject({ page: 2, pages: 2, total: 4 });
    expect(p2.rows.map((r) => r.id)).toEqual(['d']);
    expect(paginate([1, 2, 3], 99, 2)).toEqual({ rows: [3], page: 2, pages: 2, total: 3 });
    expect(paginate([], 0, 25)).toEqual({ rows: [], page: 1, pages: 1, total: 0 });
  });
  it('sorts stably by bigint keys', () => {
    const r = sortBy(
      [
        { k: 2n, n: 'x' },
        { k: 1n, n: 'y' },
        { k: 2n, n: 'z' },
      ],
      (x) => x.k,
      'desc',
    );
    expect(r.map((x) => x.n)).toEqual(['x', 'z', 'y']);
  });
});
