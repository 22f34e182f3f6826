/**
 * The write layer: every transaction the app sends goes through here. Small steps, one per file, each with its
 * test beside it: estimate (estimateGasLimit), send (sendContractTransaction: estimate with margin, the wallet,
 * the transaction store), wait (waitForSuccess, inside the hook), classify a failure (classifyWriteError, one set of messages);
 * calls written once and previewed as sent (call, prepareCall, approve); one hook that runs an action and toasts
 * it (useWriteAction) and one confirmation state for dialogs (useConfirmation).
 */
export { GasEstimationError, TransactionCannotSucceedError, TransactionError, TransactionRejectedError } from './errors.ts';
export { isRejection } from './isRejection.ts';
export { classifyWriteError, type WriteFailure } from './classifyWriteError.ts';
export { failureText } from './failureText.ts';
export { retryFailureText } from './retryFailureText.ts';
export { sendContractTransaction } from './sendContractTransaction.ts';
export { call } from './call.ts';
export { prepareCall, type PreparedCall } from './prepareCall.ts';
export { approve } from './approve.ts';
export { useWriteAction, type ActionMessages } from './useWriteAction.ts';
export { useConfirmation, type ConfirmationState } from './useConfirmation.ts';
export type { Send, ToastText, Translate } from './types.ts';
