/**
 * How every deploy script sends: one transaction at a time from the wallet's account, optionally mining a
 * block after each (seeding runs with block production paused), waiting for the receipt and failing with
 * the script's name and what reverted. `deploy` returns the new address and its block; `write` calls a function.
 */
import {
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
}

export function sender(script: string, wallet: DeployWallet, pub: PublicClient, mine?: () => Promise<void>): Sender {
  const account = wallet.account;
  const mined = async (hash: Hash, label: string) => {
    if (mine) await mine();
    const r = await pub.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (r.status !== 'success') throw new Error(`${script}: ${label} reverted (tx ${hash})`);
    return r;
  };
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
  };
}
