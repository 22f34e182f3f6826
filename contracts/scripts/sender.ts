/**
 * How every deploy script sends: one transaction at a time from the wallet's account, optionally mining a
 * block after each (seeding runs with block production paused), waiting for the receipt and failing with
 * the script's name and what reverted. `deploy` returns the new address and its block; `write` calls a function.
 *
 * Inside `withJournal` (the public-chain deploy), every send is a step of the deploy journal instead
 * (`journal.ts`): signed and written down before it is broadcast, skipped when already done, checked against the
 * build when it created a contract. The deploy scripts need not know: the journal travels with the async call.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  encodeFunctionData,
  encodeDeployData,
  getAddress,
  type Abi,
  type Account,
  type Address,
  type Chain,
  type Hash,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from 'viem';
import { artifacts } from '../generated/artifacts.ts';
import { type JournaledSendOptions, sendStep } from './journal.ts';
import { DEVNET_RECEIPT, receiptOf } from './receipt.ts';

const journalContext = new AsyncLocalStorage<JournaledSendOptions>();

/** Runs `fn` with every `sender` send inside it journaled by `options` (resumable, idempotent, verified). */
export function withJournal<T>(options: JournaledSendOptions, fn: () => Promise<T>): Promise<T> {
  return journalContext.run(options, fn);
}

/** True inside `withJournal`: scripts that pipeline their own nonces send one `sender` step at a time instead. */
export function isJournaled(): boolean {
  return journalContext.getStore() !== undefined;
}

/**
 * The nonce the account's next send will use: inside `withJournal` the journal's (on a resumed run the chain is
 * already past it), else the node's pending count. For scripts that predict the addresses they are about to create.
 */
export async function nextNonce(pub: PublicClient, address: Address): Promise<number> {
  return journalContext.getStore()?.journal.nextNonce() ?? (await pub.getTransactionCount({ address, blockTag: 'pending' }));
}

export type DeployWallet = WalletClient<Transport, Chain | undefined, Account>;

export interface Sender {
  deploy(name: keyof typeof artifacts, args?: readonly unknown[]): Promise<{ address: Address; blockNumber: bigint }>;
  /** `value`: wei sent with the call. */
  write(
    address: Address,
    abi: Abi | readonly unknown[],
    functionName: string,
    args?: readonly unknown[],
    value?: bigint,
  ): Promise<TransactionReceipt>;
  /** An already encoded transaction (a creation when `to` is absent), named by `label`. */
  send(label: string, tx: { to?: Address; data: Hex; value?: bigint }): Promise<TransactionReceipt>;
}

export function sender(script: string, wallet: DeployWallet, pub: PublicClient, mine?: () => Promise<void>): Sender {
  const account = wallet.account;
  const mined = async (hash: Hash, label: string) => {
    if (mine) await mine();
    const r = await receiptOf(pub, hash, DEVNET_RECEIPT);
    if (r.status !== 'success') throw new Error(`${script}: ${label} reverted (tx ${hash})`);
    return r;
  };
  const journaled = journalContext.getStore();
  if (journaled) return journaledSender(script, wallet, pub, journaled);
  return {
    async deploy(name, args = []) {
      const { abi, bytecode } = artifacts[name];
      const data = encodeDeployData({ abi: abi as Abi, bytecode: bytecode as Hex, args: args as unknown[] });
      const r = await mined(await wallet.sendTransaction({ account, chain: wallet.chain, data }), `deploy ${name}`);
      if (!r.contractAddress) throw new Error(`${script}: ${name} has no address`);
      return { address: getAddress(r.contractAddress), blockNumber: r.blockNumber };
    },
    async write(address, abi, functionName, args = [], value) {
      const hash = await wallet.writeContract({
        account,
        chain: wallet.chain,
        address,
        abi: abi as Abi,
        functionName,
        args: args as unknown[],
        ...(value !== undefined ? { value } : {}),
      });
      return mined(hash, `${functionName} on ${address}`);
    },
    async send(label, tx) {
      return mined(await wallet.sendTransaction({ account, chain: wallet.chain, ...tx }), label);
    },
  };
}

function journaledSender(script: string, wallet: DeployWallet, pub: PublicClient, o: JournaledSendOptions): Sender {
  const readReceipt = (hash: Hash) => pub.getTransactionReceipt({ hash });
  return {
    async deploy(name, args = []) {
      const { abi, bytecode } = artifacts[name];
      const data = encodeDeployData({ abi: abi as Abi, bytecode: bytecode as Hex, args: args as unknown[] });
      const r = await sendStep(wallet, pub, { label: `${script}: deploy ${name}`, args, data, creationCode: data }, o);
      if (!r.contractAddress) throw new Error(`${script}: ${name} has no address`);
      return { address: r.contractAddress, blockNumber: r.blockNumber };
    },
    async write(address, abi, functionName, args = [], value) {
      const data = encodeFunctionData({ abi: abi as Abi, functionName, args: args as unknown[] });
      const label = `${script}: ${functionName} on ${getAddress(address)}`;
      const r = await sendStep(wallet, pub, { label, args, to: address, data, ...(value !== undefined ? { value } : {}) }, o);
      return readReceipt(r.hash);
    },
    async send(label, tx) {
      const r = await sendStep(wallet, pub, { label: `${script}: ${label}`, args: [tx.to ?? null, tx.data], ...tx }, o);
      return readReceipt(r.hash);
    },
  };
}
