/**
 * "Prices and pool share" (or "Initial prices and pool share" for a new
 * pool): the price both ways and the share of the pool after the deposit.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPoolShare, type Currency, type Percent, type Price } from '@fuelswap/sdk';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { displaySymbol } from '../../tokens/index.ts';
import styles from '../liquidity.module.css';

export function PoolPriceBar({
  currencyA,
  currencyB,
  price,
  poolShare,
  noLiquidity,
}: {
  currencyA: Currency;
  currencyB: Currency;
  price: Price | undefined;
  poolShare: Percent | undefined;
  noLiquidity: boolean;
}) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const titleId = useId();
  const symbolA = displaySymbol(currencyA.symbol);
  const symbolB = displaySymbol(currencyB.symbol);
  const share = noLiquidity && price ? '100' : poolShare ? formatPoolShare(poolShare) : '0';
  let aToB = '-';
  let bToA = '-';
  if (price && !price.isZero) {
    aToB = price.toSignificant(6);
    bToA = price.invert().toSignificant(6);
  }
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {noLiquidity ? t('Initial prices and pool share') : t('Prices and pool share')}
      </h2>
      <dl className={styles.priceGrid}>
        <div>
          <dt>{t('{{quote}} per {{base}}', { quote: symbolB, base: symbolA })}</dt>
          <dd className="fs-tabular">{n(aToB)}</dd>
        </div>
        <div>
          <dt>{t('{{quote}} per {{base}}', { quote: symbolA, base: symbolB })}</dt>
          <dd className="fs-tabular">{n(bToA)}</dd>
        </div>
        <div>
          <dt>{t('Share of Pool')}</dt>
          <dd className="fs-tabular">{n(share)}%</dd>
        </div>
      </dl>
    </section>
  );
}
