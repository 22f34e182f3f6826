/**
 * Trading battle standings: each registered trader's dollar volume on the eligible
 * pairs in the live window; ranks in team and overall (equal volumes share a rank: the next distinct volume's rank
 * is its 1-based position); team rank by the combined volume of each team's top `teamTop` (500) traders; and the
 * volume a trader needs to reach the next rank. Volumes are bigints (18-decimal dollars).
 */
export interface Trader {
  account: string;
  teamId: number;
  volume: bigint;
}

export interface RankedTrader extends Trader {
  rankInTeam: number;
  rankOverall: number;
  /** Volume to add to pass the trader above (0n for the first). */
  toNextRank: bigint;
}

export interface BattleTeamStanding {
  teamId: number;
  /** Sum of the top `teamTop` members' volumes. */
  volume: bigint;
  traders: number;
  /** 1-based, by volume (ties share a rank). */
  rank: number;
}

export interface Standings {
  traders: RankedTrader[];
  teams: BattleTeamStanding[];
}

const byVolume = (a: { volume: bigint }, b: { volume: bigint }) => (a.volume === b.volume ? 0 : a.volume > b.volume ? -1 : 1);

/** Competition ranks (1, 2, 2, 4) of a list sorted by volume descending. */
function ranks<T extends { volume: bigint }>(sorted: readonly T[]): number[] {
  const out: number[] = [];
  sorted.forEach((t, i) => out.push(i > 0 && sorted[i - 1]!.volume === t.volume ? out[i - 1]! : i + 1));
  return out;
}

export function computeStandings(traders: readonly Trader[], teamIds: readonly number[], teamTop = 500): Standings {
  const overall = [...traders].sort(byVolume);
  const overallRanks = ranks(overall);
  const rankOverall = new Map(overall.map((t, i) => [t.account.toLowerCase(), overallRanks[i]!]));
  const ranked: RankedTrader[] = [];
  const teams: Omit<BattleTeamStanding, 'rank'>[] = [];
  for (const teamId of teamIds) {
    const members = overall.filter((t) => t.teamId === teamId);
    const r = ranks(members);
    members.forEach((m, i) => {
      // The next better distinct volume in the team.
      const above = members
        .slice(0, i)
        .reverse()
        .find((x) => x.volume > m.volume);
      ranked.push({
        ...m,
        rankInTeam: r[i]!,
        rankOverall: rankOverall.get(m.account.toLowerCase())!,
        toNextRank: above ? above.volume - m.volume : 0n,
      });
    });
    teams.push({ teamId, volume: members.slice(0, teamTop).reduce((s, m) => s + m.volume, 0n), traders: members.length });
  }
  const sortedTeams = [...teams].sort(byVolume);
  const teamRanks = ranks(sortedTeams);
  return {
    traders: ranked.sort((a, b) => a.rankOverall - b.rankOverall),
    teams: sortedTeams.map((t, i) => ({ ...t, rank: teamRanks[i]! })),
  };
}
