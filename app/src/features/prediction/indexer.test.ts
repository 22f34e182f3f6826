import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREDICTION_MIN_BETS_FOR_WIN_RATE } from '@fuelswap/sdk';
import { fetchHistory, fetchPlayers, historyResult, type LeaderboardOrder } from './indexer.ts';

/** The GraphQL variables of every request fetchPlayers sends, answered with an empty page. */
function recordRequests() {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push((JSON.parse(String(init.body)) as { variables: Record<string, unknown> }).variables);
      return new Response(JSON.stringify({ data: { predictionUsers: { items: [], pageInfo: { endCursor: null, hasNextPage: false } } } }));
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchPlayers', () => {
  it.each<LeaderboardOrder>(['netBNB', 'totalBNB', 'totalBets'])('leaves the filter out of an unfiltered %s ranking', async (order) => {
    const sent = recordRequests();
    await fetchPlayers('http://indexer', order);
    // Ponder refuses `where: null` (it reads it as a filter object): no key at all, nor a null cursor.
    expect(sent).toEqual([{ order, limit: 20 }]);
  });

  it('filters the win-rate ranking to players with enough settled bets, and one address by its id', async () => {
    const sent = recordRequests();
    await fetchPlayers('http://indexer', 'winRate', { after: 'cursor' });
    await fetchPlayers('http://indexer', 'netBNB', { address: '0xAbC0000000000000000000000000000000000001' });
    expect(sent).toEqual([
      { order: 'winRate', limit: 20, after: 'cursor', where: { totalBetsSettled_gte: PREDICTION_MIN_BETS_FOR_WIN_RATE } },
      { order: 'netBNB', limit: 20, where: { id: '0xabc0000000000000000000000000000000000001' } },
    ]);
  });

  it('fails on a refused query instead of reading it as rows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: null, errors: [{ message: 'Cannot convert undefined or null to object' }] }))),
    );
    // The indexer client's error: a text key with the indexer's reason as its parameter.
    await expect(fetchPlayers('http://indexer', 'netBNB')).rejects.toMatchObject({
      kind: 'graphql',
      params: { reason: 'Cannot convert undefined or null to object' },
    });
  });
});

/**
 * A fake indexer holding `count` bets of one player (epochs 1..count) that answers like Ponder: `limit`
 * at most 1000 (it refuses more), `after` an opaque cursor, `pageInfo` on the bets, rounds by `id_in`.
 */
function fakeIndexer(count: number) {
  const limits: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query, variables } = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> };
      if (query.includes('predictionBets')) {
        const limit = variables.limit as number;
        limits.push(limit);
        if (limit > 1000) return new Response(JSON.stringify({ data: null, errors: [{ message: 'limit over 1000' }] }));
        const from = variables.after === undefined ? count : Number(String(variables.after).slice(1)) - 1;
        const epochs = Array.from({ length: Math.min(limit, from) }, (_, i) => from - i);
        const last = epochs.at(-1) ?? 1;
        const items = epochs.map((e) => ({
          epoch: String(e),
          position: 'Bull',
          amount: '1',
          claimed: false,
          claimedAmount: null,
          createdAt: e,
        }));
        return new Response(
          JSON.stringify({ data: { predictionBets: { items, pageInfo: { endCursor: `c${last}`, hasNextPage: last > 1 } } } }),
        );
      }
      const ids = variables.ids as string[];
      const items = ids.map((id) => ({
        id,
        position: 'Bull',
        failed: false,
        lockPrice: '1',
        closePrice: '2',
        lockBlock: 1,
        endBlock: 2,
        totalAmount: '2',
        rewardAmount: '1',
        rewardBaseCalAmount: '1',
      }));
      return new Response(JSON.stringify({ data: { predictionRounds: { items } } }));
    }),
  );
  return limits;
}

describe("fetchHistory past the indexer's 1000 rows a query", () => {
  it('pages through every bet of a player with 2,345 bets, newest first, each query within the limit', async () => {
    const limits = fakeIndexer(2345);
    const bets = await fetchHistory('http://indexer', '0xAbC0000000000000000000000000000000000001');
    expect(bets).toHaveLength(2345);
    expect(bets[0]?.epoch).toBe(2345n);
    expect(bets.at(-1)?.epoch).toBe(1n);
    expect(new Set(bets.map((b) => b.epoch)).size).toBe(2345);
    expect(limits).toEqual([1000, 1000, 1000]);
    // Rounds joined on every page, not only the first.
    expect(bets.at(-1)?.round.position).toBe('Bull');
  });
});

describe('historyResult', () => {
  it('reads a bet of epoch current - 1 as live even when the index already closed its round', () => {
    const bet = {
      epoch: 9n,
      position: 'Bull' as const,
      amount: 1n,
      claimed: false,
      claimedAmount: undefined,
      createdAt: 0,
      round: {
        position: 'Bull' as const,
        failed: false,
        lockPrice: 1n,
        closePrice: 2n,
        lockBlock: 1,
        endBlock: 2,
        totalAmount: 2n,
        rewardAmount: 1n,
        rewardBaseCalAmount: 1n,
      },
    };
    expect(historyResult(bet, 10n)).toBe('live');
    expect(historyResult(bet, 11n)).toBe('win');
  });
});
