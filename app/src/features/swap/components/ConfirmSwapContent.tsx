/**
 * The review inside the confirm-swap dialog (spec 4 "Swap confirm"): the
 * amounts, the recipient, "Price Updated" with Accept when the trade changed
 * since the dialog opened, the estimate note, the details, and Confirm Swap.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TradeType, type AnyTrade, type Percent, type TradePriceBreakdown, type WarningSeverity } from '@fuelswap/sdk';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { Button, WarningIcon } from '../../../ui/index.ts';
import { CurrencyLogo, displaySymbol } from '../../tokens/index.ts';
import { TradePrice, slippagePercentText } from './SwapSummary.tsx';
import { TradeSummaryRows } from './TradeDetails.tsx';
import styles from '../swap.module.css';

export interface ConfirmSwapContentProps {
  trade: AnyTrade;
  breakdown: TradePriceBreakdown;
  severity: WarningSeverity;
  slippage: Percent;
  slippageBps: number;
  /** Where the output goes when not to the account. */
  recipient: string | undefined;
  showAcceptChanges: boolean;
  /** The chain is not responding: confirming would sign on stale numbers. */
  stale?: boolean;
  onAcceptChanges: () => void;
  onConfirm: () => void;
  /** The simulated result, shown above the button. */
  preview?: ReactNode;
  /** The simulation shows the swap would revert: Confirm stays disabled. */
  blocked?: boolean;
}

export function ConfirmSwapContent(p: ConfirmSwapContentProps) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const { trade } = p;
  const exactIn = trade.tradeType === TradeType.EXACT_INPUT;
  const slippage = slippagePercentText(p.slippageBps);
  return (
    <div className={styles.confirm} data-testid="confirm-swap">
      <div className={styles.confirmAmounts}>
        <div className={styles.confirmAmount} data-testid="confirm-input">
          <CurrencyLogo currency={trade.inputAmount.currency} size={24} />
          <span className={styles.confirmValue}>{n(trade.inputAmount.toSignificant(6))}</span>
          <span>{displaySymbol(trade.inputAmount.currency.symbol)}</span>
        </div>
        <div className={styles.confirmArrow} aria-hidden>
          ↓
        </div>
        <div className={styles.confirmAmount} data-testid="confirm-output">
          <CurrencyLogo currency={trade.outputAmount.currency} size={24} />
          <span className={styles.confirmValue}>{n(trade.outputAmount.toSignificant(6))}</span>
          <span>{displaySymbol(trade.outputAmount.currency.symbol)}</span>
        </div>
      </div>

      {p.showAcceptChanges && (
        <div className={styles.priceUpdated} role="alert">
          <span className={styles.priceUpdatedText}>
            <WarningIcon size={18} aria-hidden />
            {t('Price Updated')}
          </span>
          <Button size="sm" onClick={p.onAcceptChanges}>
            {t('Accept')}
          </Button>
        </div>
      )}

      <p className={styles.note}>
        {exactIn
          ? t('Output is estimated. If the price changes by more than {{slippage}}% your transaction will revert.', { slippage })
          : t('Input is estimated. If the price changes by more than {{slippage}}% your transaction will revert.', { slippage })}
      </p>
      {p.recipient && (
        <p className={styles.note} data-testid="confirm-recipient">
          {t('Output will be sent to {{recipient}}', { recipient: p.recipient })}
        </p>
      )}

      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt className={styles.rowLabel}>{t('Price')}</dt>
          <dd className={styles.rowValue}>
            <TradePrice price={trade.executionPrice} />
          </dd>
        </div>
        <TradeSummaryRows trade={trade} breakdown={p.breakdown} severity={p.severity} slippage={p.slippage} />
      </dl>

      {p.preview}
      <Button
        fullWidth
        size="lg"
        variant={p.severity > 2 ? 'danger' : 'primary'}
        disabled={p.showAcceptChanges || !!p.stale || !!p.blocked}
        onClick={p.onConfirm}
      >
        {p.severity > 2 ? t('Swap Anyway') : t('Confirm Swap')}
      </Button>
    </div>
  );
}
