/**
 * Refunds of lottery rounds whose winning number never came (the contract's Refundable status, 4): the rounds the
 * account bought into come from the indexer (its first page of Your History), and each refundable one is confirmed
 * on the chain (`viewLottery` status, `viewRefund` paid and refunded) before it is offered: an indexer row can belong
 * to another history after a reorg. Refund sends `claimRefund`, which pays back exactly what the account paid.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig, type Config } from 'wagmi';
import type { Address } from 'viem';
import { fuelLotteryAbi } from '@fuelswap/contracts';
import { useToasts } from '../../../ui/index.ts';
import { runtime } from '../../../chain/runtime.ts';
import { serviceUrl } from '../../../chain/services.ts';
import { readContractOnce } from '../../../chain/reads.ts';
import { errorMessage, isRejection, sendContractTransaction, waitForSuccess } from '../../../chain/write/index.ts';
import { fetchUserRounds } from './indexer.ts';

/** FuelLottery's Status.Refundable. */
const REFUNDABLE = 4;

interface RoundRefund {
  lotteryId: bigint;
  /** What the account paid for its tickets of the round: the refund. */
  paid: bigint;
  refunded: boolean;
}

async function fetchRefunds(wagmi: Config, lottery: Address, user: Address, indexerUrl: string | undefined): Promise<RoundRefund[]> {
  const rows = (await fetchUserRounds(indexerUrl, user)).rows.filter((r) => r.status === 'Refundable');
  const chainId = runtime().chainId;
  const checked = await Promise.all(
    rows.map(async (r) => {
      const round = await readContractOnce(wagmi, {
        address: lottery,
        abi: fuelLotteryAbi,
        functionName: 'viewLottery',
        args: [r.lotteryId],
        chainId,
      });
      if (round.status !== REFUNDABLE) return undefined;
      const [paid, refunded] = await readContractOnce(wagmi, {
        address: lottery,
        abi: fuelLotteryAbi,
        functionName: 'viewRefund',
        args: [user, r.lotteryId],
        chainId,
      });
      return { lotteryId: r.lotteryId, paid, refunded };
    }),
  );
  return checked.filter((r): r is RoundRefund => r !== undefined);
}

/** The account's refunds still to take, and the write that takes one. */
export function useRefunds(lottery: Address, user: Address | undefined) {
  const config = useConfig();
  const { t } = useTranslation();
  const [refunds, setRefunds] = useState<RoundRefund[] | undefined>();
  const [busy, setBusy] = useState(false);
  /** Reads the account's refunds; returns what stops an answer that comes too late (another account, unmounted). */
  const load = useCallback(() => {
    let live = true;
    if (user)
      fetchRefunds(config, lottery, user, serviceUrl('indexer'))
        .then((r) => {
          if (live) setRefunds(r);
        })
        // Refunds are rare; a failed lookup leaves the page as it is (Your History reports the indexer's state).
        .catch((e: unknown) => console.error('lottery refunds lookup failed', e));
    return () => {
      live = false;
    };
  }, [config, lottery, user]);

  useEffect(() => {
    setRefunds(undefined);
    return load();
  }, [load]);

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
        load();
      }
    },
    [config, load, lottery, t, user],
  );

  return { refunds, refund, busy };
}
