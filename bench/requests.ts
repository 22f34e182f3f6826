/**
 * RPC requests per app refresh, per page, with a wallet connected:
 * every HTTP request the page sends to the RPC's origin is
 * counted (the block-number polls, the page's aggregate3 reads, balances,
 * the wallet's own reads: everything), over at least 10 of the app's
 * refreshes. A refresh is one answer of the app's block-number poll (on a
 * devnet with 1-second blocks every poll sees a new block), so the figure is
 * requests divided by eth_blockNumber calls, beside the limit of one. A JSON-RPC
 * batch (one POST holding several calls) counts as one request.
 * A hidden tab is measured too: it must send nothing.
 *
 *   npx tsx bench/requests.ts            # starts its own devnet (ports 28545/25173)
 *   import { benchRequests } from './requests.ts'; await benchRequests(webUrl, rpcUrl)
 */
import { decodeFunctionData, type Address, type Hex } from 'viem';
import type { Browser, Page, Request } from 'playwright-core';
import { multicall3Abi } from '@fuelswap/contracts';
import { launchChromium, ratio } from './browser.ts';
import { RPC_PATH } from '../devnet/src/web.ts';
import { installTestWallet } from '../e2e/wallet.ts';
import { anvilAccount } from '../e2e/accounts.ts';

export const REQUEST_ROUTES = [
  '/swap',
  '/liquidity',
  '/farms',
  '/pools',
  '/prediction',
  '/lottery',
  '/ifo',
  '/profile',
  '/collectibles',
  '/teams',
  '/competition',
  '/farms/auction',
  '/approvals',
];
/** At least 10 refreshes at the devnet app's 3-second poll. */
const WINDOW_MS = 33_000;
const HIDDEN_WINDOW_MS = 10_000;
const READER = anvilAccount(7);

interface Count {
  posts: number;
  blockNumberCalls: number;
  methods: Record<string, number>;
}

/**
 * Whether a browser request goes to the chain: to anvil itself (the test wallet's, which forwards from the page) or
 * to the devnet web server's same-origin path to it (the app's own reads, devnet/src/web.ts RPC_PATH).
 */
export function isRpcRequest(url: string, rpcUrl: string): boolean {
  return new URL(url).origin === new URL(rpcUrl).origin || new URL(url).pathname === RPC_PATH;
}

/**
 * Counts the page's requests to the chain (anvil or the web server's /rpc: isRpcRequest) and their JSON-RPC methods
 * until stop(). With `webUrl`, also
 * `other`: POSTs to neither the RPC nor the app's origin (the indexer and the API).
 */
export function counter(page: Page, rpcUrl: string, webUrl?: string): Count & { other: number; stop(): void } {
  const origin = new URL(rpcUrl).origin;
  const web = webUrl ? new URL(webUrl).origin : undefined;
  const c: Count & { other: number } = { posts: 0, blockNumberCalls: 0, other: 0, methods: {} };
  const onRequest = (r: Request) => {
    const at = new URL(r.url()).origin;
    const rpc = isRpcRequest(r.url(), rpcUrl);
    if (web && !rpc && at !== origin && at !== web && r.method() === 'POST') c.other++;
    if (!rpc || r.method() === 'OPTIONS') return;
    c.posts++;
    let body: unknown;
    try {
      body = r.postDataJSON();
    } catch {
      body = undefined;
    }
    for (const call of Array.isArray(body) ? body : [body]) {
      const m = (call as { method?: string } | undefined)?.method ?? '?';
      c.methods[m] = (c.methods[m] ?? 0) + 1;
      if (m === 'eth_blockNumber') c.blockNumberCalls++;
    }
  };
  page.on('request', onRequest);
  return Object.assign(c, { stop: () => page.off('request', onRequest) });
}

/** A page with the test wallet connected on /swap; later navigations reconnect on their own (wagmi's storage). */
async function connected(browser: Browser, webUrl: string, rpcUrl: string): Promise<Page> {
  const page = await browser.newPage();
  await installTestWallet(page, { rpcUrl, account: READER });
  await page.goto(`${webUrl}/swap`, { waitUntil: 'networkidle' });
  await page
    .getByRole('button', { name: /connect wallet/i })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /E2E Test Wallet/ })
    .click({ timeout: 10_000 });
  return page;
}

async function settle(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  // Let the first loads settle: the count is of the steady state.
  await page.waitForTimeout(4_000);
}

export async function benchRequests(
  webUrl: string,
  rpcUrl: string,
  browser?: Browser,
  print: (line: string) => void = () => undefined,
): Promise<string[]> {
  const own = browser ?? (await launchChromium());
  const lines: string[] = [];
  const out = (l: string) => {
    lines.push(l);
    print(l);
  };
  out(`RPC requests per app refresh, wallet connected, every request to the RPC origin counted over ${WINDOW_MS / 1000} s:`);
  const page = await connected(own, webUrl, rpcUrl);
  try {
    for (const route of REQUEST_ROUTES) {
      await settle(page, webUrl + route);
      const c = counter(page, rpcUrl);
      await page.waitForTimeout(WINDOW_MS);
      c.stop();
      const refreshes = Math.max(c.blockNumberCalls, 1);
      const per = c.posts / refreshes;
      const top = Object.entries(c.methods)
        .sort((a, b) => b[1] - a[1])
        .map(([m, n]) => `${m} ${n}`)
        .join(', ');
      out(
        `  ${route.padEnd(12)} ${String(c.posts).padStart(4)} requests / ${String(c.blockNumberCalls).padStart(3)} refreshes = ${per.toFixed(2)} per refresh (${ratio(per, 1)} of the limit of 1); calls: ${top}`,
      );
    }
    // A hidden tab reads nothing.
    await settle(page, `${webUrl}/swap`);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(1_000);
    const c = counter(page, rpcUrl);
    await page.waitForTimeout(HIDDEN_WINDOW_MS);
    c.stop();
    out(`  /swap hidden: ${c.posts} requests in ${HIDDEN_WINDOW_MS / 1000} s (limit 0)`);
  } finally {
    await page.close();
    if (!browser) await own.close();
  }
  return lines;
}

// The per-page harness of the feature benches (bench/yield.ts, bench/prediction.ts, bench/profile.ts): one
// page, its own batched read told apart from the shell's, requests per refresh beside the limit of one.

interface RpcBody {
  method: string;
  params?: unknown[];
}

/** One JSON-RPC call from outside the page. */
export async function rpcCall(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await res.json()) as { result: unknown }).result;
}

/** The lower-case targets of the calls inside an aggregate3 eth_call; empty for any other request. */
function aggregateTargets(body: RpcBody): string[] {
  if (body.method !== 'eth_call') return [];
  const p = body.params?.[0] as { data?: Hex; input?: Hex } | undefined;
  const data = p?.data ?? p?.input;
  if (!data) return [];
  try {
    const d = decodeFunctionData({ abi: multicall3Abi, data });
    return d.functionName === 'aggregate3' ? d.args[0].map((c) => c.target.toLowerCase()) : [];
  } catch {
    return [];
  }
}

/** Installs the test wallet for `account`, opens `path` and connects it. */
export async function openConnected(page: Page, webUrl: string, rpcUrl: string, path: string, account: Address): Promise<void> {
  await installTestWallet(page, { rpcUrl, account });
  await page.goto(webUrl + path, { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('button', { name: /connect wallet/i })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /E2E Test Wallet/ })
    .click();
}

export interface PageReadOptions {
  /** The line's label (the path). */
  label: string;
  windowMs: number;
  /** Whether an aggregate3 with these targets is the page's own batched read (else it counts as another eth_call). */
  isPageRead: (targets: readonly string[]) => boolean;
}

/**
 * RPC requests per refresh on an open page over `windowMs`: a refresh is a block-number poll answer above
 * the last block seen; every other POST to the RPC counts as a read request, the page's batched read apart.
 */
export async function pageRequestsPerRefresh(page: Page, rpcUrl: string, o: PageReadOptions): Promise<string> {
  const counts = { blockNumber: 0, pageRead: 0, otherCall: 0, other: 0 };
  let pageReadCalls = 0;
  // Blocks the app has not seen yet: any poll answer above the current head is a refresh.
  let lastSeen = Number(await rpcCall(rpcUrl, 'eth_blockNumber'));
  let refreshes = 0;
  page.on('response', async (res) => {
    const req = res.request();
    if (!isRpcRequest(req.url(), rpcUrl) || req.method() !== 'POST') return;
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
    if (!isRpcRequest(r.url(), rpcUrl) || r.method() !== 'POST') return;
    const body = r.postDataJSON() as RpcBody | RpcBody[];
    const first = Array.isArray(body) ? body[0] : body;
    if (!first) return;
    if (first.method === 'eth_blockNumber') counts.blockNumber++;
    else if (first.method === 'eth_call') {
      const targets = aggregateTargets(first);
      if (targets.length > 0 && o.isPageRead(targets)) {
        counts.pageRead++;
        pageReadCalls = targets.length;
      } else counts.otherCall++;
    } else counts.other++;
  });
  const b0 = Number(await rpcCall(rpcUrl, 'eth_blockNumber'));
  await page.waitForTimeout(o.windowMs);
  const blocks = Number(await rpcCall(rpcUrl, 'eth_blockNumber')) - b0;
  const n = Math.max(1, refreshes);
  const all = counts.pageRead + counts.otherCall + counts.other;
  return (
    `  ${o.label.padEnd(11)} ${refreshes} refreshes (${blocks} blocks, ${counts.blockNumber} block-number polls in ${o.windowMs / 1000} s): ` +
    `${all} read requests = ${(all / n).toFixed(2)} per refresh, ${ratio(all / n, 1)} of the limit of 1; ` +
    `of which the page's batched read (${pageReadCalls} calls in one aggregate3) ${(counts.pageRead / n).toFixed(2)} per refresh; ` +
    `other eth_call ${counts.otherCall}, other methods ${counts.other}`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startTestDevnet } = await import('../e2e/devnet.ts');
  const devnet = await startTestDevnet({
    rpcPort: process.env.BENCH_RPC_PORT ?? '28545',
    webPort: process.env.BENCH_WEB_PORT ?? '25173',
    dir: '.devnet-bench',
    blockTime: '1',
  });
  try {
    await benchRequests(devnet.webUrl, devnet.rpcUrl, undefined, console.log);
  } finally {
    await devnet.stop();
  }
}
