import { describe, expect, it } from 'vitest';
import type { ChainTransactions, TransactionDetails } from '@fuelswap/sdk';
import { explorerLink, receiptToInfo, transactionsToCheck } from './updaterLogic.ts';

const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NOW = 1_700_000_000_000;
const MIN = 60_000;

function tx(hash: string, extra: Partial<TransactionDetails> = {}): TransactionDetails {
  return { hash, from: FROM, addedTime: NOW, ...extra };
}

function due(txs: TransactionDetails[], block: number): string[] {
  const record: ChainTransactions = Object.fromEntries(txs.map((t) => [t.hash, t]));
  return transactionsToCheck(record, block, NOW).map((t) => t.hash);
}

describe('transactionsToCheck', () => {
  it('checks a transaction never checked at once', () => {
    expect(due([tx('a')], 100)).toEqual(['a']);
  });
  it('never checks one with a receipt or replaced', () => {
    const receipt = { blockHash: '0x', blockNumber: 1, from: FROM, to: null, transactionHash: 'b', transactionIndex: 0, status: 1 };
    expect(due([tx('b', { receipt }), tx('c', { replacedBy: '0xd' })], 100)).toEqual([]);
  });
  it('under 5 minutes: more than 2 blocks since the last check', () => {
    const t = tx('a', { lastCheckedBlockNumber: 100, addedTime: NOW - 4 * MIN });
    expect(due([t], 100)).toEqual([]);
    expect(due([t], 102)).toEqual([]);
    expect(due([t], 103)).toEqual(['a']);
  });
  it('5 to 60 minutes: more than 2 blocks', () => {
    const t = tx('a', { lastCheckedBlockNumber: 100, addedTime: NOW - 30 * MIN });
    expect(due([t], 102)).toEqual([]);
    expect(due([t], 103)).toEqual(['a']);
  });
  it('over 60 minutes: more than 9 blocks', () => {
    const t = tx('a', { lastCheckedBlockNumber: 100, addedTime: NOW - 61 * MIN });
    expect(due([t], 109)).toEqual([]);
    expect(due([t], 110)).toEqual(['a']);
  });
  it('never checks on a block older than the last check', () => {
    expect(due([tx('a', { lastCheckedBlockNumber: 100 })], 90)).toEqual([]);
  });
});

describe('receiptToInfo', () => {
  const base = {
    blockHash: '0xbb',
    blockNumber: 12n,
    from: FROM,
    to: FROM,
    transactionHash: '0xaa',
    transactionIndex: 3,
  };
  it('stores JSON numbers and status 1 for success, 0 for a revert', () => {
    expect(receiptToInfo({ ...base, status: 'success' })).toEqual({ ...base, blockNumber: 12, contractAddress: null, status: 1 });
    expect(receiptToInfo({ ...base, status: 'reverted', contractAddress: FROM }).status).toBe(0);
  });
});

describe('explorerLink', () => {
  it('links a transaction on chains with an explorer, nothing on the devnet', () => {
    expect(explorerLink('https://bscscan.com', '0xabc')).toBe('https://bscscan.com/tx/0xabc');
    expect(explorerLink('https://testnet.bscscan.com/', '0xabc', 'address')).toBe('https://testnet.bscscan.com/address/0xabc');
    expect(explorerLink(undefined, '0xabc')).toBeUndefined();
  });
});
