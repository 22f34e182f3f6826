/**
 * Profile and collectible writes: each runs through the write layer's action hook (chain/write/: send, receipt,
 * toast, refresh; FUEL approvals through chain/approve.ts), and every profile action also refreshes the menu's
 * profile chip.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Address } from 'viem';
import { fuelBunniesAbi, fuelBunnyFactoryAbi, fuelBunnySpecialAbi, fuelProfileAbi } from '@fuelswap/contracts';
import type { DeployedProfile } from '@fuelswap/config';
import { runtime } from '../../../chain/runtime.ts';
import { approve, call, useWriteAction, type Send } from '../../../chain/write/index.ts';

export type { Send };

/** `run(key, send, messages)` of the write layer (useWriteAction), refreshing `refresh` and the menu's chip after each action. */
export function useProfileAction(refresh: () => unknown) {
  const queryClient = useQueryClient();
  const refreshAll = useCallback(() => {
    void refresh();
    // The menu's chip reads once per account: refresh it after any profile action.
    return queryClient.invalidateQueries({ queryKey: ['profileChip'] });
  }, [refresh, queryClient]);
  const { run, pending, account } = useWriteAction(refreshAll);
  return { run, pending, account };
}

const chainId = () => runtime().chainId;

/**
 * The registry's and the factory's calls, without the sender: what `sends` sends and what a dialog's preview
 * simulates before the wallet prompt, so both are the same call.
 */
export const profileCalls = {
  claimStarter: (c: DeployedProfile, variationId: number) =>
    ({ address: c.bunnyFactory, abi: fuelBunnyFactoryAbi, functionName: 'mintNFT', args: [variationId] }) as const,
  createProfile: (c: DeployedProfile, teamId: number, tokenId: bigint) =>
    ({ address: c.profile, abi: fuelProfileAbi, functionName: 'createProfile', args: [BigInt(teamId), c.bunnies, tokenId] }) as const,
  updateProfile: (c: DeployedProfile, tokenId: bigint) =>
    ({ address: c.profile, abi: fuelProfileAbi, functionName: 'updateProfile', args: [c.bunnies, tokenId] }) as const,
  reactivateProfile: (c: DeployedProfile, tokenId: bigint) =>
    ({ address: c.profile, abi: fuelProfileAbi, functionName: 'reactivateProfile', args: [c.bunnies, tokenId] }) as const,
  pauseProfile: (c: DeployedProfile) => ({ address: c.profile, abi: fuelProfileAbi, functionName: 'pauseProfile', args: [] }) as const,
  transfer: (c: DeployedProfile, from: Address, to: Address, tokenId: bigint) =>
    ({ address: c.bunnies, abi: fuelBunniesAbi, functionName: 'safeTransferFrom', args: [from, to, tokenId] }) as const,
};

export const sends = {
  approveFuel: (fuel: Address, spender: Address, amount: bigint, summary: string): Send =>
    approve({ token: fuel, spender, amount, summary }),
  approveCollectibles: (c: DeployedProfile, summary: string): Send =>
    call({
      address: c.bunnies,
      abi: fuelBunniesAbi,
      functionName: 'setApprovalForAll',
      args: [c.profile, true],
      chainId: chainId(),
      summary,
    }),
  claimStarter: (c: DeployedProfile, variationId: number, summary: string): Send =>
    call({ ...profileCalls.claimStarter(c, variationId), chainId: chainId(), summary }),
  claimSpecial: (c: DeployedProfile, summary: string): Send =>
    call({ address: c.bunnySpecial, abi: fuelBunnySpecialAbi, functionName: 'mintNFT', args: [], chainId: chainId(), summary }),
  createProfile: (c: DeployedProfile, teamId: number, tokenId: bigint, summary: string): Send =>
    call({ ...profileCalls.createProfile(c, teamId, tokenId), chainId: chainId(), summary }),
  updateProfile: (c: DeployedProfile, tokenId: bigint, summary: string): Send =>
    call({ ...profileCalls.updateProfile(c, tokenId), chainId: chainId(), summary }),
  reactivateProfile: (c: DeployedProfile, tokenId: bigint, summary: string): Send =>
    call({ ...profileCalls.reactivateProfile(c, tokenId), chainId: chainId(), summary }),
  pauseProfile: (c: DeployedProfile, summary: string): Send => call({ ...profileCalls.pauseProfile(c), chainId: chainId(), summary }),
  // The sender is the account the hook runs with, known only when it runs.
  transfer:
    (c: DeployedProfile, to: Address, tokenId: bigint, summary: string): Send =>
    (config, account) =>
      call({ ...profileCalls.transfer(c, account, to, tokenId), chainId: chainId(), summary })(config, account),
};
