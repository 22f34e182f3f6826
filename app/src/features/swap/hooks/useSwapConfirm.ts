/**
 * The swap's review and send: Swap opens the review dialog with the trade
 * under review, or in expert mode goes straight to the wallet after the
 * price-impact confirmations (`expertAsk`). The write is executeSwap
 * (../swapCall.ts, loaded on demand); its progress is the write layer's one confirmation state
 * (useConfirmation: attempting, submitted with the hash, or the error, a
 * rejection included, which the dialog shows with Dismiss).
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from 'wagmi';
import type { Address } from 'viem';
import { expertModeConfirmation, type AnyTrade, type TradePriceBreakdown } from '@fuelswap/sdk';
import { useConfirmation, type ConfirmationState } from '../../../chain/write/index.ts';
import { swapSummaryValues } from '../confirm.ts';
import { playSwapSound } from '../sound.ts';
import type { PreparedSwap } from '../swapCall.ts';

/**
 * The router call's code (its ABI, the candidate rule, the deadline) is needed only to send or to review:
 * loaded with the review (which imports it) or on the first send, not with /swap's first paint.
 */
const loadSwapCall = () => import('../swapCall.ts');

/** The review dialog's state: the trade under review (replaced by the current one on Accept), and the write's progress. */
export interface ConfirmModalState {
  open: boolean;
  reviewTrade: AnyTrade | undefined;
  tx: ConfirmationState;
}

const CLOSED: Omit<ConfirmModalState, 'tx'> = { open: false, reviewTrade: undefined };

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
  const [dialog, setDialog] = useState<Omit<ConfirmModalState, 'tx'>>(CLOSED);
  const { state: tx, run, reset } = useConfirmation();
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
      setDialog({ open: true, reviewTrade: toSwap });
      const v = swapSummaryValues(toSwap);
      const summary =
        recipient !== null && recipientAddress.toLowerCase() !== account.toLowerCase()
          ? t('Swap {{inputAmount}} {{inputSymbol}} for {{outputAmount}} {{outputSymbol}} to {{recipient}}', { ...v, recipient })
          : t('Swap {{inputAmount}} {{inputSymbol}} for {{outputAmount}} {{outputSymbol}}', { ...v });
      const hash = await run(async () => {
        const { executeSwap } = await loadSwapCall();
        const sent = await executeSwap(
          config,
          { trade: toSwap, account, recipient: recipientAddress, allowedSlippage: slippageBps, deadlineSeconds, summary },
          prepared,
        );
        return sent.hash;
      });
      if (hash === undefined) return;
      onSubmitted();
      if (audioPlay) playSwapSound();
    },
    [account, recipientAddress, recipient, config, slippageBps, deadlineSeconds, t, audioPlay, onSubmitted, run],
  );

  const onSwapClick = useCallback(() => {
    if (!trade) return;
    if (expertMode) {
      const ask = expertModeConfirmation(breakdown?.priceImpactWithoutFee);
      if (ask === 'none') void doSwap(trade);
      else setExpertAsk(ask);
      return;
    }
    reset();
    setDialog({ open: true, reviewTrade: trade });
  }, [trade, expertMode, breakdown, doSwap, reset]);

  const onDismissConfirm = useCallback(() => {
    if (tx.status === 'submitted') onClearInput();
    setDialog(CLOSED);
    reset();
  }, [tx.status, onClearInput, reset]);

  /** Accept: the current trade replaces the one under review. */
  const onAcceptChanges = useCallback(() => {
    if (trade) setDialog((c) => ({ ...c, reviewTrade: trade }));
  }, [trade]);

  const onExpertConfirm = useCallback(() => {
    setExpertAsk(null);
    if (trade) void doSwap(trade);
  }, [trade, doSwap]);
  const onExpertCancel = useCallback(() => setExpertAsk(null), []);

  const confirm: ConfirmModalState = { ...dialog, tx };
  return { confirm, expertAsk, doSwap, onSwapClick, onDismissConfirm, onAcceptChanges, onExpertConfirm, onExpertCancel };
}
