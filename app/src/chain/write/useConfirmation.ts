import { useCallback, useState } from 'react';
import type { Hash } from 'viem';
import { errorMessage } from './errorMessage.ts';
import { isRejection } from './isRejection.ts';

/** The one confirmation state of a write shown in a dialog: attempting (the wallet asks), then the hash or the error. */
export type ConfirmationState =
  | { status: 'idle' }
  | { status: 'attempting' }
  | { status: 'submitted'; hash: string }
  | { status: 'error'; message: string; values?: Record<string, string> };

/**
 * Drives a confirmation dialog: `run(send)` moves idle → attempting → submitted(hash) or error (message and
 * values are translation keys, errorMessage's). With `silentRejection` a refused signature goes back to idle (the
 * dialog's review) instead of showing an error. `run` resolves to the hash, or undefined on error.
 */
export function useConfirmation(options: { silentRejection?: boolean } = {}) {
  const { silentRejection = false } = options;
  const [state, setState] = useState<ConfirmationState>({ status: 'idle' });
  const run = useCallback(
    async (send: () => Promise<Hash>): Promise<Hash | undefined> => {
      setState({ status: 'attempting' });
      try {
        const hash = await send();
        setState({ status: 'submitted', hash });
        return hash;
      } catch (error) {
        const rejected = isRejection(error);
        if (rejected && silentRejection) {
          setState({ status: 'idle' });
          return undefined;
        }
        if (!rejected) console.error('Transaction failed', error);
        setState({ status: 'error', ...errorMessage(error) });
        return undefined;
      }
    },
    [silentRejection],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, run, reset };
}
