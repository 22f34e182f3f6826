/**
 * Trade details: minimum received or maximum sold, price impact coloured by
 * severity, the liquidity provider fee and the route, under the swap button.
 * Loaded after /swap's first paint (the page shows no details before a
 * trade); the card's own rows above the button are SwapSummary.tsx.
 */
import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TradeType,
  isSplitTrade,
  type AnyTrade,
  type Percent,
  type Route,
  type TradePriceBreakdown,
  type WarningSeverity,
} from '@fuelswap/sdk';
import { cx } from '../../../ui/index.ts';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { displaySymbol } from '../../tokens/index.ts';
import { formatPriceImpact, priceImpactTone } from '../confirm.ts';
import { Row } from './SwapSummary.tsx';
import styles from '../swap.module.css';

// A split's rows load with the first split shown (ExecutionRows.tsx), not with /swap.
const LazySplitRoutes = lazy(() => import('./ExecutionRows.tsx').then((m) => ({ default: m.SplitRoutes })));

export function PriceImpactValue({ impact, severity }: { impact: Percent; severity: WarningSeverity }) {
  const n = useLocalizeNumber();
  const tone = priceImpactTone(severity);
  return (
    <span className={cx(styles.impact, styles[`tone-${tone}`])} data-severity={severity} data-testid="price-impact">
      {n(formatPriceImpact(impact))}%
    </span>
  );
}

/** The symbols along a route of the trade, the input and output as the user chose them (BNB, not WBNB). */
export function routeSymbols(trade: AnyTrade, route: Route): string[] {
  const path = route.path;
  return path.map((token, i) =>
    displaySymbol(i === 0 ? trade.inputAmount.currency.symbol : i === path.length - 1 ? trade.outputAmount.currency.symbol : token.symbol),
  );
}

export function RouteText({ trade, route, testId = 'route' }: { trade: AnyTrade; route: Route; testId?: string }) {
  const { t } = useTranslation();
  const symbols = routeSymbols(trade, route);
  return (
    <ol className={styles.route} aria-label={t('Route')} data-testid={testId}>
      {symbols.map((s, i) => (
        <li key={`${s}-${i}`}>{s}</li>
      ))}
    </ol>
  );
}

export interface TradeSummaryRowsProps {
  trade: AnyTrade;
  breakdown: TradePriceBreakdown;
  severity: WarningSeverity;
  slippage: Percent;
}

/** Minimum received / maximum sold, price impact, LP fee and route as a definition list. */
export function TradeSummaryRows({ trade, breakdown, severity, slippage }: TradeSummaryRowsProps) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const exactIn = trade.tradeType === TradeType.EXACT_INPUT;
  const limit = exactIn ? trade.minimumAmountOut(slippage) : trade.maximumAmountIn(slippage);
  return (
    <>
      <Row
        label={exactIn ? t('Minimum received') : t('Maximum sold')}
        help={t('Your transaction will revert if there is a large, unfavorable price movement before it is confirmed.')}
        testId={exactIn ? 'minimum-received' : 'maximum-sold'}
      >
        {n(limit.toSignificant(4))} {displaySymbol(limit.currency.symbol)}
      </Row>
      <Row label={t('Price Impact')} help={t('The difference between the market price and estimated price due to trade size.')}>
        <PriceImpactValue impact={breakdown.priceImpactWithoutFee} severity={severity} />
      </Row>
      <Row
        label={t('Liquidity Provider Fee')}
        help={t(
          'For each trade a 0.25% fee is paid: 0.17% to liquidity providers, 0.03% to the treasury and 0.05% towards FUEL buyback and burn.',
        )}
        testId="lp-fee"
      >
        {n(breakdown.realizedLPFee.toSignificant(4))} {displaySymbol(trade.inputAmount.currency.symbol)}
      </Row>
      {isSplitTrade(trade) ? (
        <Row
          label={t('Split route')}
          help={t('Splitting the trade over these routes in one transaction gives more than any single route, network fee included.')}
          testId="split-row"
        >
          <Suspense fallback={null}>
            <LazySplitRoutes trade={trade} />
          </Suspense>
        </Row>
      ) : (
        <Row label={t('Route')} help={t('Routing through these tokens resulted in the best price for your trade.')}>
          <RouteText trade={trade} route={trade.route} />
        </Row>
      )}
    </>
  );
}

/** The details panel under the swap button; `extra` rows (the network fee) follow the trade's own. */
export function TradeDetails({ extra, ...props }: TradeSummaryRowsProps & { extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={styles.details} aria-label={t('Trade details')} data-testid="trade-details">
      <dl className={styles.rows}>
        <TradeSummaryRows {...props} />
        {extra}
      </dl>
    </section>
  );
}
