/**
 * The transaction store (records and their lifecycle): the SDK's transactionsReducer in a zustand store, persisted
 * under a versioned localStorage key so pending transactions survive a
 * reload and are tracked to completion by TransactionUpdater.
 *
 * The core of the transactions feature lives here, in the chain layer, because
 * the write layer (write/, approve.ts) records into it; the feature keeps the
 * updater and the dialogs and re-exports this store.
 */
import { useMemo } from 'react';
import { create } from 'zustand';
import {
  hasPendingApproval,
  isTransactionPending,
  isTransactionsState,
  selectTransactions,
  transactionsReducer,
  type ChainTransactions,
  type TransactionDetails,
  type TransactionsAction,
  type TransactionsState,
} from '@fuelswap/sdk';
import { onStoredChange, readStored, writeStored } from '../lib/storage.ts';

export const TRANSACTIONS_STORAGE_KEY = 'fuelswap:transactions';
/** Version 1: the SDK's TransactionDetails records (nonce and addedBlock optional) per chain id and lower-cased hash. */
export const TRANSACTIONS_STORAGE_VERSION = 1;

export function loadTransactions(): TransactionsState {
  return readStored(TRANSACTIONS_STORAGE_KEY, { version: TRANSACTIONS_STORAGE_VERSION, validate: isTransactionsState }) ?? {};
}

interface TransactionsStore {
  transactions: TransactionsState;
  /** Applies a reducer action. 'transactions/add' throws on a duplicate hash ('Attempted to add existing transaction.'). */
  dispatch(action: TransactionsAction): void;
  reload(): void;
}

/** True while applying another tab's write: it is already stored. */
let reloading = false;

export const useTransactionsStore = create<TransactionsStore>()((set, get) => ({
  transactions: loadTransactions(),
  dispatch: (action) => {
    // Reduce outside set() so a thrown error reaches the caller and leaves the state untouched.
    const next = transactionsReducer(get().transactions, action);
    if (next !== get().transactions) set({ transactions: next });
  },
  reload: () => {
    reloading = true;
    try {
      set({ transactions: loadTransactions() });
    } finally {
      reloading = false;
    }
  },
}));

useTransactionsStore.subscribe((s, prev) => {
  if (!reloading && s.transactions !== prev.transactions) {
    writeStored(TRANSACTIONS_STORAGE_KEY, s.transactions, TRANSACTIONS_STORAGE_VERSION);
  }
});
onStoredChange(TRANSACTIONS_STORAGE_KEY, () => useTransactionsStore.getState().reload());

export interface NewTransaction {
  chainId: number;
  hash: string;
  from: string;
  summary?: string;
  approval?: { tokenAddress: string; spender: string };
  claim?: { recipient: string };
  nonce?: number;
  addedBlock?: number;
}

/** Records a sent transaction. Throws 'Attempted to add existing transaction.' for a hash already recorded on the chain. */
export function addTransaction(tx: NewTransaction, now = Date.now()): void {
  useTransactionsStore.getState().dispatch({
    type: 'transactions/add',
    chainId: tx.chainId,
    hash: tx.hash,
    from: tx.from,
    addedTime: now,
    ...(tx.summary !== undefined ? { summary: tx.summary } : {}),
    ...(tx.approval ? { approval: tx.approval } : {}),
    ...(tx.claim ? { claim: tx.claim } : {}),
    ...(tx.nonce !== undefined ? { nonce: tx.nonce } : {}),
    ...(tx.addedBlock !== undefined ? { addedBlock: tx.addedBlock } : {}),
  });
}

export function clearAllTransactions(chainId: number): void {
  useTransactionsStore.getState().dispatch({ type: 'transactions/clearAll', chainId });
}

const EMPTY: ChainTransactions = Object.freeze({});

/** Every record of a chain, keyed by lower-cased hash. */
export function useChainTransactions(chainId: number): ChainTransactions {
  return useTransactionsStore((s) => s.transactions[chainId] ?? EMPTY);
}

/** A chain's transactions, newest first; only those sent from `account` when one is given. */
export function useAllTransactions(chainId: number, account?: string): TransactionDetails[] {
  const txs = useTransactionsStore((s) => s.transactions);
  return useMemo(() => {
    const all = selectTransactions(txs, chainId);
    return account ? all.filter((tx) => tx.from.toLowerCase() === account.toLowerCase()) : all;
  }, [txs, chainId, account]);
}

/** Pending (no receipt, not replaced) transactions, newest first. */
export function usePendingTransactions(chainId: number, account?: string): TransactionDetails[] {
  const all = useAllTransactions(chainId, account);
  return useMemo(() => all.filter(isTransactionPending), [all]);
}

export function useIsTransactionPending(chainId: number, hash: string | undefined): boolean {
  return useTransactionsStore((s) => {
    const tx = hash ? s.transactions[chainId]?.[hash.toLowerCase()] : undefined;
    return !!tx && isTransactionPending(tx);
  });
}

/** An approval of `token` for `spender` is in flight (no receipt, same token and spender, under 24 hours). */
export function useHasPendingApproval(chainId: number, tokenAddress: string | undefined, spender: string | undefined): boolean {
  return useTransactionsStore((s) => {
    const txs = s.transactions[chainId];
    return !!txs && !!tokenAddress && !!spender && hasPendingApproval(txs, tokenAddress, spender, Date.now());
  });
}
