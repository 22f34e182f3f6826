import type { ToastText, Translate } from './types.ts';

/**
 * The yield screens' failure toast, the same for every failure of a stake, an unstake, a harvest or an approval
 * (a rejection included): "Error" - "Please try again. Confirm the transaction and make sure you are paying
 * enough gas!". Given to useWriteAction as the hook's failure text.
 */
export function retryFailureText(_failure: unknown, t: Translate): ToastText {
  return { title: t('Error'), description: t('Please try again. Confirm the transaction and make sure you are paying enough gas!') };
}
