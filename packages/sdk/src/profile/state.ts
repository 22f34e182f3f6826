/**
 * A profile as the registry returns it, its lifecycle state
 * (active; paused when the picture is removed; reactivated by a new
 * collectible) and what Edit Profile offers in each state.
 */
import type { Address } from 'viem';

export interface ChainProfile {
  userId: bigint;
  points: bigint;
  teamId: number;
  nftAddress: Address;
  tokenId: bigint;
  isActive: boolean;
}

/** getUserProfile's tuple (userId, numberPoints, teamId, nftAddress, tokenId, isActive) as a record. */
export function parseUserProfile(t: readonly [bigint, bigint, bigint, Address, bigint, boolean]): ChainProfile {
  return { userId: t[0], points: t[1], teamId: Number(t[2]), nftAddress: t[3], tokenId: t[4], isActive: t[5] };
}

export type ProfileState = 'none' | 'active' | 'paused';

export function profileState(hasRegistered: boolean, profile: Pick<ChainProfile, 'isActive'> | undefined | null): ProfileState {
  if (!hasRegistered || !profile) return 'none';
  return profile.isActive ? 'active' : 'paused';
}

export type EditAction = 'change-picture' | 'remove-picture' | 'reactivate';

/** Edit Profile: an active profile changes or removes its picture; a paused one can only be reactivated. */
export function editActions(state: ProfileState): EditAction[] {
  if (state === 'active') return ['change-picture', 'remove-picture'];
  if (state === 'paused') return ['reactivate'];
  return [];
}

/** True when `tokenId` of `nft` is this profile's locked picture. */
export function isProfilePicture(profile: ChainProfile | undefined | null, nft: Address, tokenId: bigint): boolean {
  return !!profile && profile.isActive && profile.tokenId === tokenId && profile.nftAddress.toLowerCase() === nft.toLowerCase();
}

/** "@name" with all but the first character masked until revealed (the /profile header). */
export function maskUsername(name: string, revealed: boolean): string {
  if (revealed || name.length === 0) return `@${name}`;
  return `@${name[0]}${'*'.repeat(name.length - 1)}`;
}
