/**
 * Snapshot and revert on an interval-mining anvil without racing its miner.
 *
 * Anvil (1.7.1) does not serialize evm_revert against its interval miner: a revert that lands while a block is
 * being mined leaves that block on top of the dropped history, numbered after it. a fresh-clone npm test saw it once:
 * the chain went 403, then 419 (with block 403's timestamp, its parent the dropped 418), and no block 404-418 at
 * all. The indexer then took 418 for the common ancestor of the reorg and kept the dropped blocks' rows (a profile
 * created twice: "Primary key conflict in table 'profile_user'"), and a fresh index could never fetch block 404.
 * Reproduced beside two busy loops: 3 of 66 reverts at random moments left a hole (`npx tsx bench/anvil-revert.ts` counts them).
 *
 * So interval mining stops first and one block is mined: anvil mines one block at a time, so that mine returns
 * only after any block already in progress, and nothing is mined until interval mining resumes. The extra block is
 * harmless: before a snapshot it joins the base, before a revert it is dropped with the test's blocks.
 */
import type { TestClient } from 'viem';

type MiningClient = Pick<TestClient, 'setAutomine' | 'setIntervalMining' | 'mine'>;

/** Stops block production: no automine, no interval mining. */
export async function pauseMining(chain: MiningClient): Promise<void> {
  await chain.setAutomine(false);
  await chain.setIntervalMining({ interval: 0 });
}

/** Mines a block every `blockTime` seconds again (the devnet's mode). */
export async function resumeMining(chain: MiningClient, blockTime: number): Promise<void> {
  await chain.setIntervalMining({ interval: blockTime });
}

/** Runs `step` (a snapshot or a revert) while no block is being mined, then mines every `blockTime` s again. */
export async function withMiningStopped<T>(chain: MiningClient, blockTime: number, step: () => Promise<T>): Promise<T> {
  await pauseMining(chain);
  try {
    await chain.mine({ blocks: 1 });
    return await step();
  } finally {
    await resumeMining(chain, blockTime);
  }
}
