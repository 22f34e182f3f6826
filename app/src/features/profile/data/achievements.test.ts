import { describe, expect, it } from 'vitest';
import { IFO_CATALOGUE, PARTICIPATION_CAMPAIGNS } from '@fuelswap/config';
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
});
