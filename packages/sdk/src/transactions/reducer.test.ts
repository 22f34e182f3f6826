import { describe, expect, it } from 'vitest';
import {
  hasPendingApproval,
  isPendingApproval,
  approvalState,
  approvalAmounts,
  canApprove,
  MAX_APPROVAL_AMOUNT,
  PENDING_APPROVAL_VALIDITY_MS,
} from './approval.ts';
import {
  isTransactionSuccessful,
  isTransactionsState,
  selectCompletedTransactions,
  transactionActions,
  selectPendingTransactions,
  transactionsReducer,
  type TransactionReceiptInfo,
  type TransactionsAction,
  type TransactionsState,
} from './reducer.ts';
import { loadVersioned, saveVersioned } from '../settings/storage.ts';

const CHAIN = 31337;
const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const ROUTER = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const H1 = '0x' + '11'.repeat(32);
const H2 = '0x' + '22'.repeat(32);
const H3 = '0x' + '33'.repeat(32);
const T0 = 1_700_000_000_000;

const receipt = (hash: string, status = 1): TransactionReceiptInfo => ({
  blockHash: '0x' + 'aa'.repeat(32),
  blockNumber: 10,
  contractAddress: null,
  from: FROM,
  status,
  to: ROUTER,
  transactionHash: hash,
  transactionIndex: 0,
});

function run(state: TransactionsState, ...actions: TransactionsAction[]): TransactionsState {
  return actions.reduce((s, a) => transactionsReducer(Object.freeze(s), a), state);
}

const add = (
  hash: string,
  addedTime: number,
  extra: Partial<Extract<TransactionsAction, { type: 'transactions/add' }>> = {},
): TransactionsAction => ({
  type: 'transactions/add',
  chainId: CHAIN,
  hash,
  from: FROM,
  addedTime,
  ...extra,
});

describe('transactionsReducer', () => {
  it('adds a transaction per chain', () => {
    const s = run({}, add(H1, T0, { summary: 'Swap 1 BNB for 300 CAKE' }));
    expect(s[CHAIN]?.[H1]).toEqual({ hash: H1, from: FROM, addedTime: T0, summary: 'Swap 1 BNB for 300 CAKE' });
    expect(s[56]).toBeUndefined();
  });

  it('refuses an existing hash, in any letter case', () => {
    const s = run({}, add(H1, T0));
    expect(() => transactionsReducer(s, add(H1, T0 + 1))).toThrow('Attempted to add existing transaction.');
    expect(() => transactionsReducer(s, add(H1.toUpperCase().replace('0X', '0x'), T0 + 1))).toThrow(
      'Attempted to add existing transaction.',
    );
    // the same hash on another chain is a different record
    expect(() => transactionsReducer(s, { ...add(H1, T0), chainId: 56 })).not.toThrow();
  });

  it('action creators build the same actions', () => {
    const s = run(
      {},
      transactionActions.addTransaction({ chainId: CHAIN, hash: H1, from: FROM, addedTime: T0 }),
      transactionActions.checkedTransaction(CHAIN, H1, 3),
      transactionActions.replaceTransaction(CHAIN, H1, H2),
    );
    expect(s[CHAIN]?.[H1]).toMatchObject({ lastCheckedBlockNumber: 3, replacedBy: H2 });
    expect(run(s, transactionActions.clearAllTransactions(CHAIN))[CHAIN]).toEqual({});
    expect(transactionActions.finalizeTransaction({ chainId: CHAIN, hash: H1, receipt: receipt(H1), confirmedTime: 1 }).type).toBe(
      'transactions/finalize',
    );
  });

  it('refuses an empty hash', () => {
    expect(() => transactionsReducer({}, add('', T0))).toThrow('No transaction hash found.');
  });

  it('keeps the nonce and the block it was added at, when given', () => {
    const s = run({}, add(H1, T0, { nonce: 0, addedBlock: 12 }), add(H2, T0, { nonce: -1, addedBlock: 1.5 }));
    expect(s[CHAIN]?.[H1]).toEqual({ hash: H1, from: FROM, addedTime: T0, nonce: 0, addedBlock: 12 });
    // invalid numbers are dropped, not stored
    expect(s[CHAIN]?.[H2]).toEqual({ hash: H2, from: FROM, addedTime: T0 });
    expect(isTransactionsState(s)).toBe(true);
    expect(isTransactionsState({ [CHAIN]: { [H1]: { hash: H1, from: FROM, addedTime: T0, nonce: '3' } } })).toBe(false);
  });

  it('nonce records a nonce learnt later', () => {
    const s = run({}, add(H1, T0));
    const s1 = run(s, { type: 'transactions/nonce', chainId: CHAIN, hash: H1.toUpperCase().replace('0X', '0x'), nonce: 7 });
    expect(s1[CHAIN]?.[H1]?.nonce).toBe(7);
    expect(run(s1, { type: 'transactions/nonce', chainId: CHAIN, hash: H1, nonce: 7 })).toBe(s1);
    expect(run(s, { type: 'transactions/nonce', chainId: CHAIN, hash: H2, nonce: 1 })).toBe(s);
    expect(run(s, { type: 'transactions/nonce', chainId: CHAIN, hash: H1, nonce: Number.NaN })).toBe(s);
  });

  it('checked keeps the highest block number', () => {
    let s = run({}, add(H1, T0), { type: 'transactions/checked', chainId: CHAIN, hash: H1, blockNumber: 7 });
    expect(s[CHAIN]?.[H1]?.lastCheckedBlockNumber).toBe(7);
    s = run(s, { type: 'transactions/checked', chainId: CHAIN, hash: H1, blockNumber: 5 });
    expect(s[CHAIN]?.[H1]?.lastCheckedBlockNumber).toBe(7);
    s = run(s, { type: 'transactions/checked', chainId: CHAIN, hash: H1, blockNumber: 9 });
    expect(s[CHAIN]?.[H1]?.lastCheckedBlockNumber).toBe(9);
  });

  it('ignores updates for unknown transactions', () => {
    const s = run({}, add(H1, T0));
    expect(run(s, { type: 'transactions/checked', chainId: CHAIN, hash: H2, blockNumber: 1 })).toBe(s);
    expect(run(s, { type: 'transactions/finalize', chainId: CHAIN, hash: H2, receipt: receipt(H2), confirmedTime: T0 })).toBe(s);
    expect(run(s, { type: 'transactions/replace', chainId: CHAIN, hash: H2, replacementHash: H3 })).toBe(s);
  });

  it('finalize stores the receipt and confirmed time', () => {
    const s = run({}, add(H1, T0), {
      type: 'transactions/finalize',
      chainId: CHAIN,
      hash: H1,
      receipt: receipt(H1, 0),
      confirmedTime: T0 + 5000,
    });
    const tx = s[CHAIN]?.[H1];
    expect(tx?.receipt?.status).toBe(0);
    expect(tx?.confirmedTime).toBe(T0 + 5000);
    expect(tx && isTransactionSuccessful(tx)).toBe(false);
  });

  it('replace marks the transaction replaced and no longer pending', () => {
    const s = run({}, add(H1, T0), add(H2, T0 + 1), {
      type: 'transactions/replace',
      chainId: CHAIN,
      hash: H1,
      replacementHash: H3.toUpperCase().replace('0X', '0x'),
    });
    expect(s[CHAIN]?.[H1]?.replacedBy).toBe(H3);
    expect(selectPendingTransactions(s, CHAIN).map((t) => t.hash)).toEqual([H2]);
    expect(selectCompletedTransactions(s, CHAIN).map((t) => t.hash)).toEqual([H1]);
  });

  it('clearAll empties one chain only', () => {
    const s = run({}, add(H1, T0), { ...add(H2, T0), chainId: 56 }, { type: 'transactions/clearAll', chainId: CHAIN });
    expect(s[CHAIN]).toEqual({});
    expect(Object.keys(s[56] ?? {})).toEqual([H2]);
  });

  it('selectors split pending and completed, newest first', () => {
    const s = run({}, add(H1, T0), add(H2, T0 + 2000), add(H3, T0 + 1000), {
      type: 'transactions/finalize',
      chainId: CHAIN,
      hash: H1,
      receipt: receipt(H1),
      confirmedTime: T0 + 3000,
    });
    expect(selectPendingTransactions(s, CHAIN).map((t) => t.hash)).toEqual([H2, H3]);
    expect(selectCompletedTransactions(s, CHAIN).map((t) => t.hash)).toEqual([H1]);
    expect(selectPendingTransactions(s, 1)).toEqual([]);
  });

  it('persists through versioned storage and detects corruption', () => {
    const s = run({}, add(H1, T0, { approval: { tokenAddress: TOKEN, spender: ROUTER } }), {
      type: 'transactions/finalize',
      chainId: CHAIN,
      hash: H1,
      receipt: receipt(H1),
      confirmedTime: T0,
    });
    const loaded = loadVersioned(saveVersioned(s, 1), { version: 1, validate: isTransactionsState });
    expect(loaded).toEqual({ value: s });
    expect(isTransactionsState({ [CHAIN]: { [H1]: { hash: H2, from: FROM, addedTime: 1 } } })).toBe(false);
    expect(isTransactionsState({ abc: {} })).toBe(false);
    expect(loadVersioned('{"version":1,"value":{"31337":{"x":5}}}', { version: 1, validate: isTransactionsState }).warning).toContain(
      'failed validation',
    );
  });
});

describe('pending approvals', () => {
  const approvalTx = run({}, add(H1, T0, { approval: { tokenAddress: TOKEN, spender: ROUTER } }))[CHAIN]![H1]!;

  it('counts an approval without receipt for the same token and spender under 24 h', () => {
    expect(PENDING_APPROVAL_VALIDITY_MS).toBe(86_400_000);
    expect(isPendingApproval(approvalTx, TOKEN.toLowerCase(), ROUTER.toUpperCase().replace('0X', '0x'), T0 + 1000)).toBe(true);
    expect(isPendingApproval(approvalTx, TOKEN, ROUTER, T0 + 86_399_999)).toBe(true);
    expect(isPendingApproval(approvalTx, TOKEN, ROUTER, T0 + 86_400_000)).toBe(false);
  });
  it('does not count other tokens, spenders, receipts or replaced transactions', () => {
    expect(isPendingApproval(approvalTx, ROUTER, ROUTER, T0)).toBe(false);
    expect(isPendingApproval(approvalTx, TOKEN, TOKEN, T0)).toBe(false);
    expect(isPendingApproval({ ...approvalTx, receipt: receipt(H1) }, TOKEN, ROUTER, T0)).toBe(false);
    expect(isPendingApproval({ ...approvalTx, replacedBy: H2 }, TOKEN, ROUTER, T0)).toBe(false);
    expect(isPendingApproval({ hash: H2, from: FROM, addedTime: T0 }, TOKEN, ROUTER, T0)).toBe(false);
  });
  it('hasPendingApproval scans a chain record or a list', () => {
    expect(hasPendingApproval({ [H1]: approvalTx }, TOKEN, ROUTER, T0)).toBe(true);
    expect(hasPendingApproval([approvalTx], TOKEN, ROUTER, T0 + PENDING_APPROVAL_VALIDITY_MS)).toBe(false);
    expect(hasPendingApproval([], TOKEN, ROUTER, T0)).toBe(false);
  });
});

describe('approvalState', () => {
  const base = { isNative: false, allowance: 100n, amount: 100n, pendingApproval: false };
  it.each([
    ['native coin', { ...base, isNative: true, allowance: undefined, amount: 5n }, 'APPROVED'],
    ['allowance covers amount', base, 'APPROVED'],
    ['allowance exceeds amount', { ...base, allowance: MAX_APPROVAL_AMOUNT }, 'APPROVED'],
    ['allowance short', { ...base, allowance: 99n }, 'NOT_APPROVED'],
    ['allowance short, approval in flight', { ...base, allowance: 99n, pendingApproval: true }, 'PENDING'],
    ['allowance loading', { ...base, allowance: undefined }, 'UNKNOWN'],
    ['no amount', { ...base, amount: undefined }, 'UNKNOWN'],
    ['failed allowance read', { ...base, allowance: undefined, allowanceError: true }, 'NOT_APPROVED'],
    ['failed read with approval in flight', { ...base, allowance: undefined, allowanceError: true, pendingApproval: true }, 'NOT_APPROVED'],
  ] as const)('%s -> %s', (_label, inputs, expected) => {
    expect(approvalState(inputs)).toBe(expected);
  });

  it('canApprove needs NOT_APPROVED and every input', () => {
    const ok = { status: 'NOT_APPROVED', token: TOKEN, spender: ROUTER, amount: 1n, hasContract: true } as const;
    expect(canApprove(ok)).toBe(true);
    expect(canApprove({ ...ok, status: 'PENDING' })).toBe(false);
    expect(canApprove({ ...ok, spender: undefined })).toBe(false);
    expect(canApprove({ ...ok, amount: undefined })).toBe(false);
    expect(canApprove({ ...ok, hasContract: false })).toBe(false);
  });

  it('tries the maximum uint256 first, then the exact amount', () => {
    expect(approvalAmounts(5n)).toEqual([2n ** 256n - 1n, 5n]);
  });
});
