import { describe, expect, it } from 'vitest';
import { indexedPlayers } from './indexed.ts';
import { parseTicketText } from './rules.ts';

const n = (text: string) => parseTicketText(text)!;

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
