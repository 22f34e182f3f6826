/**
 * The home page: time to first meaningful paint of / (figures shown) and RPC
 * requests per block on / with a wallet connected:
 *
 * 1. Figures shown: a fresh browser context (cold cache) opens /; the time from the navigation's start until
 *    all eight figures (TVL, users, trades, 24 h volume, supply, burned, market cap, emissions) hold a value
 *    from the chain or the indexer, over RUNS runs, beside a limit of FIGURES_LIMIT_MS (ours: the documents
 *    give none). First contentful paint is printed beside it.
 * 2. Requests: with the test wallet connected on /, every HTTP request to the RPC's origin over WINDOW_MS
 *    (a JSON-RPC batch is one request), divided by the app's refreshes (its eth_blockNumber polls) and by the
 *    blocks mined meanwhile, beside the limit of one per refresh (bench/requests.ts counts the other pages so).
 *    The indexer's GraphQL requests (users, trades, volume) are counted apart: they are not RPC.
 *
 *   npx tsx bench/home.ts            # starts its own devnet (ports 28545/25173), or through npm run bench -- home
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium, ratio } from './browser.ts';
import { counter, rpcCall } from './requests.ts';
import { installTestWallet } from '../e2e/wallet.ts';
import { anvilAccount } from '../e2e/accounts.ts';

const RUNS = 3;
const FIGURES_LIMIT_MS = 3_000;
const FIGURES = ['home-tvl', 'home-users', 'home-trades', 'home-volume', 'home-supply', 'home-burned', 'home-mcap', 'home-emissions'];
/** At least 10 refreshes at the devnet app's 3-second poll. */
const WINDOW_MS = 33_000;
const READER = anvilAccount(7);

async function figuresShownMs(browser: Browser, webUrl: string): Promise<{ figures: number; fcp: number | undefined }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${webUrl}/`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      (ids: string[]) =>
        ids.every((id) => /^\d+$/.test(document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-raw') ?? ''))
          ? performance.now()
          : 0,
      FIGURES,
      { timeout: 60_000 },
    );
    const figures = (await handle.jsonValue()) as number;
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
    return { figures, fcp };
  } finally {
    await context.close();
  }
}

async function rpcRequestsOnHome(browser: Browser, webUrl: string, rpcUrl: string) {
  const page: Page = await browser.newPage();
  try {
    await installTestWallet(page, { rpcUrl, account: READER });
    await page.goto(`${webUrl}/`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /connect wallet/i })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /E2E Test Wallet/ })
      .click({ timeout: 10_000 });
    await page.getByText('Farms & Staking').waitFor({ timeout: 30_000 });
    // The lazily loaded parts (top farms and pools, prediction, lottery) count too: scroll to the end, settle.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(5_000);

    const block = async () => BigInt((await rpcCall(rpcUrl, 'eth_blockNumber')) as string);
    const b0 = await block();
    const c = counter(page, rpcUrl, webUrl);
    await page.waitForTimeout(WINDOW_MS);
    c.stop();
    const blocks = Number((await block()) - b0);
    return { posts: c.posts, blockNumberCalls: c.blockNumberCalls, other: c.other, methods: c.methods, blocks };
  } finally {
    await page.close();
  }
}

export async function benchHome(
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
  try {
    // A first visit builds nothing in the devnet's web server (it serves a built app): still, warm its files once.
    await figuresShownMs(own, webUrl);
    const runs: { figures: number; fcp: number | undefined }[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await figuresShownMs(own, webUrl));
    const sorted = runs.map((r) => r.figures).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    out(`/ figures shown (all 8 from the chain and the indexer), cold browser cache, ${RUNS} runs:`);
    out(
      `  median ${median.toFixed(0)} ms (runs ${runs.map((r) => r.figures.toFixed(0)).join(', ')} ms), ${ratio(median, FIGURES_LIMIT_MS)} of the ${FIGURES_LIMIT_MS} ms limit; ` +
        `first contentful paint ${runs.map((r) => (r.fcp === undefined ? '-' : r.fcp.toFixed(0))).join(', ')} ms`,
    );
    const c = await rpcRequestsOnHome(own, webUrl, rpcUrl);
    const refreshes = Math.max(c.blockNumberCalls, 1);
    const per = c.posts / refreshes;
    const top = Object.entries(c.methods)
      .sort((a, b) => b[1] - a[1])
      .map(([m, n]) => `${m} ${n}`)
      .join(', ');
    out(`/ with a wallet connected, scrolled to the end, over ${WINDOW_MS / 1000} s (${c.blocks} blocks):`);
    out(
      `  ${c.posts} RPC requests / ${c.blockNumberCalls} refreshes = ${per.toFixed(2)} per refresh (${ratio(per, 1)} of the limit of 1), ` +
        `${(c.posts / Math.max(c.blocks, 1)).toFixed(2)} per block; calls: ${top}; plus ${c.other} indexer/API requests`,
    );
  } finally {
    if (!browser) await own.close();
  }
  return lines;
}

/** On its own devnet (the bench ports and folder, 1-second blocks), as `npm run bench -- home` runs it. */
export async function benchHomeOnDevnet(print: (line: string) => void = console.log): Promise<string[]> {
  const { startTestDevnet } = await import('../e2e/devnet.ts');
  // The indexer and the API off the e2e devnet's ports (14069/14000), so this bench never answers an e2e run's app.
  process.env.E2E_INDEXER_PORT ??= '24069';
  process.env.E2E_API_PORT ??= '24000';
  const devnet = await startTestDevnet({
    rpcPort: process.env.BENCH_RPC_PORT ?? '28545',
    webPort: process.env.BENCH_WEB_PORT ?? '25173',
    dir: '.devnet-bench',
    blockTime: '1',
  });
  try {
    await benchHome(devnet.webUrl, devnet.rpcUrl, undefined, print);
  } finally {
    await devnet.stop();
  }
  return [];
}

if (import.meta.url === `file://${process.argv[1]}`) await benchHomeOnDevnet();
