import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE, fetchRefundableRounds, fetchUserRounds } from './lottery.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * A fake indexer answering like Ponder: a player of `count` rounds (ids 1..count, round 3 refundable and refunded,
 * round 2 refundable), `limit` refused past 1000 and `offset` past 10,000, cursors opaque, rounds by `id_in`.
 */
function fakeIndexer(count: number) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query, variables } = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> };
      sent.push(variables);
      if (query.includes('lotteryUserRounds')) {
        const limit = variables.limit as number;
        if (limit > 1000 || query.includes('offset')) return new Response(JSON.stringify({ data: null, errors: [{ message: 'refused' }] }));
        const from = variables.after === undefined ? count : Number(String(variables.after).slice(1)) - 1;
        const ids = Array.from({ length: Math.min(limit, from) }, (_, i) => from - i);
        const last = ids.at(-1) ?? 1;
        const items = ids.map((id) => ({ lotteryId: String(id), totalTickets: 1, claimed: id === 3 }));
        return new Response(
          JSON.stringify({ data: { lotteryUserRounds: { items, pageInfo: { hasNextPage: last > 1, endCursor: `c${last}` } } } }),
        );
      }
      const ids = variables.ids as string[];
      const items = ids.map((id) => ({ id, status: id === '2' || id === '3' ? 'Refundable' : 'Claimable', endTime: Number(id) }));
      return new Response(JSON.stringify({ data: { lotterys: { items } } }));
    }),
  );
  return sent;
}

describe('Your History pages', () => {
  it('reads a player of 250 rounds 100 at a time by cursor, newest first, each row with its own round status', async () => {
    fakeIndexer(250);
    const url = { url: 'http://indexer' };
    const user = '0xAbC0000000000000000000000000000000000001';
    const first = await fetchUserRounds(url, user);
    expect(first.rows).toHaveLength(PAGE);
    expect(first.rows[0]?.lotteryId).toBe(250n);
    const second = await fetchUserRounds(url, user, first.next);
    expect(second.rows[0]?.lotteryId).toBe(150n);
    const third = await fetchUserRounds(url, user, second.next);
    expect(third.rows).toHaveLength(50);
    expect(third.next).toBeUndefined();
    // The oldest rounds keep their status: refundable, refunded (claimed), drawn.
    const byId = new Map(third.rows.map((r) => [r.lotteryId, r]));
    expect(byId.get(2n)).toMatchObject({ status: 'Refundable', claimed: false });
    expect(byId.get(3n)).toMatchObject({ status: 'Refundable', claimed: true });
    expect(byId.get(1n)).toMatchObject({ status: 'Claimable', endTime: 1 });
  });
});

describe('refundable rounds', () => {
  it('finds a refundable round past the first 100: all 250 rounds are read, 100 a page, by cursor', async () => {
    const sent = fakeIndexer(250);
    const found = await fetchRefundableRounds({ url: 'http://indexer' }, '0xAbC0000000000000000000000000000000000001');
    // Rounds 2 (to refund) and 3 (refunded: claimed) are rows 249 and 248, on the third page.
    expect(found.map((r) => [r.lotteryId, r.claimed])).toEqual([
      [3n, true],
      [2n, false],
    ]);
    const pages = sent.filter((v) => 'limit' in v);
    expect(pages.map((v) => [v.limit, v.after])).toEqual([
      [PAGE, undefined],
      [PAGE, 'c151'],
      [PAGE, 'c51'],
    ]);
  });

  it('an indexer failure on a later page fails the lookup (no partial list passed off as all)', async () => {
    fakeIndexer(250);
    const real = globalThis.fetch;
    let calls = 0;
    vi.stubGlobal('fetch', (async (url: string, init: RequestInit) => {
      const { query } = JSON.parse(String(init.body)) as { query: string };
      if (query.includes('lotteryUserRounds') && ++calls === 3) return new Response('down', { status: 502 });
      return real(url, init);
    }) as typeof fetch);
    await expect(fetchRefundableRounds({ url: 'http://indexer' }, '0xAbC0000000000000000000000000000000000001')).rejects.toMatchObject({
      kind: 'http',
    });
  });
});
