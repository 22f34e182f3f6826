/**
 * The lottery's reads from the project's indexer (not the chain): the rounds an account bought into (its
 * lottery_user_round and lottery tables), newest first, 100 at a time, for Your History, and all of them for the
 * Refunds panel; and a drawn round's row (totalUsers and the fields the chain can confirm) for Finished Rounds.
 * The app runs them with its runtime's indexer URL, the indexer's tests against a real Ponder.
 */
import * as z from 'zod/mini';
import { fetchAllPages, gql, nextCursor, pageInfoSchema } from './client.ts';

/** Where to ask: the indexer's base URL or endpoint, and the fetch to ask with (default: the global one). */
export interface IndexerTarget {
  url: string | undefined;
  fetchImpl?: typeof fetch | undefined;
}

export interface UserRoundRow {
  lotteryId: bigint;
  totalTickets: number;
  claimed: boolean;
  status: string;
  endTime: number;
}

/** Rows per indexer page of Your History (Load more asks for the next one). */
export const PAGE = 100;

/** One page of Your History and the cursor of the next (undefined on the last page). */
export interface UserRoundsPage {
  rows: UserRoundRow[];
  next: string | undefined;
}

const USER_ROUNDS_QUERY = `query ($user: String!, $limit: Int!, $after: String) {
  lotteryUserRounds(where: { user: $user }, orderBy: "lotteryId", orderDirection: "desc", limit: $limit, after: $after) {
    items { lotteryId totalTickets claimed }
    pageInfo { hasNextPage endCursor }
  }
}`;
const userRoundsSchema = z.object({
  lotteryUserRounds: z.object({
    items: z.array(z.object({ lotteryId: z.string(), totalTickets: z.number(), claimed: z.boolean() })),
    pageInfo: pageInfoSchema,
  }),
});

const ROUNDS_BY_ID_QUERY = `query ($ids: [String!]) { lotterys(where: { id_in: $ids }, limit: ${PAGE}) { items { id status endTime } } }`;
const roundsByIdSchema = z.object({
  lotterys: z.object({ items: z.array(z.object({ id: z.string(), status: z.string(), endTime: z.number() })) }),
});

/**
 * One page of the account's rounds, newest first, `PAGE` at a time after the cursor `after` (Ponder's `pageInfo`:
 * no offset, so a player of thousands of rounds pages as fast at the end as at the start), each with its round's
 * status and end time, asked by the page's own ids (a round of any age keeps its status).
 */
export async function fetchUserRounds(target: IndexerTarget, account: string, after?: string): Promise<UserRoundsPage> {
  const mine = await gql(
    USER_ROUNDS_QUERY,
    { user: account.toLowerCase(), limit: PAGE, ...(after ? { after } : {}) },
    userRoundsSchema,
    target,
  );
  const ids = mine.lotteryUserRounds.items.map((r) => r.lotteryId);
  const rounds = ids.length ? await gql(ROUNDS_BY_ID_QUERY, { ids }, roundsByIdSchema, target) : { lotterys: { items: [] } };
  const byId = new Map(rounds.lotterys.items.map((l) => [l.id, l]));
  return {
    rows: mine.lotteryUserRounds.items.map((r) => ({
      lotteryId: BigInt(r.lotteryId),
      totalTickets: r.totalTickets,
      claimed: r.claimed,
      status: byId.get(r.lotteryId)?.status ?? 'Open',
      endTime: byId.get(r.lotteryId)?.endTime ?? 0,
    })),
    next: nextCursor(mine.lotteryUserRounds.pageInfo),
  };
}

/**
 * Every round the account bought into whose winning number never came (the indexer's Refundable status), however
 * many rounds it played: Your History's pages, `PAGE` at a time, one after another to the last. The caller confirms
 * each on the chain before offering a refund (an indexer row can belong to another history after a reorg).
 */
export async function fetchRefundableRounds(target: IndexerTarget, account: string): Promise<UserRoundRow[]> {
  const rows = await fetchAllPages(async (after) => {
    const page = await fetchUserRounds(target, account, after);
    return { items: page.rows, next: page.next };
  });
  return rows.filter((r) => r.status === 'Refundable');
}

/** The fields of the indexer's round row that the chain's viewLottery can confirm, and its player count. */
const ROUND_QUERY = `query ($id: String!) { lottery(id: $id) {
  lotteryId status startTime endTime ticketPrice firstTicket lastTicket totalUsers totalTickets winningTickets finalNumber totalCake
} }`;
const roundSchema = z.object({
  lottery: z.nullable(
    z.object({
      lotteryId: z.string(),
      status: z.string(),
      startTime: z.number(),
      endTime: z.number(),
      ticketPrice: z.string(),
      firstTicket: z.string(),
      lastTicket: z.nullable(z.string()),
      totalUsers: z.number(),
      totalTickets: z.number(),
      winningTickets: z.nullable(z.number()),
      finalNumber: z.nullable(z.number()),
      totalCake: z.string(),
    }),
  ),
});

/** The indexer's row of a round; GraphQL gives its BigInt fields as decimal text. */
export type IndexedLotteryRow = NonNullable<z.infer<typeof roundSchema>['lottery']>;

/**
 * A round's row in the indexer (totalUsers and the fields to check it by); null when the indexer has no such round.
 * Whether its player count may be shown is `indexedPlayers` (`../lottery/indexed.ts`): only while the row agrees
 * with the chain's round.
 */
export async function fetchIndexedRound(target: IndexerTarget, lotteryId: bigint): Promise<IndexedLotteryRow | null> {
  return (await gql(ROUND_QUERY, { id: lotteryId.toString() }, roundSchema, target)).lottery;
}
