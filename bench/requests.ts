/**
 * RPC requests per app refresh, per page, with a wallet connected (issue 18
 * "Requests"): every HTTP request the page sends to the RPC's origin is
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
import type { Browser, Page, Request } from 'playwright-core';
import { launchChromium, ratio } from './browser.ts';
import { installTestWallet } from '../e2e/wallet.ts';
import { anvilAccount } from '../e2e/accounts.ts';

export const REQUEST_ROUTES = ['/swap', '/liquidity', '/farms', '/pools', '/prediction', '/lottery', '/ifo', '/profile'];
/** At least 10 refreshes at the devnet app's 3-second poll. */
const WINDOW_MS = 33_000;
const HIDDEN_WINDOW_MS = 10_000;
const READER = anvilAccount(7);

interface Count {
  posts: number;
  blockNumberCalls: number;
  methods: Record<string, number>;
}

function counter(page: Page, rpcUrl: string): Count & { stop(): void } {
  const origin = new URL(rpcUrl).origin;
  const c: Count = { posts: 0, blockNumberCalls: 0, methods: {} };
  const onRequest = (r: Request) => {
    if (new URL(r.url()).origin !== origin || r.method() === 'OPTIONS') return;
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
  await page.getByRole('button', { name: /connect wallet/i }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: /E2E Test Wallet/ }).click({ timeout: 10_000 });
  return page;
}

async function settle(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  // Let the first loads settle: the count is of the steady state.
  await page.waitForTimeout(4_000);
}

export async function benchRequests(webUrl: string, rpcUrl: string, browser?: Browser, print: (line: string) => void = () => undefined): Promise<string[]> {
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
      out(`  ${route.padEnd(12)} ${String(c.posts).padStart(4)} requests / ${String(c.blockNumberCalls).padStart(3)} refreshes = ${per.toFixed(2)} per refresh (${ratio(per, 1)} of the limit of 1); calls: ${top}`);
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
