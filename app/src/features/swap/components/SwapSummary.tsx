/**
 * The card's own rows above the swap button: the price with an invert
 * toggle (once there is a trade) and the slippage tolerance, always shown;
 * in /swap's first load, as they sit above the button. The details under
 * the button are TradeDetails.tsx, loaded after the first paint.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Percent, type AnyTrade, type Currency, type Price } from '@fuelswap/sdk';
import { HelpTooltip, SyncIcon, cx } from '../../../ui/index.ts';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { displaySymbol } from '../../tokens/index.ts';
import styles from '../swap.module.css';

/** "300.5 BUSD per BNB" with a button that flips base and quote. */
export function TradePrice({ price }: { price: Price<Currency, Currency> }) {
  const { t } = useTranslation();
  const [inverted, setInverted] = useState(false);
  const shown = inverted ? price.invert() : price;
  let text: string;
  try {
    text = t('{{price}} {{quote}} per {{base}}', {
      price: shown.toSignificant(6),
      quote: displaySymbol(shown.quoteCurrency.symbol),
      base: displaySymbol(shown.baseCurrency.symbol),
    });
  } catch {
    text = '–';
  }
  return (
    <span className={styles.price}>
      <span data-testid="trade-price" aria-live="polite">
        {text}
      </span>
      <button
        type="button"
        className={styles.invert}
        onClick={() => setInverted((v) => !v)}
        aria-label={t('Invert price')}
        title={t('Invert price')}
      >
        <SyncIcon size={14} aria-hidden />
      </button>
    </span>
  );
}

export function Row({ label, help, children, testId }: { label: string; help?: string; children: ReactNode; testId?: string }) {
  return (
    <div className={styles.row} data-testid={testId}>
      <dt className={styles.rowLabel}>
        {label}
        {help && <HelpTooltip text={help} label={label} />}
      </dt>
      <dd className={styles.rowValue}>{children}</dd>
    </div>
  );
}

/** The card's own rows above the button: the price (with its invert button) and the slippage tolerance. */
export function SwapSummary({ trade, slippageBps }: { trade: AnyTrade | undefined; slippageBps: number }) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  return (
    <dl className={cx(styles.rows, styles.summary)}>
      {trade && (
        <Row label={t('Price')}>
          <TradePrice price={trade.executionPrice} />
        </Row>
      )}
      <Row label={t('Slippage Tolerance')} testId="slippage">
        {n(slippagePercentText(slippageBps))}%
      </Row>
    </dl>
  );
}

/** Slippage tolerance as a percent string from basis points ("0.5"). */
export function slippagePercentText(bps: number): string {
  return Percent.fromBips(bps).toSignificant(4);
}
