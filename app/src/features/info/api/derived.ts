import { useMemo } from 'react';
import { changeBps, twoWindows, type TimedUsd } from '@fuelswap/sdk';
import { sinceTwoDays, useAllTokens, useRecentHours } from './queries.ts';
import type { TokenRow } from './schemas.ts';

export interface Window24h {
  current: bigint;
  previous: bigint;
  change: bigint | undefined;
}

const EMPTY: Window24h = { current: 0n, previous: 0n, change: undefined };

function windows(rows: Map<string, TimedUsd[]>, now: number): Map<string, Window24h> {
  const out = new Map<string, Window24h>();
  for (const [k, list] of rows) {
    const w = twoWindows(list, now);
    out.set(k, { ...w, change: changeBps(w.current, w.previous) });
  }
  return out;
}

function group<T>(items: readonly T[], key: (t: T) => string, row: (t: T) => TimedUsd): Map<string, TimedUsd[]> {
  const m = new Map<string, TimedUsd[]>();
  for (const it of items) {
    const k = key(it);
    const list = m.get(k);
    if (list) list.push(row(it));
    else m.set(k, [row(it)]);
  }
  return m;
}

/**
 * 24 h volumes (and the 24 h before) per pair, per token and in total, from
 * the hourly rows; and each token's price 24 h ago (the last hourly close at
 * or before then) for the price change.
 */
export function useVolumes24h() {
  // The window start moves once an hour, so the query key is stable in between.
  const since = sinceTwoDays();
  const q = useRecentHours(since);
  const derived = useMemo(() => {
    if (!q.data) return undefined;
    const now = Math.floor(Date.now() / 1000);
    const pairRows = q.data.pairHourDatas.items;
    const tokenRows = q.data.tokenHourDatas.items;
    const pairs = windows(
      group(
        pairRows,
        (r) => r.pair,
        (r) => ({ timestamp: r.periodStart, value: r.volumeUSD }),
      ),
      now,
    );
    const tokens = windows(
      group(
        tokenRows,
        (r) => r.token,
        (r) => ({ timestamp: r.periodStart, value: r.volumeUSD }),
      ),
      now,
    );
    const t = twoWindows(
      pairRows.map((r) => ({ timestamp: r.periodStart, value: r.volumeUSD })),
      now,
    );
    const price24hAgo = new Map<string, bigint>();
    const cutoff = now - 86_400;
    // Rows come newest first: the first row at or before the cutoff is the close 24 h ago.
    for (const r of tokenRows) if (r.periodStart + 3600 <= cutoff && !price24hAgo.has(r.token)) price24hAgo.set(r.token, r.priceUSD);
    return {
      pairs,
      tokens,
      total: { ...t, change: changeBps(t.current, t.previous) },
      price24hAgo,
    };
  }, [q.data]);
  return {
    q,
    pair: (id: string) => derived?.pairs.get(id) ?? EMPTY,
    token: (id: string) => derived?.tokens.get(id) ?? EMPTY,
    total: derived?.total,
    priceChange: (t: TokenRow) => {
      const before = derived?.price24hAgo.get(t.id);
      return before === undefined ? undefined : changeBps(t.priceUSD, before);
    },
  };
}

export function useTokenMap() {
  const q = useAllTokens();
  const map = useMemo(() => new Map((q.data?.tokens.items ?? []).map((t) => [t.id, t])), [q.data]);
  return { q, map };
}
