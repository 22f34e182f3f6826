import { useTranslation } from 'react-i18next';
import { useChainHealth } from '../../chain/blocks.ts';
import styles from './Layout.module.css';

/**
 * Every page's warning while the chain is not responding: in plain
 * words, announced to screen readers, gone as soon as a new block arrives.
 */
export function ChainHealthBanner() {
  const { t } = useTranslation();
  const { stale } = useChainHealth();
  return (
    <div role="status" aria-live="polite">
      {stale && (
        <p className={styles.staleBanner} data-testid="chain-stale-banner">
          {t('The chain is not responding. Figures may be out of date; actions are disabled until fresh data arrives.')}
        </p>
      )}
    </div>
  );
}
