import { describe, expect, it } from 'vitest';
import { auctionPhase, checkBid, rankBids } from './auction.ts';

const F = 10n ** 9n;

describe('farm auction', () => {
  it('phases by status and block', () => {
    const a = { status: 1, startBlock: 10n, endBlock: 20n };
    expect(auctionPhase(undefined, 5n)).toBe('none');
    expect(auctionPhase(a, 9n)).toBe('pending');
    expect(auctionPhase(a, 10n)).toBe('live');
    expect(auctionPhase(a, 20n)).toBe('live');
    expect(auctionPhase(a, 21n)).toBe('finished');
    expect(auctionPhase({ ...a, status: 2 }, 21n)).toBe('closed');
  });

  it('ranks bids, ties sharing a position, and marks the winners with ties at the last place', () => {
    const r = rankBids(
      [
        { account: 'a', amount: 300n * F },
        { account: 'b', amount: 1000n * F },
        { account: 'c', amount: 600n * F },
        { account: 'd', amount: 600n * F },
        { account: 'e', amount: 0n },
      ],
      2,
    );
    expect(r.map((x) => [x.account, x.position, x.winning])).toEqual([
      ['b', 1, true],
      ['c', 2, true],
      ['d', 2, true],
      ['a', 4, false],
    ]);
  });

  it('checks a bid: first bid at least the initial, multiples of 10 FUEL, within the balance', () => {
    const o = { hasBid: false, initial: 100n * F, balance: 1000n * F, step: 10n * F };
    expect(checkBid(undefined, o)).toBe('invalid');
    expect(checkBid(95n * F, o)).toBe('notMultiple');
    expect(checkBid(90n * F, o)).toBe('belowInitial');
    expect(checkBid(90n * F, { ...o, hasBid: true })).toBeUndefined();
    expect(checkBid(1010n * F, o)).toBe('insufficient');
    expect(checkBid(100n * F, o)).toBeUndefined();
  });
});
