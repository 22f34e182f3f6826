/**
 * Profile screens in Chromium against a running devnet (issue 14):
 *
 * 1. RPC requests per refresh on /profile (anvil #9, which the devnet gives a profile) and /teams, wallet
 *    connected, beside the limit of one batched request per refresh. The page's read is the aggregate3 that
 *    calls the profile registry; every other request is counted apart.
 * 2. Time to first render of /collectibles with 100 owned collectibles: the deployer grants itself the
 *    minter role and mints 100 bunnies to anvil #13; then from navigation until the 100 Transfer buttons
 *    show (every token id and variation read).
 *
 *   npx tsx bench/profile.ts <webUrl> <rpcUrl>
 */
import { createTestClient, http, keccak256, publicActions, toHex, walletActions, type Hex } from 'viem';
import { foundry } from 'viem/chains';
import type { Page } from 'playwright-core';
import { fuelBunniesAbi } from '@fuelswap/contracts';
import { parseDeployment, type Deployment } from '@fuelswap/config';
import { launchChromium } from './browser.ts';
import { openConnected, pageRequestsPerRefresh } from './requests.ts';
import { anvilAccount } from '../e2e/accounts.ts';

const WITH_PROFILE = anvilAccount(9);
const COLLECTOR = anvilAccount(13);
const WINDOW_MS = 30_000;
const OWNED = 100;

async function requestsPerRefresh(page: Page, webUrl: string, rpcUrl: string, path: string, registry: string): Promise<string> {
  await openConnected(page, webUrl, rpcUrl, path, WITH_PROFILE);
  await page.waitForTimeout(4000);
  // The page's read is the aggregate3 that calls the profile registry.
  return pageRequestsPerRefresh(page, rpcUrl, { label: path, windowMs: WINDOW_MS, isPageRead: (targets) => targets.includes(registry) });
}

async function mintHundred(rpcUrl: string, d: Deployment): Promise<void> {
  const p = d.profile!;
  const chain = createTestClient({ chain: { ...foundry, id: 31337 }, mode: 'anvil', transport: http(rpcUrl) }).extend(publicActions).extend(walletActions);
  const have = await chain.readContract({ address: p.bunnies, abi: fuelBunniesAbi, functionName: 'balanceOf', args: [COLLECTOR] });
  if (have >= BigInt(OWNED)) return;
  const admin = d.accounts.deployer;
  const send = async (functionName: 'grantRole' | 'mint', args: readonly unknown[]) => {
    const hash = await chain.writeContract({ account: admin, address: p.bunnies, abi: fuelBunniesAbi, functionName, args: args as never, chain: chain.chain });
    return hash;
  };
  await chain.waitForTransactionReceipt({ hash: await send('grantRole', [keccak256(toHex('MINTER_ROLE')), admin]) });
  let last: Hex | undefined;
  for (let i = Number(have); i < OWNED; i++) last = await send('mint', [COLLECTOR, `${i % 7}.json`, i % 7]);
  if (last) await chain.waitForTransactionReceipt({ hash: last });
}

async function collectiblesRender(page: Page, webUrl: string, rpcUrl: string): Promise<string> {
  await openConnected(page, webUrl, rpcUrl, '/collectibles', COLLECTOR);
  await page.waitForTimeout(1000);
  const t0 = Date.now();
  await page.goto(webUrl + '/collectibles', { waitUntil: 'commit' });
  const transfers = page.getByRole('button', { name: /^Transfer #/ });
  const deadline = t0 + 60_000;
  while ((await transfers.count()) < OWNED && Date.now() < deadline) await page.waitForTimeout(25);
  const n = await transfers.count();
  return `  /collectibles with ${OWNED} owned: ${n} collectibles rendered with their variation ${Date.now() - t0} ms after navigation`;
}

export async function benchProfile(webUrl: string, rpcUrl: string): Promise<string[]> {
  const d = parseDeployment(await (await fetch(`${webUrl}/devnet/deployment.json`)).json());
  if (!d.profile) return ['profile: the devnet deployment has no profile section (redeploy)'];
  const lines = ['RPC requests per refresh on the profile screens (anvil #9, which has a profile):'];
  const browser = await launchChromium();
  try {
    for (const path of ['/profile', '/teams']) {
      const page = await browser.newPage();
      lines.push(await requestsPerRefresh(page, webUrl, rpcUrl, path, d.profile.profile.toLowerCase()));
      await page.close();
    }
    await mintHundred(rpcUrl, d);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    lines.push(await collectiblesRender(page, webUrl, rpcUrl));
    await page.close();
  } finally {
    await browser.close();
  }
  return lines;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const [webUrl = 'http://127.0.0.1:5173', rpcUrl = 'http://127.0.0.1:8545'] = process.argv.slice(2);
  benchProfile(webUrl, rpcUrl).then(
    (lines) => {
      for (const l of lines) console.log(l);
      process.exit(0);
    },
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
