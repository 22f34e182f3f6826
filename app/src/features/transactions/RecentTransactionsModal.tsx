/**
 * The Recent Transactions dialog: the connected account's
 * pending transactions, then its completed ones, each with its summary,
 * status and explorer link; and "clear all".
 */
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import { UNKNOWN_REPLACEMENT, isTransactionPending, isTransactionSuccessful, type TransactionDetails } from '@fuelswap/sdk';
import { Button, ErrorIcon, ExternalIcon, Modal, Spinner, SuccessIcon, SyncIcon } from '../../ui/index.ts';
import { runtime } from '../../chain/runtime.ts';
import { explorerLink } from './updaterLogic.ts';
import { clearAllTransactions, useAllTransactions } from '../../chain/transactions.ts';
import styles from './transactions.module.css';

export interface RecentTransactionsModalProps {
  open: boolean;
  onDismiss: () => void;
}

export function RecentTransactionsModal({ open, onDismiss }: RecentTransactionsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onDismiss={onDismiss} title={t('Recent Transactions')}>
      {open && <RecentTransactions />}
    </Modal>
  );
}

function RecentTransactions() {
  const { t } = useTranslation();
  const { address } = useConnection();
  const chainId = runtime().chainId;
  const all = useAllTransactions(chainId, address);
  if (!address) return <p className={styles.subtle}>{t('Please connect your wallet to view your recent transactions')}</p>;
  if (all.length === 0) return <p className={styles.subtle}>{t('No recent transactions')}</p>;
  const pending = all.filter(isTransactionPending);
  const completed = all.filter((tx) => !isTransactionPending(tx));
  return (
    <div className={styles.recent}>
      <div className={styles.recentHeader}>
        <Button variant="text" size="sm" onClick={() => clearAllTransactions(chainId)}>
          {t('clear all')}
        </Button>
      </div>
      {pending.length > 0 && <TransactionList title={t('Pending')} txs={pending} />}
      {completed.length > 0 && <TransactionList title={t('Completed')} txs={completed} />}
    </div>
  );
}

function TransactionList({ title, txs }: { title: string; txs: TransactionDetails[] }) {
  return (
    <section className={styles.listSection} aria-label={title}>
      <h3 className={styles.listTitle}>{title}</h3>
      <ul className={styles.list}>
        {txs.map((tx) => (
          <TransactionRow key={tx.hash} tx={tx} />
        ))}
      </ul>
    </section>
  );
}

export type TransactionStatus = 'pending' | 'success' | 'failed' | 'replaced';

export function transactionStatus(tx: TransactionDetails): TransactionStatus {
  if (tx.replacedBy) return 'replaced';
  if (isTransactionPending(tx)) return 'pending';
  return isTransactionSuccessful(tx) ? 'success' : 'failed';
}

function shortHash(hash: string): string {
  return `${hash.slice(0, 8)}…${hash.slice(-6)}`;
}

function TransactionRow({ tx }: { tx: TransactionDetails }) {
  const { t } = useTranslation();
  const status = transactionStatus(tx);
  const statusLabel = { pending: t('Pending'), success: t('Success'), failed: t('Failed'), replaced: t('Replaced') }[status];
  const explorer = runtime().exchange.explorerUrl;
  const href = explorerLink(explorer, tx.hash);
  const replacementHref = tx.replacedBy && tx.replacedBy !== UNKNOWN_REPLACEMENT ? explorerLink(explorer, tx.replacedBy) : undefined;
  return (
    <li className={styles.row} data-status={status}>
      <span className={styles.rowText}>
        <span className={tx.summary ? styles.summary : styles.hash}>{tx.summary ?? shortHash(tx.hash)}</span>
        {href && (
          <a href={href} target="_blank" rel="noopener noreferrer" className={styles.explorerLink}>
            {t('View on BscScan')}
            <ExternalIcon size={14} aria-hidden />
          </a>
        )}
        {replacementHref && (
          <a href={replacementHref} target="_blank" rel="noopener noreferrer" className={styles.explorerLink}>
            {t('View replacement')}
            <ExternalIcon size={14} aria-hidden />
          </a>
        )}
      </span>
      <span className={styles.status} data-status={status}>
        {status === 'pending' ? (
          <Spinner size={18} />
        ) : status === 'success' ? (
          <SuccessIcon size={18} aria-hidden />
        ) : status === 'failed' ? (
          <ErrorIcon size={18} aria-hidden />
        ) : (
          <SyncIcon size={18} aria-hidden />
        )}
        <span className={styles.statusLabel}>{statusLabel}</span>
      </span>
    </li>
  );
}
