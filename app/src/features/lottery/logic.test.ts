import { describe, expect, it } from 'vitest';
import { parseTicketText } from '@fuelswap/sdk';
import { findWinnings, historyState, indexedPlayers, lookupRound, prizesOf } from './logic.ts';

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

describe('indexedPlayers: the indexer row is shown only while it is the chain round', () => {
  // Round 7 as the chain has it (viewLottery): tickets 1000..1013 (14), a pot of 70 FUEL, 3 winning tickets.
  const chain = {
    lotteryId: 7n,
    status: 3,
    startTime: 1_700_000_000n,
    endTime: 1_700_000_060n,
    priceTicketInCake: 5n * 10n ** 9n,
    firstTicketId: 1000n,
    lastTicketId: 1014n,
    amountCollectedInCake: 70n * 10n ** 9n,
    finalNumber: n('123456'),
    countWinnersPerBracket: [2n, 1n, 0n, 0n, 0n, 0n],
  };
  // The same round in the indexer, as GraphQL gives it (BigInt fields as text): 5 players.
  const row = {
    lotteryId: '7',
    status: 'Claimable',
    startTime: 1_700_000_000,
    endTime: 1_700_000_060,
    ticketPrice: '5000000000',
    firstTicket: '1000',
    lastTicket: '1014',
    totalUsers: 5,
    totalTickets: 14,
    winningTickets: 3,
    finalNumber: n('123456'),
    totalCake: '70000000000',
  };

  it('the player count of a drawn round whose row agrees with the chain in everything both know', () => {
    expect(indexedPlayers(row, chain)).toBe(5);
  });

  it('not the row of the same id left from a history the chain has left (the e2e suite reverts every test: ids are reused)', () => {
    // The reverted history drew the same id with the same seed (same number), opened at the same ticket, but sold
    // other tickets: the test's own 3 tickets were not in it, and the keeper's buyers bought differently.
    const stale = { ...row, lastTicket: '1011', totalTickets: 11, totalCake: '55000000000', totalUsers: 4 };
    expect(indexedPlayers(stale, chain)).toBeUndefined();
    // Same tickets sold but another pot (other purchase sizes, other discounts): still another history.
    expect(indexedPlayers({ ...row, totalCake: '69990000000' }, chain)).toBeUndefined();
  });

  it('every compared field: one disagreeing is enough to keep asking', () => {
    const off: Partial<typeof row>[] = [
      { lotteryId: '8' },
      { startTime: row.startTime + 1 },
      { endTime: row.endTime + 1 },
      { ticketPrice: '5000000001' },
      { firstTicket: '999' },
      { lastTicket: '1015' },
      { lastTicket: null } as unknown as Partial<typeof row>,
      { totalTickets: 15 },
      { totalCake: '1' },
      { finalNumber: n('123457') },
      { winningTickets: 2 },
    ];
    for (const o of off) expect(indexedPlayers({ ...row, ...o }, chain), JSON.stringify(o)).toBeUndefined();
  });

  it('not before the draw on either side, nor without a row', () => {
    expect(indexedPlayers({ ...row, status: 'Close' }, chain)).toBeUndefined();
    expect(indexedPlayers({ ...row, status: 'Open' }, chain)).toBeUndefined();
    expect(indexedPlayers(row, { ...chain, status: 2 })).toBeUndefined();
    expect(indexedPlayers(null, chain)).toBeUndefined();
    expect(indexedPlayers(undefined, chain)).toBeUndefined();
  });

  it('malformed or impossible values are not shown: text that is not a number, more players than tickets, players without tickets', () => {
    expect(indexedPlayers({ ...row, totalCake: '7e10' }, chain)).toBeUndefined();
    expect(indexedPlayers({ ...row, firstTicket: '-1000' }, chain)).toBeUndefined();
    expect(indexedPlayers({ ...row, winningTickets: null } as unknown as typeof row, chain)).toBeUndefined();
    expect(indexedPlayers({ ...row, totalUsers: 15 }, chain)).toBeUndefined();
    expect(indexedPlayers({ ...row, totalUsers: 0 }, chain)).toBeUndefined();
    expect(indexedPlayers({ ...row, totalUsers: 2.5 }, chain)).toBeUndefined();
    expect(indexedPlayers({ ...row, startTime: 1.5 }, chain)).toBeUndefined();
    // A round nobody bought into: 0 players is a real answer.
    const empty = { ...chain, lastTicketId: 1000n, amountCollectedInCake: 0n, countWinnersPerBracket: [0n, 0n, 0n, 0n, 0n, 0n] };
    expect(indexedPlayers({ ...row, lastTicket: '1000', totalTickets: 0, totalCake: '0', winningTickets: 0, totalUsers: 0 }, empty)).toBe(
      0,
    );
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
