import { describe, expect, it } from 'vitest';
import { computeStandings, type Trader } from './rank.ts';
import { settlementOf, type TierOf } from './settle.ts';

const D = 10n ** 18n;

// The tiers of packages/config's COMPETITION_TIERS (the sdk does not import config): champion #1 = 5, top 10 = 4,
// top 100 = 3, top 500 = 2, the rest = 1.
const tierOf: TierOf = (r) => ({ group: r === 1 ? 5 : r <= 10 ? 4 : r <= 100 ? 3 : r <= 500 ? 2 : 1 });

const trader = (account: string, teamId: number, volume: bigint): Trader => ({ account, teamId, volume: volume * D });

describe('battle settlement', () => {
  it('three teams: ranks by volume, tied members share a tier, a member without volume is a participant', () => {
    const s = computeStandings(
      [
        trader('0xa', 1, 100n),
        trader('0xb', 1, 40n),
        trader('0xc', 1, 40n),
        trader('0xd', 1, 0n),
        trader('0xe', 2, 40n),
        trader('0xf', 3, 5n),
      ],
      [1, 2, 3],
    );
    expect(settlementOf(s, tierOf)).toEqual({
      teamRanks: [
        { teamId: 1, rank: 1 },
        { teamId: 2, rank: 2 },
        { teamId: 3, rank: 3 },
      ],
      rewardGroups: [
        { group: 5, accounts: ['0xa', '0xe', '0xf'], calls: [['0xa', '0xe', '0xf']] },
        { group: 4, accounts: ['0xb', '0xc'], calls: [['0xb', '0xc']] },
        { group: 1, accounts: ['0xd'], calls: [['0xd']] },
      ],
    });
  });

  it('a team nobody registered for takes the rank left, after a team whose traders did not trade', () => {
    // Team 1's only trader has no volume: computeStandings ties it with team 2 (no traders) at volume 0.
    const s = computeStandings([trader('0x1', 1, 0n), trader('0x3', 3, 10n)], [1, 2, 3]);
    expect(s.teams.map((t) => [t.teamId, t.rank])).toEqual([
      [3, 1],
      [1, 2],
      [2, 2],
    ]);
    const out = settlementOf(s, tierOf);
    expect(out.teamRanks).toEqual([
      { teamId: 3, rank: 1 },
      { teamId: 1, rank: 2 },
      { teamId: 2, rank: 3 },
    ]);
    // Alone in its team but without a swap: a participant, not a champion.
    expect(out.rewardGroups).toEqual([
      { group: 5, accounts: ['0x3'], calls: [['0x3']] },
      { group: 1, accounts: ['0x1'], calls: [['0x1']] },
    ]);
  });

  it('teams without traders get the ranks left in team-id order; teams with traders and equal volume share a rank', () => {
    const lone = computeStandings([trader('0x3', 3, 1n)], [1, 2, 3]);
    expect(settlementOf(lone, tierOf).teamRanks).toEqual([
      { teamId: 3, rank: 1 },
      { teamId: 1, rank: 2 },
      { teamId: 2, rank: 3 },
    ]);
    const tied = computeStandings([trader('0x2', 2, 50n), trader('0x1', 1, 50n)], [1, 2, 3]);
    expect(settlementOf(tied, tierOf).teamRanks).toEqual([
      { teamId: 1, rank: 1 },
      { teamId: 2, rank: 1 },
      { teamId: 3, rank: 3 },
    ]);
  });

  it('nobody registered: ranks 1..3 by team id and no groups', () => {
    expect(settlementOf(computeStandings([], [3, 1, 2]), tierOf)).toEqual({
      teamRanks: [
        { teamId: 1, rank: 1 },
        { teamId: 2, rank: 2 },
        { teamId: 3, rank: 3 },
      ],
      rewardGroups: [],
    });
  });

  it('cuts a group of more than 100 accounts into calls of at most 100, in the standings order', () => {
    const idle = Array.from({ length: 230 }, (_, i) => trader(`0x${(i + 1).toString(16).padStart(4, '0')}`, 1, 0n));
    const s = computeStandings([trader('0xtop', 1, 1n), ...idle], [1, 2, 3]);
    const out = settlementOf(s, tierOf);
    expect(out.rewardGroups.map((g) => [g.group, g.accounts.length, g.calls.map((c) => c.length)])).toEqual([
      [5, 1, [1]],
      [1, 230, [100, 100, 30]],
    ]);
    const participants = out.rewardGroups[1]!;
    expect(participants.calls[0]![0]).toBe('0x0001');
    expect(participants.calls[1]![0]).toBe('0x0065');
    expect(participants.calls[2]!.at(-1)).toBe('0x00e6');
    expect(participants.calls.flat()).toEqual(participants.accounts);
    expect(settlementOf(s, tierOf, { chunkSize: 150 }).rewardGroups[1]!.calls.map((c) => c.length)).toEqual([150, 80]);
  });

  it('spreads 250 ranked traders over the tiers by rank in team', () => {
    const s = computeStandings(
      Array.from({ length: 250 }, (_, i) => trader(`0x${i}`, 2, BigInt(1000 - i))),
      [1, 2, 3],
    );
    const out = settlementOf(s, tierOf);
    expect(out.rewardGroups.map((g) => [g.group, g.accounts.length, g.calls.map((c) => c.length)])).toEqual([
      [5, 1, [1]],
      [4, 9, [9]],
      [3, 90, [90]],
      [2, 150, [100, 50]],
    ]);
    expect(out.rewardGroups[2]!.accounts[0]).toBe('0x10');
  });

  it('leaves out group 0 (nothing to claim, the contract default)', () => {
    const s = computeStandings([trader('0xa', 1, 2n), trader('0xb', 1, 1n)], [1, 2, 3]);
    const out = settlementOf(s, (r) => ({ group: r === 1 ? 3 : 0 }));
    expect(out.rewardGroups).toEqual([{ group: 3, accounts: ['0xa'], calls: [['0xa']] }]);
  });

  it('refuses what the contract cannot take', () => {
    const four = computeStandings([trader('0xa', 1, 1n)], [1, 2, 3, 4]);
    expect(() => settlementOf(four, tierOf)).toThrow('team 4 would be rank 4, the contract accepts 1..3');
    expect(settlementOf(four, tierOf, { maxTeamRank: 4 }).teamRanks.at(-1)).toEqual({ teamId: 4, rank: 4 });
    const one = computeStandings([trader('0xa', 1, 1n)], [1]);
    expect(() => settlementOf(one, () => ({ group: 256 }))).toThrow('not a uint8');
    expect(() => settlementOf(one, tierOf, { chunkSize: 0 })).toThrow('chunk size 0');
    // A trader of a team the standings do not rank would make updateUserRewardGroups revert.
    const stray = { ...one, traders: [{ ...one.traders[0]!, teamId: 7 }] };
    expect(() => settlementOf(stray, tierOf)).toThrow('team 7');
  });
});
