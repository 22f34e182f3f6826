import type { WriteFailure } from './classifyWriteError.ts';
import type { ToastText, Translate } from './types.ts';

/** The one set of failure messages, translated: what a toast says for each kind of failed write. */
export function failureText(failure: WriteFailure, t: Translate): ToastText {
  switch (failure.kind) {
    case 'rejected':
      return { title: t('Transaction rejected.') };
    case 'insufficient-funds':
      return { title: t('Insufficient BNB balance'), description: t('You need BNB to pay for the transaction fee (gas).') };
    case 'rpc-down':
      return { title: t('Error'), description: t('The chain is not responding; figures may be out of date.') };
    case 'reverted':
      return 'reason' in failure
        ? { title: t('Error'), description: t('The transaction cannot succeed due to error: {{reason}}.', { reason: failure.reason }) }
        : { title: t('Error'), description: t('{{error}} - Please try again.', { error: `Transaction ${failure.hash} reverted` }) };
    case 'other':
      return { title: t('Error'), description: t(failure.message, failure.values) };
  }
}
