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
import { createTestClient, decodeFunctionData, http, keccak256, publicActions, toHex, walletActions, type Address, type Hex } from 'viem';
import { foundry } from 'viem/chains';
import type { Page } from 'playwright-core';
import { fuelBunniesAbi, multicall3Abi } from '@fuelswap/contracts';
import { parseDeployment, type Deployment } from '@fuelswap/config';
import { launchChromium, ratio } from './browser.ts';
import { installTestWallet } from '../e2e/wallet.ts';
import { anvilAccount } from '../e2e/accounts.ts';

const WITH_PROFILE = anvilAccount(9);
const COLLECTOR = anvilAccount(13);
const WINDOW_MS = 30_000;
const OWNED = 100;

interface RpcBody {
  method: string;
  params?: unknown[];
}

async function rpc(rpcUrl: string, method: string): Promise<string> {
  const res = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }) });
  return ((await res.json()) as { result: string }).result;
}

/** Targets of the calls inside an aggregate3 eth_call (empty for any other request). */
function aggregateTargets(body: RpcBody): string[] {
  if (body.method !== 'eth_call') return [];
  const p = body.params?.[0] as { data?: Hex; input?: Hex } | undefined;
  const data = p?.data ?? p?.input;
  if (!data) return [];
  try {
    const d = decodeFunctionData({ abi: multicall3Abi, data });
    return d.functionName === 'aggregate3' ? (d.args[0] as readonly { target: string }[]).map((c) => c.target.toLowerCase()) : [];
  } catch {
    return [];
  }
}

async function connect(page: Page, webUrl: string, rpcUrl: string, path: string, account: Address): Promise<void> {
  await installTestWallet(page as never, { rpcUrl, account });
  await page.goto(webUrl + path, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: /connect wallet/i }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: /E2E Test Wallet/ }).click();
}

async function requestsPerRefresh(page: Page, webUrl: string, rpcUrl: string, path: string, registry: string): Promise<string> {
  await connect(page, webUrl, rpcUrl, path, WITH_PROFILE);
  await page.waitForTimeout(4000);
  const counts = { blockNumber: 0, pageRead: 0, otherCall: 0, other: 0 };
  let pageReadCalls = 0;
  let lastSeen = Number(await rpc(rpcUrl, 'eth_blockNumber'));
  let refreshes = 0;
  page.on('response', async (res) => {
    const req = res.request();
    if (!req.url().startsWith(rpcUrl) || req.method() !== 'POST') return;
    const body = req.postDataJSON() as RpcBody | RpcBody[];
    if ((Array.isArray(body) ? body[0] : body)?.method !== 'eth_blockNumber') return;
    try {
      const json = (await res.json()) as { result?: string } | { result?: string }[];
      const n = Number((Array.isArray(json) ? json[0] : json)?.result);
      if (n > lastSeen) {
        refreshes++;
        lastSeen = n;
      }
    } catch {
      /* page closed */
    }
  });
  page.on('request', (r) => {
    if (!r.url().startsWith(rpcUrl) || r.method() !== 'POST') return;
    const body = r.postDataJSON() as RpcBody | RpcBody[];
    const first = Array.isArray(body) ? body[0] : body;
    if (!first) return;
    if (first.method === 'eth_blockNumber') counts.blockNumber++;
    else if (first.method === 'eth_call') {
      const targets = aggregateTargets(first);
      if (targets.includes(registry)) {
        counts.pageRead++;
        pageReadCalls = targets.length;
      } else counts.otherCall++;
    } else counts.other++;
  });
  const b0 = Number(await rpc(rpcUrl, 'eth_blockNumber'));
  await page.waitForTimeout(WINDOW_MS);
  const blocks = Number(await rpc(rpcUrl, 'eth_blockNumber')) - b0;
  const n = Math.max(1, refreshes);
  const all = counts.pageRead + counts.otherCall + counts.other;
  return (
    `  ${path.padEnd(9)} ${refreshes} refreshes (${blocks} blocks): ${all} read requests = ${(all / n).toFixed(2)} per refresh, ` +
    `${ratio(all / n, 1)} of the limit of 1; the page's batched read (${pageReadCalls} calls in one aggregate3) ` +
    `${(counts.pageRead / n).toFixed(2)} per refresh; other eth_call ${counts.otherCall}, other methods ${counts.other}`
  );
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
  await connect(page, webUrl, rpcUrl, '/collectibles', COLLECTOR);
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
