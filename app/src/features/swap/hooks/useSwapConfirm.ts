/**
 * The swap's review and send: Swap opens the review dialog with the trade
 * under review (spec 3 "confirm state"), or in expert mode goes straight to
 * the wallet after the price-impact confirmations (`expertAsk`). The write is
 * executeSwap (../swapCall.ts) through the chain layer's write path.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from 'wagmi';
import type { Address } from 'viem';
import { expertModeConfirmation, type AnyTrade, type TradePriceBreakdown } from '@fuelswap/sdk';
import { isRejection } from '../../../chain/write.ts';
import type { ConfirmationState } from '../../transactions/index.ts';
import { swapSummaryValues } from '../confirm.ts';
import { swapErrorText } from '../messages.ts';
import { playSwapSound } from '../sound.ts';
import { executeSwap, type PreparedSwap } from '../swapCall.ts';

/** The review dialog's state: the trade under review (replaced by the current one on Accept), and the write's progress. */
export interface ConfirmModalState {
  open: boolean;
  reviewTrade: AnyTrade | undefined;
  tx: ConfirmationState;
}

const CLOSED: ConfirmModalState = { open: false, reviewTrade: undefined, tx: { status: 'idle' } };

export interface SwapConfirmArgs {
  account: Address | undefined;
  /** Where the output goes (the account unless a send is open). */
  recipientAddress: Address | undefined;
  /** The send field as typed (null when closed). */
  recipient: string | null;
  trade: AnyTrade | undefined;
  breakdown: TradePriceBreakdown | undefined;
  slippageBps: number;
  deadlineSeconds: number;
  expertMode: boolean;
  audioPlay: boolean;
  /** After a swap was submitted. */
  onSubmitted: () => void;
  /** Closing the dialog after a submitted swap clears the typed amount. */
  onClearInput: () => void;
}

export function useSwapConfirm(a: SwapConfirmArgs) {
  const { t } = useTranslation();
  const config = useConfig();
  const [confirm, setConfirm] = useState<ConfirmModalState>(CLOSED);
  const [expertAsk, setExpertAsk] = useState<'confirm' | 'type-confirm' | null>(null);
  const {
    account,
    recipientAddress,
    recipient,
    slippageBps,
    deadlineSeconds,
    audioPlay,
    onSubmitted,
    onClearInput,
    trade,
    expertMode,
    breakdown,
  } = a;

  const doSwap = useCallback(
    async (toSwap: AnyTrade, prepared?: PreparedSwap) => {
      if (!account || !recipientAddress) return;
      setConfirm((c) => ({ ...c, open: true, reviewTrade: toSwap, tx: { status: 'attempting' } }));
      const v = swapSummaryValues(toSwap);
      const summary =
        recipient !== null && recipientAddress.toLowerCase() !== account.toLowerCase()
          ? t('Swap {{inputAmount}} {{inputSymbol}} for {{outputAmount}} {{outputSymbol}} to {{recipient}}', { ...v, recipient })
          : t('Swap {{inputAmount}} {{inputSymbol}} for {{outputAmount}} {{outputSymbol}}', { ...v });
      try {
        const { hash } = await executeSwap(
          config,
          {
            trade: toSwap,
            account,
            recipient: recipientAddress,
            allowedSlippage: slippageBps,
            deadlineSeconds,
            summary,
          },
          prepared,
        );
        onSubmitted();
        setConfirm((c) => ({ ...c, tx: { status: 'submitted', hash } }));
        if (audioPlay) playSwapSound();
      } catch (error) {
        if (!isRejection(error)) console.error('Swap failed', error);
        setConfirm((c) => ({ ...c, tx: { status: 'error', message: swapErrorText(t, error) } }));
      }
    },
    [account, recipientAddress, recipient, config, slippageBps, deadlineSeconds, t, audioPlay, onSubmitted],
  );

  const onSwapClick = useCallback(() => {
    if (!trade) return;
    if (expertMode) {
      const ask = expertModeConfirmation(breakdown?.priceImpactWithoutFee);
      if (ask === 'none') void doSwap(trade);
      else setExpertAsk(ask);
      return;
    }
    setConfirm({ open: true, reviewTrade: trade, tx: { status: 'idle' } });
  }, [trade, expertMode, breakdown, doSwap]);

  const onDismissConfirm = useCallback(() => {
    if (confirm.tx.status === 'submitted') onClearInput();
    setConfirm(CLOSED);
  }, [confirm.tx.status, onClearInput]);

  /** Accept: the current trade replaces the one under review. */
  const onAcceptChanges = useCallback(() => {
    if (trade) setConfirm((c) => ({ ...c, reviewTrade: trade }));
  }, [trade]);

  const onExpertConfirm = useCallback(() => {
    setExpertAsk(null);
    if (trade) void doSwap(trade);
  }, [trade, doSwap]);
  const onExpertCancel = useCallback(() => setExpertAsk(null), []);

  return { confirm, expertAsk, doSwap, onSwapClick, onDismissConfirm, onAcceptChanges, onExpertConfirm, onExpertCancel };
}
