/**
 * Prediction writes (betBull, betBear, claim) through the write layer's action hook (chain/write/: estimate,
 * margin, send, record; then the receipt, the toast and a refresh).
 *
 * Claims: the epochs being collected are hidden at once (from the moment the wallet returns the hash)
 * and stay hidden after the receipt, so no stale button can send a second, reverting claim; a failed
 * claim shows them again. Bets and claims run on separate hooks, so a bet is not refused while a claim waits.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEther, type Address } from 'viem';
import { fuelPredictionAbi } from '@fuelswap/contracts';
import type { BetPosition } from '@fuelswap/sdk';
import { call, failureText, useWriteAction, type ToastText, type Translate, type WriteFailure } from '../../chain/write/index.ts';

/** The claim of `epochs`: what `claim` sends and what the claim dialog's preview simulates. */
export function claimCall(market: Address, epochs: readonly bigint[]) {
  return { address: market, abi: fuelPredictionAbi, functionName: 'claim', args: [epochs] } as const;
}

/**
 * The toast of a failed bet: a refused signature and a wallet without gas are told as such; anything else says the
 * position could not be entered ("An error occurred, unable to enter your position") with the reason below it.
 */
export function betFailureText(failure: WriteFailure, t: Translate): ToastText {
  const text = failureText(failure, t);
  if (failure.kind === 'rejected' || failure.kind === 'insufficient-funds') return text;
  return { ...text, title: t('An error occurred, unable to enter your position') };
}

export function usePredictionActions(market: Address | undefined, refresh: () => unknown) {
  const { t } = useTranslation();
  const bets = useWriteAction(refresh);
  const claims = useWriteAction(refresh);
  const address = bets.account;
  const [collecting, setCollecting] = useState<ReadonlySet<bigint>>(new Set());
  const [collected, setCollected] = useState<ReadonlySet<bigint>>(new Set());

  /** Enters a position; resolves true once the receipt is in. */
  const bet = useCallback(
    async (epoch: bigint, position: BetPosition, amount: bigint): Promise<boolean> => {
      if (!market) return false;
      const side = position === 'Bull' ? 'UP' : 'DOWN';
      return bets.run(
        'bet',
        call({
          address: market,
          abi: fuelPredictionAbi,
          functionName: position === 'Bull' ? 'betBull' : 'betBear',
          args: [epoch],
          value: amount,
          summary: t('Enter {{position}} position: {{amount}} BNB', { position: side, amount: formatEther(amount) }),
        }),
        { success: { title: t('Success!'), description: t('{{position}} position entered', { position: side }) }, failure: betFailureText },
      );
    },
    [bets.run, market, t],
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
      const ok = await claims.run(
        'claim',
        call({ ...claimCall(market, epochs), summary: kind === 'collect' ? t('Collect Winnings') : t('Reclaim Position') }),
        {
          onSubmitted: () => mark(setCollected, true),
          success: {
            title: kind === 'collect' ? t('Winnings collected!') : t('Position reclaimed!'),
            description: t('Your prizes have been sent to your wallet'),
          },
        },
      );
      if (!ok) mark(setCollected, false);
      mark(setCollecting, false);
      return ok;
    },
    [address, claims.run, market, t],
  );

  return { bet, claim, collecting, collected, account: address };
}
