/**
 * Settling the trading battle: from computeStandings' result, what the competition's owner writes to
 * FuelTradingCompetition while it is Close: `setTeamRank(teamId, rank)` for each team, then
 * `updateUserRewardGroups(accounts, group)` per group (the contract needs a team's rank before its members'
 * groups). Pure: the tier of a rank in team comes in as a function (config's competitionTier).
 *
 * Team ranks. A team with at least one registered account keeps computeStandings' rank, the one /competition
 * shows: by the volume of its top traders, equal volumes sharing a rank (the contract accepts equal ranks; both
 * tied teams are then paid that rank's prizes, so the funding check of updateCompetitionStatus(Claiming) must
 * cover it). Teams nobody registered for take the ranks left after those teams (k + 1, k + 2, … for k teams with
 * traders), one each in team-id order: computeStandings gives them volume 0, so they would otherwise tie with each
 * other and with any team whose traders did not trade, yet nobody can claim with them (only registered accounts
 * claim); they get a rank so every team has one, as the devnet seeding does. A team with traders never ranks below
 * k (only a team with more volume ranks above it, and teams without traders have none), so the ranks are 1..n.
 *
 * Reward groups. Each registered account gets the group of the tier of its rank in team (ties share a rank, so a
 * tier). An account with no volume did not trade: it ranks after everyone who did, so it gets the tier of
 * `tierOf(Infinity)` (the participants, group 1), whatever computeStandings' rank says (0-volume accounts tie
 * there: a team's only registered account would otherwise be its champion without a single swap). Group 0 means
 * nothing to claim, the contract's default: such accounts are left out. Best group first; within a group the
 * accounts keep the standings' order and are cut into calls of at most `chunkSize` (100): updateUserRewardGroups
 * cost about 30k gas an account on the devnet (46,172 for one account, 76,572 for two of different teams: cold
 * storage reads and writes), so a call of 100 stays near 3M, far under a block, and a failed one wastes little.
 */
import type { Standings } from './rank.ts';

/** Accounts per updateUserRewardGroups call. */
export const SETTLEMENT_CHUNK_SIZE = 100;
/** FuelTradingCompetition.setTeamRank accepts ranks 1..3 (its prize table has three rows). */
export const SETTLEMENT_MAX_TEAM_RANK = 3;

export interface TeamRankWrite {
  teamId: number;
  rank: number;
}

export interface RewardGroupWrite {
  group: number;
  /** Every account of the group, in the standings' order (as given: the caller checksums them for the chain). */
  accounts: string[];
  /** The same accounts cut into updateUserRewardGroups calls of at most chunkSize each. */
  calls: string[][];
}

export interface Settlement {
  /** Every team of the standings, by rank then team id. */
  teamRanks: TeamRankWrite[];
  /** Groups with at least one account, best (highest) first. */
  rewardGroups: RewardGroupWrite[];
}

export interface SettlementOptions {
  /** Default SETTLEMENT_CHUNK_SIZE (100). */
  chunkSize?: number;
  /** Highest rank the contract accepts; more teams than this cannot be settled. Default 3. */
  maxTeamRank?: number;
}

/** The tier of a rank in team (1-based; Infinity for an account without volume), reduced to its reward group. */
export type TierOf = (rankInTeam: number) => { group: number };

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The transactions' content that settles the battle; throws a RangeError when the standings cannot be settled. */
export function settlementOf(standings: Standings, tierOf: TierOf, options: SettlementOptions = {}): Settlement {
  const chunkSize = options.chunkSize ?? SETTLEMENT_CHUNK_SIZE;
  const maxTeamRank = options.maxTeamRank ?? SETTLEMENT_MAX_TEAM_RANK;
  if (!Number.isInteger(chunkSize) || chunkSize < 1) throw new RangeError(`chunk size ${chunkSize} is not a whole number ≥ 1`);

  const withTraders = standings.teams.filter((t) => t.traders > 0);
  const without = standings.teams.filter((t) => t.traders === 0).sort((a, b) => a.teamId - b.teamId);
  const teamRanks: TeamRankWrite[] = [
    ...withTraders.map((t) => ({ teamId: t.teamId, rank: t.rank })),
    ...without.map((t, i) => ({ teamId: t.teamId, rank: withTraders.length + 1 + i })),
  ].sort((a, b) => a.rank - b.rank || a.teamId - b.teamId);
  const over = teamRanks.find((t) => t.rank > maxTeamRank);
  if (over) {
    throw new RangeError(
      `${standings.teams.length} teams cannot be ranked: team ${over.teamId} would be rank ${over.rank}, the contract accepts 1..${maxTeamRank}`,
    );
  }

  const ranked = new Set(teamRanks.map((t) => t.teamId));
  const byGroup = new Map<number, string[]>();
  for (const t of standings.traders) {
    // The contract refuses a group for an account whose team has no rank.
    if (!ranked.has(t.teamId)) throw new RangeError(`account ${t.account} is in team ${t.teamId}, which is not in the standings`);
    const { group } = tierOf(t.volume > 0n ? t.rankInTeam : Number.POSITIVE_INFINITY);
    if (!Number.isInteger(group) || group < 0 || group > 255) throw new RangeError(`group ${group} of ${t.account} is not a uint8`);
    if (group === 0) continue;
    const list = byGroup.get(group);
    if (list) list.push(t.account);
    else byGroup.set(group, [t.account]);
  }
  const rewardGroups = [...byGroup.entries()]
    .sort(([a], [b]) => b - a)
    .map(([group, accounts]) => ({ group, accounts, calls: chunks(accounts, chunkSize) }));
  return { teamRanks, rewardGroups };
}
