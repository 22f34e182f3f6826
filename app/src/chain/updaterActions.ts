/**
 * The wagmi actions of the transaction updater (features/transactions/TransactionUpdater.tsx), loaded with
 * import() when it first checks a pending transaction: receipts, transactions, nonces and blocks with their
 * formatters are not needed to render any page, and the updater's feature chunk is in every page's first load.
 * Import it only with import() (app/src/bundle-rules.test.ts).
 */
export { getBlock, getBlockNumber, getTransaction, getTransactionCount, getTransactionReceipt } from 'wagmi/actions';
