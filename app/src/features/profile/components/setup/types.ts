import type { Address } from 'viem';
import type { ProfileData } from '../../data/reads.ts';
import type { useProfileAction } from '../../data/actions.ts';

/** What every setup step is given: the profile reads, the account and the setup's one write hook. */
export interface StepProps {
  data: ProfileData;
  /** The account's reads, loaded before the setup renders. */
  user: NonNullable<ProfileData['user']>;
  account: Address;
  action: ReturnType<typeof useProfileAction>;
}

/** The FUEL costs of the starter and of the profile, once read. */
export type SetupCosts = NonNullable<ProfileData['costs']>;
