import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREDICTION_MIN_BETS_FOR_WIN_RATE } from '@fuelswap/sdk';
import { fetchPlayers, type LeaderboardOrder } from './indexer.ts';

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
    await expect(fetchPlayers('http://indexer', 'netBNB')).rejects.toThrow('Cannot convert undefined or null to object');
  });
});
