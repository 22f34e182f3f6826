import { describe, expect, it } from 'vitest';
import { parseTeamProfile, rankTeams, shuffleTeams, teamIds } from './teams.ts';

const t = (id: number, points: bigint, users: bigint, isJoinable = true) => ({ id, name: `T${id}`, users, points, isJoinable });

describe('teams', () => {
  it('ranks by points, then members, then id', () => {
    // The devnet seeding: 500 / 1200 / 800 points.
    expect(rankTeams([t(1, 500n, 2n), t(2, 1200n, 1n), t(3, 800n, 1n)]).map((x) => x.id)).toEqual([2, 3, 1]);
    expect(rankTeams([t(1, 10n, 1n), t(2, 10n, 3n), t(3, 10n, 1n)]).map((x) => x.id)).toEqual([2, 1, 3]);
  });

  it('shuffles every team exactly once', () => {
    const seq = [0.9, 0.1, 0.5];
    let i = 0;
    const out = shuffleTeams([1, 2, 3, 4], () => seq[i++ % seq.length]!);
    expect([...out].sort()).toEqual([1, 2, 3, 4]);
    expect(out).not.toEqual([1, 2, 3, 4]);
    expect(shuffleTeams([1, 2, 3], () => 0.999999)).toEqual([1, 2, 3]);
  });

  it('parses getTeamProfile and lists ids 1..numberTeams', () => {
    expect(parseTeamProfile(2, ['Fearsome Flippers', 'd', 4n, 1200n, false])).toEqual({
      id: 2,
      name: 'Fearsome Flippers',
      description: 'd',
      users: 4n,
      points: 1200n,
      isJoinable: false,
    });
    expect(teamIds(3n)).toEqual([1, 2, 3]);
    expect(teamIds(0)).toEqual([]);
  });
});
