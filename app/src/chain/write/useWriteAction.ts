import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig, useConnection } from 'wagmi';
import type { Hash, TransactionReceipt } from 'viem';
import { useToasts } from '../../ui/index.ts';
import { useChainHealth } from '../blocks.ts';
import { classifyWriteError, type WriteFailure } from './classifyWriteError.ts';
import { StaleChainError } from './errors.ts';
import { failureText } from './failureText.ts';
import type { Send, ToastText, Translate } from './types.ts';
import { waitForSuccess } from './waitForSuccess.ts';

/** A failure toast: fixed (already translated), or picked from the classified failure. */
export type FailureText = ToastText | ((failure: WriteFailure, t: Translate) => ToastText);

export interface ActionMessages {
  /** The success toast, or a function of the receipt that picks it (it may load what it needs to read the receipt). */
  success: ToastText | ((receipt: TransactionReceipt) => ToastText | Promise<ToastText>);
  /** This action's failure toast, instead of the hook's (e.g. a profile step's "An error occurred approving transaction"). */
  failure?: FailureText;
  /** Called with the hash as soon as the wallet returns it, before the receipt. */
  onSubmitted?: (hash: Hash) => void;
}

/**
 * The one hook that runs a write and reports it: `run(key, send, messages)` refuses on a stale chain (with the
 * classifier's "chain is not responding" toast), sends with the connected account, waits for the receipt, toasts
 * success or failure, and refreshes the caller's reads. `pending` is the key of the action in flight (buttons show
 * their "Confirming"/"Harvesting"... label while it matches); one action at a time per hook. Resolves true on
 * success.
 *
 * A failure is toasted with the action's `failure`, else the hook's `options.failure` (the yield screens give
 * retryFailureText), else failureText: the one set of messages for a classified failure.
 */
export function useWriteAction(refresh: () => unknown, options: { failure?: FailureText } = {}) {
  const config = useConfig();
  const { t } = useTranslation();
  const { address } = useConnection();
  const [pending, setPending] = useState<string | undefined>(undefined);
  const busy = useRef(false);
  const { stale } = useChainHealth();

  const run = useCallback(
    async (key: string, send: Send, messages: ActionMessages): Promise<boolean> => {
      if (!address || busy.current) return false;
      const toasts = useToasts.getState();
      const fail = (e: unknown) => {
        const failure = classifyWriteError(e);
        if (failure.kind !== 'rejected' && failure.kind !== 'insufficient-funds') console.error('Transaction failed', e);
        const chosen = messages.failure ?? options.failure ?? failureText;
        const text = typeof chosen === 'function' ? chosen(failure, t) : chosen;
        toasts.toastError(text.title, text.description);
      };
      if (stale) {
        // Refused before anything is sent: the chain's own message, whatever the action's failure text.
        const text = failureText(classifyWriteError(new StaleChainError()), t);
        toasts.toastError(text.title, text.description);
        return false;
      }
      busy.current = true;
      setPending(key);
      try {
        const hash = await send(config, address);
        messages.onSubmitted?.(hash);
        const receipt = await waitForSuccess(config, hash);
        const text = typeof messages.success === 'function' ? await messages.success(receipt) : messages.success;
        if (text.isError) {
          toasts.toastError(text.title, text.description);
          return false;
        }
        toasts.toastSuccess(text.title, text.description);
        return true;
      } catch (e) {
        fail(e);
        return false;
      } finally {
        busy.current = false;
        setPending(undefined);
        void refresh();
      }
    },
    [address, config, refresh, t, stale, options.failure],
  );
  /** `stale`: the chain is not responding; buttons that sign should be disabled with that reason. */
  return { run, pending, account: address, stale };
}
