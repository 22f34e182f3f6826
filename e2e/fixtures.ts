/**
 * Playwright fixtures: the deployment, a viem client on the devnet with a
 * snapshot taken before each test and reverted after it (so every test
 * starts from the seeded chain), and `connect()` which injects the EIP-6963
 * test wallet for an account before the page loads.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createTestClient, http, publicActions, walletActions, type Address, type Hex } from 'viem';
import { foundry } from 'viem/chains';
import { parseDeployment, type Deployment } from '@fuelswap/config';
import { installTestWallet, type TestWalletOptions } from './wallet.ts';

export const RPC_URL = process.env.E2E_RPC_URL ?? 'http://127.0.0.1:18545';
const DEPLOYMENT_FILE = resolve(process.env.E2E_DEPLOYMENT_FILE ?? '.devnet-test/deployment.json');

export function makeChainClient() {
  return createTestClient({ chain: { ...foundry, id: 31337 }, mode: 'anvil', transport: http(RPC_URL) })
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
    const snapshot = (await client.snapshot()) as Hex;
    await use(client);
    await client.revert({ id: snapshot });
  },
  useWallet: async ({ page, chain }, use) => {
    void chain; // ensures the snapshot is taken before the wallet acts
    await use(async (account, opts) => {
      await installTestWallet(page, { rpcUrl: RPC_URL, account, ...opts });
    });
  },
});

export { expect };

/** Opens the connect dialog and picks a wallet by its announced name. */
export async function connectWith(page: Page, walletName: string): Promise<void> {
  await page.getByRole('button', { name: /connect wallet/i }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: new RegExp(walletName, 'i') }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}
