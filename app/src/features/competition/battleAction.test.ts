import { describe, expect, it } from 'vitest';
import { battleAction } from './battleAction.ts';
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
