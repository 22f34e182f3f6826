/**
 * The per-chain transaction store (spec 3 "Transaction record", spec 4
 * "Transaction lifecycle") as a pure reducer. Hashes are stored lower-cased
 * so the duplicate check cannot be dodged by letter case. Records hold only
 * JSON values (block numbers as numbers) so the store persists as is.
 */

export interface TransactionReceiptInfo {
  readonly blockHash: string;
  readonly blockNumber: number;
  readonly contractAddress?: string | null;
  readonly from: string;
  /** 1 success, 0 failure (absent on pre-Byzantium style receipts). */
  readonly status?: number;
  readonly to: string | null;
  readonly transactionHash: string;
  readonly transactionIndex: number;
}

export interface TransactionDetails {
  readonly hash: string;
  readonly approval?: { readonly tokenAddress: string; readonly spender: string };
  readonly summary?: string;
  readonly claim?: { readonly recipient: string };
  readonly from: string;
  /** ms since epoch. */
  readonly addedTime: number;
  readonly lastCheckedBlockNumber?: number;
  readonly receipt?: TransactionReceiptInfo;
  /** ms since epoch. */
  readonly confirmedTime?: number;
  /** Hash of the transaction that replaced this one (same nonce: sped up or cancelled in the wallet). */
  readonly replacedBy?: string;
  /** The sender's nonce for this transaction, when known (used to detect a replacement). */
  readonly nonce?: number;
  /** The chain's latest block when the transaction was added (where a search for its replacement starts). */
  readonly addedBlock?: number;
}

export type ChainTransactions = Readonly<Record<string, TransactionDetails>>;
export type TransactionsState = Readonly<Record<number, ChainTransactions>>;

export type TransactionsAction =
  | {
      readonly type: 'transactions/add';
      readonly chainId: number;
      readonly hash: string;
      readonly from: string;
      readonly addedTime: number;
      readonly approval?: { readonly tokenAddress: string; readonly spender: string };
      readonly summary?: string;
      readonly claim?: { readonly recipient: string };
      readonly nonce?: number;
      readonly addedBlock?: number;
    }
  | { readonly type: 'transactions/nonce'; readonly chainId: number; readonly hash: string; readonly nonce: number }
  | { readonly type: 'transactions/checked'; readonly chainId: number; readonly hash: string; readonly blockNumber: number }
  | {
      readonly type: 'transactions/finalize';
      readonly chainId: number;
      readonly hash: string;
      readonly receipt: TransactionReceiptInfo;
      readonly confirmedTime: number;
    }
  | { readonly type: 'transactions/replace'; readonly chainId: number; readonly hash: string; readonly replacementHash: string }
  | { readonly type: 'transactions/clearAll'; readonly chainId: number };

export const DUPLICATE_TRANSACTION_MESSAGE = 'Attempted to add existing transaction.';
export const MISSING_HASH_MESSAGE = 'No transaction hash found.';

const EMPTY: ChainTransactions = Object.freeze({});

function chainTxs(state: TransactionsState, chainId: number): ChainTransactions {
  return Object.hasOwn(state, chainId) ? (state[chainId] ?? EMPTY) : EMPTY;
}

function getTx(state: TransactionsState, chainId: number, hash: string): TransactionDetails | undefined {
  const txs = chainTxs(state, chainId);
  const key = hash.toLowerCase();
  return Object.hasOwn(txs, key) ? txs[key] : undefined;
}

function putTx(state: TransactionsState, chainId: number, tx: TransactionDetails): TransactionsState {
  return { ...state, [chainId]: { ...chainTxs(state, chainId), [tx.hash]: tx } };
}

const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

export function transactionsReducer(state: TransactionsState, action: TransactionsAction): TransactionsState {
  switch (action.type) {
    case 'transactions/add': {
      if (!action.hash) throw new Error(MISSING_HASH_MESSAGE);
      if (getTx(state, action.chainId, action.hash)) throw new Error(DUPLICATE_TRANSACTION_MESSAGE);
      const tx: TransactionDetails = {
        hash: action.hash.toLowerCase(),
        from: action.from,
        addedTime: action.addedTime,
        ...(action.approval ? { approval: action.approval } : {}),
        ...(action.summary !== undefined ? { summary: action.summary } : {}),
        ...(action.claim ? { claim: action.claim } : {}),
        ...(isCount(action.nonce) ? { nonce: action.nonce } : {}),
        ...(isCount(action.addedBlock) ? { addedBlock: action.addedBlock } : {}),
      };
      return putTx(state, action.chainId, tx);
    }
    case 'transactions/nonce': {
      const tx = getTx(state, action.chainId, action.hash);
      if (!tx || !isCount(action.nonce) || tx.nonce === action.nonce) return state;
      return putTx(state, action.chainId, { ...tx, nonce: action.nonce });
    }
    case 'transactions/checked': {
      const tx = getTx(state, action.chainId, action.hash);
      if (!tx) return state;
      const last = tx.lastCheckedBlockNumber == null ? action.blockNumber : Math.max(tx.lastCheckedBlockNumber, action.blockNumber);
      return last === tx.lastCheckedBlockNumber ? state : putTx(state, action.chainId, { ...tx, lastCheckedBlockNumber: last });
    }
    case 'transactions/finalize': {
      const tx = getTx(state, action.chainId, action.hash);
      if (!tx) return state;
      return putTx(state, action.chainId, { ...tx, receipt: action.receipt, confirmedTime: action.confirmedTime });
    }
    case 'transactions/replace': {
      const tx = getTx(state, action.chainId, action.hash);
      if (!tx || tx.receipt) return state;
      return putTx(state, action.chainId, { ...tx, replacedBy: action.replacementHash.toLowerCase() });
    }
    case 'transactions/clearAll':
      return Object.hasOwn(state, action.chainId) ? { ...state, [action.chainId]: {} } : state;
  }
}

/** Pending: no receipt and not replaced. */
export function isTransactionPending(tx: TransactionDetails): boolean {
  return !tx.receipt && !tx.replacedBy;
}

/** Success only with a receipt whose status is 1 (spec 4). */
export function isTransactionSuccessful(tx: TransactionDetails): boolean {
  return tx.receipt?.status === 1;
}

const newestFirst = (a: TransactionDetails, b: TransactionDetails) =>
  b.addedTime - a.addedTime || (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0);

export function selectTransactions(state: TransactionsState, chainId: number): TransactionDetails[] {
  return Object.values(chainTxs(state, chainId)).sort(newestFirst);
}

/** The "Recent Transactions" pending list, newest first. */
export function selectPendingTransactions(state: TransactionsState, chainId: number): TransactionDetails[] {
  return selectTransactions(state, chainId).filter(isTransactionPending);
}

/** The completed list (with a receipt, or replaced), newest first. */
export function selectCompletedTransactions(state: TransactionsState, chainId: number): TransactionDetails[] {
  return selectTransactions(state, chainId).filter((tx) => !isTransactionPending(tx));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isTransactionDetails(v: unknown): v is TransactionDetails {
  if (!isRecord(v)) return false;
  const receipt = v.receipt;
  return (
    typeof v.hash === 'string' &&
    typeof v.from === 'string' &&
    typeof v.addedTime === 'number' &&
    (v.lastCheckedBlockNumber === undefined || typeof v.lastCheckedBlockNumber === 'number') &&
    (v.summary === undefined || typeof v.summary === 'string') &&
    (v.replacedBy === undefined || typeof v.replacedBy === 'string') &&
    (v.nonce === undefined || isCount(v.nonce)) &&
    (v.addedBlock === undefined || isCount(v.addedBlock)) &&
    (v.approval === undefined ||
      (isRecord(v.approval) && typeof v.approval.tokenAddress === 'string' && typeof v.approval.spender === 'string')) &&
    (receipt === undefined || (isRecord(receipt) && typeof receipt.blockNumber === 'number' && typeof receipt.transactionHash === 'string'))
  );
}

/** Shape check for the stored store (see loadVersioned). */
export function isTransactionsState(v: unknown): v is TransactionsState {
  return (
    isRecord(v) &&
    Object.entries(v).every(
      ([chainId, txs]) =>
        /^\d+$/.test(chainId) && isRecord(txs) && Object.entries(txs).every(([hash, tx]) => isTransactionDetails(tx) && tx.hash === hash),
    )
  );
}

type AddPayload = Omit<Extract<TransactionsAction, { type: 'transactions/add' }>, 'type'>;
type FinalizePayload = Omit<Extract<TransactionsAction, { type: 'transactions/finalize' }>, 'type'>;

/** Action creators named after the store operations of spec 3/4. */
export const transactionActions = {
  addTransaction: (p: AddPayload): TransactionsAction => ({ type: 'transactions/add', ...p }),
  checkedTransaction: (chainId: number, hash: string, blockNumber: number): TransactionsAction => ({
    type: 'transactions/checked',
    chainId,
    hash,
    blockNumber,
  }),
  finalizeTransaction: (p: FinalizePayload): TransactionsAction => ({ type: 'transactions/finalize', ...p }),
  replaceTransaction: (chainId: number, hash: string, replacementHash: string): TransactionsAction => ({
    type: 'transactions/replace',
    chainId,
    hash,
    replacementHash,
  }),
  clearAllTransactions: (chainId: number): TransactionsAction => ({ type: 'transactions/clearAll', chainId }),
} as const;
