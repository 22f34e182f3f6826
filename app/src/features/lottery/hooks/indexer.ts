/**
 * The lottery's reads from the project's indexer (not the chain): the rounds an account bought into (spec 001 §7
 * getUserLotteries, its lottery_user_round and lottery tables), newest first, 100 at a time, for Your History; and
 * a drawn round's player count (getLotteries' totalUsers) for Finished Rounds.
 */
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

/** How many accounts bought into a round (spec 001 §7 getLotteries' totalUsers), from the indexer; undefined if unknown. */
export async function fetchRoundPlayers(indexerUrl: string, lotteryId: bigint): Promise<number | undefined> {
  const res = await fetch(`${indexerUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query ($id: String!) { lottery(id: $id) { totalUsers status } }',
      variables: { id: lotteryId.toString() },
    }),
  });
  if (!res.ok) throw new Error(`indexer answered ${res.status}`);
  const body = (await res.json()) as { data?: { lottery: { totalUsers: number; status: string } | null } };
  const l = body.data?.lottery;
  // Only a drawn round's count is final: an indexer a block behind the chain may not have the last purchases yet.
  if (!l || l.status !== 'Claimable') return undefined;
  return Number.isInteger(l.totalUsers) && l.totalUsers >= 0 ? l.totalUsers : undefined;
}
