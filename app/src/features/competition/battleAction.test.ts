import { describe, expect, it } from 'vitest';
import { bannerCountdown, battleAction } from './battleAction.ts';
import type { ClaimInfo } from './useCompetition.ts';

const claim = (o: Partial<ClaimInfo> = {}): ClaimInfo => ({
  hasRegistered: false,
  hasClaimed: false,
  rewardGroup: 0,
  teamId: 0,
  teamRank: 0,
  fuel: 0n,
  points: 0n,
  nft: false,
  ...o,
});

describe('the battle call to action', () => {
  it('follows the status and the account', () => {
    expect(battleAction(false, { status: 'open', claim: undefined })).toBe('connect');
    expect(battleAction(true, { status: undefined, claim: undefined })).toBe('loading');
    expect(battleAction(true, { status: 'registration', claim: claim() })).toBe('register');
    expect(battleAction(true, { status: 'registration', claim: claim({ hasRegistered: true }) })).toBe('registered');
    expect(battleAction(true, { status: 'open', claim: claim({ hasRegistered: true }) })).toBe('trade');
    expect(battleAction(true, { status: 'open', claim: claim() })).toBe('closedRegistration');
    expect(battleAction(true, { status: 'close', claim: claim({ hasRegistered: true }) })).toBe('calculating');
    expect(battleAction(true, { status: 'claiming', claim: claim({ hasRegistered: true, rewardGroup: 3 }) })).toBe('claim');
    expect(battleAction(true, { status: 'claiming', claim: claim({ hasRegistered: true, rewardGroup: 3, hasClaimed: true }) })).toBe(
      'claimed',
    );
    expect(battleAction(true, { status: 'claiming', claim: claim({ hasRegistered: true }) })).toBe('nothing');
    expect(battleAction(true, { status: 'claiming', claim: claim() })).toBe('nothing');
    expect(battleAction(true, { status: 'over', claim: claim({ hasRegistered: true, rewardGroup: 1 }) })).toBe('over');
  });
});

describe('the banner countdown', () => {
  const deployed = { liveStart: 1_000, liveEnd: 2_000 };
  it("counts to the contract's claimEndsAt while claiming, never to the deployment's plan", () => {
    // The contract fixed the deadline a week after claiming opened (here at 2,500).
    const claimEndsAt = BigInt(2_500 + 7 * 86_400);
    expect(bannerCountdown(deployed, 'claiming', 3_000, claimEndsAt)).toEqual({ kind: 'claimEnds', at: 2_500 + 7 * 86_400 });
    expect(bannerCountdown(deployed, 'claiming', 3_000, undefined)).toBeUndefined();
    expect(bannerCountdown(deployed, 'claiming', 3_000, 0n)).toBeUndefined();
  });
  it('counts to the start while registering and to the end while live', () => {
    expect(bannerCountdown(deployed, 'registration', 500, 0n)).toEqual({ kind: 'starts', at: 1_000 });
    expect(bannerCountdown(deployed, 'registration', 1_500, 0n)).toBeUndefined();
    expect(bannerCountdown(deployed, 'open', 1_500, 0n)).toEqual({ kind: 'ends', at: 2_000 });
    expect(bannerCountdown(deployed, 'over', 9_000, 5n)).toBeUndefined();
  });
});
