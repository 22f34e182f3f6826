/**
 * Lottery writes (buyTickets, claimTickets) through the write layer's action hook (chain/write/: send, receipt,
 * toast, refresh; a wallet without BNB for gas is told so by its failure messages). Claims go in batches of the
 * per-claim maximum with a progress toast per batch. Each call is built once, by the functions below, and the
 * dialogs preview the very object they send.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { fuelLotteryAbi } from '@fuelswap/contracts';
import { claimBatches } from '@fuelswap/sdk';
import { useToasts } from '../../../ui/index.ts';
import { call, useWriteAction } from '../../../chain/write/index.ts';
import type { ClaimItem } from '../logic.ts';

/** One buyTickets call (the round and its ticket numbers): what Buy sends and the buy dialog previews. */
export function buyTicketsCall(lottery: Address, lotteryId: bigint, numbers: readonly number[]) {
  return { address: lottery, abi: fuelLotteryAbi, functionName: 'buyTickets', args: [lotteryId, numbers] } as const;
}

export type BuyTicketsCall = ReturnType<typeof buyTicketsCall>;

export function useLotteryActions(lottery: Address, refresh: () => unknown) {
  const { t } = useTranslation();
  const { run, account } = useWriteAction(refresh);

  /** Sends `c` (built by buyTicketsCall, the object the dialog previewed); resolves true once the receipt is in. */
  const buy = useCallback(
    async (c: BuyTicketsCall): Promise<boolean> => {
      const count = c.args[1].length;
      return run('buy', call({ ...c, summary: t('Buy {{count}} lottery tickets', { count }) }), {
        success: { title: t('Lottery tickets purchased!') },
      });
    },
    [run, t],
  );

  /**
   * Claims `items` of round `lotteryId` in consecutive batches of at most `perClaim` (the SDK's claimBatches), one
   * transaction after another; resolves to the number of batches that went through (a failure stops the rest).
   */
  const claim = useCallback(
    async (lotteryId: bigint, items: ClaimItem[], perClaim: number): Promise<number> => {
      if (!account || items.length === 0) return 0;
      const batches = claimBatches(items, perClaim);
      const id = lotteryId.toString();
      const summary = t('Collect lottery prizes for round {{id}}', { id });
      let done = 0;
      for (const batch of batches) {
        const n = done + 1;
        const last = n === batches.length;
        const progress = () => ({
          title: t('Prizes collected!'),
          description: t('Claim {{done}} of {{total}} done', { done: n, total: batches.length }),
        });
        const ok = await run('claim', call({ ...claimTicketsCall(lottery, lotteryId, batch), summary }), {
          success: () => {
            if (!last) return progress();
            // The last batch of several says both: its own progress, then that the round is done.
            if (batches.length > 1) useToasts.getState().toastSuccess(progress().title, progress().description);
            return {
              title: t('Prizes collected!'),
              description: t('Your FUEL prizes for round {{id}} have been sent to your wallet', { id }),
            };
          },
        });
        if (!ok) break;
        done++;
      }
      return done;
    },
    [account, lottery, run, t],
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
