/**
 * The swap's review dialog: the trade under
 * review with Price Updated / Accept when the current trade differs, then the
 * write's waiting / submitted / error views, and "Add {token}" for the output.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { computeTradePriceBreakdown, sanitizeLogoURI, warningSeverity, type AnyTrade, type Percent } from '@fuelswap/sdk';
import { TransactionConfirmationModal } from '../../transactions/index.ts';
import { displaySymbol } from '../../tokens/index.ts';
import { tradeMeaningfullyDiffers } from '../confirm.ts';
import type { ConfirmModalState } from '../hooks/useSwapConfirm.ts';
import { ConfirmSwapContent } from './ConfirmSwapContent.tsx';

export interface SwapConfirmModalProps {
  confirm: ConfirmModalState;
  /** The current best trade (compared with the one under review). */
  trade: AnyTrade | undefined;
  slippage: Percent;
  slippageBps: number;
  /** The send field as typed (null when closed). */
  recipient: string | null;
  stale: boolean;
  onDismiss: () => void;
  onAcceptChanges: () => void;
  onConfirm: (trade: AnyTrade) => void;
  /** The simulated result of the call under review and whether it blocks Confirm. */
  preview?: { node: ReactNode; blocked: boolean };
}

export function SwapConfirmModal({
  confirm,
  trade,
  slippage,
  slippageBps,
  recipient,
  stale,
  onDismiss,
  onAcceptChanges,
  onConfirm,
  preview,
}: SwapConfirmModalProps) {
  const { t } = useTranslation();
  const showAcceptChanges = !!(confirm.reviewTrade && trade && tradeMeaningfullyDiffers(confirm.reviewTrade, trade));
  const reviewTrade = confirm.reviewTrade;
  const reviewBreakdown = useMemo(() => (reviewTrade ? computeTradePriceBreakdown(reviewTrade) : undefined), [reviewTrade]);
  const output = reviewTrade?.outputAmount.currency;
  return (
    <TransactionConfirmationModal
      open={confirm.open}
      onDismiss={onDismiss}
      state={confirm.tx}
      title={t('Confirm Swap')}
      pendingText={
        reviewTrade
          ? t('Swapping {{inputAmount}} {{inputSymbol}} for {{outputAmount}} {{outputSymbol}}', {
              inputAmount: reviewTrade.inputAmount.toSignificant(6),
              inputSymbol: displaySymbol(reviewTrade.inputAmount.currency.symbol),
              outputAmount: reviewTrade.outputAmount.toSignificant(6),
              outputSymbol: displaySymbol(reviewTrade.outputAmount.currency.symbol),
            })
          : undefined
      }
      content={
        reviewTrade && reviewBreakdown ? (
          <ConfirmSwapContent
            trade={reviewTrade}
            breakdown={reviewBreakdown}
            severity={warningSeverity(reviewBreakdown.priceImpactWithoutFee)}
            slippage={slippage}
            slippageBps={slippageBps}
            recipient={recipient !== null ? recipient || undefined : undefined}
            showAcceptChanges={showAcceptChanges}
            stale={stale}
            onAcceptChanges={onAcceptChanges}
            onConfirm={() => onConfirm(reviewTrade)}
            preview={preview?.node}
            blocked={preview?.blocked ?? false}
          />
        ) : undefined
      }
      {...(output?.isToken
        ? {
            tokenToAdd: {
              address: output.address,
              symbol: output.symbol,
              decimals: output.decimals,
              ...(sanitizeLogoURI(output.logoURI) ? { image: sanitizeLogoURI(output.logoURI) } : {}),
            },
          }
        : {})}
    />
  );
}
