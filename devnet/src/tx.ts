/**
 * Fast seeding: transactions from anvil's unlocked accounts are sent with
 * explicit nonces and without waiting for receipts, while block production is
 * paused; then the pending pool is mined in as few blocks as it fits, and
 * every receipt is checked. Hundreds of transactions take a second or two,
 * and the chain's clock does not run ahead (no block per transaction).
 */
import {
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  toHex,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
  type TestClient,
  type TransactionReceipt,
} from 'viem';

export interface TxRequest {
  to?: Address;
  data: Hex;
  value?: bigint;
  /** Gas limit; default: the node's estimate against the pending state (too low when an earlier transaction of the block changes the path). */
  gas?: bigint;
  /** What the transaction does, named in errors. */
  label: string;
}

export interface SentTx {
  hash: Hex;
  label: string;
}

export interface MinedTx extends SentTx {
  contractAddress?: Address;
  blockNumber: bigint;
}

export class TxBatch {
  private nonce: number | undefined;
  private pending: Promise<SentTx>[] = [];

  constructor(
    private readonly pub: PublicClient,
    private readonly test: TestClient,
    readonly from: Address,
  ) {}

  /** Queues a transaction with the next nonce; it is sent at once but mined only by mine(). */
  async send(tx: TxRequest): Promise<void> {
    this.nonce ??= await this.pub.getTransactionCount({ address: this.from, blockTag: 'pending' });
    const nonce = this.nonce++;
    const params = {
      from: this.from,
      ...(tx.to ? { to: tx.to } : {}),
      data: tx.data,
      ...(tx.value ? { value: toHex(tx.value) } : {}),
      ...(tx.gas ? { gas: toHex(tx.gas) } : {}),
      nonce: toHex(nonce),
    };
    const sent = this.pub
      .request({ method: 'eth_sendTransaction', params: [params] } as never)
      .then((hash) => ({ hash: hash as Hex, label: tx.label }))
      .catch((e: unknown) => {
        throw new Error(`${tx.label}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
      });
    sent.catch(() => undefined); // reported by mine()
    this.pending.push(sent);
    // Keep at most 32 requests in flight.
    if (this.pending.length % 32 === 0) await Promise.allSettled(this.pending.slice(-32));
  }

  /** Mines until every queued transaction has a receipt; throws naming the first that reverted. */
  async mine(): Promise<MinedTx[]> {
    const sent = await Promise.all(this.pending);
    this.pending = [];
    const out: MinedTx[] = [];
    let remaining = sent;
    for (let round = 0; remaining.length > 0; round++) {
      if (round > 50) throw new Error(`${remaining.length} transactions were not mined (first: ${remaining[0]!.label})`);
      await this.test.mine({ blocks: 1 });
      const receipts = await Promise.all(remaining.map((t) => this.pub.getTransactionReceipt({ hash: t.hash }).catch(() => undefined)));
      const next: SentTx[] = [];
      receipts.forEach((r, i) => {
        const t = remaining[i]!;
        if (!r) return void next.push(t);
        if (r.status !== 'success') throw new Error(`${t.label} reverted (tx ${t.hash})`);
        out.push({ ...t, blockNumber: r.blockNumber, ...(r.contractAddress ? { contractAddress: r.contractAddress } : {}) });
      });
      remaining = next;
      if (remaining.length > 0) {
        // anvil drops what cannot be included (e.g. over the block gas limit): say so instead of waiting.
        const pool = (await this.pub.request({ method: 'txpool_status' } as never)) as { pending: Hex; queued: Hex };
        if (Number(pool.pending) + Number(pool.queued) === 0) {
          throw new Error(`${remaining.length} transactions were dropped by the node without a receipt (first: ${remaining[0]!.label})`);
        }
      }
    }
    return out;
  }
}

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
