/**
 * The four-step profile setup: which step a visitor starts at and when each step lets
 * them go on. Pure: the screen passes what it read from the chain.
 */
export type SetupStep = 1 | 2 | 3 | 4;

/** The breadcrumbs, in order. */
export const SETUP_STEPS: readonly { step: SetupStep; title: string }[] = [
  { step: 1, title: 'Get Starter Collectible' },
  { step: 2, title: 'Set Profile Picture' },
  { step: 3, title: 'Join Team' },
  { step: 4, title: 'Set Your Name' },
];

export interface StartInput {
  /** The factory's hasClaimed(address). */
  hasClaimedStarter: boolean;
  /** Collectibles the wallet holds that may be a profile picture. */
  ownedCollectibles: number;
}

/** Step 1 unless the address already has a starter (claimed one or holds a collectible): then step 2. */
export function initialSetupStep(i: StartInput): SetupStep {
  return i.hasClaimedStarter || i.ownedCollectibles > 0 ? 2 : 1;
}

export interface SetupState {
  /** Chosen starter variation (step 1), before its claim. */
  starterId?: number;
  /** Step 1 is done once the claim is confirmed (or the address had a starter). */
  starterClaimed: boolean;
  /** Chosen token (step 2) and whether the registry may move it (setApprovalForAll/approve). */
  tokenId?: bigint;
  nftApproved: boolean;
  /** Chosen team (step 3) and whether it is joinable now. */
  teamId?: number;
  teamJoinable: boolean;
  /** Step 4: the name checked available, signed and registered by the API; the "people can view my wallet" box. */
  usernameConfirmed: boolean;
  acknowledged: boolean;
  /** FUEL balance and the registry's allowance against numberCakeToRegister. */
  fuelBalance: bigint;
  fuelAllowance: bigint;
  registerCost: bigint;
}

export type SetupBlocker =
  | 'claim-starter'
  | 'choose-picture'
  | 'approve-picture'
  | 'choose-team'
  | 'team-not-joinable'
  | 'confirm-name'
  | 'acknowledge'
  | 'insufficient-fuel'
  | 'approve-fuel';

/** What still stops `step` from moving on (step 4: from sending createProfile), or null when nothing does. */
export function setupBlocker(step: SetupStep, s: SetupState): SetupBlocker | null {
  switch (step) {
    case 1:
      return s.starterClaimed ? null : 'claim-starter';
    case 2:
      if (s.tokenId === undefined) return 'choose-picture';
      return s.nftApproved ? null : 'approve-picture';
    case 3:
      if (s.teamId === undefined) return 'choose-team';
      return s.teamJoinable ? null : 'team-not-joinable';
    case 4:
      if (!s.usernameConfirmed) return 'confirm-name';
      if (!s.acknowledged) return 'acknowledge';
      if (s.fuelBalance < s.registerCost) return 'insufficient-fuel';
      return s.fuelAllowance < s.registerCost ? 'approve-fuel' : null;
  }
}

/** The next step, or null after the last. */
export function nextSetupStep(step: SetupStep): SetupStep | null {
  return step < 4 ? ((step + 1) as SetupStep) : null;
}

/** The previous step, never below `first` (a visitor who started at 2 cannot go back to the claim). */
export function previousSetupStep(step: SetupStep, first: SetupStep): SetupStep | null {
  return step > first ? ((step - 1) as SetupStep) : null;
}
