import { describe, expect, it, vi } from 'vitest';
import {
  transactionsReducer,
  UNKNOWN_REPLACEMENT,
  type MinedTransaction,
  type TransactionDetails,
  type TransactionReceiptInfo,
  type TransactionsState,
} from '@fuelswap/sdk';
import { checkTransaction, type CheckDeps } from './checkTransaction.ts';

const CHAIN = 31337;
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const H1 = '0x' + '11'.repeat(32);
const H2 = '0x' + '22'.repeat(32);

const receipt = (hash: string, status = 1): TransactionReceiptInfo => ({
  blockHash: '0x' + 'aa'.repeat(32),
  blockNumber: 50,
  contractAddress: null,
  from: ALICE,
  status,
  to: BOB,
  transactionHash: hash,
  transactionIndex: 0,
});

/** A fake chain and a real reducer-backed store. */
function setup(chain: {
  receipts?: Record<string, TransactionReceiptInfo>;
  nonces?: Record<string, number>;
  confirmedCount?: number;
  blocks?: Record<number, MinedTransaction[]>;
  latestBlock?: number;
}) {
  let state: TransactionsState = transactionsReducer(
    {},
    { type: 'transactions/add', chainId: CHAIN, hash: H1, from: ALICE, addedTime: 0, summary: 'Swap', addedBlock: 40 },
  );
  const deps = {
    getReceipt: vi.fn(async (h: string) => chain.receipts?.[h] ?? null),
    getNonce: vi.fn(async (h: string) => chain.nonces?.[h] ?? null),
    getConfirmedCount: vi.fn(async () => chain.confirmedCount ?? 0),
    getLatestBlockNumber: vi.fn(async () => chain.latestBlock ?? 0),
    getBlockTransactions: vi.fn(async (b: number) => chain.blocks?.[b] ?? []),
    dispatch: vi.fn((a) => {
      state = transactionsReducer(state, a);
    }),
    addReplacement: vi.fn(),
    onReceipt: vi.fn(),
    onReplaced: vi.fn(),
    now: () => 1234,
  } satisfies CheckDeps;
  const tx = () => state[CHAIN]![H1]! as TransactionDetails;
  return { deps, tx };
}

describe('checkTransaction', () => {
  it('finalizes a mined transaction and reports its receipt', async () => {
    const { deps, tx } = setup({ receipts: { [H1]: receipt(H1, 0) } });
    expect(await checkTransaction(deps, CHAIN, tx(), 50)).toBe('receipt');
    expect(tx().receipt?.status).toBe(0);
    expect(tx().confirmedTime).toBe(1234);
    expect(deps.onReceipt).toHaveBeenCalledWith(expect.objectContaining({ hash: H1 }), receipt(H1, 0));
    expect(deps.getConfirmedCount).not.toHaveBeenCalled();
  });

  it('marks a still-pending transaction checked at this block, learning its nonce', async () => {
    const { deps, tx } = setup({ nonces: { [H1]: 7 }, confirmedCount: 7 });
    expect(await checkTransaction(deps, CHAIN, tx(), 45)).toBe('pending');
    expect(tx().nonce).toBe(7);
    expect(tx().lastCheckedBlockNumber).toBe(45);
    expect(deps.getBlockTransactions).not.toHaveBeenCalled();
  });

  it('without a known nonce it can only wait', async () => {
    const { deps, tx } = setup({ confirmedCount: 99 });
    expect(await checkTransaction(deps, CHAIN, tx(), 45)).toBe('pending');
    expect(deps.getConfirmedCount).not.toHaveBeenCalled();
  });

  it('detects a replacement with the same nonce, records it and reports it', async () => {
    const { deps, tx } = setup({
      nonces: { [H1]: 3 },
      confirmedCount: 4,
      blocks: {
        44: [
          { hash: '0x01', from: BOB, nonce: 3 },
          { hash: H2, from: ALICE.toLowerCase(), nonce: 3 },
        ],
      },
    });
    expect(await checkTransaction(deps, CHAIN, tx(), 45)).toBe('replaced');
    expect(tx().replacedBy).toBe(H2);
    expect(deps.addReplacement).toHaveBeenCalledWith(expect.objectContaining({ hash: H1, summary: 'Swap' }), H2, 44);
    expect(deps.onReplaced).toHaveBeenCalledWith(expect.objectContaining({ hash: H1 }), H2);
    // searched newest first, from the latest block down to the block it was added at
    expect(deps.getBlockTransactions.mock.calls.map((c) => c[0]).slice(0, 2)).toEqual([45, 44]);
    expect(Math.min(...deps.getBlockTransactions.mock.calls.map((c) => c[0]))).toBeGreaterThanOrEqual(40);
  });

  it("searches up to the chain's latest block when the app's block lags behind", async () => {
    const { deps, tx } = setup({
      nonces: { [H1]: 3 },
      confirmedCount: 4,
      latestBlock: 47,
      blocks: { 47: [{ hash: H2, from: ALICE, nonce: 3 }] },
    });
    expect(await checkTransaction(deps, CHAIN, tx(), 45)).toBe('replaced');
    expect(tx().replacedBy).toBe(H2);
    expect(deps.getBlockTransactions.mock.calls[0]?.[0]).toBe(47);
  });

  it('does not call its own late receipt a replacement', async () => {
    const { deps, tx } = setup({ nonces: { [H1]: 3 }, confirmedCount: 4, blocks: { 45: [{ hash: H1, from: ALICE, nonce: 3 }] } });
    expect(await checkTransaction(deps, CHAIN, tx(), 45)).toBe('pending');
    expect(tx().replacedBy).toBeUndefined();
    expect(deps.onReplaced).not.toHaveBeenCalled();
  });

  it('stops tracking a transaction whose nonce was used by a transaction it cannot find', async () => {
    const { deps, tx } = setup({ nonces: { [H1]: 3 }, confirmedCount: 5 });
    expect(await checkTransaction(deps, CHAIN, tx(), 45)).toBe('replaced');
    expect(tx().replacedBy).toBe(UNKNOWN_REPLACEMENT);
    expect(deps.onReplaced).toHaveBeenCalledWith(expect.anything(), undefined);
    expect(deps.getBlockTransactions).toHaveBeenCalledTimes(6); // blocks 45..40
  });
});
