/**
 * The review dialog with its transaction preview: loaded on demand by LazySwapReview.tsx, so the
 * review's own code is not in /swap's first load.
 */
import type { Address } from 'viem';
import type { AnyTrade } from '@fuelswap/sdk';
import type { PreparedSwap } from '../swapCall.ts';
import { TransactionPreview, previewBlocks } from '../../transactions/index.ts';
import { useSwapPreview } from '../hooks/useSwapPreview.ts';
import { SwapConfirmModal, type SwapConfirmModalProps } from './SwapConfirmModal.tsx';

export interface SwapReviewProps extends Omit<SwapConfirmModalProps, 'preview' | 'onConfirm'> {
  /** Confirm: the trade under review and the call its preview built (sent as it is). */
  onConfirm: (trade: AnyTrade, prepared: PreparedSwap | undefined) => void;
  account: Address | undefined;
  /** Where the output goes: the account, or the send field's address. */
  recipientAddress: Address | undefined;
  deadlineSeconds: number;
}

export function SwapReview({ account, recipientAddress, deadlineSeconds, onConfirm, ...modal }: SwapReviewProps) {
  const { confirm, slippageBps } = modal;
  const preview = useSwapPreview({
    active: confirm.open && confirm.tx.status === 'idle',
    trade: confirm.reviewTrade,
    account,
    recipient: recipientAddress,
    slippageBps,
    deadlineSeconds,
  });
  return (
    <SwapConfirmModal
      {...modal}
      onConfirm={(trade) => onConfirm(trade, preview.preparedFor(trade))}
      preview={
        account
          ? {
              node: (
                <TransactionPreview
                  preview={preview.preview}
                  isLoading={preview.isLoading}
                  account={account}
                  recipient={recipientAddress}
                />
              ),
              blocked: previewBlocks(preview.preview),
            }
          : undefined
      }
    />
  );
}
