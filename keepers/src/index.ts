/**
 * Keepers: the background jobs that run the platform's rounds and upkeep (the vault harvester, prediction rounds,
 * lottery rounds, the auction winners' farms). One implementation for two callers:
 * - the devnet supervisor (`startKeepers` with no `signers`), where anvil's unlocked accounts sign and the
 *   keepers also play the demo's traffic (the price walk of our own feed, bets, ticket sales, injections);
 * - the keepers service (`npm run keepers`, cli.ts) on 56/97, where each operator signs with its own key
 *   (`managedSender`) and the deployment selects the paths: the lottery's `randomKind` ('dev' commit-reveal or
 *   'vrf' Chainlink VRF), and a price push only when the market's feed is ours (not Chainlink's).
 *
 * A keeper is `(ctx) => { stop(): Promise<void> }`; add it to KEEPERS. Its tick reads the chain afresh and throws on
 * an error; the shared loop (loop.ts) logs, counts and backs off; stop() lets the current transaction finish.
 */
import type { Deployment } from '@fuelswap/config';
import { vaultKeeper } from './vault.ts';
import { predictionKeeper } from './prediction.ts';
import { lotteryKeeper } from './lottery.ts';
import { auctionFarmsKeeper } from './auction-farms.ts';
import { newStatus, type KeeperStatus } from './loop.ts';
import type { Sender } from './sender.ts';

export type { KeeperStatus } from './loop.ts';
export type { Sender } from './sender.ts';
export { ownOracle } from './chain.ts';
export { managedSender } from './sender.ts';
export { PREDICTION_HELD_FILE, PREDICTION_HOLD_FILE, PREDICTION_OPERATOR_INDEX, predictionTiming } from './prediction.ts';
export { LOTTERY_OPERATOR_INDEX, lotteryWinningNumber } from './lottery.ts';
export { AUCTION_FARM_TX_GAS, syncAuctionFarms } from './auction-farms.ts';

/** The accounts that sign, one per keeper. */
export type KeeperRole = 'prediction' | 'lottery' | 'vault' | 'auction';

export interface KeeperContext {
  /** RPC URL of the chain (for this process). */
  rpcUrl: string;
  deployment: Deployment;
  /** Seconds per block. */
  blockTime: number;
  /** Folder for keeper files, if one needs any (DEVNET_DIR: the prediction keeper's hold file). */
  dir: string;
  log: (line: string) => void;
  /**
   * Who signs each keeper's transactions. Absent (the devnet): each keeper sends from its anvil account, unlocked
   * at the node, and plays the devnet's demo traffic too.
   */
  signers?: Partial<Record<KeeperRole, Sender>>;
  /** Filled in by startKeepers: what the keeper reports to /health and /metrics. */
  status?: KeeperStatus;
  /** No success for this long makes /health answer 503 (ms); default 5 min (at least four periods of the keeper). */
  staleAfterMs?: number;
  /** Cap of the back-off after failed ticks (ms); default 60 s on a public chain, 4 s on the devnet. */
  maxBackoffMs?: number;
}

export interface Keeper {
  stop(): Promise<void>;
}

export type KeeperFactory = { name: string; role: KeeperRole; start: (ctx: KeeperContext) => Keeper };

/** Every keeper there is. */
export const KEEPERS: KeeperFactory[] = [vaultKeeper, predictionKeeper, lotteryKeeper, auctionFarmsKeeper];

export interface RunningKeepers extends Keeper {
  statuses: KeeperStatus[];
}

export function startKeepers(ctx: KeeperContext, keepers: readonly KeeperFactory[] = KEEPERS): RunningKeepers {
  const running = keepers.map((k) => {
    const log = (line: string) => ctx.log(`[${k.name}] ${line}`);
    const status = newStatus(k.name);
    return { name: k.name, status, keeper: k.start({ ...ctx, log, status }) };
  });
  if (running.length) ctx.log(`keepers: ${running.map((r) => r.name).join(', ')}`);
  return {
    statuses: running.map((r) => r.status),
    async stop() {
      const results = await Promise.allSettled(running.map((r) => r.keeper.stop()));
      results.forEach((r, i) => {
        if (r.status === 'rejected') ctx.log(`[${running[i]!.name}] stop failed: ${String(r.reason)}`);
      });
    },
  };
}
