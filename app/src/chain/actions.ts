/**
 * Yield writes (farms, pools, vault, and the features built like them; spec 001 §7
 * "Pools", "Farms"; §8 toasts): each
 * goes through the app's one write path (chain/write.ts, approvals through
 * chain/approve.ts's sendApproval: the maximum, else the exact amount), waits
 * for its receipt, shows the spec's toast, and refreshes the page's reads at
 * once (the block watcher refreshes them again on the next block).
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig, useConnection, type Config } from 'wagmi';
import type { Abi, Address, ContractFunctionArgs, ContractFunctionName, Hash, TransactionReceipt } from 'viem';
import { useToasts } from '../ui/index.ts';
import { runtime } from './runtime.ts';
import { sendApproval } from './approve.ts';
import { sendContractTransaction, waitForSuccess, type ContractTransactionParams } from './write.ts';
import { useChainHealth } from './blocks.ts';
import type { PreviewCall } from './preview.ts';

export interface ToastText {
  title: string;
  description?: string;
  /** Show it as an error although the transaction succeeded (e.g. a bounty someone else collected first). */
  isError?: boolean;
}

export interface ActionMessages {
  /** The success toast, or a function of the receipt that picks it (it may load what it needs to read the receipt). */
  success: ToastText | ((receipt: TransactionReceipt) => ToastText | Promise<ToastText>);
  /** Defaults to the spec's "Error" - "Please try again. Confirm the transaction and make sure you are paying enough gas!". */
  failure?: { title: string; description?: string };
}

export type Send = (config: Config, account: Address) => Promise<Hash>;

/**
 * `run(key, send, messages)` sends, waits for the receipt, toasts, refreshes.
 * `pending` is the key of the action in flight (buttons show their
 * "Confirming"/"Harvesting"... label while it matches). Resolves true on success.
 */
export function useYieldAction(refresh: () => unknown) {
  const config = useConfig();
  const { t } = useTranslation();
  const { address } = useConnection();
  const [pending, setPending] = useState<string | undefined>(undefined);
  const busy = useRef(false);
  const { stale } = useChainHealth();

  const run = useCallback(
    async (key: string, send: Send, messages: ActionMessages): Promise<boolean> => {
      if (!address || busy.current) return false;
      if (stale) {
        useToasts.getState().toastError(t('Error'), t('The chain is not responding; figures may be out of date.'));
        return false;
      }
      busy.current = true;
      setPending(key);
      const toasts = useToasts.getState();
      try {
        const hash = await send(config, address);
        const receipt = await waitForSuccess(config, hash);
        const text = typeof messages.success === 'function' ? await messages.success(receipt) : messages.success;
        if (text.isError) {
          toasts.toastError(text.title, text.description);
          return false;
        }
        toasts.toastSuccess(text.title, text.description);
        return true;
      } catch (e) {
        console.error('Yield action failed', e);
        toasts.toastError(
          messages.failure?.title ?? t('Error'),
          messages.failure?.description ?? t('Please try again. Confirm the transaction and make sure you are paying enough gas!'),
        );
        return false;
      } finally {
        busy.current = false;
        setPending(undefined);
        void refresh();
      }
    },
    [address, config, refresh, t, stale],
  );
  /** `stale`: the chain is not responding; buttons that sign should be disabled with that reason. */
  return { run, pending, account: address, stale };
}

/** A contract call through the one write path, typed from its ABI (function name, arguments, payability). */
export function call<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
>(p: Omit<ContractTransactionParams<abi, functionName, args>, 'account'> & { gas?: bigint }): Send {
  return (config, account) => sendContractTransaction(config, { ...p, account });
}

/**
 * A call written once, checked against its ABI where it is written: `send` goes through the one write path
 * (as `call` does), `preview` is the same address, function, arguments and value for a dialog's transaction
 * preview (issue 19; the connected account is added by the dialog). A shared component can take calls of
 * different ABIs (a Syrup pool's, the chef's, the vault's) as one type without losing the check.
 */
export interface PreparedCall {
  send: Send;
  preview: Omit<PreviewCall, 'account'>;
}

/** `call` and its preview from one set of parameters, typed from its ABI like `call`. */
export function prepareCall<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
>(p: Omit<ContractTransactionParams<abi, functionName, args>, 'account'> & { gas?: bigint }): PreparedCall {
  const { address, abi, functionName, args, value } = p;
  return {
    send: call(p),
    preview: {
      address,
      abi,
      functionName,
      // Widening only (a tuple of arguments is an array), as write.ts does for viem.
      ...(args ? { args: args as readonly unknown[] } : {}),
      ...(value !== undefined ? { value } : {}),
    },
  };
}

/** Approve `spender` for a token (maximum, else `amount`), recorded as an approval. */
export function approve(p: { token: Address; spender: Address; amount: bigint; summary: string }): Send {
  return (config, account) =>
    sendApproval(config, {
      tokenAddress: p.token,
      spender: p.spender,
      amount: p.amount,
      owner: account,
      chainId: runtime().chainId,
      summary: p.summary,
    });
}
