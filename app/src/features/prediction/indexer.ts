/**
 * The prediction subgraph (spec 001 §7): a player's bets with their rounds (history, PNL), and the
 * players ranked for the leaderboard, from the project's indexer (indexer/src/prediction.ts).
 */
import { betResultAt, PREDICTION_BET_PAGE_SIZE, PREDICTION_MIN_BETS_FOR_WIN_RATE, type BetPosition, type BetResult } from '@fuelswap/sdk';

export interface HistoryBet {
  epoch: bigint;
  position: BetPosition;
  amount: bigint;
  claimed: boolean;
  claimedAmount: bigint | undefined;
  createdAt: number;
  round: {
    position: 'Bull' | 'Bear' | 'House' | null;
    failed: boolean;
    lockPrice: bigint | undefined;
    closePrice: bigint | undefined;
    lockBlock: number | null;
    endBlock: number | null;
    totalAmount: bigint;
    rewardAmount: bigint | undefined;
    rewardBaseCalAmount: bigint | undefined;
  };
}

export interface PlayerRow {
  address: string;
  totalBets: number;
  totalBNB: bigint;
  wins: number;
  totalBetsSettled: number;
  netBNB: bigint;
  totalBNBWon: bigint;
}

async function gql<T>(indexerUrl: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${indexerUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  if (!res.ok) throw new Error(`indexer answered ${res.status}`);
  const body = (await res.json()) as { data?: T | null; errors?: { message?: string }[] };
  // Ponder answers a refused query with HTTP 200, `errors` and a partial or null `data`: never read it as rows.
  if (body.errors?.length) throw new Error(`indexer refused the query: ${body.errors[0]?.message ?? 'unknown error'}`);
  if (!body.data) throw new Error('indexer query failed');
  return body.data;
}

const big = (v: string | null | undefined) => (v === null || v === undefined ? undefined : BigInt(v));

/** One page of a cursor query: its rows and the cursor of the next page (undefined on the last). */
export interface Page<T> {
  items: T[];
  next: string | undefined;
}

/**
 * Every row of a cursor query, page after page: `fetchPage(after)` answers one page (Ponder's `pageInfo
 * { hasNextPage endCursor }`), the next asked `after` its end cursor, until a page says it is the last.
 * A page that repeats its cursor would loop forever: that stops it with an error instead.
 */
export async function fetchAllPages<T>(fetchPage: (after: string | undefined) => Promise<Page<T>>): Promise<T[]> {
  const out: T[] = [];
  const seen = new Set<string>();
  let after: string | undefined;
  for (;;) {
    const page = await fetchPage(after);
    out.push(...page.items);
    if (page.next === undefined) return out;
    if (seen.has(page.next)) throw new Error('indexer repeated a page cursor');
    seen.add(page.next);
    after = page.next;
  }
}

type BetRow = { epoch: string; position: BetPosition; amount: string; claimed: boolean; claimedAmount: string | null; createdAt: number };
type RoundRow = {
  id: string;
  position: HistoryBet['round']['position'];
  failed: boolean;
  lockPrice: string | null;
  closePrice: string | null;
  lockBlock: number | null;
  endBlock: number | null;
  totalAmount: string;
  rewardAmount: string | null;
  rewardBaseCalAmount: string | null;
};

/**
 * One page of the account's bets, newest first (at most the indexer's page of 1000), each with its round
 * (one rounds query of the page's ids, within the indexer's list limit of 1000). Newest = the highest round:
 * one bet per round and rounds follow each other, so this is the spec's time order without ties (ordered by
 * the bet's block time, bets in blocks sharing a timestamp came back in any order: the e2e saw #9 between
 * #12 and #11).
 */
export async function fetchHistoryPage(
  indexerUrl: string,
  account: string,
  opts: { after?: string | undefined; limit?: number } = {},
): Promise<Page<HistoryBet>> {
  const bets = await gql<{ predictionBets: { items: BetRow[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } } }>(
    indexerUrl,
    `query ($user: String!, $limit: Int!, $after: String) {
      predictionBets(where: { user: $user }, orderBy: "epoch", orderDirection: "desc", limit: $limit, after: $after) {
        items { epoch position amount claimed claimedAmount createdAt }
        pageInfo { endCursor hasNextPage }
      }
    }`,
    { user: account.toLowerCase(), limit: opts.limit ?? PREDICTION_BET_PAGE_SIZE, ...(opts.after ? { after: opts.after } : {}) },
  );
  const ids = bets.predictionBets.items.map((b) => b.epoch);
  const rounds = ids.length
    ? await gql<{ predictionRounds: { items: RoundRow[] } }>(
        indexerUrl,
        `query ($ids: [BigInt!]) {
          predictionRounds(where: { id_in: $ids }, limit: 1000) {
            items { id position failed lockPrice closePrice lockBlock endBlock totalAmount rewardAmount rewardBaseCalAmount }
          }
        }`,
        { ids },
      )
    : { predictionRounds: { items: [] } };
  const byId = new Map(rounds.predictionRounds.items.map((r) => [r.id, r]));
  const { pageInfo } = bets.predictionBets;
  return {
    items: bets.predictionBets.items.map((b) => {
      const r = byId.get(b.epoch);
      return {
        epoch: BigInt(b.epoch),
        position: b.position,
        amount: BigInt(b.amount),
        claimed: b.claimed,
        claimedAmount: big(b.claimedAmount),
        createdAt: b.createdAt,
        round: {
          position: r?.position ?? null,
          failed: r?.failed ?? false,
          lockPrice: big(r?.lockPrice),
          closePrice: big(r?.closePrice),
          lockBlock: r?.lockBlock ?? null,
          endBlock: r?.endBlock ?? null,
          totalAmount: big(r?.totalAmount) ?? 0n,
          rewardAmount: big(r?.rewardAmount),
          rewardBaseCalAmount: big(r?.rewardBaseCalAmount),
        },
      };
    }),
    next: pageInfo.hasNextPage ? (pageInfo.endCursor ?? undefined) : undefined,
  };
}

/** All the account's bets, newest first, page by page past the indexer's 1000 a query (the PNL needs every one). */
export function fetchHistory(indexerUrl: string, account: string): Promise<HistoryBet[]> {
  return fetchAllPages((after) => fetchHistoryPage(indexerUrl, account, { after }));
}

/** The indexer's newest round: the current epoch as far as the index knows (the leaderboard reads no chain). */
export async function fetchLatestEpoch(indexerUrl: string): Promise<bigint | undefined> {
  const data = await gql<{ predictionRounds: { items: { id: string }[] } }>(
    indexerUrl,
    `query { predictionRounds(orderBy: "id", orderDirection: "desc", limit: 1) { items { id } } }`,
    {},
  );
  const id = data.predictionRounds.items[0]?.id;
  return id === undefined ? undefined : BigInt(id);
}

/** A history bet's result from the indexed round by the epoch rule (betResultAt): live while epoch >= current - 1. */
export function historyResult(b: HistoryBet, currentEpoch: bigint): BetResult {
  return betResultAt(b, b.round, currentEpoch);
}

/** What a win pays (the market's rule), else 0. */
export function historyPayout(b: HistoryBet, currentEpoch: bigint): bigint {
  if (historyResult(b, currentEpoch) !== 'win' || !b.round.rewardBaseCalAmount || b.round.rewardAmount === undefined) return 0n;
  return (b.amount * b.round.rewardAmount) / b.round.rewardBaseCalAmount;
}

/** The leaderboard's sort keys; `winRate` ranks only players with at least 10 settled bets (spec 001's rule for showing it). */
export type LeaderboardOrder = 'netBNB' | 'totalBNB' | 'totalBets' | 'winRate';

/**
 * The leaderboard query's variables. An unfiltered ranking leaves `where` out: Ponder reads an explicit
 * `where: null` as a filter object and refuses the whole query, so the default order (and every order
 * without a filter) would load nothing.
 */
function playersVariables(
  order: LeaderboardOrder,
  opts: { after?: string | undefined; address?: string | undefined; limit?: number } = {},
): Record<string, unknown> {
  const where = opts.address
    ? { id: opts.address.toLowerCase() }
    : order === 'winRate'
      ? { totalBetsSettled_gte: PREDICTION_MIN_BETS_FOR_WIN_RATE }
      : undefined;
  return { order, limit: opts.limit ?? 20, ...(opts.after ? { after: opts.after } : {}), ...(where ? { where } : {}) };
}

/** Players ranked by `order`, 20 a page (`after` is the previous page's cursor); or one address. */
export async function fetchPlayers(
  indexerUrl: string,
  order: LeaderboardOrder,
  opts: { after?: string | undefined; address?: string | undefined; limit?: number } = {},
): Promise<{ rows: PlayerRow[]; next: string | undefined }> {
  type Row = {
    id: string;
    totalBets: number;
    totalBNB: string;
    wins: number;
    totalBetsSettled: number;
    netBNB: string;
    totalBNBWon: string;
  };
  const data = await gql<{ predictionUsers: { items: Row[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } } }>(
    indexerUrl,
    `query ($order: String!, $limit: Int!, $after: String, $where: predictionUserFilter) {
      predictionUsers(orderBy: $order, orderDirection: "desc", limit: $limit, after: $after, where: $where) {
        items { id totalBets totalBNB wins totalBetsSettled netBNB totalBNBWon }
        pageInfo { endCursor hasNextPage }
      }
    }`,
    playersVariables(order, opts),
  );
  return {
    rows: data.predictionUsers.items.map((r) => ({
      address: r.id,
      totalBets: r.totalBets,
      totalBNB: BigInt(r.totalBNB),
      wins: r.wins,
      totalBetsSettled: r.totalBetsSettled,
      netBNB: BigInt(r.netBNB),
      totalBNBWon: BigInt(r.totalBNBWon),
    })),
    next: data.predictionUsers.pageInfo.hasNextPage ? (data.predictionUsers.pageInfo.endCursor ?? undefined) : undefined,
  };
}
