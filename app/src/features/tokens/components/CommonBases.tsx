/** The common-bases row (spec 2.7): the native coin and the chain's base tokens. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { nativeCurrency, toToken } from '../../../chain/tokens.ts';
import { HelpTooltip, cx } from '../../../ui/index.ts';
import { CurrencyLogo } from './CurrencyLogo.tsx';
import { displaySymbol } from './display.ts';
import styles from './tokens.module.css';

export function CommonBases({
  selectedCurrency,
  onSelect,
}: {
  selectedCurrency: Currency | null | undefined;
  onSelect: (c: Currency) => void;
}) {
  const { t } = useTranslation();
  const bases = useMemo<Currency[]>(() => [nativeCurrency(), ...runtime().exchange.bases.map(toToken)], []);
  return (
    <div className={styles.bases} role="group" aria-label={t('Common bases')}>
      <div className={styles.basesTitle}>
        {t('Common bases')}
        <HelpTooltip text={t('These tokens are commonly paired with other tokens.')} />
      </div>
      <div className={styles.basesRow}>
        {bases.map((c) => {
          const selected = !!selectedCurrency && c.equals(selectedCurrency);
          return (
            <button
              key={c.isNative ? 'native' : c.key}
              type="button"
              className={cx(styles.base, selected && styles.baseSelected)}
              disabled={selected}
              aria-pressed={selected}
              onClick={() => onSelect(c)}
            >
              <CurrencyLogo currency={c} size={20} decorative />
              <span>{displaySymbol(c.symbol)}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
