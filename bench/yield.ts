/**
 * Yield screens in Chromium against a running devnet:
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
import type { Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { openConnected, pageRequestsPerRefresh } from './requests.ts';
import { anvilAccount } from '../e2e/accounts.ts';

/** A wallet without stakes, and anvil #6, which the devnet gives stakes in finished pools. */
const READER = anvilAccount(7);
const FINISHED_STAKER = anvilAccount(6);
/** Window over which requests are counted. */
const WINDOW_MS = 30_000;
/** An aggregate3 with at least this many calls is a page's batched read, not the shell's price read. */
const PAGE_READ_MIN_CALLS = 40;

async function requestsPerRefresh(page: Page, webUrl: string, rpcUrl: string, path: string): Promise<string> {
  await openConnected(page, webUrl, rpcUrl, path, READER);
  await page.waitForTimeout(4000);
  return pageRequestsPerRefresh(page, rpcUrl, {
    label: path,
    windowMs: WINDOW_MS,
    isPageRead: (targets) => targets.length >= PAGE_READ_MIN_CALLS,
  });
}

/** Rows showing an APR figure (not a dash). */
async function rowsWithApr(page: Page): Promise<number> {
  return page.locator('[data-testid="pool-row"]').filter({ hasText: /\d%/ }).count();
}

async function renderTimes(page: Page, webUrl: string, rpcUrl: string): Promise<string[]> {
  // A connected wallet from the first paint: the connection is remembered by the app's storage.
  await openConnected(page, webUrl, rpcUrl, '/pools', FINISHED_STAKER);
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
    for (const key of await page
      .locator('[data-testid="pool-row"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-pool') ?? '')))
      seen.add(key);
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
