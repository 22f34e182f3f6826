import { describe, expect, it } from 'vitest';
import { computeStandings } from './rank.ts';

const D = 10n ** 18n;

describe('battle standings', () => {
  it('ranks in team and overall, with ties sharing a rank, and the volume to the next rank', () => {
    const s = computeStandings(
      [
        { account: '0xa', teamId: 1, volume: 100n * D },
        { account: '0xb', teamId: 1, volume: 40n * D },
        { account: '0xc', teamId: 2, volume: 40n * D },
        { account: '0xd', teamId: 1, volume: 10n * D },
      ],
      [1, 2, 3],
    );
    const d = s.traders.find((t) => t.account === '0xd')!;
    expect(d).toMatchObject({ rankInTeam: 3, rankOverall: 4, toNextRank: 30n * D });
    const b = s.traders.find((t) => t.account === '0xb')!;
    const c = s.traders.find((t) => t.account === '0xc')!;
    expect([b.rankOverall, c.rankOverall]).toEqual([2, 2]);
    expect(c).toMatchObject({ rankInTeam: 1, toNextRank: 0n });
    expect(s.teams.map((t) => [t.teamId, t.volume, t.rank])).toEqual([
      [1, 150n * D, 1],
      [2, 40n * D, 2],
      [3, 0n, 3],
    ]);
  });

  it("counts only each team's top members in the team volume (top 500)", () => {
    const traders = [5n, 4n, 3n].map((v, i) => ({ account: `0x${i}`, teamId: 1, volume: v * D }));
    const s = computeStandings([...traders, { account: '0xz', teamId: 2, volume: 8n * D }], [1, 2], 2);
    expect(s.teams.find((t) => t.teamId === 1)!.volume).toBe(9n * D);
    expect(s.teams[0]!.teamId).toBe(1);
  });
});
