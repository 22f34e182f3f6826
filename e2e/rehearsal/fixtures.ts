/**
 * What the rehearsal's specs share: the deployment `npm run deploy` wrote, a viem client on the rehearsal's node
 * (chain 97), and the EIP-6963 test wallet on chain 97 for one of anvil's unlocked accounts. No snapshots: the specs
 * move one chain forward, as the keepers and the indexer expect of a real one. The wallet's connect step and `sendOk`
 * are the devnet suite's too (e2e/steps.ts).
 */
import { test as base, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createTestClient, defineChain, http, publicActions, walletActions, type Address } from 'viem';
import { parseDeployment, type Deployment } from '@fuelswap/config';
import { installTestWallet } from '../wallet.ts';
import { readState, type RehearsalState } from './env.ts';

export function chainClient(rpcUrl: string) {
  const chain = defineChain({
    id: 97,
    name: 'BSC testnet (rehearsal)',
    nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  return createTestClient({ chain, mode: 'anvil', transport: http(rpcUrl), pollingInterval: 200 })
    .extend(publicActions)
    .extend(walletActions);
}
export type ChainClient = ReturnType<typeof chainClient>;

interface Fixtures {
  state: RehearsalState;
  deployment: Deployment;
  chain: ChainClient;
  useWallet: (account: Address) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  state: async ({}, use) => use(readState()),
  deployment: async ({ state }, use) => use(parseDeployment(JSON.parse(readFileSync(state.deploymentFile, 'utf8')))),
  chain: async ({ state }, use) => use(chainClient(state.rpcUrl)),
  useWallet: async ({ page, state }, use) => {
    await use((account) => installTestWallet(page, { rpcUrl: state.rpcUrl, account, chainId: 97, knownChains: [97] }));
  },
});
export { expect };
export { connectWith, sendOk } from '../steps.ts';

/** Mines up to `block` at once (anvil_mine), as the chain would in the time between. */
export async function mineTo(chain: ChainClient, block: bigint): Promise<void> {
  // Not viem's cached head: a stale one would mine past `block`.
  const head = await chain.getBlockNumber({ cacheTime: 0 });
  if (block > head) await chain.mine({ blocks: Number(block - head) });
}
