/**
 * The lottery's reads from the project's indexer (not the chain): the rounds an account bought into (spec 001 §7
 * getUserLotteries, its lottery_user_round and lottery tables), newest first, 100 at a time, for Your History; and
 * a drawn round's row (getLotteries' totalUsers and the fields the chain can confirm) for Finished Rounds.
 */
import type { IndexedLottery } from '../logic.ts';

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

/**
 * One page of the account's rounds, newest first, `PAGE` at a time after the cursor `after` (Ponder's `pageInfo`:
 * no offset, so a player of thousands of rounds pages as fast at the end as at the start), each with its round's
 * status and end time, asked by the page's own ids (a round of any age keeps its status).
 */
export async function fetchUserRounds(indexerUrl: string, account: string, after?: string): Promise<UserRoundsPage> {
  const post = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const res = await fetch(`${indexerUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    if (!res.ok) throw new Error(`indexer answered ${res.status}`);
    const body = (await res.json()) as { data?: T | null; errors?: { message?: string }[] };
    if (body.errors?.length) throw new Error(`indexer refused the query: ${body.errors[0]?.message ?? 'unknown error'}`);
    if (!body.data) throw new Error('indexer query failed');
    return body.data;
  };
  const mine = await post<{
    lotteryUserRounds: {
      items: { lotteryId: string; totalTickets: number; claimed: boolean }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  }>(
    `query ($user: String!, $limit: Int!, $after: String) {
      lotteryUserRounds(where: { user: $user }, orderBy: "lotteryId", orderDirection: "desc", limit: $limit, after: $after) {
        items { lotteryId totalTickets claimed }
        pageInfo { hasNextPage endCursor }
      }
    }`,
    { user: account.toLowerCase(), limit: PAGE, ...(after ? { after } : {}) },
  );
  const ids = mine.lotteryUserRounds.items.map((r) => r.lotteryId);
  const rounds = ids.length
    ? await post<{ lotterys: { items: { id: string; status: string; endTime: number }[] } }>(
        `query ($ids: [String!]) { lotterys(where: { id_in: $ids }, limit: ${PAGE}) { items { id status endTime } } }`,
        { ids },
      )
    : { lotterys: { items: [] } };
  const byId = new Map(rounds.lotterys.items.map((l) => [l.id, l]));
  const { pageInfo } = mine.lotteryUserRounds;
  return {
    rows: mine.lotteryUserRounds.items.map((r) => ({
      lotteryId: BigInt(r.lotteryId),
      totalTickets: r.totalTickets,
      claimed: r.claimed,
      status: byId.get(r.lotteryId)?.status ?? 'Open',
      endTime: byId.get(r.lotteryId)?.endTime ?? 0,
    })),
    next: pageInfo.hasNextPage ? (pageInfo.endCursor ?? undefined) : undefined,
  };
}

/** The fields of the indexer's round row that the chain's viewLottery can confirm, and its player count. */
const ROUND_FIELDS =
  'lotteryId status startTime endTime ticketPrice firstTicket lastTicket totalUsers totalTickets winningTickets finalNumber totalCake';

/**
 * A round's row in the indexer (spec 001 §7 getLotteries: totalUsers and the fields to check it by); null when the
 * indexer has no such round. Whether its player count may be shown is `indexedPlayers` (logic.ts): only while the
 * row agrees with the chain's round.
 */
export async function fetchIndexedRound(indexerUrl: string, lotteryId: bigint): Promise<IndexedLottery | null> {
  const res = await fetch(`${indexerUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query ($id: String!) { lottery(id: $id) { ${ROUND_FIELDS} } }`,
      variables: { id: lotteryId.toString() },
    }),
  });
  if (!res.ok) throw new Error(`indexer answered ${res.status}`);
  const body = (await res.json()) as { data?: { lottery: IndexedLottery | null } };
  if (!body.data) throw new Error('indexer query failed');
  return body.data.lottery;
}
