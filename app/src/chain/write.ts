/**
 * The write layer's old single-file entry, kept only for the swap feature (features/swap/*), which is being
 * changed elsewhere: it re-exports what swap imports, each from its own file in chain/write/ (not through the
 * folder's index.ts, so the swap page does not load the action hooks it does not use). Every other caller imports
 * chain/write/index.ts; the architecture test lists swap as the one known exception. Delete this file when swap
 * imports chain/write/index.ts.
 */
export { GasEstimationError, TransactionCannotSucceedError, TransactionError, TransactionRejectedError } from './write/errors.ts';
export { errorMessage } from './write/errorMessage.ts';
export { isRejection } from './write/isRejection.ts';
export { sendContractTransaction } from './write/sendContractTransaction.ts';
