import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import { HistoryIcon, IconButton } from '../../ui/index.ts';
import { runtime } from '../../chain/runtime.ts';
import { RecentTransactionsModal } from './RecentTransactionsModal.tsx';
import { usePendingTransactions } from '../../chain/transactions.ts';
import styles from './transactions.module.css';

/** The clock of a page header (PageHeader's `history` slot): opens Recent Transactions; shows how many are pending. */
export function HistoryButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { address } = useConnection();
  const pending = usePendingTransactions(runtime().chainId, address).length;
  const label = pending > 0 ? t('Recent Transactions ({{count}} pending)', { count: pending }) : t('Recent Transactions');
  return (
    <>
      <span className={styles.buttonWrap}>
        <IconButton label={label} aria-haspopup="dialog" className={className} onClick={() => setOpen(true)}>
          <HistoryIcon />
        </IconButton>
        {pending > 0 && (
          <span className={styles.pendingBadge} aria-hidden>
            {pending}
          </span>
        )}
      </span>
      <RecentTransactionsModal open={open} onDismiss={() => setOpen(false)} />
    </>
  );
}
