import { useTranslation } from 'react-i18next';
import { ExternalIcon } from '../../ui/index.ts';
import { runtime } from '../../chain/runtime.ts';
import { explorerLink } from './updaterLogic.ts';
import styles from './transactions.module.css';

/** A toast's description: the summary (or the hash) and, where the chain has one, the explorer link. */
export function TransactionToastBody({ summary, hash }: { summary: string | undefined; hash: string }) {
  const { t } = useTranslation();
  const href = explorerLink(runtime().exchange.explorerUrl, hash);
  return (
    <span className={styles.toastBody}>
      <span className={summary ? undefined : styles.hash}>{summary ?? hash}</span>
      {href && (
        <a href={href} target="_blank" rel="noopener noreferrer" className={styles.explorerLink}>
          {t('View on BscScan')}
          <ExternalIcon size={14} aria-hidden />
        </a>
      )}
    </span>
  );
}
