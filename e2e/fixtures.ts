/**
 * Playwright fixtures: the deployment, a viem client on the devnet with a
 * snapshot taken before each test and reverted after it (so every test
 * starts from the seeded chain), and `connect()` which injects the EIP-6963
 * test wallet for an account before the page loads. Also the chain-side steps
 * several specs share (`makeProfile`; `connectWith` and `sendOk`, shared with the
 * chain-97 rehearsal, are e2e/steps.ts's); the lottery's are in lottery.ts.
 */
// First: this worker's devnet (its E2E_* variables) before anything reads them.
import './lane.ts';
import { test as base, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createTestClient, erc20Abi, http, maxUint256, publicActions, walletActions, type Address, type Hex } from 'viem';
import { foundry } from 'viem/chains';
import { fuelBunniesAbi, fuelBunnyFactoryAbi, fuelProfileAbi } from '@fuelswap/contracts';
import { parseDeployment, type Deployment } from '@fuelswap/config';
import { installTestWallet, type TestWalletOptions } from './wallet.ts';
import { sendOk } from './steps.ts';
import { indexedHead } from '../devnet/src/indexer-watchdog.ts';
import { pauseMining as pauseChainMining, resumeMining as resumeChainMining, withMiningStopped } from '../devnet/src/mining.ts';

export const RPC_URL = process.env.E2E_RPC_URL ?? 'http://127.0.0.1:18545';
/** The e2e devnet's indexer (e2e/devnet.ts puts it on E2E_INDEXER_PORT, default 14069). */
export const INDEXER_URL = `http://127.0.0.1:${process.env.E2E_INDEXER_PORT ?? '14069'}`;
const DEPLOYMENT_FILE = resolve(process.env.E2E_DEPLOYMENT_FILE ?? '.devnet-test/deployment.json');

export function makeChainClient() {
  // Polled every 250 ms: the devnet makes a block a second, and viem's default for a chain without a block time
  // is 4 s, so each waitForTransactionReceipt waited about 4 s for a 1 s block (and getBlockNumber was cached 4 s).
  return createTestClient({ chain: { ...foundry, id: 31337 }, mode: 'anvil', transport: http(RPC_URL), pollingInterval: 250 })
    .extend(publicActions)
    .extend(walletActions);
}
export type ChainClient = ReturnType<typeof makeChainClient>;

interface Fixtures {
  deployment: Deployment;
  chain: ChainClient;
  /** Injects the test wallet (before navigation) for an account. */
  useWallet: (account: Address, opts?: Partial<TestWalletOptions>) => Promise<void>;
}

let cachedDeployment: Deployment | undefined;

export const test = base.extend<Fixtures>({
  deployment: async ({}, use) => {
    cachedDeployment ??= parseDeployment(JSON.parse(readFileSync(DEPLOYMENT_FILE, 'utf8')));
    await use(cachedDeployment);
  },
  chain: async ({}, use) => {
    const client = makeChainClient();
    // Never while a block is being mined: anvil's revert races its miner (devnet/src/mining.ts).
    const snapshot = await withMiningStopped(client, BLOCK_TIME, async () => (await client.snapshot()) as Hex);
    await use(client);
    await withMiningStopped(client, BLOCK_TIME, () => client.revert({ id: snapshot }));
  },
  useWallet: async ({ page, chain }, use) => {
    void chain; // ensures the snapshot is taken before the wallet acts
    await use(async (account, opts) => {
      await installTestWallet(page, { rpcUrl: RPC_URL, account, ...opts });
    });
  },
});

export { expect };
export { connectWith, sendOk } from './steps.ts';

/** Seconds per block of the e2e devnet (e2e/devnet.ts starts it with E2E_BLOCK_TIME, default 1). */
export const BLOCK_TIME = Number(process.env.E2E_BLOCK_TIME ?? '1');

/** Stops block production: no automine, no interval mining. */
export const pauseMining = (chain: ChainClient): Promise<void> => pauseChainMining(chain);

/** Mines a block every BLOCK_TIME seconds again (the devnet's mode; a snapshot revert does not restore it). */
export const resumeMining = (chain: ChainClient): Promise<void> => resumeChainMining(chain, BLOCK_TIME);

/**
 * A profile for `who` made through the contracts, as the profile screens would: claim the starter
 * collectible of `variation` (1 FUEL), lock it in and join `team`; the profile is then active. Returns the locked
 * collectible's token id.
 */
export async function makeProfile(
  chain: ChainClient,
  d: Deployment,
  who: Address,
  o: { variation: number; team: bigint },
): Promise<bigint> {
  const p = d.profile!;
  const fuel = d.tokens.find((t) => t.symbol === 'FUEL')!.address;
  await sendOk(
    chain,
    chain.writeContract({
      account: who,
      address: fuel,
      abi: erc20Abi,
      functionName: 'approve',
      args: [p.bunnyFactory, maxUint256],
      chain: null,
    }),
  );
  await sendOk(
    chain,
    chain.writeContract({
      account: who,
      address: fuel,
      abi: erc20Abi,
      functionName: 'approve',
      args: [p.profile, maxUint256],
      chain: null,
    }),
  );
  await sendOk(
    chain,
    chain.writeContract({
      account: who,
      address: p.bunnyFactory,
      abi: fuelBunnyFactoryAbi,
      functionName: 'mintNFT',
      args: [o.variation],
      chain: null,
    }),
  );
  const tokenId = await chain.readContract({
    address: p.bunnies,
    abi: fuelBunniesAbi,
    functionName: 'tokenOfOwnerByIndex',
    args: [who, 0n],
  });
  await sendOk(
    chain,
    chain.writeContract({
      account: who,
      address: p.bunnies,
      abi: fuelBunniesAbi,
      functionName: 'setApprovalForAll',
      args: [p.profile, true],
      chain: null,
    }),
  );
  await sendOk(
    chain,
    chain.writeContract({
      account: who,
      address: p.profile,
      abi: fuelProfileAbi,
      functionName: 'createProfile',
      args: [o.team, p.bunnies, tokenId],
      chain: null,
    }),
  );
  expect(await chain.readContract({ address: p.profile, abi: fuelProfileAbi, functionName: 'getUserStatus', args: [who] })).toBe(true);
  return tokenId;
}

/**
 * Waits until the indexer has committed the chain's current head, on the chain as it is now: every test reverts
 * its snapshot, and after a deep revert the devnet's watchdog may be restarting the indexer on a fresh index
 * (devnet/src/indexer-watchdog.ts: up to 15 s to notice, then a fresh start). The indexer's block is compared by
 * hash (its `indexedHead` row): the blocks mined after a revert have the dropped ones' numbers and timestamps, and a
 * number-and-timestamp check once passed an indexer that still served an earlier test's rows (CI, lottery spec).
 * Call it before a test relies on indexed history; the test's time is extended by the wait's budget (120 s).
 */
export async function indexerFollows(chain: ChainClient): Promise<void> {
  const budget = 120_000;
  test.info().setTimeout(test.info().timeout + budget);
  const head = await chain.getBlock();
  await expect
    .poll(
      async () => {
        const b = await indexedHead(INDEXER_URL);
        if (!b || b.number < Number(head.number)) return `indexed ${b?.number ?? 'nothing'}, head ${head.number}`;
        const onChain = await chain.getBlock({ blockNumber: BigInt(b.number) }).catch(() => undefined);
        return onChain?.hash.toLowerCase() === b.hash?.toLowerCase() ? 'follows' : `block ${b.number} is not the chain's`;
      },
      { timeout: budget, intervals: [500, 1_000] },
    )
    .toBe('follows');
}

/**
 * Mines to `block` in chunks of 100. One anvil_mine of 500 blocks outlasted the client's 10 s timeout on a loaded
 * machine while anvil kept mining (the IFO test failed so in CI), and the fixture's snapshot revert then raced that
 * mine and left anvil without the blocks between the snapshot and the mine's end.
 */
export async function mineTo(chain: ChainClient, block: bigint): Promise<void> {
  for (;;) {
    const now = await chain.getBlockNumber({ cacheTime: 0 });
    if (block <= now) return;
    await chain.mine({ blocks: Math.min(100, Number(block - now)) });
  }
}
