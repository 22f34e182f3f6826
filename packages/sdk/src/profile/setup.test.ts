import { describe, expect, it } from 'vitest';
import { initialSetupStep, nextSetupStep, previousSetupStep, SETUP_STEPS, setupBlocker, type SetupState } from './setup.ts';

const FUEL = 10n ** 9n;
const base: SetupState = {
  starterClaimed: false,
  nftApproved: false,
  teamJoinable: false,
  usernameConfirmed: false,
  acknowledged: false,
  fuelBalance: 0n,
  fuelAllowance: 0n,
  registerCost: 1n * FUEL,
};

describe('profile setup steps', () => {
  it('has the four breadcrumbs of the spec', () => {
    expect(SETUP_STEPS.map((s) => s.title)).toEqual(['Get Starter Collectible', 'Set Profile Picture', 'Join Team', 'Set Your Name']);
  });

  it('starts at step 2 when the address already has a starter, else at 1', () => {
    expect(initialSetupStep({ hasClaimedStarter: false, ownedCollectibles: 0 })).toBe(1);
    expect(initialSetupStep({ hasClaimedStarter: true, ownedCollectibles: 0 })).toBe(2);
    expect(initialSetupStep({ hasClaimedStarter: false, ownedCollectibles: 1 })).toBe(2);
  });

  it('step 1 needs the claim confirmed', () => {
    expect(setupBlocker(1, base)).toBe('claim-starter');
    expect(setupBlocker(1, { ...base, starterClaimed: true })).toBeNull();
  });

  it('step 2 needs a picture and the approval', () => {
    expect(setupBlocker(2, base)).toBe('choose-picture');
    expect(setupBlocker(2, { ...base, tokenId: 0n })).toBe('approve-picture');
    expect(setupBlocker(2, { ...base, tokenId: 0n, nftApproved: true })).toBeNull();
  });

  it('step 3 needs a joinable team', () => {
    expect(setupBlocker(3, base)).toBe('choose-team');
    expect(setupBlocker(3, { ...base, teamId: 2 })).toBe('team-not-joinable');
    expect(setupBlocker(3, { ...base, teamId: 2, teamJoinable: true })).toBeNull();
  });

  it('step 4 needs the name, the checkbox, the FUEL and its approval, in that order', () => {
    const named = { ...base, usernameConfirmed: true };
    expect(setupBlocker(4, base)).toBe('confirm-name');
    expect(setupBlocker(4, named)).toBe('acknowledge');
    expect(setupBlocker(4, { ...named, acknowledged: true, fuelBalance: FUEL - 1n })).toBe('insufficient-fuel');
    expect(setupBlocker(4, { ...named, acknowledged: true, fuelBalance: FUEL, fuelAllowance: FUEL - 1n })).toBe('approve-fuel');
    expect(setupBlocker(4, { ...named, acknowledged: true, fuelBalance: FUEL, fuelAllowance: FUEL })).toBeNull();
  });

  it('moves forward to 4 and back never before the first step', () => {
    expect(nextSetupStep(1)).toBe(2);
    expect(nextSetupStep(4)).toBeNull();
    expect(previousSetupStep(3, 1)).toBe(2);
    expect(previousSetupStep(2, 2)).toBeNull();
    expect(previousSetupStep(1, 1)).toBeNull();
  });
});
