/**
 * Yield screens in Chromium against a running devnet (issue 7):
 *
 * 1. RPC requests per refresh on /farms and on /pools with a wallet
 *    connected. The app refreshes its reads whenever its block-number poll
 *    sees a new block (every poll on a devnet with blocks faster than the
 *    poll), so a refresh is a poll answer with a higher block: HTTP
 *    requests to the RPC other than those polls, per refresh, beside the
 *    limit of one batched request per refresh. The page's own read (one
 *    Multicall3 aggregate3 with every farm or pool call) is told apart from
 *    other reads (the shell's) by its number of calls.
 * 2. Time to first render of the pools: from navigation until the first
 *    rows show their APR (the data of all pools and the vault arrives in one
 *    read), and until 30 pools have been rendered (the Live list scrolled to
 *    its end, then the Finished list of a wallet with finished stakes).
 *
 *   import { benchYield } from './yield.ts';
 *   lines = await benchYield(devnet.webUrl, devnet.rpcUrl);
 */
import { decodeFunctionData, type Hex } from 'viem';
import type { Page } from 'playwright-core';
import { multicall3Abi } from '@fuelswap/contracts';
import { launchChromium, ratio } from './browser.ts';
import { installTestWallet } from '../e2e/wallet.ts';
import { anvilAccount } from '../e2e/accounts.ts';

/** A wallet without stakes, and anvil #6, which the devnet gives stakes in finished pools. */
const READER = anvilAccount(7);
const FINISHED_STAKER = anvilAccount(6);
/** Window over which requests are counted. */
const WINDOW_MS = 30_000;
/** An aggregate3 with at least this many calls is a page's batched read, not the shell's price read. */
const PAGE_READ_MIN_CALLS = 40;

interface RpcBody {
  method: string;
  params?: unknown[];
}

async function rpc(rpcUrl: string, method: string): Promise<string> {
  const res = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }) });
  return ((await res.json()) as { result: string }).result;
}

/** Calls inside an aggregate3 eth_call, or 0 for any other request. */
function aggregateSize(body: RpcBody): number {
  if (body.method !== 'eth_call') return 0;
  const data = (body.params?.[0] as { data?: Hex; input?: Hex } | undefined)?.data ?? (body.params?.[0] as { input?: Hex } | undefined)?.input;
  if (!data) return 0;
  try {
    const decoded = decodeFunctionData({ abi: multicall3Abi, data });
    return decoded.functionName === 'aggregate3' ? (decoded.args[0] as readonly unknown[]).length : 0;
  } catch {
    return 0;
  }
}

async function openWithWallet(page: Page, webUrl: string, rpcUrl: string, path: string, account = READER): Promise<void> {
  await installTestWallet(page as never, { rpcUrl, account });
  await page.goto(webUrl + path, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: /connect wallet/i }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: /E2E Test Wallet/ }).click();
}

async function requestsPerRefresh(page: Page, webUrl: string, rpcUrl: string, path: string): Promise<string> {
  await openWithWallet(page, webUrl, rpcUrl, path);
  await page.waitForTimeout(4000);
  const counts = { blockNumber: 0, pageRead: 0, otherCall: 0, other: 0 };
  let pageReadCalls = 0;
  // Blocks the app has not seen yet: any poll answer above the current head is a refresh.
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
      const n = aggregateSize(first);
      if (n >= PAGE_READ_MIN_CALLS) {
        counts.pageRead++;
        pageReadCalls = n;
      } else counts.otherCall++;
    } else counts.other++;
  });
  const b0 = Number(await rpc(rpcUrl, 'eth_blockNumber'));
  await page.waitForTimeout(WINDOW_MS);
  const blocks = Number(await rpc(rpcUrl, 'eth_blockNumber')) - b0;
  const n = Math.max(1, refreshes);
  const all = counts.pageRead + counts.otherCall + counts.other;
  const perRefresh = all / n;
  const pagePerRefresh = counts.pageRead / n;
  return (
    `  ${path.padEnd(7)} ${refreshes} refreshes (${blocks} blocks, ${counts.blockNumber} block-number polls in ${WINDOW_MS / 1000} s): ` +
    `${all} read requests = ${perRefresh.toFixed(2)} per refresh, ${ratio(perRefresh, 1)} of the limit of 1; ` +
    `of which the page's batched read (${pageReadCalls} calls in one aggregate3) ${pagePerRefresh.toFixed(2)} per refresh; ` +
    `other eth_call ${counts.otherCall}, other methods ${counts.other}`
  );
}

/** Rows showing an APR figure (not a dash). */
async function rowsWithApr(page: Page): Promise<number> {
  return page.locator('[data-testid="pool-row"]').filter({ hasText: /\d%/ }).count();
}

async function renderTimes(page: Page, webUrl: string, rpcUrl: string): Promise<string[]> {
  await installTestWallet(page as never, { rpcUrl, account: FINISHED_STAKER });
  // A connected wallet from the first paint: the connection is remembered by the app's storage.
  await page.goto(webUrl + '/pools', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: /connect wallet/i }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: /E2E Test Wallet/ }).click();
  await page.waitForTimeout(1000);

  const t0 = Date.now();
  await page.goto(webUrl + '/pools', { waitUntil: 'commit' });
  const deadline = t0 + 60_000;
  while ((await rowsWithApr(page)) < 12 && Date.now() < deadline) await page.waitForTimeout(25);
  const first = Date.now() - t0;
  const firstCount = await rowsWithApr(page);

  // Scroll the Live list to its end, then the Finished one, counting every pool rendered.
  const seen = new Set<string>();
  const collect = async () => {
    for (const key of await page.locator('[data-testid="pool-row"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-pool') ?? ''))) seen.add(key);
  };
  const scrollToEnd = async () => {
    let before = -1;
    while (Date.now() < deadline) {
      await collect();
      const n = await page.locator('[data-testid="pool-row"]').count();
      if (n === before) break;
      before = n;
      await page.mouse.wheel(0, 50_000);
      await page.waitForTimeout(150);
    }
  };
  await scrollToEnd();
  const live = seen.size;
  await page.getByRole('link', { name: 'Finished' }).click();
  await page.waitForURL(/\/pools\/history$/);
  while ((await page.locator('[data-testid="pool-row"]').count()) === 0 && Date.now() < deadline) await page.waitForTimeout(25);
  await scrollToEnd();
  const thirty = Date.now() - t0;
  return [
    `  /pools first render: ${firstCount} rows with their APR ${first} ms after navigation (all pools and the vault in one read)`,
    `  ${seen.size} pools rendered (${live} Live by scrolling, then Finished) ${thirty} ms after navigation${seen.size >= 30 ? '' : ' (fewer than 30 on this chain)'}`,
  ];
}

export async function benchYield(webUrl: string, rpcUrl: string): Promise<string[]> {
  const lines: string[] = ['RPC requests per refresh (a refresh per new block the app sees), wallet connected:'];
  const browser = await launchChromium();
  try {
    for (const path of ['/farms', '/pools']) {
      const page = await browser.newPage();
      lines.push(await requestsPerRefresh(page, webUrl, rpcUrl, path));
      await page.close();
    }
    lines.push('Time to first render of the pools (anvil #6: stakes in finished pools):');
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    lines.push(...(await renderTimes(page, webUrl, rpcUrl)));
    await page.close();
  } finally {
    await browser.close();
  }
  return lines;
}

// `npx tsx bench/yield.ts <webUrl> <rpcUrl>` runs it alone against a running devnet.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const [webUrl = 'http://127.0.0.1:5173', rpcUrl = 'http://127.0.0.1:8545'] = process.argv.slice(2);
  benchYield(webUrl, rpcUrl).then(
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
