/**
 * Keepers: background jobs that keep the devnet alive (the vault harvester,
 * prediction rounds, lottery rounds, the auction winners' farms). The supervisor starts them
 * after the deployment is ready and stops them before the chain.
 *
 * A keeper is `(ctx) => { stop(): Promise<void> }`; add it to KEEPERS. Each
 * must tolerate RPC errors (log and retry on the next tick), never throw out
 * of its loop, and finish its current transaction in stop().
 */
import type { Deployment } from '@fuelswap/config';
import { vaultKeeper } from './vault.ts';
import { predictionKeeper } from './prediction.ts';
import { lotteryKeeper } from './lottery.ts';
import { auctionFarmsKeeper } from './auction-farms.ts';

export interface KeeperContext {
  /** RPC URL of the devnet chain (for this process). */
  rpcUrl: string;
  deployment: Deployment;
  /** Seconds per block. */
  blockTime: number;
  /** Folder for keeper state, if one needs any (DEVNET_DIR). */
  dir: string;
  log: (line: string) => void;
}

export interface Keeper {
  stop(): Promise<void>;
}

export type KeeperFactory = { name: string; start: (ctx: KeeperContext) => Keeper };

/** Every keeper the supervisor starts. */
export const KEEPERS: KeeperFactory[] = [vaultKeeper, predictionKeeper, lotteryKeeper, auctionFarmsKeeper];

export function startKeepers(ctx: KeeperContext, keepers: readonly KeeperFactory[] = KEEPERS): Keeper {
  const running = keepers.map((k) => {
    const log = (line: string) => ctx.log(`[${k.name}] ${line}`);
    return { name: k.name, keeper: k.start({ ...ctx, log }) };
  });
  if (running.length) ctx.log(`keepers: ${running.map((r) => r.name).join(', ')}`);
  return {
    async stop() {
      const results = await Promise.allSettled(running.map((r) => r.keeper.stop()));
      results.forEach((r, i) => {
        if (r.status === 'rejected') ctx.log(`[${running[i]!.name}] stop failed: ${String(r.reason)}`);
      });
    },
  };
}
