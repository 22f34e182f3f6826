/**
 * The Info pages' queries, in Ponder's GraphQL shape (indexer/ponder.schema.ts):
 * `xs(where, orderBy, orderDirection, limit, offset) { items pageInfo totalCount }`
 * and `x(id)`. How the spec's subgraph habits map onto it: page size is
 * `limit` (not `first`), `offset` (not `skip`); account and address filters are
 * lower-case strings; lists are ordered by `timestamp` descending.
 *
 * Lists are read in one window per kind (the latest TX_WINDOW swaps, adds and
 * removes) and merged, filtered, sorted and paged in the browser
 * (transactionsTable in @fuelswap/sdk): "All" mixes three tables, which one
 * GraphQL page cannot do.
 */
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { SECONDS_PER_DAY_INFO, type InfoTransaction } from '@fuelswap/sdk';
import {
  LIQUIDITY_FIELDS,
  PAIR_FIELDS,
  SWAP_FIELDS,
  TOKEN_FIELDS,
  accountRow,
  liquidityRow,
  overviewDayRow,
  overviewRow,
  pageOf,
  pairDayRow,
  pairHourRow,
  pairRow,
  positionRow,
  swapRow,
  tokenDayRow,
  tokenHourRow,
  tokenRow,
  type LiquidityRow,
  type SwapRow,
} from './schemas.ts';
import { useInfoQuery } from './useInfoQuery.ts';

/** Newest transactions of each kind read per list. */
export const TX_WINDOW = 100;
/** Days of chart history. */
export const CHART_DAYS = 365;
/** Ponder's largest page. */
const MAX_PAGE = 1000;

/** Start of the hour two days back: the hourly rows the 24 h windows need. */
export function sinceTwoDays(now = Math.floor(Date.now() / 1000)): number {
  return Math.floor((now - 2 * SECONDS_PER_DAY_INFO) / 3600) * 3600;
}

export function useAllTokens() {
  return useInfoQuery(
    'tokens',
    `query { tokens(orderBy: "totalLiquidityUSD", orderDirection: "desc", limit: ${MAX_PAGE}) { items { ${TOKEN_FIELDS} } } }`,
    {},
    z.object({ tokens: pageOf(tokenRow) }),
  );
}

export function useAllPairs() {
  return useInfoQuery(
    'pairs',
    `query { pairs(orderBy: "reserveUSD", orderDirection: "desc", limit: ${MAX_PAGE}) { items { ${PAIR_FIELDS} } } }`,
    {},
    z.object({ pairs: pageOf(pairRow) }),
  );
}

/** Hourly volume of every pair and token over the last 48 h (for 24 h volumes and their change). */
export function useRecentHours(since: number) {
  return useInfoQuery(
    'hours',
    `query Hours($since: Int!) {
      pairHourDatas(where: { periodStart_gte: $since }, orderBy: "periodStart", orderDirection: "desc", limit: ${MAX_PAGE}) { items { periodStart volumeUSD pair } }
      tokenHourDatas(where: { periodStart_gte: $since }, orderBy: "periodStart", orderDirection: "desc", limit: ${MAX_PAGE}) { items { periodStart volumeUSD token priceUSD } }
    }`,
    { since },
    z.object({ pairHourDatas: pageOf(pairHourRow), tokenHourDatas: pageOf(tokenHourRow) }),
  );
}

export function useOverview() {
  return useInfoQuery(
    'overview',
    `query {
      overview(id: "1") { liquidityUSD volumeUSD txCount pairCount }
      overviewDayDatas(orderBy: "date", orderDirection: "desc", limit: ${CHART_DAYS}) { items { date liquidityUSD volumeUSD txCount } }
    }`,
    {},
    z.object({ overview: z.nullable(overviewRow), overviewDayDatas: pageOf(overviewDayRow) }),
  );
}

export function useToken(address: string) {
  return useInfoQuery(
    'token',
    `query Token($id: String!) {
      token(id: $id) { ${TOKEN_FIELDS} }
      tokenDayDatas(where: { token: $id }, orderBy: "periodStart", orderDirection: "desc", limit: ${CHART_DAYS}) { items { periodStart volumeUSD totalLiquidityUSD priceUSD } }
    }`,
    { id: address },
    z.object({ token: z.nullable(tokenRow), tokenDayDatas: pageOf(tokenDayRow) }),
  );
}

export function usePair(address: string) {
  return useInfoQuery(
    'pair',
    `query Pair($id: String!) {
      pair(id: $id) { ${PAIR_FIELDS} }
      pairDayDatas(where: { pair: $id }, orderBy: "periodStart", orderDirection: "desc", limit: ${CHART_DAYS}) { items { periodStart volumeUSD reserveUSD token0Price token1Price } }
    }`,
    { id: address },
    z.object({ pair: z.nullable(pairRow), pairDayDatas: pageOf(pairDayRow) }),
  );
}

export function useAccount(address: string) {
  return useInfoQuery(
    'account',
    `query Account($id: String!) {
      account(id: $id) { id swapVolumeUSD swapCount lastSwapAt }
      liquidityPositions(where: { account: $id, lpBalance_gt: "0" }, limit: ${MAX_PAGE}) { items { id pair account lpBalance } }
    }`,
    { id: address },
    z.object({ account: z.nullable(accountRow), liquidityPositions: pageOf(positionRow) }),
  );
}

export type TxScope =
  | { kind: 'all' }
  | { kind: 'pair'; address: string }
  | { kind: 'token'; address: string }
  | { kind: 'account'; address: string };

function whereOf(scope: TxScope): string {
  switch (scope.kind) {
    case 'all':
      return '{}';
    case 'pair':
      return '{ pair: $id }';
    case 'account':
      return '{ account: $id }';
    case 'token':
      return '{ OR: [{ token0: $id }, { token1: $id }] }';
  }
}

/** Every swap, add and remove in the scope's window, as rows of the transactions tables (amounts kept for display). */
export interface TxRow extends InfoTransaction {
  token0: string;
  token1: string;
  /** Token amounts in base units; for swaps, in and out of each side folded into one. */
  amount0: bigint;
  amount1: bigint;
  /** For swaps: true when token0 went in (sold). */
  sold0: boolean;
}

function swapToRow(s: SwapRow): TxRow {
  return {
    kind: 'swap',
    id: s.id,
    hash: s.txHash,
    timestamp: s.timestamp,
    account: s.account,
    pair: s.pair,
    valueUsd: s.amountUSD,
    token0: s.token0,
    token1: s.token1,
    amount0: s.amount0In > 0n ? s.amount0In : s.amount0Out,
    amount1: s.amount1In > 0n ? s.amount1In : s.amount1Out,
    sold0: s.amount0In > 0n,
  };
}

function liquidityToRow(kind: 'add' | 'remove', m: LiquidityRow): TxRow {
  return {
    kind,
    id: m.id,
    hash: m.txHash,
    timestamp: m.timestamp,
    account: m.account,
    pair: m.pair,
    valueUsd: m.amountUSD,
    token0: m.token0,
    token1: m.token1,
    amount0: m.amount0,
    amount1: m.amount1,
    sold0: false,
  };
}

export function useTransactions(scope: TxScope) {
  const where = whereOf(scope);
  const args = `where: ${where}, orderBy: "timestamp", orderDirection: "desc", limit: ${TX_WINDOW}`;
  const decl = scope.kind === 'all' ? '' : '($id: String!)';
  const q = useInfoQuery(
    `transactions-${scope.kind}`,
    `query Transactions${decl} {
      swaps(${args}) { items { ${SWAP_FIELDS} } totalCount }
      mints(${args}) { items { ${LIQUIDITY_FIELDS} } totalCount }
      burns(${args}) { items { ${LIQUIDITY_FIELDS} } totalCount }
    }`,
    scope.kind === 'all' ? {} : { id: scope.address },
    z.object({ swaps: pageOf(swapRow), mints: pageOf(liquidityRow), burns: pageOf(liquidityRow) }),
  );
  const rows = useMemo<TxRow[] | undefined>(
    () =>
      q.data && [
        ...q.data.swaps.items.map(swapToRow),
        ...q.data.mints.items.map((m) => liquidityToRow('add', m)),
        ...q.data.burns.items.map((b) => liquidityToRow('remove', b)),
      ],
    [q.data],
  );
  return { ...q, rows };
}
