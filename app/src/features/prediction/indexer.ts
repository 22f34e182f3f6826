/**
 * The prediction subgraph: a player's bets with their rounds (history, PNL), and the
 * players ranked for the leaderboard, from the project's indexer (indexer/src/prediction.ts).
 */
import * as z from 'zod/mini';
import { betResultAt, PREDICTION_BET_PAGE_SIZE, PREDICTION_MIN_BETS_FOR_WIN_RATE, type BetPosition, type BetResult } from '@fuelswap/sdk';
import { fetchAllPages, gql, nextCursor, pageInfoSchema, type Page } from '../../chain/indexer.ts';

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

const big = (v: string | null | undefined) => (v === null || v === undefined ? undefined : BigInt(v));

const bigString = z.string();
const optBigString = z.nullable(z.string());

const BETS_QUERY = `query ($user: String!, $limit: Int!, $after: String) {
  predictionBets(where: { user: $user }, orderBy: "epoch", orderDirection: "desc", limit: $limit, after: $after) {
    items { epoch position amount claimed claimedAmount createdAt }
    pageInfo { endCursor hasNextPage }
  }
}`;
const betPosition = z.enum(['Bull', 'Bear']);
const betsSchema = z.object({
  predictionBets: z.object({
    items: z.array(
      z.object({
        epoch: bigString,
        position: betPosition,
        amount: bigString,
        claimed: z.boolean(),
        claimedAmount: optBigString,
        createdAt: z.number(),
      }),
    ),
    pageInfo: pageInfoSchema,
  }),
});

const ROUNDS_QUERY = `query ($ids: [BigInt!]) {
  predictionRounds(where: { id_in: $ids }, limit: 1000) {
    items { id position failed lockPrice closePrice lockBlock endBlock totalAmount rewardAmount rewardBaseCalAmount }
  }
}`;
const roundsSchema = z.object({
  predictionRounds: z.object({
    items: z.array(
      z.object({
        id: bigString,
        position: z.nullable(z.enum(['Bull', 'Bear', 'House'])),
        failed: z.boolean(),
        lockPrice: optBigString,
        closePrice: optBigString,
        lockBlock: z.nullable(z.number()),
        endBlock: z.nullable(z.number()),
        totalAmount: bigString,
        rewardAmount: optBigString,
        rewardBaseCalAmount: optBigString,
      }),
    ),
  }),
});

/**
 * One page of the account's bets, newest first (at most the indexer's page of 1000), each with its round
 * (one rounds query of the page's ids, within the indexer's list limit of 1000). Newest = the highest round:
 * one bet per round and rounds follow each other, so this is the spec's time order without ties (ordered by
 * the bet's block time, bets in blocks sharing a timestamp came back in any order: the e2e saw #9 between
 * #12 and #11).
 */
export async function fetchHistoryPage(
  indexerUrl: string | undefined,
  account: string,
  opts: { after?: string | undefined; limit?: number } = {},
): Promise<Page<HistoryBet>> {
  const bets = await gql(
    BETS_QUERY,
    { user: account.toLowerCase(), limit: opts.limit ?? PREDICTION_BET_PAGE_SIZE, ...(opts.after ? { after: opts.after } : {}) },
    betsSchema,
    { url: indexerUrl },
  );
  const ids = bets.predictionBets.items.map((b) => b.epoch);
  const rounds = ids.length ? await gql(ROUNDS_QUERY, { ids }, roundsSchema, { url: indexerUrl }) : { predictionRounds: { items: [] } };
  const byId = new Map(rounds.predictionRounds.items.map((r) => [r.id, r]));
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
    next: nextCursor(bets.predictionBets.pageInfo),
  };
}

/** All the account's bets, newest first, page by page past the indexer's 1000 a query (the PNL needs every one). */
export function fetchHistory(indexerUrl: string | undefined, account: string): Promise<HistoryBet[]> {
  return fetchAllPages((after) => fetchHistoryPage(indexerUrl, account, { after }));
}

const LATEST_EPOCH_QUERY = `query { predictionRounds(orderBy: "id", orderDirection: "desc", limit: 1) { items { id } } }`;
const latestEpochSchema = z.object({ predictionRounds: z.object({ items: z.array(z.object({ id: bigString })) }) });

/** The indexer's newest round: the current epoch as far as the index knows (the leaderboard reads no chain). */
export async function fetchLatestEpoch(indexerUrl: string | undefined): Promise<bigint | undefined> {
  const data = await gql(LATEST_EPOCH_QUERY, {}, latestEpochSchema, { url: indexerUrl });
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

/** The leaderboard's sort keys; `winRate` ranks only players with at least 10 settled bets (the rule for showing it). */
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

const PLAYERS_QUERY = `query ($order: String!, $limit: Int!, $after: String, $where: predictionUserFilter) {
  predictionUsers(orderBy: $order, orderDirection: "desc", limit: $limit, after: $after, where: $where) {
    items { id totalBets totalBNB wins totalBetsSettled netBNB totalBNBWon }
    pageInfo { endCursor hasNextPage }
  }
}`;
const playersSchema = z.object({
  predictionUsers: z.object({
    items: z.array(
      z.object({
        id: z.string(),
        totalBets: z.number(),
        totalBNB: bigString,
        wins: z.number(),
        totalBetsSettled: z.number(),
        netBNB: bigString,
        totalBNBWon: bigString,
      }),
    ),
    pageInfo: pageInfoSchema,
  }),
});

/** Players ranked by `order`, 20 a page (`after` is the previous page's cursor); or one address. */
export async function fetchPlayers(
  indexerUrl: string | undefined,
  order: LeaderboardOrder,
  opts: { after?: string | undefined; address?: string | undefined; limit?: number } = {},
): Promise<{ rows: PlayerRow[]; next: string | undefined }> {
  const data = await gql(PLAYERS_QUERY, playersVariables(order, opts), playersSchema, { url: indexerUrl });
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
    next: nextCursor(data.predictionUsers.pageInfo),
  };
}
