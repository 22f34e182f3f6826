/**
 * How a keeper's transactions reach the chain. Two senders behind one interface, so each keeper's rules are written
 * once:
 * - `unlockedSender`: the devnet's anvil accounts (the node signs, eth_sendTransaction), waiting with `waitMined`,
 *   which notices a snapshot revert taking the transaction back;
 * - `managedSender`: a private key on a public chain. One transaction in flight per account, tracked by its nonce:
 *   the nonce is the account's next one on chain (`latest`), so a transaction an earlier run left pending is replaced
 *   by this one at the same nonce, and at most one of them is ever mined. A transaction not mined within
 *   `bumpAfterBlocks` blocks is sent again with the same nonce at a fee 12.5% higher (geth and BSC's nodes refuse a
 *   replacement under +10%), never above `maxGasPrice`. Once the nonce is used by a transaction that is not one of
 *   this call's, the call throws: the chain changed under the keeper, whose next tick reads it again.
 * Written here rather than taken from a library: viem sends and signs but keeps no transaction in flight across
 * blocks, and the nonce rule above is what makes a killed and restarted keeper safe.
 */
import {
  keccak256,
  TransactionReceiptNotFoundError,
  type Account,
  type Address,
  type Chain,
  type Hash,
  type Hex,
  type LocalAccount,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from 'viem';
import { errorLine } from './loop.ts';
import { waitMined } from './wait.ts';

export interface TxIntent {
  to: Address;
  data: Hex;
  value?: bigint;
  /** Gas limit; default: the node's estimate plus half. */
  gas?: bigint;
  /** What it does, in logs and errors. */
  label: string;
}

export interface Sender {
  readonly address: Address;
  /** Sends and resolves with the receipt once mined (reverted receipts included). */
  send(tx: TxIntent): Promise<TransactionReceipt>;
}

export function unlockedSender(
  pub: PublicClient,
  wallet: WalletClient<Transport, Chain | undefined, Account | undefined>,
  address: Address,
  blockTime: number,
  pollingIntervalMs = 200,
): Sender {
  return {
    address,
    async send(tx) {
      const hash = await wallet.sendTransaction({
        account: address,
        chain: wallet.chain ?? null,
        to: tx.to,
        data: tx.data,
        ...(tx.value !== undefined ? { value: tx.value } : {}),
        ...(tx.gas !== undefined ? { gas: tx.gas } : {}),
      });
      return waitMined(pub, hash, blockTime, pollingIntervalMs);
    },
  };
}

/** +12.5%, rounded up, at least 1 wei more. */
export function bumpedGasPrice(price: bigint): bigint {
  const next = (price * 1125n + 999n) / 1000n;
  return next > price ? next : price + 1n;
}

export interface ManagedSenderOptions {
  pub: PublicClient;
  account: LocalAccount;
  chainId: number;
  /** Blocks without a receipt before the transaction is sent again at a higher fee. */
  bumpAfterBlocks: number;
  /** Ceiling of the gas price (wei). */
  maxGasPrice: bigint;
  /** The first price offered; default the node's eth_gasPrice. */
  gasPrice?: () => Promise<bigint>;
  pollingIntervalMs?: number;
  log?: (line: string) => void;
  /** Gives up waiting (throws) after this many blocks at the ceiling; default never. */
  giveUpBlocks?: number;
}

export class SupersededError extends Error {}

export function managedSender(o: ManagedSenderOptions): Sender {
  const poll = o.pollingIntervalMs ?? 1000;
  const log = o.log ?? (() => undefined);
  const receiptOf = (hash: Hash) =>
    o.pub.getTransactionReceipt({ hash }).catch((e: unknown) => {
      if (e instanceof TransactionReceiptNotFoundError) return undefined;
      throw e;
    });
  let inFlight = false;
  return {
    address: o.account.address,
    async send(tx) {
      // One at a time: a second send while one waits would take the same nonce.
      if (inFlight) throw new Error(`${tx.label}: another transaction of ${o.account.address} is in flight`);
      inFlight = true;
      try {
        return await sendOne(tx);
      } finally {
        inFlight = false;
      }
    },
  };

  async function sendOne(tx: TxIntent): Promise<TransactionReceipt> {
    const from = o.account.address;
    const nonce = await o.pub.getTransactionCount({ address: from, blockTag: 'latest' });
    const pendingNonce = await o.pub.getTransactionCount({ address: from, blockTag: 'pending' });
    if (pendingNonce > nonce) log(`${tx.label}: nonce ${nonce} has a pending transaction (an earlier run's): replacing it`);
    const gas =
      tx.gas ??
      ((await o.pub.estimateGas({ account: from, to: tx.to, data: tx.data, ...(tx.value !== undefined ? { value: tx.value } : {}) })) *
        3n) /
        2n;
    let price = await (o.gasPrice ?? (() => o.pub.getGasPrice()))();
    if (price > o.maxGasPrice) price = o.maxGasPrice;
    const hashes: Hash[] = [];
    const broadcast = async (): Promise<boolean> => {
      const raw = await o.account.signTransaction({
        type: 'legacy',
        chainId: o.chainId,
        nonce,
        gasPrice: price,
        gas,
        to: tx.to,
        data: tx.data,
        value: tx.value ?? 0n,
      });
      // The hash is the signed bytes' own: known even when the node answers that it has them already.
      const hash = keccak256(raw);
      try {
        await o.pub.sendRawTransaction({ serializedTransaction: raw });
      } catch (e) {
        const m = errorLine(e).toLowerCase();
        // The earlier transaction at this nonce pays more than this one: offer more at the next bump.
        if (m.includes('underpriced') || m.includes('replacement')) return false;
        // Already in the pool (the same bytes as an earlier send), or the nonce is used: found out below.
        if (!m.includes('already') && !m.includes('nonce too low')) throw e;
      }
      if (!hashes.includes(hash)) hashes.push(hash);
      log(`${tx.label}: sent ${hash} (nonce ${nonce}, gas price ${price} wei)`);
      return true;
    };
    let sentAt = await o.pub.getBlockNumber({ cacheTime: 0 });
    let atCeilingSince: bigint | undefined;
    if (!(await broadcast())) price = price >= o.maxGasPrice ? price : bumpedGasPrice(price);
    for (;;) {
      for (const h of hashes) {
        const r = await receiptOf(h);
        if (r) return r;
      }
      const used = await o.pub.getTransactionCount({ address: from, blockTag: 'latest' });
      if (used > nonce) {
        // Mined between the reads above? Then one of ours has a receipt now.
        for (const h of hashes) {
          const r = await receiptOf(h);
          if (r) return r;
        }
        throw new SupersededError(
          `${tx.label}: nonce ${nonce} was used by another transaction (an earlier run's); reading the chain again`,
        );
      }
      const block = await o.pub.getBlockNumber({ cacheTime: 0 });
      if (block - sentAt >= BigInt(o.bumpAfterBlocks)) {
        sentAt = block;
        if (price >= o.maxGasPrice) {
          atCeilingSince ??= block;
          log(`${tx.label}: not mined at the gas price ceiling ${o.maxGasPrice} wei; waiting`);
          if (o.giveUpBlocks !== undefined && block - atCeilingSince >= BigInt(o.giveUpBlocks))
            throw new Error(`${tx.label}: not mined at the gas price ceiling ${o.maxGasPrice} wei`);
        } else {
          const next = bumpedGasPrice(price);
          price = next > o.maxGasPrice ? o.maxGasPrice : next;
          if (!(await broadcast())) price = price >= o.maxGasPrice ? price : bumpedGasPrice(price);
        }
      }
      await new Promise((done) => setTimeout(done, poll));
    }
  }
}
