import { describe, expect, it } from 'vitest';
import { parseTicketText } from '@fuelswap/sdk';
import { findWinnings, historyState, lookupRound, prizesOf, ticketNumbers } from './logic.ts';

const n = (text: string) => parseTicketText(text)!;
// FUEL (9 decimals) per winning ticket in brackets 1..6; bracket 4 has no share this round.
const round = { finalNumber: n('123456'), cakePerBracket: [10n ** 9n, 2n * 10n ** 9n, 3n * 10n ** 9n, 0n, 5n * 10n ** 9n, 6n * 10n ** 9n] };

describe('prizesOf: what Check Now and Collect Prizes claim', () => {
  it('each unclaimed ticket at its highest bracket only, skipping claimed tickets, misses and zero shares', () => {
    const tickets = [
      { id: 1n, number: n('123456'), claimed: false }, // all six: bracket 5
      { id: 2n, number: n('123999'), claimed: false }, // first three: bracket 2
      { id: 3n, number: n('123499'), claimed: false }, // first four: bracket 3, no share
      { id: 4n, number: n('923456'), claimed: false }, // first digit differs
      { id: 5n, number: n('120000'), claimed: true }, // already claimed
    ];
    expect(prizesOf(tickets, round)).toEqual({
      items: [
        { id: 1n, bracket: 5, amount: 6n * 10n ** 9n },
        { id: 2n, bracket: 2, amount: 3n * 10n ** 9n },
      ],
      total: 9n * 10n ** 9n,
    });
  });

  it('nothing to collect once every winning ticket is claimed', () => {
    expect(prizesOf([{ id: 1n, number: n('123456'), claimed: true }], round)).toEqual({ items: [], total: 0n });
  });
});

describe('findWinnings: the rounds Check Now looks at', () => {
  it('the latest 3 claimable rounds from the current id down, skipping rounds not drawn, leaving out rounds owing nothing', async () => {
    const asked: bigint[] = [];
    const ticketsAsked: bigint[] = [];
    // 9 is open, 8 claimable (no win), 7 not drawn (closed), 6 and 5 claimable with wins, 4 claimable but past the 3.
    const claimable = new Set([8n, 6n, 5n, 4n]);
    const found = await findWinnings(
      9n,
      async (id) => {
        asked.push(id);
        return claimable.has(id) ? round : undefined;
      },
      async (id) => {
        ticketsAsked.push(id);
        return id === 8n ? [{ id: 80n, number: n('999999'), claimed: false }] : [{ id: id * 10n, number: n('123456'), claimed: false }];
      },
    );
    expect(asked).toEqual([9n, 8n, 7n, 6n, 5n]);
    expect(ticketsAsked).toEqual([8n, 6n, 5n]);
    expect(found).toEqual([
      { lotteryId: 6n, total: 6n * 10n ** 9n, items: [{ id: 60n, bracket: 5, amount: 6n * 10n ** 9n }] },
      { lotteryId: 5n, total: 6n * 10n ** 9n, items: [{ id: 50n, bracket: 5, amount: 6n * 10n ** 9n }] },
    ]);
  });

  it('stops at round 1', async () => {
    const asked: bigint[] = [];
    expect(
      await findWinnings(
        2n,
        async (id) => {
          asked.push(id);
          return undefined;
        },
        async () => [],
      ),
    ).toEqual([]);
    expect(asked).toEqual([2n, 1n]);
  });
});

describe('lookupRound: a round typed in Finished Rounds', () => {
  it('a round that does not exist: 0, or past the latest round opened', () => {
    expect(lookupRound('0', 4n, 5n)).toBe('missing');
    expect(lookupRound('6', 4n, 5n)).toBe('missing');
    expect(lookupRound('99999', 4n, undefined)).toBe('missing');
  });
  it('the round being played is not drawn yet; a finished one is shown; nothing typed is neither', () => {
    expect(lookupRound('5', 4n, 5n)).toBe('notDrawn');
    expect(lookupRound('4', 4n, 5n)).toBe('drawn');
    expect(lookupRound('1', 4n, 4n)).toBe('drawn');
    expect(lookupRound('', 4n, 5n)).toBe('empty');
  });
});

describe('historyState', () => {
  it('shows a round whose number never came as Refundable, then Refunded; drawn rounds Claimed once claimed', () => {
    expect(historyState('Refundable', false)).toBe('refundable');
    expect(historyState('Refundable', true)).toBe('refunded');
    expect(historyState('Claimable', false)).toBe('drawn');
    expect(historyState('Claimable', true)).toBe('claimed');
    expect(historyState('Open', false)).toBe('pending');
    expect(historyState('Close', false)).toBe('pending');
  });
});

describe('ticketNumbers: the numbers View/Edit Numbers previews and sends', () => {
  it('encodes complete tickets, digits in display order (the contract reads them reversed)', () => {
    expect(
      ticketNumbers([
        [1, 2, 3, 4, 5, 6],
        [0, 0, 0, 0, 0, 9],
      ]),
    ).toEqual([1_654_321, 1_900_000]);
  });
  it('is undefined while any box is empty or a ticket is short', () => {
    expect(
      ticketNumbers([
        [1, 2, 3, 4, 5, 6],
        [1, 2, undefined, 4, 5, 6],
      ]),
    ).toBeUndefined();
    expect(ticketNumbers([[1, 2, 3, 4, 5]])).toBeUndefined();
  });
});
