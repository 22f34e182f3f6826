import { describe, expect, it } from 'vitest';
import { BATTLE_BADGES, CLAIRVOYANT_CAMPAIGN_ID, IFO_CATALOGUE, PARTICIPATION_CAMPAIGNS, SYRUP_SOAKER_CAMPAIGN_ID } from '@fuelswap/config';
import { SPECIAL_CAMPAIGN_ID, SPECIAL_POINTS } from '../../../../../contracts/scripts/deploy-profile.ts';
import { toAchievements, type KnownCampaigns, type PointRecord } from './achievements.ts';

const known: KnownCampaigns = { ifos: IFO_CATALOGUE, battleCampaignId: 512_000_000, participation: PARTICIPATION_CAMPAIGNS };
const rec = (id: string, campaignId: bigint, points: bigint, timestamp: number): PointRecord => ({ id, campaignId, points, timestamp });

describe('achievements from point records', () => {
  it('matches IFO, battle and participation campaigns, newest first, and drops the rest', () => {
    const out = toAchievements(
      [
        rec('a', 1n, 120n, 10), // seeding grant: points, no achievement
        rec('b', 511_110_000n, 100n, 20), // Kalmar
        rec('c', SPECIAL_CAMPAIGN_ID, SPECIAL_POINTS, 30),
        rec('d', 512_000_000n, 50n, 40),
        rec('e', 0n, 5n, 50),
      ],
      known,
    );
    expect(out.map((a) => [a.id, a.type, a.points])).toEqual([
      ['d', 'teambattle', 50n],
      ['c', 'participation', 100n],
      ['b', 'ifo', 100n],
    ]);
    expect(out[2]!.ifo?.name).toBe('Kalmar');
    expect(out[1]!.campaign?.title).toBe('Lucky Fuel Bunny');
  });

  it('knows no battle without a deployed competition', () => {
    expect(toAchievements([rec('d', 512_000_000n, 50n, 40)], { ...known, battleCampaignId: undefined })).toEqual([]);
  });

  it('names the campaign the devnet lottery-winner claim really credits', () => {
    expect(PARTICIPATION_CAMPAIGNS.map((c) => BigInt(c.campaignId))).toContain(SPECIAL_CAMPAIGN_ID);
  });

  it('has every IFO of the catalogue with a campaign as an achievement', () => {
    const withCampaign = IFO_CATALOGUE.filter((e) => e.campaignId > 0);
    const out = toAchievements(
      withCampaign.map((e, i) => rec(e.id, BigInt(e.campaignId), BigInt(e.numberPoints), i)),
      known,
    );
    expect(out).toHaveLength(withCampaign.length);
    expect(new Set(out.map((a) => a.type))).toEqual(new Set(['ifo']));
  });

  it('names the badges FuelAchievements credits: Syrup Soaker, Clairvoyant and the fifteen battle badges', () => {
    const out = toAchievements(
      [
        rec('s', BigInt(SYRUP_SOAKER_CAMPAIGN_ID), 100n, 1),
        rec('c', BigInt(CLAIRVOYANT_CAMPAIGN_ID), 100n, 2),
        rec('g', 520_000_015n, 500n, 3), // champion of the first team
        rec('b', 520_000_032n, 100n, 4), // top 500 of the third team
      ],
      known,
    );
    expect(out.map((a) => [a.id, a.type, a.campaign?.identifier ?? a.battleBadge?.tier, a.battleBadge?.medal])).toEqual([
      ['b', 'teambattle', 'top500', 'bronze'],
      ['g', 'teambattle', 'champion', 'gold'],
      ['c', 'participation', 'clairvoyant', undefined],
      ['s', 'participation', 'syrup-soaker', undefined],
    ]);
    expect(new Set(BATTLE_BADGES.map((b) => b.campaignId)).size).toBe(15);
    expect(new Set(BATTLE_BADGES.map((b) => `${b.tier}-${b.medal}`)).size).toBe(15);
  });
});
