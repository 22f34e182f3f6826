// Public face of the transactions feature: the store every write records into, the updater that tracks
// transactions to their receipts, and the Recent Transactions and confirmation dialogs.
export { TransactionUpdater } from './TransactionUpdater.tsx';
export { HistoryButton } from './HistoryButton.tsx';
export { RecentTransactionsModal, transactionStatus } from './RecentTransactionsModal.tsx';
export type { RecentTransactionsModalProps, TransactionStatus } from './RecentTransactionsModal.tsx';
export { TransactionConfirmationModal, TransactionErrorContent, transactionErrorText } from './TransactionConfirmationModal.tsx';
export type { TransactionConfirmationModalProps, ConfirmationState, TokenToAdd } from './TransactionConfirmationModal.tsx';
export {
  useTransactionsStore,
  addTransaction,
  clearAllTransactions,
  useAllTransactions,
  useChainTransactions,
  usePendingTransactions,
  useIsTransactionPending,
  useHasPendingApproval,
  loadTransactions,
  TRANSACTIONS_STORAGE_KEY,
  TRANSACTIONS_STORAGE_VERSION,
} from '../../chain/transactions.ts';
export type { NewTransaction } from '../../chain/transactions.ts';
export { explorerLink } from './updaterLogic.ts';
export { TransactionPreview, LivePreview, previewBlocks } from './TransactionPreview.tsx';
export type { TransactionPreviewProps } from './TransactionPreview.tsx';
