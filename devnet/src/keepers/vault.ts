/**
 * The vault harvester: every VAULT_HARVEST_EVERY_BLOCKS blocks (env
 * DEVNET_VAULT_HARVEST_BLOCKS, default 100; 0 turns it off) it calls
 * FuelVault.harvest() from KEEPER_ACCOUNT_INDEX (anvil #10, unlocked), which
 * compounds the vault's pool-0 rewards and pays the keeper the call fee, as a
 * bot on BSC would. Checks the chain once per block time; an RPC error or a
 * failed harvest (nothing to harvest, paused vault) is logged and retried at
 * the next due block. Snapshot reverts (tests) just move the chain back: the
 * keeper compares against the block it last harvested at and starts over when
 * the chain is behind it.
 */
import { createPublicClient, createWalletClient, formatUnits, http, type Address } from 'viem';
import { foundry } from 'viem/chains';
import { fuelVaultAbi } from '@fuelswap/contracts';
import type { KeeperContext, KeeperFactory } from './index.ts';
import { waitMined } from '../tx.ts';

export const DEFAULT_HARVEST_EVERY_BLOCKS = 100;
export const KEEPER_ACCOUNT_INDEX = 10;

/** Harvest period in blocks from the environment (a non-negative integer; 0 = off). */
export function harvestEveryBlocks(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DEVNET_VAULT_HARVEST_BLOCKS;
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
  let stopped = false;
  let current: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (!vault || every <= 0) {
    ctx.log(vault ? 'off (DEVNET_VAULT_HARVEST_BLOCKS=0)' : 'no vault in the deployment: nothing to harvest');
    return { stop: async () => undefined };
  }
  const chain = { ...foundry, id: ctx.deployment.chainId };
  const transport = http(ctx.rpcUrl, { retryCount: 0, timeout: 10_000 });
  const pub = createPublicClient({ chain, transport });
  const wallet = createWalletClient({ chain, transport });
  let keeper: Address | undefined;
  let last: bigint | undefined;

  const tick = async () => {
    try {
      keeper ??= (await wallet.getAddresses())[KEEPER_ACCOUNT_INDEX];
      if (!keeper) throw new Error(`anvil has no account #${KEEPER_ACCOUNT_INDEX}`);
      const block = await pub.getBlockNumber();
      if (last === undefined) {
        // The first harvest waits a full period after start, so a restart does not harvest at once.
        last = block;
        return;
      }
      if (!harvestDue(block, last, every)) return;
      last = block;
      const bounty = await pub.readContract({ address: vault, abi: fuelVaultAbi, functionName: 'calculateHarvestCakeRewards' });
      if (bounty === 0n) return;
      const hash = await wallet.writeContract({ account: keeper, chain, address: vault, abi: fuelVaultAbi, functionName: 'harvest' });
      const receipt = await waitMined(pub, hash, ctx.blockTime, 250);
      ctx.log(`harvest at block ${receipt.blockNumber}: ${receipt.status}, bounty about ${formatUnits(bounty, 9)} FUEL`);
    } catch (e) {
      ctx.log(`harvest failed (retrying next block): ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
    }
  };

  const loop = () => {
    if (stopped) return;
    current = tick().finally(() => {
      if (!stopped) timer = setTimeout(loop, ctx.blockTime * 1000);
    });
  };
  loop();
  ctx.log(`harvesting ${vault} every ${every} blocks`);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}

export const vaultKeeper: KeeperFactory = { name: 'vault', start: (ctx) => startVaultKeeper(ctx) };
