/**
 * The decisions of TransactionUpdater, kept pure so they are tested without
 * a chain: which transactions to check on a block, and how a viem receipt is
 * stored (JSON numbers, status 1 or 0).
 */
import { shouldCheck, type ChainTransactions, type TransactionDetails, type TransactionReceiptInfo } from '@fuelswap/sdk';

/** Pending transactions the polling rule allows checking at `blockNumber`. */
export function transactionsToCheck(txs: ChainTransactions, blockNumber: number, now: number): TransactionDetails[] {
  return Object.values(txs).filter((tx) => shouldCheck(blockNumber, tx, now));
}

/** The parts of a viem TransactionReceipt the store keeps. */
export interface ReceiptLike {
  blockHash: string;
  blockNumber: bigint;
  contractAddress?: string | null;
  from: string;
  status: 'success' | 'reverted';
  to: string | null;
  transactionHash: string;
  transactionIndex: number;
}

export function receiptToInfo(r: ReceiptLike): TransactionReceiptInfo {
  return {
    blockHash: r.blockHash,
    blockNumber: Number(r.blockNumber),
    contractAddress: r.contractAddress ?? null,
    from: r.from,
    status: r.status === 'success' ? 1 : 0,
    to: r.to,
    transactionHash: r.transactionHash,
    transactionIndex: r.transactionIndex,
  };
}

/** The block-explorer page of a transaction or address, when the chain has an explorer (none on the devnet). */
export function explorerLink(
  explorerUrl: string | undefined,
  value: string,
  kind: 'transaction' | 'address' | 'token' | 'block' = 'transaction',
): string | undefined {
  if (!explorerUrl) return undefined;
  const base = explorerUrl.replace(/\/+$/, '');
  const path = { transaction: 'tx', address: 'address', token: 'token', block: 'block' }[kind];
  return `${base}/${path}/${value}`;
}
