/**
 * A transaction's receipt, asked for directly at an interval until it comes or the limit passes.
 *
 * Not viem's waitForTransactionReceipt: it checks again only when a new block arrives, and on an automining anvil
 * (the contract tests', the deployment tests') the transaction's own block is the last one, so a check made at that
 * block before its receipt could be read is never repeated (two fresh-clone runs had tests stuck until their limit,
 * the machine idle). On a chain with blocks every few seconds both ways end the same. A receipt that does not come
 * within the limit fails, naming the hash.
 */
import { TransactionReceiptNotFoundError, type Hash, type PublicClient, type TransactionReceipt } from 'viem';

/** The tests' defaults: anvil mines on arrival, so 30 s without a receipt is a fault, not a wait. */
const DEFAULTS = { intervalMs: 20, timeoutMs: 30_000 };

/**
 * The devnet's deployment and seeding outside a launch journal (the plain sender, deployFarms' batches): anvil again,
 * automining or mining every second, on a machine that may be busy starting the rest of the devnet.
 */
export const DEVNET_RECEIPT = { intervalMs: 50, timeoutMs: 120_000 };

export async function receiptOf(
  pub: Pick<PublicClient, 'getTransactionReceipt'>,
  hash: Hash,
  { intervalMs, timeoutMs }: { intervalMs: number; timeoutMs: number } = DEFAULTS,
): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const r = await pub.getTransactionReceipt({ hash }).catch((e: unknown) => {
      if (e instanceof TransactionReceiptNotFoundError) return undefined;
      throw e;
    });
    if (r) return r;
    if (Date.now() > deadline) throw new Error(`no receipt for ${hash} after ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, intervalMs));
  }
}
