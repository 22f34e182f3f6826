/**
 * The rows of the chosen execution, loaded on demand: a split's routes with their shares;
 * beside the trade, the network fee the execution is expected to cost (the router's gas per hop and per path
 * times the node's gas price), in BNB and dollars, flagged when it is a large share of the trade; and, where
 * the chain's router cannot split, why the trade is never split.
 */
import { useTranslation } from 'react-i18next';
import { formatAmount, isSplitTrade, LARGE_NETWORK_FEE, type AnyTrade } from '@fuelswap/sdk';
import { WarningIcon, cx } from '../../../ui/index.ts';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { runtime } from '../../../chain/runtime.ts';
import type { NetworkFee } from '../hooks/useDerivedSwapInfo.ts';
import { Row } from './SwapSummary.tsx';
import { RouteText } from './TradeDetails.tsx';
import styles from '../swap.module.css';

export function NetworkFeeRow({ fee }: { fee: NetworkFee }) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const native = runtime().chain.nativeCurrency;
  const usd = fee.usd ? n(fee.usd.toSignificant(2)) : undefined;
  return (
    <Row
      label={t('Network fee')}
      help={t('The gas this route is expected to use, at the network’s current gas price. Routes with more hops or splits use more gas.')}
      testId="network-fee"
    >
      <span className={cx(fee.large && styles.feeLarge)} data-large={fee.large} data-wei={fee.wei.toString()}>
        {fee.large && <WarningIcon size={14} aria-hidden />}
        {usd
          ? t('{{fee}} {{symbol}} (${{usd}})', { fee: n(formatAmount(fee.wei, native.decimals, 6)), symbol: native.symbol, usd })
          : t('{{fee}} {{symbol}}', { fee: n(formatAmount(fee.wei, native.decimals, 6)), symbol: native.symbol })}
      </span>
      {fee.large && (
        <span className={styles.feeLarge} role="note" data-testid="network-fee-large">
          {t('The network fee is more than {{share}}% of this trade.', { share: n(LARGE_NETWORK_FEE.toSignificant(2)) })}
        </span>
      )}
    </Row>
  );
}

/** Shown where the chain's established V2 router is used: it has no multi-path swap. */
export function SplitsOffNote() {
  const { t } = useTranslation();
  return (
    <p className={styles.splitsOff} data-testid="splits-off">
      {t('Split routes are off on this network: swaps go through the established V2 router, which takes one route per transaction.')}
    </p>
  );
}

/** A split's routes in the order the router runs them, each with its share of the fixed side. */
export function SplitRoutes({ trade }: { trade: AnyTrade }) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  if (!isSplitTrade(trade)) return null;
  return (
    <ul className={styles.splitParts} aria-label={t('Routes')} data-testid="split-routes">
      {trade.parts.map((part, i) => (
        <li key={part.route.pairs.map((p) => p.address).join('/')} className={styles.splitPart} data-testid="split-part">
          <span className={styles.splitShare} data-testid="split-share">
            {t('{{share}}% of the trade', { share: n(part.share.toSignificant(3)) })}
          </span>
          <RouteText trade={trade} route={part.route} testId={`split-route-${i}`} />
        </li>
      ))}
    </ul>
  );
}
