/**
 * The team trading battle: its prize table (chain-neutral) and the
 * deployment file's optional `competition` section (what
 * contracts/scripts/deploy-battle.ts returns on the devnet).
 *
 * The contract's statuses (FuelTradingCompetition.Status) are 0 Registration,
 * 1 Open (live), 2 Close (calculating prizes), 3 Claiming, 4 Over. Volume is
 * counted by the indexer: each registered account's swaps (tx sender) on the
 * eligible pairs between liveStart and liveEnd (unix seconds), in dollars.
 * Team rank: the combined volume of each team's top 500 traders.
 *
 * Tiers and amounts are ours: the spec names the tiers of the badges
 * (champion, top 500, participant in gold, silver, bronze) but gives no amounts.
 */
import type { Address } from 'viem';
import { sectionValidator, type SectionValidator } from './validate.ts';

export const COMPETITION_STATUSES = ['registration', 'open', 'close', 'claiming', 'over'] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];

/** Team rank counts this many of each team's best traders. */
export const TEAM_TOP_TRADERS = 500;

export interface CompetitionTier {
  /** Reward group on the contract (1..5; 0 = nothing to claim). */
  group: number;
  /** Translation key suffix / stable id. */
  id: 'champion' | 'top10' | 'top100' | 'top500' | 'participant';
  /** Best rank in team that falls in the tier (inclusive), and the worst (Infinity for participants). */
  fromRank: number;
  toRank: number;
}

/** Tiers by rank within the team, best first. */
export const COMPETITION_TIERS: readonly CompetitionTier[] = [
  { group: 5, id: 'champion', fromRank: 1, toRank: 1 },
  { group: 4, id: 'top10', fromRank: 2, toRank: 10 },
  { group: 3, id: 'top100', fromRank: 11, toRank: 100 },
  { group: 2, id: 'top500', fromRank: 101, toRank: 500 },
  { group: 1, id: 'participant', fromRank: 501, toRank: Number.POSITIVE_INFINITY },
];

/** The tier a rank in team (1-based) falls in. */
export function competitionTier(rankInTeam: number): CompetitionTier {
  return (
    COMPETITION_TIERS.find((t) => rankInTeam >= t.fromRank && rankInTeam <= t.toRank) ?? COMPETITION_TIERS[COMPETITION_TIERS.length - 1]!
  );
}

export interface CompetitionReward {
  /** Team rank 1..3 (gold, silver, bronze). */
  teamRank: number;
  /** Reward group 1..5. */
  group: number;
  /** FUEL smallest units (9 decimals), decimal string. */
  fuel: string;
  points: number;
  nft: boolean;
}

/** The devnet prize table: FUEL (whole tokens) by team rank (rows) and group (5 champion .. 1 participant). */
export const COMPETITION_PRIZE_TABLE: readonly { teamRank: number; fuel: readonly [number, number, number, number, number] }[] = [
  // groups:          5     4    3    2   1
  { teamRank: 1, fuel: [1000, 400, 150, 60, 20] },
  { teamRank: 2, fuel: [600, 250, 100, 40, 10] },
  { teamRank: 3, fuel: [300, 120, 50, 20, 5] },
];
/** Points by group (5..1), the same for every team rank. */
export const COMPETITION_POINTS: readonly [number, number, number, number, number] = [2500, 1500, 1000, 500, 100];

export function competitionRewards(): CompetitionReward[] {
  const out: CompetitionReward[] = [];
  for (const row of COMPETITION_PRIZE_TABLE) {
    row.fuel.forEach((f, i) => {
      const group = 5 - i;
      out.push({
        teamRank: row.teamRank,
        group,
        fuel: (BigInt(f) * 10n ** 9n).toString(),
        points: COMPETITION_POINTS[i]!,
        nft: group === 5,
      });
    });
  }
  return out;
}

// ------------------------------------------------------------------ the deployment-file section

export interface DeployedCompetition {
  chainId: number;
  /** FuelTradingCompetition. */
  address: Address;
  /** Block of the deployment (for indexers). */
  startBlock: number;
  /** Unix seconds: registration opens, the battle starts and ends, claims end. */
  registrationStart: number;
  liveStart: number;
  liveEnd: number;
  claimEnd: number;
  /** Pairs whose swaps count (addresses), with their names. */
  eligiblePairs: { name: string; address: Address }[];
  rewards: CompetitionReward[];
  /** Campaign id credited with the points; bunnyId of the champions' collectible. */
  campaignId: number;
  nftBunnyId: number;
}

const check = sectionValidator('competition');
// Annotated so a call narrows like a `never` function (TypeScript needs an explicit type for that).
const fail: SectionValidator['fail'] = check.fail;
const { addr, int } = check;

/** Validates untrusted JSON into DeployedCompetition, or throws with a clear message. */
export function parseDeployedCompetition(json: unknown): DeployedCompetition {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) fail('not an object');
  const o = json as Record<string, unknown>;
  if (!Array.isArray(o.eligiblePairs) || o.eligiblePairs.length === 0) fail('eligiblePairs missing');
  if (!Array.isArray(o.rewards)) fail('rewards missing');
  const registrationStart = int(o.registrationStart, 'registrationStart');
  const liveStart = int(o.liveStart, 'liveStart');
  const liveEnd = int(o.liveEnd, 'liveEnd');
  const claimEnd = int(o.claimEnd, 'claimEnd');
  if (!(registrationStart <= liveStart && liveStart < liveEnd && liveEnd <= claimEnd)) fail('the windows are out of order');
  return {
    chainId: int(o.chainId, 'chainId'),
    address: addr(o.address, 'address'),
    startBlock: int(o.startBlock, 'startBlock'),
    registrationStart,
    liveStart,
    liveEnd,
    claimEnd,
    eligiblePairs: o.eligiblePairs.map((p: unknown, i: number) => {
      const x = (p ?? {}) as Record<string, unknown>;
      if (typeof x.name !== 'string') fail(`eligiblePairs[${i}].name missing`);
      return { name: x.name, address: addr(x.address, `eligiblePairs[${i}].address`) };
    }),
    rewards: o.rewards.map((r: unknown, i: number): CompetitionReward => {
      const x = (r ?? {}) as Record<string, unknown>;
      const teamRank = int(x.teamRank, `rewards[${i}].teamRank`);
      const group = int(x.group, `rewards[${i}].group`);
      if (teamRank < 1 || teamRank > 3 || group < 1 || group > 5) fail(`rewards[${i}] has a bad rank or group`);
      if (typeof x.fuel !== 'string' || !/^(0|[1-9][0-9]{0,60})$/.test(x.fuel)) fail(`rewards[${i}].fuel is not an integer string`);
      if (typeof x.nft !== 'boolean') fail(`rewards[${i}].nft missing`);
      return { teamRank, group, fuel: x.fuel, points: int(x.points, `rewards[${i}].points`), nft: x.nft };
    }),
    campaignId: int(o.campaignId, 'campaignId'),
    nftBunnyId: int(o.nftBunnyId, 'nftBunnyId'),
  };
}
