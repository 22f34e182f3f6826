/**
 * Profile screens in Chromium against a running devnet:
 *
 * 1. RPC requests per refresh on /profile (anvil #9, which the devnet gives a profile) and /teams, wallet
 *    connected, beside the limit of one batched request per refresh. The page's read is the aggregate3 that
 *    calls the profile registry; every other request is counted apart.
 * 2. Time to first render of /collectibles with 100 owned collectibles: the deployer grants itself the
 *    minter role and mints 100 bunnies to anvil #13; then from navigation until the 100 Transfer buttons
 *    show (every token id and variation read).
 *
 * Limit for 2: 2,500 ms, the "good" Largest Contentful Paint threshold of web.dev's Core Web Vitals (the
 * spec gives none).
 *
 * Part of `npm run bench` (bench/app.ts, on its devnet). Alone: `npx tsx bench/profile.ts` starts its own
 * devnet (ports 28545/25173, `.devnet-bench`; set E2E_INDEXER_PORT/E2E_API_PORT when an e2e devnet runs
 * beside it), or `npx tsx bench/profile.ts <webUrl> <rpcUrl>` measures a running one.
 */
import { createTestClient, decodeFunctionData, http, keccak256, multicall3Abi, publicActions, toHex, walletActions, type Hex } from 'viem';
import { foundry } from 'viem/chains';
import type { Page, Request, Response } from 'playwright-core';
import { fuelBunniesAbi } from '@fuelswap/contracts';
import { devnetAccounts, parseDeployment, type Deployment } from '@fuelswap/config';
import { launchChromium, ratio } from './browser.ts';
import { openConnected, rpcCall } from './requests.ts';
import { anvilAccount } from '../e2e/accounts.ts';

const WITH_PROFILE = anvilAccount(9);
const COLLECTOR = anvilAccount(13);
const WINDOW_MS = 30_000;
const OWNED = 100;
const RENDER_LIMIT_MS = 2_500;

/**
 * Every POST the open page sends to the RPC over WINDOW_MS, per refresh (a block-number answer above the last
 * block seen). The block poll and the page's reads ride in one JSON-RPC batch (app/src/chain/wagmi.ts), so the
 * figure is POSTs per refresh, beside the limit of one; the page's read is the aggregate3 calling the registry,
 * counted wherever it rides.
 */
async function requestsPerRefresh(page: Page, webUrl: string, rpcUrl: string, path: string, registry: string): Promise<string> {
  await openConnected(page, webUrl, rpcUrl, path, WITH_PROFILE);
  await page.waitForTimeout(4000);
  const origin = new URL(rpcUrl).origin;
  const c = { posts: 0, withPageRead: 0, pageReadCalls: 0, refreshes: 0 };
  let lastSeen = Number(await rpcCall(rpcUrl, 'eth_blockNumber'));
  const onRequest = (r: Request) => {
    if (new URL(r.url()).origin !== origin || r.method() !== 'POST') return;
    c.posts++;
    const body = r.postDataJSON() as RpcBody | RpcBody[];
    for (const call of Array.isArray(body) ? body : [body]) {
      const targets = aggregateTargets(call);
      if (targets.includes(registry)) {
        c.withPageRead++;
        c.pageReadCalls = targets.length;
      }
    }
  };
  const onResponse = async (res: Response) => {
    const req = res.request();
    if (new URL(req.url()).origin !== origin || req.method() !== 'POST') return;
    const body = req.postDataJSON() as RpcBody | RpcBody[];
    const calls = Array.isArray(body) ? body : [body];
    const i = calls.findIndex((x) => x.method === 'eth_blockNumber');
    if (i < 0) return;
    try {
      const json = (await res.json()) as { id: number; result?: string } | { id: number; result?: string }[];
      const answers = Array.isArray(json) ? json : [json];
      const n = Number(answers[i]?.result);
      if (n > lastSeen) {
        c.refreshes++;
        lastSeen = n;
      }
    } catch {
      /* page closed */
    }
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  await page.waitForTimeout(WINDOW_MS);
  page.off('request', onRequest);
  page.off('response', onResponse);
  const n = Math.max(1, c.refreshes);
  return (
    `  ${path.padEnd(9)} ${c.posts} requests over ${c.refreshes} refreshes in ${WINDOW_MS / 1000} s = ${(c.posts / n).toFixed(2)} per refresh, ` +
    `${ratio(c.posts / n, 1)} of the limit of 1; the page's read (one aggregate3 of ${c.pageReadCalls} calls) rode in ${c.withPageRead} of them`
  );
}

interface RpcBody {
  method: string;
  params?: unknown[];
}

/** The lower-case targets of an aggregate3 eth_call; empty for any other call. */
function aggregateTargets(body: RpcBody): string[] {
  if (body.method !== 'eth_call') return [];
  const p = body.params?.[0] as { data?: Hex; input?: Hex } | undefined;
  const data = p?.data ?? p?.input;
  if (!data) return [];
  try {
    const d = decodeFunctionData({ abi: multicall3Abi, data });
    return d.functionName === 'aggregate3' ? d.args[0].map((x) => x.target.toLowerCase()) : [];
  } catch {
    return [];
  }
}

async function mintHundred(rpcUrl: string, d: Deployment): Promise<void> {
  const p = d.profile!;
  const chain = createTestClient({ chain: { ...foundry, id: 31337 }, mode: 'anvil', transport: http(rpcUrl) })
    .extend(publicActions)
    .extend(walletActions);
  const have = await chain.readContract({ address: p.bunnies, abi: fuelBunniesAbi, functionName: 'balanceOf', args: [COLLECTOR] });
  if (have >= BigInt(OWNED)) return;
  const admin = devnetAccounts(d).deployer;
  const send = async (functionName: 'grantRole' | 'mint', args: readonly unknown[]) => {
    const hash = await chain.writeContract({
      account: admin,
      address: p.bunnies,
      abi: fuelBunniesAbi,
      functionName,
      args: args as never,
      chain: chain.chain,
    });
    return hash;
  };
  await chain.waitForTransactionReceipt({ hash: await send('grantRole', [keccak256(toHex('MINTER_ROLE')), admin]) });
  // In rounds of 20, each waited for, until the wallet holds OWNED.
  for (let round = 0; round < 10; round++) {
    const now = Number(await chain.readContract({ address: p.bunnies, abi: fuelBunniesAbi, functionName: 'balanceOf', args: [COLLECTOR] }));
    if (now >= OWNED) return;
    const hashes: Hex[] = [];
    for (let i = now; i < Math.min(OWNED, now + 20); i++) hashes.push(await send('mint', [COLLECTOR, `${i % 7}.json`, i % 7]));
    for (const hash of hashes) await chain.waitForTransactionReceipt({ hash });
  }
  throw new Error(`could not mint ${OWNED} collectibles to ${COLLECTOR}`);
}

async function collectiblesRender(page: Page, webUrl: string, rpcUrl: string): Promise<string> {
  await openConnected(page, webUrl, rpcUrl, '/collectibles', COLLECTOR);
  await page.waitForTimeout(1000);
  const t0 = Date.now();
  await page.goto(webUrl + '/collectibles', { waitUntil: 'commit' });
  const transfers = page.getByRole('button', { name: /^Transfer #/ });
  const deadline = t0 + 60_000;
  while ((await transfers.count()) < OWNED && Date.now() < deadline) await page.waitForTimeout(25);
  const ms = Date.now() - t0;
  const n = await transfers.count();
  if (n < OWNED) return `  /collectibles with ${OWNED} owned: only ${n} rendered after 60 s (limit ${RENDER_LIMIT_MS} ms)`;
  return `  /collectibles with ${OWNED} owned: all ${n} rendered with their variation ${ms} ms after navigation, ${ratio(ms, RENDER_LIMIT_MS)} of the limit of ${RENDER_LIMIT_MS} ms`;
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
  const [webUrl, rpcUrl] = process.argv.slice(2);
  const run = async (): Promise<string[]> => {
    if (webUrl && rpcUrl) return benchProfile(webUrl, rpcUrl);
    const { startTestDevnet } = await import('../e2e/devnet.ts');
    const devnet = await startTestDevnet({
      rpcPort: process.env.BENCH_RPC_PORT ?? '28545',
      webPort: process.env.BENCH_WEB_PORT ?? '25173',
      dir: '.devnet-bench',
      blockTime: '1',
    });
    try {
      return await benchProfile(devnet.webUrl, devnet.rpcUrl);
    } finally {
      await devnet.stop();
    }
  };
  run().then(
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
