import type { Currency } from '@fuelswap/sdk';
import { CurrencyLogo } from '../../tokens/index.ts';
import styles from '../liquidity.module.css';

/** The two logos of a pair, overlapping. Decorative: the pair's symbols are always written next to it. */
export function DoubleCurrencyLogo({ a, b, size = 20 }: { a: Currency | null | undefined; b: Currency | null | undefined; size?: number }) {
  return (
    <span className={styles.doubleLogo} aria-hidden="true">
      {a && <CurrencyLogo currency={a} size={size} />}
      {b && <CurrencyLogo currency={b} size={size} />}
    </span>
  );
}
