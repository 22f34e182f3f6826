import { describe, expect, it } from 'vitest';
import { editActions, isProfilePicture, maskUsername, parseUserProfile, profileState } from './state.ts';

const NFT = '0x4Bd915C3e39cfF4eac842255965E79061c38cACD' as const;

describe('profile state', () => {
  it('parses getUserProfile', () => {
    expect(parseUserProfile([3n, 120n, 2n, NFT, 7n, true])).toEqual({
      userId: 3n,
      points: 120n,
      teamId: 2,
      nftAddress: NFT,
      tokenId: 7n,
      isActive: true,
    });
  });

  it('is none, active or paused, and Edit Profile offers the matching actions', () => {
    expect(profileState(false, undefined)).toBe('none');
    expect(profileState(true, { isActive: true })).toBe('active');
    expect(profileState(true, { isActive: false })).toBe('paused');
    expect(editActions('active')).toEqual(['change-picture', 'remove-picture']);
    expect(editActions('paused')).toEqual(['reactivate']);
    expect(editActions('none')).toEqual([]);
  });

  it('knows the locked picture (case-insensitive address, only while active)', () => {
    const p = parseUserProfile([1n, 0n, 1n, NFT, 7n, true]);
    expect(isProfilePicture(p, NFT.toLowerCase() as `0x${string}`, 7n)).toBe(true);
    expect(isProfilePicture(p, NFT, 8n)).toBe(false);
    expect(isProfilePicture({ ...p, isActive: false }, NFT, 7n)).toBe(false);
    expect(isProfilePicture(undefined, NFT, 7n)).toBe(false);
  });

  it('masks the username until revealed', () => {
    expect(maskUsername('fuelfan', false)).toBe('@f******');
    expect(maskUsername('fuelfan', true)).toBe('@fuelfan');
  });
});
