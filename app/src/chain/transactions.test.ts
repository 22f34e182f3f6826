// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveVersioned, selectPendingTransactions } from '@fuelswap/sdk';

const KEY = 'fuelswap:transactions';
const CHAIN = 31337;
const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const H1 = '0x' + '11'.repeat(32);
const H2 = '0x' + '22'.repeat(32);

async function freshStore() {
  vi.resetModules();
  return import('./transactions.ts');
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('transactions store', () => {
  it('records a transaction with its summary, approval, nonce and block', async () => {
    const { addTransaction, useTransactionsStore } = await freshStore();
    addTransaction(
      {
        chainId: CHAIN,
        hash: H1,
        from: FROM,
        summary: 'Approve CAKE',
        approval: { tokenAddress: FROM, spender: FROM },
        nonce: 4,
        addedBlock: 100,
      },
      1000,
    );
    expect(useTransactionsStore.getState().transactions[CHAIN]?.[H1]).toEqual({
      hash: H1,
      from: FROM,
      addedTime: 1000,
      summary: 'Approve CAKE',
      approval: { tokenAddress: FROM, spender: FROM },
      nonce: 4,
      addedBlock: 100,
    });
  });

  it('refuses a duplicate hash and leaves the state as it was', async () => {
    const { addTransaction, useTransactionsStore } = await freshStore();
    addTransaction({ chainId: CHAIN, hash: H1, from: FROM });
    const before = useTransactionsStore.getState().transactions;
    expect(() => addTransaction({ chainId: CHAIN, hash: H1.toUpperCase().replace('0X', '0x'), from: FROM })).toThrow(
      'Attempted to add existing transaction.',
    );
    expect(useTransactionsStore.getState().transactions).toBe(before);
  });

  it('keeps pending transactions across a reload', async () => {
    const a = await freshStore();
    a.addTransaction({ chainId: CHAIN, hash: H1, from: FROM, summary: 'Swap', nonce: 1 });
    a.addTransaction({ chainId: CHAIN, hash: H2, from: FROM });
    a.useTransactionsStore.getState().dispatch({ type: 'transactions/checked', chainId: CHAIN, hash: H1, blockNumber: 9 });
    expect(JSON.parse(localStorage.getItem(KEY)!).version).toBe(1);

    const b = await freshStore();
    const state = b.useTransactionsStore.getState().transactions;
    expect(
      selectPendingTransactions(state, CHAIN)
        .map((t) => t.hash)
        .sort(),
    ).toEqual([H1, H2]);
    expect(state[CHAIN]?.[H1]?.lastCheckedBlockNumber).toBe(9);
    expect(state[CHAIN]?.[H1]?.nonce).toBe(1);
  });

  it('clears one chain', async () => {
    const { addTransaction, clearAllTransactions, useTransactionsStore } = await freshStore();
    addTransaction({ chainId: CHAIN, hash: H1, from: FROM });
    addTransaction({ chainId: 56, hash: H2, from: FROM });
    clearAllTransactions(CHAIN);
    expect(useTransactionsStore.getState().transactions[CHAIN]).toEqual({});
    expect(Object.keys(useTransactionsStore.getState().transactions[56] ?? {})).toEqual([H2]);
  });

  it.each([
    ['corrupt JSON', 'not json', 'not valid JSON'],
    ['an unversioned value', JSON.stringify({ [CHAIN]: {} }), 'has no version'],
    ['a newer version', saveVersioned({}, 2), 'from version 2'],
    [
      'a record that fails validation',
      saveVersioned({ [CHAIN]: { [H1]: { hash: H2, from: FROM, addedTime: 1 } } }, 1),
      'failed validation',
    ],
  ])('discards %s with a console warning', async (_label, raw, warning) => {
    localStorage.setItem(KEY, raw);
    const { useTransactionsStore } = await freshStore();
    expect(useTransactionsStore.getState().transactions).toEqual({});
    expect(String(warn.mock.calls[0]?.[0])).toContain(warning);
  });

  it('follows another tab', async () => {
    const { useTransactionsStore } = await freshStore();
    localStorage.setItem(KEY, saveVersioned({ [CHAIN]: { [H1]: { hash: H1, from: FROM, addedTime: 5 } } }, 1));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(Object.keys(useTransactionsStore.getState().transactions[CHAIN] ?? {})).toEqual([H1]);
  });
});
