import { useTranslation } from 'react-i18next';
import type { Price } from '@fuelswap/sdk';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import styles from '../liquidity.module.css';

/** "Price": 1 A = x B and 1 B = y A, 6 significant digits (a row of a `<dl>`). */
export function PriceRow({ price, symbolA, symbolB }: { price: Price; symbolA: string; symbolB: string }) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  return (
    <div className={styles.row}>
      <dt>{t('Price')}</dt>
      <dd className="fs-tabular" style={{ flexDirection: 'column', alignItems: 'flex-end' }}>
        <span>{`1 ${symbolA} = ${n(price.toSignificant(6))} ${symbolB}`}</span>
        <span>{`1 ${symbolB} = ${n(price.invert().toSignificant(6))} ${symbolA}`}</span>
      </dd>
    </div>
  );
}
