/**
 * One check of one pending transaction (its
 * receipt tracking): ask for the receipt; without one,
 * learn whether the transaction's nonce has been used by another transaction
 * (sped up or cancelled in the wallet) and find that replacement; finally
 * mark the transaction checked at this block. The chain and the store are
 * reached through `deps`, so the flow is tested without either.
 */
import {
  findReplacement,
  isNonceUsed,
  replacementScanRange,
  UNKNOWN_REPLACEMENT,
  type MinedTransaction,
  type TransactionDetails,
  type TransactionReceiptInfo,
  type TransactionsAction,
} from '@fuelswap/sdk';

export interface CheckDeps {
  /** The receipt, or null while the transaction is not mined. */
  getReceipt(hash: string): Promise<TransactionReceiptInfo | null>;
  /** The transaction's nonce, or null when the node does not know the transaction. */
  getNonce(hash: string): Promise<number | null>;
  /** The sender's transaction count at the latest block (its next unused confirmed nonce). */
  getConfirmedCount(address: string): Promise<number>;
  /** The chain's latest block number (the app's block store may lag behind it). */
  getLatestBlockNumber(): Promise<number>;
  getBlockTransactions(blockNumber: number): Promise<readonly MinedTransaction[]>;
  dispatch(action: TransactionsAction): void;
  /** Records the replacing transaction as a new pending record. */
  addReplacement(original: TransactionDetails, replacementHash: string, foundInBlock: number): void;
  onReceipt(tx: TransactionDetails, receipt: TransactionReceiptInfo): void;
  /** replacementHash is undefined when the nonce was used but the replacing transaction was not found. */
  onReplaced(tx: TransactionDetails, replacementHash: string | undefined): void;
  now(): number;
}

export type CheckOutcome = 'receipt' | 'replaced' | 'pending';

/** Blocks read in parallel while searching for a replacement. */
const SCAN_BATCH = 8;

export async function checkTransaction(
  deps: CheckDeps,
  chainId: number,
  tx: TransactionDetails,
  blockNumber: number,
): Promise<CheckOutcome> {
  const receipt = await deps.getReceipt(tx.hash);
  if (receipt) {
    deps.dispatch({ type: 'transactions/finalize', chainId, hash: tx.hash, receipt, confirmedTime: deps.now() });
    deps.onReceipt(tx, receipt);
    return 'receipt';
  }

  let nonce = tx.nonce;
  if (nonce === undefined) {
    const learnt = await deps.getNonce(tx.hash);
    if (learnt !== null) {
      nonce = learnt;
      deps.dispatch({ type: 'transactions/nonce', chainId, hash: tx.hash, nonce });
    }
  }

  if (nonce !== undefined && isNonceUsed(nonce, await deps.getConfirmedCount(tx.from))) {
    // Read after the count, so the block that used the nonce is at or below it.
    const latest = Math.max(blockNumber, await deps.getLatestBlockNumber());
    const range = replacementScanRange(latest, tx.addedBlock);
    let search: ReturnType<typeof findReplacement> = { kind: 'not-found' };
    let foundIn = blockNumber;
    for (let i = 0; i < range.length && search.kind === 'not-found'; i += SCAN_BATCH) {
      const batch = range.slice(i, i + SCAN_BATCH);
      const blocks = await Promise.all(batch.map((b) => deps.getBlockTransactions(b).then((txs) => ({ number: b, txs }))));
      for (const block of blocks) {
        search = findReplacement(block.txs, { hash: tx.hash, from: tx.from, nonce });
        if (search.kind !== 'not-found') {
          foundIn = block.number;
          break;
        }
      }
    }
    if (search.kind === 'replaced') {
      deps.dispatch({ type: 'transactions/replace', chainId, hash: tx.hash, replacementHash: search.hash });
      deps.addReplacement(tx, search.hash, foundIn);
      deps.onReplaced(tx, search.hash);
      return 'replaced';
    }
    if (search.kind === 'not-found') {
      // The nonce is used, so this transaction can never be mined: stop tracking it.
      deps.dispatch({ type: 'transactions/replace', chainId, hash: tx.hash, replacementHash: UNKNOWN_REPLACEMENT });
      deps.onReplaced(tx, undefined);
      return 'replaced';
    }
    // 'self': it was mined after the receipt request; the next check gets the receipt.
  }

  deps.dispatch({ type: 'transactions/checked', chainId, hash: tx.hash, blockNumber });
  return 'pending';
}
