/** Notices for taxed and compromised tokens (spec 2.4); see ../warnings.ts. */
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../../ui/index.ts';
import { displaySymbol } from '../../tokens/index.ts';
import type { TokenWarning } from '../warnings.ts';
import styles from '../swap.module.css';

export function TokenWarnings({ warnings }: { warnings: readonly TokenWarning[] }) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <div className={styles.warnings}>
      {warnings.map((w) => (
        <div key={`${w.kind}-${w.address}`} className={styles.warning} role="note" data-testid={`warning-${w.kind}`}>
          <WarningIcon size={18} aria-hidden className={styles.warningIcon} />
          <p>
            {w.kind === 'taxed'
              ? t(
                  'To trade {{symbol}}, set your slippage tolerance to 12% or more: the token takes a 10% fee on every transfer, 5% to holders and 5% to liquidity.',
                  { symbol: displaySymbol(w.symbol) },
                )
              : t('Warning: {{symbol}} has been compromised. Do not trade it or add liquidity with it until further notice.', {
                  symbol: displaySymbol(w.symbol),
                })}
          </p>
        </div>
      ))}
    </div>
  );
}
