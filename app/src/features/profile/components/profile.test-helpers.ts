/**
 * For the profile components' tests (ProfileSetup, ProfileView): the deployment's addresses and the account,
 * and the fakes of the profile's action hook (its `run` a spy each test sets) and of the username service (none:
 * step 4 only shows the cost). Imports types only, so a test can mock the real modules with these.
 */
import type { Address } from 'viem';
import type { DeployedProfile } from '@fuelswap/config';
import type { Mock } from 'vitest';

export const ACCOUNT = '0x00000000000000000000000000000000000000aa' as Address;
export const FUEL = '0x00000000000000000000000000000000000000ee' as Address;
export const contracts = {
  chainId: 31337,
  bunnies: '0x0000000000000000000000000000000000000b01',
  bunnyFactory: '0x0000000000000000000000000000000000000b02',
  bunnySpecial: '0x0000000000000000000000000000000000000b03',
  profile: '0x0000000000000000000000000000000000000b04',
  pointCenter: '0x0000000000000000000000000000000000000b05',
  baseURI: '/devnet/nft/',
} as unknown as DeployedProfile;

/** The action hook's `run`: a spy per test (set it in beforeEach). */
export const action = { run: undefined as unknown as Mock };

/** data/actions.ts with `useProfileAction` answering `action.run` for ACCOUNT. */
export async function fakeActionsModule(original: () => Promise<object>) {
  return { ...(await original()), useProfileAction: () => ({ run: action.run, pending: undefined, account: ACCOUNT }) };
}

/** data/api.ts without a username service. */
export async function fakeApiModule(original: () => Promise<object>) {
  return { ...(await original()), apiUrl: () => undefined, useUsername: () => ({ username: '', loaded: true }) };
}
