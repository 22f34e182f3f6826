/**
 * Refunds of lottery rounds whose winning number never came (the contract's Refundable status, 4): the rounds the
 * account bought into come from the indexer (every page of Your History, however many rounds it played), and each
 * refundable one is confirmed on the chain before it is offered (queries.ts `useRefundsQuery`). Refund sends
 * `claimRefund` through the write layer's action hook (stale-chain refusal, receipt, the one set of failure
 * messages), which pays back exactly what the account paid; then every lottery query is read again.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useConfig } from 'wagmi';
import type { Address } from 'viem';
import { fuelLotteryAbi } from '@fuelswap/contracts';
import { call, useWriteAction } from '../../../chain/write/index.ts';
import { invalidateLottery, useRefundsQuery } from './queries.ts';

/** One claimRefund call: what Refund sends for round `lotteryId`. */
export function claimRefundCall(lottery: Address, lotteryId: bigint) {
  return { address: lottery, abi: fuelLotteryAbi, functionName: 'claimRefund', args: [lotteryId] } as const;
}

/** The account's refunds still to take, and the write that takes one. */
export function useRefunds(lottery: Address, user: Address | undefined) {
  const config = useConfig();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const q = useRefundsQuery(config, lottery, user);
  const refresh = useCallback(() => invalidateLottery(queryClient), [queryClient]);
  const { run, pending } = useWriteAction(refresh);

  const refund = useCallback(
    (lotteryId: bigint): Promise<boolean> =>
      run(
        'refund',
        call({ ...claimRefundCall(lottery, lotteryId), summary: t('Refund lottery round {{id}}', { id: lotteryId.toString() }) }),
        { success: { title: t('Refund received!') } },
      ),
    [lottery, run, t],
  );

  return { refunds: q.data, refund, busy: pending !== undefined };
}
