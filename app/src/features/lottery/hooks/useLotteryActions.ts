/**
 * Lottery writes (spec 001 §7: buyTickets, claimTickets) through the app's one write path (chain/write.ts),
 * then the receipt, a toast and a refresh. Claims go in batches of the per-claim maximum with a progress toast
 * per batch. A wallet without BNB for gas is told so instead of the generic toast.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig, useConnection } from 'wagmi';
import { BaseError, InsufficientFundsError, type Address } from 'viem';
import { fuelLotteryAbi } from '@fuelswap/contracts';
import { claimBatches } from '@fuelswap/sdk';
import { useToasts } from '../../../ui/index.ts';
import { errorMessage, isRejection, sendContractTransaction, waitForSuccess } from '../../../chain/write.ts';
import type { ClaimItem } from '../logic.ts';

export function isInsufficientFunds(e: unknown): boolean {
  if (e instanceof BaseError && e.walk((x) => x instanceof InsufficientFundsError) instanceof InsufficientFundsError) return true;
  const text = e instanceof Error ? `${e.message} ${(e as BaseError).details ?? ''}` : String(e);
  return /insufficient funds/i.test(text);
}

export function useLotteryActions(lottery: Address, refresh: () => unknown) {
  const config = useConfig();
  const { t } = useTranslation();
  const { address } = useConnection();

  const fail = useCallback(
    (e: unknown) => {
      const toasts = useToasts.getState();
      if (isRejection(e)) toasts.toastError(t('Transaction rejected.'));
      else if (isInsufficientFunds(e))
        toasts.toastError(t('Insufficient BNB balance'), t('You need BNB to pay for the transaction fee (gas).'));
      else {
        const m = errorMessage(e);
        console.error('Lottery action failed', e);
        toasts.toastError(t('Error'), t(m.message, m.values));
      }
    },
    [t],
  );

  const wait = useCallback(
    async (hash: `0x${string}`) => {
      return waitForSuccess(config, hash);
    },
    [config],
  );

  const buy = useCallback(
    async (lotteryId: bigint, numbers: number[]): Promise<boolean> => {
      if (!address) return false;
      try {
        const hash = await sendContractTransaction(config, {
          address: lottery,
          abi: fuelLotteryAbi,
          functionName: 'buyTickets',
          args: [lotteryId, numbers],
          account: address,
          summary: t('Buy {{count}} lottery tickets', { count: numbers.length }),
        });
        await wait(hash);
        useToasts.getState().toastSuccess(t('Lottery tickets purchased!'));
        return true;
      } catch (e) {
        fail(e);
        return false;
      } finally {
        void refresh();
      }
    },
    [address, config, fail, lottery, refresh, t, wait],
  );

  /**
   * Claims `items` of round `lotteryId` in consecutive batches of at most `perClaim` (the SDK's claimBatches), one
   * transaction after another; resolves to the number of batches that went through (a failure stops the rest).
   */
  const claim = useCallback(
    async (lotteryId: bigint, items: ClaimItem[], perClaim: number): Promise<number> => {
      if (!address || items.length === 0) return 0;
      const batches = claimBatches(items, perClaim);
      let done = 0;
      try {
        for (const batch of batches) {
          const hash = await sendContractTransaction(config, {
            ...claimTicketsCall(lottery, lotteryId, batch),
            account: address,
            summary: t('Collect lottery prizes for round {{id}}', { id: lotteryId.toString() }),
          });
          await wait(hash);
          done++;
          if (batches.length > 1)
            useToasts
              .getState()
              .toastSuccess(t('Prizes collected!'), t('Claim {{done}} of {{total}} done', { done, total: batches.length }));
        }
        useToasts
          .getState()
          .toastSuccess(
            t('Prizes collected!'),
            t('Your FUEL prizes for round {{id}} have been sent to your wallet', { id: lotteryId.toString() }),
          );
      } catch (e) {
        fail(e);
      } finally {
        void refresh();
      }
      return done;
    },
    [address, config, fail, lottery, refresh, t, wait],
  );

  return { buy, claim };
}

/** One claimTickets call (a batch of one round's tickets, each at its bracket): what Claim sends and the dialog previews. */
export function claimTicketsCall(lottery: Address, lotteryId: bigint, batch: readonly ClaimItem[]) {
  return {
    address: lottery,
    abi: fuelLotteryAbi,
    functionName: 'claimTickets',
    args: [lotteryId, batch.map((b) => b.id), batch.map((b) => b.bracket)],
  } as const;
}
