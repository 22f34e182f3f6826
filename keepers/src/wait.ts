/**
 * Waiting for a keeper's transaction on a node that may take it back (the devnet's snapshot reverts).
 */
import { TransactionNotFoundError, TransactionReceiptNotFoundError, type Hash, type PublicClient, type TransactionReceipt } from 'viem';

/**
 * How long a keeper waits at most for its transaction's receipt: eight blocks (at least 5 s). anvil includes a sent
 * transaction in the next block, so a longer wait means something is wrong; the keeper then retries at its next tick,
 * which reads the chain afresh (a fixed 30 s held the lottery keeper back for half a minute after each revert on the
 * 1-second e2e devnet). A transaction a revert took back is noticed sooner (waitMined).
 */
export function receiptTimeoutMs(blockTime: number): number {
  return Math.max(5_000, blockTime * 8_000);
}

/**
 * A keeper's wait for its transaction: the receipt, or an error as soon as the node no longer knows the transaction,
 * or after receiptTimeoutMs. On the e2e devnet a test's snapshot revert takes back a block the transaction was mined
 * in (anvil keeps one still pending and mines it later); viem's waitForTransactionReceipt then waited its whole
 * timeout, 8 s in which a keeper did nothing (13 "Timed out while waiting" in a CI log, the prediction keeper's
 * among them, with rounds of 20 one-second blocks and 4 of buffer).
 */
export async function waitMined(pub: PublicClient, hash: Hash, blockTime: number, pollingIntervalMs = 200): Promise<TransactionReceipt> {
  const receipt = () =>
    pub.getTransactionReceipt({ hash }).catch((e: unknown) => {
      if (e instanceof TransactionReceiptNotFoundError) return undefined;
      throw e;
    });
  const known = () =>
    pub.getTransaction({ hash }).then(
      () => true,
      (e: unknown) => {
        if (e instanceof TransactionNotFoundError) return false;
        throw e;
      },
    );
  const deadline = Date.now() + receiptTimeoutMs(blockTime);
  for (;;) {
    const r = await receipt();
    if (r) return r;
    if (!(await known())) {
      // Mined between the two reads? Then the receipt is there now.
      const late = await receipt();
      if (late) return late;
      throw new Error(`transaction ${hash} is gone from the chain (a snapshot revert took it back)`);
    }
    if (Date.now() > deadline) throw new Error(`transaction ${hash} was not mined within ${receiptTimeoutMs(blockTime)} ms`);
    await new Promise((done) => setTimeout(done, pollingIntervalMs));
  }
}
