/**
 * A profile's achievements (when the points cannot be read: none, achievements empty): the indexer's point records of the account (indexer/src/profile.ts,
 * `userPoints`: id, campaignId, points), each matched to a known campaign: an IFO of the catalogue, the
 * trading battle of the deployment, or a participation campaign of @fuelswap/config. Records of other
 * campaigns (seeding, manual grants) count in the points total but are no achievement.
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  IFO_CATALOGUE,
  PARTICIPATION_CAMPAIGNS,
  battleBadge,
  parseDeployedCompetition,
  type BadgeType,
  type BattleBadge,
  type CampaignInfo,
  type IfoCatalogueEntry,
} from '@fuelswap/config';
import { serviceUrl } from '../../../chain/services.ts';
import { gql } from '../../../chain/indexer.ts';
import { deployedSection } from '../../../chain/deployment.ts';

export interface PointRecord {
  id: string;
  campaignId: bigint;
  points: bigint;
  timestamp: number;
}

export interface Achievement extends PointRecord {
  type: BadgeType;
  /** The IFO of an `ifo` achievement. */
  ifo?: IfoCatalogueEntry;
  /** The campaign of a `participation` achievement. */
  campaign?: CampaignInfo;
  /** The trading-battle badge (tier and medal) of a `teambattle` achievement collected from FuelAchievements. */
  battleBadge?: BattleBadge;
}

export interface KnownCampaigns {
  ifos: readonly Pick<IfoCatalogueEntry, 'campaignId' | 'name' | 'tokenSymbol' | 'id'>[];
  battleCampaignId?: number | undefined;
  participation: readonly CampaignInfo[];
}

export function knownCampaigns(): KnownCampaigns {
  return {
    ifos: IFO_CATALOGUE,
    battleCampaignId: deployedSection('competition', parseDeployedCompetition)?.campaignId,
    participation: PARTICIPATION_CAMPAIGNS,
  };
}

/** The records that are achievements, newest first; campaign 0 is never one. */
export function toAchievements(records: readonly PointRecord[], known: KnownCampaigns): Achievement[] {
  const out: Achievement[] = [];
  for (const r of records) {
    if (r.campaignId === 0n) continue;
    const ifo = known.ifos.find((e) => e.campaignId > 0 && BigInt(e.campaignId) === r.campaignId);
    if (ifo) {
      out.push({ ...r, type: 'ifo', ifo: ifo as IfoCatalogueEntry });
      continue;
    }
    const badge = battleBadge(r.campaignId);
    if (badge) {
      out.push({ ...r, type: 'teambattle', battleBadge: badge });
      continue;
    }
    if (known.battleCampaignId !== undefined && known.battleCampaignId > 0 && BigInt(known.battleCampaignId) === r.campaignId) {
      out.push({ ...r, type: 'teambattle' });
      continue;
    }
    const campaign = known.participation.find((c) => BigInt(c.campaignId) === r.campaignId);
    if (campaign) out.push({ ...r, type: campaign.type, campaign });
  }
  return out.sort((a, b) => b.timestamp - a.timestamp);
}

const POINTS_QUERY = `query ($user: String!) {
  userPoints(where: { user: $user }, orderBy: "block", orderDirection: "desc", limit: 1000) { items { id campaignId points timestamp } }
}`;
const pointsSchema = z.object({
  userPoints: z.object({ items: z.array(z.object({ id: z.string(), campaignId: z.string(), points: z.string(), timestamp: z.number() })) }),
});

/** The account's point records from the indexer (throws when it does not answer or answers an error). */
export async function fetchPointRecords(indexerUrl: string | undefined, account: string, fetchImpl?: typeof fetch): Promise<PointRecord[]> {
  const data = await gql(POINTS_QUERY, { user: account.toLowerCase() }, pointsSchema, { url: indexerUrl, fetchImpl });
  return data.userPoints.items.map((r) => ({
    id: r.id,
    campaignId: BigInt(r.campaignId),
    points: BigInt(r.points),
    timestamp: r.timestamp,
  }));
}

export const achievementsKey = (account: string | undefined) => ['profile', 'achievements', account?.toLowerCase()] as const;

/**
 * The account's achievements, refreshed every 15 s while the page is visible (and at once after a profile
 * action: `achievementsKey`). Not retried: a failed read shows its own message and a Try again button,
 * the rest of the page stays as it is.
 */
export function useAchievements(account: string | undefined) {
  return useQuery({
    queryKey: achievementsKey(account),
    retry: false,
    refetchInterval: 15_000,
    queryFn: account ? async () => toAchievements(await fetchPointRecords(serviceUrl('indexer'), account), knownCampaigns()) : skipToken,
  });
}
