import { describe, expect, it } from 'vitest';
import { claimBatches, readAllTickets, TICKETS_PER_QUERY, type TicketPage } from './paging.ts';

/**
 * viewUserInfoForLotteryId as FuelLottery answers it: from `cursor`, at most `size` of the account's tickets (it does
 * not cap `size` itself), and the cursor after them. Every call is recorded.
 */
function contract(count: number, firstId = 1000n) {
  const calls: { cursor: bigint; size: bigint }[] = [];
  const number = (i: number) => 1_000_000 + ((i * 7919) % 1_000_000);
  const readPage = async (cursor: bigint, size: bigint): Promise<TicketPage> => {
    calls.push({ cursor, size });
    const from = Number(cursor);
    const n = from >= count ? 0 : Math.min(Number(size), count - from);
    const idx = Array.from({ length: n }, (_, k) => from + k);
    return {
      ids: idx.map((i) => firstId + BigInt(i)),
      numbers: idx.map(number),
      claimed: idx.map((i) => i % 10 === 0),
      next: cursor + BigInt(n),
    };
  };
  const all = Array.from({ length: count }, (_, i) => ({ id: firstId + BigInt(i), number: number(i), claimed: i % 10 === 0 }));
  return { calls, readPage, all };
}

describe('readAllTickets: one account in one round, 100 tickets a query until a short page', () => {
  it('2,500 tickets: 26 queries of 100 (25 full pages, then the empty one that ends it), each from the cursor the last returned', async () => {
    const c = contract(2500);
    const got = await readAllTickets(c.readPage);
    expect(got).toEqual(c.all);
    expect(new Set(got.map((t) => t.id)).size).toBe(2500);
    expect(c.calls).toHaveLength(26);
    expect(c.calls.every((q) => q.size === 100n)).toBe(true);
    expect(c.calls.map((q) => q.cursor)).toEqual(Array.from({ length: 26 }, (_, k) => BigInt(k * 100)));
  });

  it('ends on the first short page: 0, 1, 99, 100, 101 and 250 tickets', async () => {
    for (const [count, queries] of [
      [0, 1],
      [1, 1],
      [99, 1],
      [100, 2],
      [101, 2],
      [250, 3],
    ] as const) {
      const c = contract(count);
      expect(await readAllTickets(c.readPage)).toEqual(c.all);
      expect(c.calls.length, `${count} tickets`).toBe(queries);
      expect(c.calls.every((q) => q.size <= BigInt(TICKETS_PER_QUERY))).toBe(true);
    }
  });

  it('a smaller page size is kept; one above the spec limit of 100 (the anchor asked for thousands) or below 1 is refused', async () => {
    const c = contract(95);
    expect(await readAllTickets(c.readPage, 40)).toEqual(c.all);
    expect(c.calls.map((q) => [q.cursor, q.size])).toEqual([
      [0n, 40n],
      [40n, 40n],
      [80n, 40n],
    ]);
    await expect(readAllTickets(c.readPage, 101)).rejects.toThrow('a ticket page holds 1 to 100 tickets, not 101');
    await expect(readAllTickets(c.readPage, 0)).rejects.toThrow('not 0');
    await expect(readAllTickets(c.readPage, 2.5)).rejects.toThrow('not 2.5');
  });

  it('a broken answer fails instead of looping: a cursor that does not move on, a page longer than asked, ragged arrays', async () => {
    const stuck = async (cursor: bigint, size: bigint): Promise<TicketPage> => {
      const ids = Array.from({ length: Number(size) }, (_, i) => cursor + BigInt(i));
      return { ids, numbers: ids.map(() => 1_000_000), claimed: ids.map(() => false), next: cursor };
    };
    await expect(readAllTickets(stuck)).rejects.toThrow('the ticket cursor did not move on from 0');
    const long = async (): Promise<TicketPage> => ({
      ids: Array(101).fill(1n),
      numbers: Array(101).fill(1_000_000),
      claimed: Array(101).fill(false),
      next: 101n,
    });
    await expect(readAllTickets(long)).rejects.toThrow('malformed ticket page at cursor 0: 101 ids');
    const ragged = async (): Promise<TicketPage> => ({ ids: [1n, 2n], numbers: [1_000_000], claimed: [false, false], next: 2n });
    await expect(readAllTickets(ragged)).rejects.toThrow('2 ids, 1 numbers, 2 flags');
  });
});

describe('claimBatches: consecutive batches of at most the per-claim maximum', () => {
  it('2,500 items at 100: 25 batches of 100, in order, each item exactly once', () => {
    const items = Array.from({ length: 2500 }, (_, i) => i);
    const batches = claimBatches(items, 100);
    expect(batches).toHaveLength(25);
    expect(batches.every((b) => b.length === 100)).toBe(true);
    expect(batches.flat()).toEqual(items);
  });

  it('a remainder goes in a last, smaller batch; nothing to claim makes no batch', () => {
    const items = Array.from({ length: 257 }, (_, i) => i);
    expect(claimBatches(items, 37).map((b) => b.length)).toEqual([37, 37, 37, 37, 37, 37, 35]);
    expect(claimBatches(items, 37).flat()).toEqual(items);
    expect(claimBatches(items, 1000)).toEqual([items]);
    expect(claimBatches([], 100)).toEqual([]);
  });

  it('refuses a per-claim maximum below 1 (it would never end) or not whole', () => {
    expect(() => claimBatches([1], 0)).toThrow('a claim holds at least one ticket, not 0');
    expect(() => claimBatches([1], 1.5)).toThrow('not 1.5');
  });
});
