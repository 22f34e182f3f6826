/**
 * Fast seeding: transactions from anvil's unlocked accounts are sent with
 * explicit nonces and without waiting for receipts, while block production is
 * paused; then the pending pool is mined in as few blocks as it fits, and
 * every receipt is checked. Hundreds of transactions take a second or two,
 * and the chain's clock does not run ahead (no block per transaction).
 */
import { toHex, type Address, type Hex, type PublicClient, type TestClient } from 'viem';

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
