/**
 * Refunds of lottery rounds whose winning number never came (the contract's Refundable status, 4): the rounds the
 * account bought into come from the indexer (every page of Your History, however many rounds it played), and each
 * refundable one is confirmed on the chain before it is offered (queries.ts `useRefundsQuery`). Refund sends
 * `claimRefund`, which pays back exactly what the account paid; then every lottery query is read again.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useConfig } from 'wagmi';
import type { Address } from 'viem';
import { fuelLotteryAbi } from '@fuelswap/contracts';
import { useToasts } from '../../../ui/index.ts';
import { errorMessage, isRejection, sendContractTransaction, waitForSuccess } from '../../../chain/write/index.ts';
import { invalidateLottery, useRefundsQuery } from './queries.ts';

/** The account's refunds still to take, and the write that takes one. */
export function useRefunds(lottery: Address, user: Address | undefined) {
  const config = useConfig();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const q = useRefundsQuery(config, lottery, user);
  const [busy, setBusy] = useState(false);

  const refund = useCallback(
    async (lotteryId: bigint): Promise<boolean> => {
      if (!user) return false;
      setBusy(true);
      try {
        const hash = await sendContractTransaction(config, {
          address: lottery,
          abi: fuelLotteryAbi,
          functionName: 'claimRefund',
          args: [lotteryId],
          account: user,
          summary: t('Refund lottery round {{id}}', { id: lotteryId.toString() }),
        });
        await waitForSuccess(config, hash);
        useToasts.getState().toastSuccess(t('Refund received!'));
        return true;
      } catch (e) {
        const toasts = useToasts.getState();
        if (isRejection(e)) toasts.toastError(t('Transaction rejected.'));
        else {
          const m = errorMessage(e);
          console.error('Lottery refund failed', e);
          toasts.toastError(t('Error'), t(m.message, m.values));
        }
        return false;
      } finally {
        setBusy(false);
        void invalidateLottery(queryClient);
      }
    },
    [config, lottery, queryClient, t, user],
  );

  return { refunds: q.data, refund, busy };
}
