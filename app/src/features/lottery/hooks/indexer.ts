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

export async function fetchUserRounds(indexerUrl: string, account: string, offset = 0): Promise<UserRoundRow[]> {
  const query = `query ($user: String!, $limit: Int!, $offset: Int!) {
    lotteryUserRounds(where: { user: $user }, orderBy: "lotteryId", orderDirection: "desc", limit: $limit, offset: $offset) {
      items { lotteryId totalTickets claimed }
    }
    lotterys(orderBy: "lotteryId", orderDirection: "desc", limit: 1000) { items { lotteryId status endTime } }
  }`;
  const res = await fetch(`${indexerUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: { user: account.toLowerCase(), limit: PAGE, offset } }),
  });
  if (!res.ok) throw new Error(`indexer answered ${res.status}`);
  const body = (await res.json()) as {
    data?: {
      lotteryUserRounds: { items: { lotteryId: string; totalTickets: number; claimed: boolean }[] };
      lotterys: { items: { lotteryId: string; status: string; endTime: number }[] };
    };
    errors?: unknown;
  };
  if (!body.data) throw new Error('indexer query failed');
  const rounds = new Map(body.data.lotterys.items.map((l) => [l.lotteryId, l]));
  return body.data.lotteryUserRounds.items.map((r) => ({
    lotteryId: BigInt(r.lotteryId),
    totalTickets: r.totalTickets,
    claimed: r.claimed,
    status: rounds.get(r.lotteryId)?.status ?? 'Open',
    endTime: rounds.get(r.lotteryId)?.endTime ?? 0,
  }));
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
