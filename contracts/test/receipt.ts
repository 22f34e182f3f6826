/**
 * A transaction's receipt on the tests' automining anvil, asked for directly every 20 ms.
 *
 * Not viem's waitForTransactionReceipt: it checks again only when a new block arrives, and on an automining anvil
 * the transaction's own block is the last one, so a check made at that block before its receipt could be read is
 * never repeated (two fresh-clone runs had tests stuck until their limit, the machine idle). A receipt that does not
 * come within the limit fails, naming the hash.
 */
import { TransactionReceiptNotFoundError, type Hash, type PublicClient, type TransactionReceipt } from 'viem';

/** How long a transaction may stay unmined on an automining anvil before the test fails rather than waits. */
export const RECEIPT_WAIT_MS = 30_000;

export async function receiptOf(pub: Pick<PublicClient, 'getTransactionReceipt'>, hash: Hash): Promise<TransactionReceipt> {
  const deadline = Date.now() + RECEIPT_WAIT_MS;
  for (;;) {
    const r = await pub.getTransactionReceipt({ hash }).catch((e: unknown) => {
      if (e instanceof TransactionReceiptNotFoundError) return undefined;
      throw e;
    });
    if (r) return r;
    if (Date.now() > deadline) throw new Error(`no receipt for ${hash} after ${RECEIPT_WAIT_MS / 1000} s`);
    await new Promise((done) => setTimeout(done, 20));
  }
}
