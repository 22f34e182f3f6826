import { describe, expect, it } from 'vitest';
import { parseTicketText } from '@fuelswap/sdk';
import { prizesOf } from './logic.ts';

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
        { id: 1n, bracket: 5 },
        { id: 2n, bracket: 2 },
      ],
      total: 9n * 10n ** 9n,
    });
  });

  it('nothing to collect once every winning ticket is claimed', () => {
    expect(prizesOf([{ id: 1n, number: n('123456'), claimed: true }], round)).toEqual({ items: [], total: 0n });
  });
});
