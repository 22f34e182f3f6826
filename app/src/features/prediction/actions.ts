/**
 * Prediction writes (spec 001 §7: betBull, betBear, claim) through the app's one write path
 * (chain/write.ts): estimate, margin, send, record; then the receipt, the toast and a refresh.
 *
 * Claims: the epochs being collected are hidden at once (from the moment the wallet returns the hash)
 * and stay hidden after the receipt, so no stale button can send a second, reverting claim; a failed
 * claim shows them again. A wallet without the BNB to pay for gas is told so, not given the generic toast.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig, useConnection } from 'wagmi';
import { BaseError, InsufficientFundsError, formatEther, type Address } from 'viem';
import { fuelPredictionAbi } from '@fuelswap/contracts';
import type { BetPosition } from '@fuelswap/sdk';
import { useToasts } from '../../ui/index.ts';
import { errorMessage, isRejection, sendContractTransaction, waitForSuccess } from '../../chain/write.ts';

/** Gas-less wallets: viem's InsufficientFundsError, or a node's "insufficient funds" text. */
export function isInsufficientFunds(e: unknown): boolean {
  if (e instanceof BaseError && e.walk((x) => x instanceof InsufficientFundsError) instanceof InsufficientFundsError) return true;
  const text = e instanceof Error ? `${e.message} ${(e as BaseError).details ?? ''}` : String(e);
  return /insufficient funds/i.test(text);
}

/** The claim of `epochs`: what `claim` sends and what the claim dialog's preview simulates (issue 19). */
export function claimCall(market: Address, epochs: readonly bigint[]) {
  return { address: market, abi: fuelPredictionAbi, functionName: 'claim', args: [epochs] } as const;
}

/**
 * The toast of a failed bet or collect: a refused signature and a wallet without gas are told as such; anything
 * else names what failed (a bet: "An error occurred, unable to enter your position") with the reason below it.
 * `t` is i18next's: every text it returns is translated.
 */
export function failureToast(e: unknown, action: 'bet' | 'claim', t: (key: string, values?: Record<string, string>) => string) {
  if (isRejection(e)) return { title: t('Transaction rejected.'), description: undefined };
  if (isInsufficientFunds(e))
    return { title: t('Insufficient BNB balance'), description: t('You need BNB to pay for the transaction fee (gas).') };
  const m = errorMessage(e);
  return {
    title: action === 'bet' ? t('An error occurred, unable to enter your position') : t('Error'),
    description: t(m.message, m.values),
  };
}

export function usePredictionActions(market: Address | undefined, refresh: () => unknown) {
  const config = useConfig();
  const { t } = useTranslation();
  const { address } = useConnection();
  const [collecting, setCollecting] = useState<ReadonlySet<bigint>>(new Set());
  const [collected, setCollected] = useState<ReadonlySet<bigint>>(new Set());

  const fail = useCallback(
    (e: unknown, action: 'bet' | 'claim') => {
      if (!isRejection(e) && !isInsufficientFunds(e)) console.error('Prediction action failed', e);
      const { title, description } = failureToast(e, action, t);
      useToasts.getState().toastError(title, description);
    },
    [t],
  );

  /** Enters a position; resolves true once the receipt is in. */
  const bet = useCallback(
    async (epoch: bigint, position: BetPosition, amount: bigint): Promise<boolean> => {
      if (!address || !market) return false;
      try {
        const hash = await sendContractTransaction(config, {
          address: market,
          abi: fuelPredictionAbi,
          functionName: position === 'Bull' ? 'betBull' : 'betBear',
          args: [epoch],
          value: amount,
          account: address,
          summary: t('Enter {{position}} position: {{amount}} BNB', {
            position: position === 'Bull' ? 'UP' : 'DOWN',
            amount: formatEther(amount),
          }),
        });
        await waitForSuccess(config, hash);
        useToasts
          .getState()
          .toastSuccess(t('Success!'), t('{{position}} position entered', { position: position === 'Bull' ? 'UP' : 'DOWN' }));
        return true;
      } catch (e) {
        fail(e, 'bet');
        return false;
      } finally {
        void refresh();
      }
    },
    [address, config, fail, market, refresh, t],
  );

  /** Collects wins and refunds for `epochs` in one claim. */
  const claim = useCallback(
    async (epochs: bigint[], kind: 'collect' | 'reclaim'): Promise<boolean> => {
      if (!address || !market || epochs.length === 0) return false;
      const mark = (set: (f: (s: ReadonlySet<bigint>) => ReadonlySet<bigint>) => void, on: boolean) =>
        set((s) => {
          const n = new Set(s);
          for (const e of epochs) on ? n.add(e) : n.delete(e);
          return n;
        });
      mark(setCollecting, true);
      try {
        const hash = await sendContractTransaction(config, {
          ...claimCall(market, epochs),
          account: address,
          summary: kind === 'collect' ? t('Collect Winnings') : t('Reclaim Position'),
        });
        mark(setCollected, true);
        await waitForSuccess(config, hash);
        useToasts
          .getState()
          .toastSuccess(
            kind === 'collect' ? t('Winnings collected!') : t('Position reclaimed!'),
            t('Your prizes have been sent to your wallet'),
          );
        return true;
      } catch (e) {
        mark(setCollected, false);
        fail(e, 'claim');
        return false;
      } finally {
        mark(setCollecting, false);
        void refresh();
      }
    },
    [address, config, fail, market, refresh, t],
  );

  return { bet, claim, collecting, collected, account: address };
}
