/**
 * Profile and collectible writes: each goes through the app's one write path (chain/write.ts; FUEL approvals
 * through chain/approve.ts), waits for its receipt, toasts, and refreshes the reads at once.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useConfig, useConnection, type Config } from 'wagmi';
import type { Address, Hash } from 'viem';
import { fuelBunniesAbi, fuelBunnyFactoryAbi, fuelBunnySpecialAbi, fuelProfileAbi } from '@fuelswap/contracts';
import type { DeployedProfile } from '@fuelswap/config';
import { useToasts } from '../../../ui/index.ts';
import { runtime } from '../../../chain/runtime.ts';
import { sendApproval } from '../../../chain/approve.ts';
import { errorMessage, sendContractTransaction, waitForSuccess } from '../../../chain/write.ts';

export type Send = (config: Config, account: Address) => Promise<Hash>;

export interface Messages {
  success: { title: string; description?: string };
  /** Default: the spec's "Error" with "Please try again. Confirm the transaction and make sure you are paying enough gas!". */
  failure?: { title: string; description?: string };
}

/** `run(key, send, messages)`: sends, waits, toasts, refreshes; `pending` names the action in flight. */
export function useProfileAction(refresh: () => unknown) {
  const config = useConfig();
  const { t } = useTranslation();
  const { address } = useConnection();
  const [pending, setPending] = useState<string | undefined>(undefined);
  const busy = useRef(false);
  const queryClient = useQueryClient();
  const run = useCallback(
    async (key: string, send: Send, messages: Messages): Promise<boolean> => {
      if (!address || busy.current) return false;
      busy.current = true;
      setPending(key);
      const toasts = useToasts.getState();
      try {
        const hash = await send(config, address);
        await waitForSuccess(config, hash);
        toasts.toastSuccess(messages.success.title, messages.success.description);
        return true;
      } catch (e) {
        const m = errorMessage(e);
        console.error('Profile action failed', e);
        toasts.toastError(messages.failure?.title ?? t('Error'), messages.failure?.description ?? t(m.message, m.values));
        return false;
      } finally {
        busy.current = false;
        setPending(undefined);
        void refresh();
        // The menu's chip reads once per account: refresh it after any profile action.
        void queryClient.invalidateQueries({ queryKey: ['profileChip'] });
      }
    },
    [address, config, refresh, t, queryClient],
  );
  return { run, pending, account: address };
}

const chainId = () => runtime().chainId;

/**
 * The registry's and the factory's calls, without the sender: what `sends` sends and what a dialog's preview
 * simulates before the wallet prompt (issue 19), so both are the same call.
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
  approveFuel:
    (fuel: Address, spender: Address, amount: bigint, summary: string): Send =>
    (config, owner) =>
      sendApproval(config, { tokenAddress: fuel, spender, amount, owner, chainId: chainId(), summary }),
  approveCollectibles:
    (c: DeployedProfile, summary: string): Send =>
    (config, account) =>
      sendContractTransaction(config, {
        address: c.bunnies,
        abi: fuelBunniesAbi,
        functionName: 'setApprovalForAll',
        args: [c.profile, true],
        account,
        chainId: chainId(),
        summary,
      }),
  claimStarter:
    (c: DeployedProfile, variationId: number, summary: string): Send =>
    (config, account) =>
      sendContractTransaction(config, {
        ...profileCalls.claimStarter(c, variationId),
        account,
        chainId: chainId(),
        summary,
      }),
  claimSpecial:
    (c: DeployedProfile, summary: string): Send =>
    (config, account) =>
      sendContractTransaction(config, {
        address: c.bunnySpecial,
        abi: fuelBunnySpecialAbi,
        functionName: 'mintNFT',
        args: [],
        account,
        chainId: chainId(),
        summary,
      }),
  createProfile:
    (c: DeployedProfile, teamId: number, tokenId: bigint, summary: string): Send =>
    (config, account) =>
      sendContractTransaction(config, {
        ...profileCalls.createProfile(c, teamId, tokenId),
        account,
        chainId: chainId(),
        summary,
      }),
  updateProfile:
    (c: DeployedProfile, tokenId: bigint, summary: string): Send =>
    (config, account) =>
      sendContractTransaction(config, {
        ...profileCalls.updateProfile(c, tokenId),
        account,
        chainId: chainId(),
        summary,
      }),
  reactivateProfile:
    (c: DeployedProfile, tokenId: bigint, summary: string): Send =>
    (config, account) =>
      sendContractTransaction(config, {
        ...profileCalls.reactivateProfile(c, tokenId),
        account,
        chainId: chainId(),
        summary,
      }),
  pauseProfile:
    (c: DeployedProfile, summary: string): Send =>
    (config, account) =>
      sendContractTransaction(config, {
        ...profileCalls.pauseProfile(c),
        account,
        chainId: chainId(),
        summary,
      }),
  transfer:
    (c: DeployedProfile, to: Address, tokenId: bigint, summary: string): Send =>
    (config, account) =>
      sendContractTransaction(config, {
        ...profileCalls.transfer(c, account, to, tokenId),
        account,
        chainId: chainId(),
        summary,
      }),
};
