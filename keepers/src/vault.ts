/**
 * The vault harvester: every VAULT_HARVEST_EVERY_BLOCKS blocks (env DEVNET_VAULT_HARVEST_BLOCKS, or
 * VAULT_HARVEST_BLOCKS for the service; default 100; 0 turns it off) it calls FuelVault.harvest(), which compounds
 * the vault's pool-0 rewards and pays the caller the call fee, as a bot on BSC would. harvest() is open to any
 * account; on the devnet it sends from KEEPER_ACCOUNT_INDEX (anvil #10, unlocked), in the service with
 * VAULT_HARVESTER_KEY. Checks the chain once per block time; a failed harvest (nothing to harvest, paused vault)
 * is logged and retried at the next due block. Snapshot reverts (tests) just move the chain back: the keeper
 * compares against the block it last harvested at and starts over when the chain is behind it.
 */
import { formatUnits, type Address } from 'viem';
import { fuelVaultAbi } from '@fuelswap/contracts';
import type { KeeperContext, KeeperFactory } from './index.ts';
import { keeperClients, keeperLoop, offKeeper, roleSender, sendCall } from './chain.ts';

export const DEFAULT_HARVEST_EVERY_BLOCKS = 100;
export const KEEPER_ACCOUNT_INDEX = 10;

/** Harvest period in blocks from the environment (a non-negative integer; 0 = off). */
export function harvestEveryBlocks(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DEVNET_VAULT_HARVEST_BLOCKS ?? env.VAULT_HARVEST_BLOCKS;
  if (raw === undefined || raw === '') return DEFAULT_HARVEST_EVERY_BLOCKS;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : DEFAULT_HARVEST_EVERY_BLOCKS;
}

/** Whether a harvest is due at `block`, given the block of the last one (undefined: none yet). */
export function harvestDue(block: bigint, lastHarvestBlock: bigint | undefined, every: number): boolean {
  if (every <= 0) return false;
  if (lastHarvestBlock === undefined || block < lastHarvestBlock) return true;
  return block - lastHarvestBlock >= BigInt(every);
}

export function startVaultKeeper(ctx: KeeperContext, every = harvestEveryBlocks()) {
  const vault = ctx.deployment.farms?.vault as Address | undefined;
  if (!vault || every <= 0) return offKeeper(ctx, vault ? 'off (harvest period 0)' : 'no vault in the deployment: nothing to harvest');
  const clients = keeperClients(ctx);
  const sender = roleSender(ctx, 'vault', clients, (a) => a[KEEPER_ACCOUNT_INDEX], 250);
  let last: bigint | undefined;

  const tick = async () => {
    const from = await sender();
    const block = await clients.pub.getBlockNumber({ cacheTime: 0 });
    if (last === undefined) {
      // The first harvest waits a full period after start, so a restart does not harvest at once.
      last = block;
      return;
    }
    if (!harvestDue(block, last, every)) return;
    last = block;
    const bounty = await clients.pub.readContract({ address: vault, abi: fuelVaultAbi, functionName: 'calculateHarvestCakeRewards' });
    if (bounty === 0n) return;
    const receipt = await sendCall(ctx, from, { address: vault, abi: fuelVaultAbi, functionName: 'harvest' });
    ctx.log(`harvest at block ${receipt.blockNumber}: ${receipt.status}, bounty about ${formatUnits(bounty, 9)} FUEL`);
  };
  const loop = keeperLoop(ctx, ctx.blockTime * 1000, tick);
  ctx.log(`harvesting ${vault} every ${every} blocks`);
  return loop;
}

export const vaultKeeper: KeeperFactory = { name: 'vault', role: 'vault', start: (ctx) => startVaultKeeper(ctx) };
