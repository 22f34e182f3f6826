/** What every keeper needs of the chain: its clients, the sender of its role, and a call that must succeed. */
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
  type Abi,
  type Address,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import { foundry } from 'viem/chains';
import { CHAINLINK_BNB_USD, type Deployment } from '@fuelswap/config';
import type { Keeper, KeeperContext, KeeperRole } from './index.ts';
import { runLoop } from './loop.ts';
import { unlockedSender, type Sender } from './sender.ts';

export function keeperClients(ctx: KeeperContext) {
  const chain = { ...foundry, id: ctx.deployment.chainId };
  const transport = http(ctx.rpcUrl, { retryCount: 0, timeout: 10_000 });
  const pub = createPublicClient({ chain, transport }) as PublicClient;
  const wallet = createWalletClient({ chain, transport });
  return { chain, pub, wallet };
}

/**
 * The sender of `role`: the service's key, or on the devnet the anvil account `devnetAccount` gives (unlocked at the
 * node). Resolved once, on first use (the devnet's accounts are read from the node).
 */
export function roleSender(
  ctx: KeeperContext,
  role: KeeperRole,
  clients: ReturnType<typeof keeperClients>,
  devnetAccount: (accounts: Address[]) => Address | undefined,
  pollingIntervalMs = 200,
): () => Promise<Sender> {
  let sender: Sender | undefined;
  return async () => {
    if (sender) return sender;
    if (!isDevnetContext(ctx)) {
      const s = ctx.signers?.[role];
      if (!s) throw new Error(`no key for the ${role} keeper`);
      sender = s;
      return s;
    }
    const accounts = await clients.wallet.getAddresses();
    const address = devnetAccount(accounts);
    if (!address) throw new Error(`anvil has no account for the ${role} keeper`);
    sender = unlockedSender(clients.pub, clients.wallet, address, ctx.blockTime, pollingIntervalMs);
    return sender;
  };
}

export interface Call {
  address: Address;
  abi: Abi | readonly unknown[];
  functionName: string;
  args?: readonly unknown[];
  value?: bigint;
  gas?: bigint;
}

/** Sends `call` and waits for it; a reverted one throws. Counted under its function name for /metrics. */
export async function sendCall(ctx: KeeperContext, sender: Sender, call: Call): Promise<TransactionReceipt> {
  const data = encodeFunctionData({ abi: call.abi as Abi, functionName: call.functionName, args: (call.args ?? []) as unknown[] });
  const r = await sender.send({
    to: call.address,
    data,
    label: call.functionName,
    ...(call.value !== undefined ? { value: call.value } : {}),
    ...(call.gas !== undefined ? { gas: call.gas } : {}),
  });
  if (r.status !== 'success') throw new Error(`${call.functionName} reverted in block ${r.blockNumber}`);
  countAction(ctx, call.functionName);
  return r;
}

/** The devnet: no signers given, anvil's unlocked accounts sign and the demo traffic runs. */
export function isDevnetContext(ctx: KeeperContext): boolean {
  return ctx.signers === undefined;
}

/** Whether the market's price feed is ours to push (the devnet's PriceAggregator), not Chainlink's pinned feed. */
export function ownOracle(deployment: Deployment): boolean {
  const p = deployment.prediction;
  if (!p) return false;
  const chainlink = CHAINLINK_BNB_USD[deployment.chainId];
  return chainlink === undefined || chainlink.toLowerCase() !== p.oracle.toLowerCase();
}

/** A keeper that does nothing, and says why on /health. */
export function offKeeper(ctx: KeeperContext, why: string): Keeper {
  ctx.log(why);
  if (ctx.status) {
    ctx.status.status = 'off';
    ctx.status.detail = why;
  }
  return { stop: async () => undefined };
}

/** Counts a mined action for /metrics. */
export function countAction(ctx: KeeperContext, action: string): void {
  if (ctx.status) ctx.status.actions[action] = (ctx.status.actions[action] ?? 0) + 1;
}

/** Runs the keeper's tick in the shared loop (loop.ts), with the context's back-off cap and health period. */
export function keeperLoop(ctx: KeeperContext, periodMs: number, tick: () => Promise<void>): Keeper {
  if (ctx.status) ctx.status.expectedPeriodMs = Math.max(ctx.staleAfterMs ?? 300_000, periodMs * 4);
  return runLoop({
    periodMs,
    maxBackoffMs: ctx.maxBackoffMs ?? (isDevnetContext(ctx) ? 4_000 : 60_000),
    tick,
    log: ctx.log,
    ...(ctx.status ? { status: ctx.status } : {}),
  });
}
