/**
 * Swap quote latency in Chromium on the devnet: the time from a keystroke in
 * the From amount field to the quote for it on screen, read from the marks
 * the swap page sets (`swap:input` when the amount changes, `swap:quote`
 * after the frame showing that amount's quote is painted; see
 * app/src/features/swap/perf.ts). 50 keystrokes per route, each waited for
 * before the next; median and 95th percentile, beside a 100 ms budget (the
 * point where typing stops feeling instant).
 *
 *   benchSwapQuote(webUrl, rpcUrl) — the devnet must be running (the lead's
 *   bench/run.ts starts one).
 */
import type { Page } from 'playwright-core';
import { launchChromium, ratio } from './browser.ts';

export const KEYSTROKES = 50;
export const QUOTE_BUDGET_MS = 100;
const WARMUP = 6;

/** Keys that keep the field a non-zero amount: 1234, back to 1, and again. */
function keySequence(n: number): string[] {
  const cycle = ['2', '3', '4', 'Backspace', 'Backspace', 'Backspace'];
  const keys: string[] = [];
  for (let i = 0; keys.length < n; i++) keys.push(cycle[i % cycle.length] as string);
  return keys;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

const quoteCount = (page: Page) => page.evaluate(() => performance.getEntriesByName('swap:quote').length);

async function press(page: Page, key: string): Promise<void> {
  const before = await quoteCount(page);
  await page.keyboard.press(key);
  await page.waitForFunction((n) => performance.getEntriesByName('swap:quote').length > n, before, { timeout: 15_000 });
}

/** Latencies (ms) of `count` keystrokes on a /swap page already showing a quote for "1". */
async function measure(page: Page, count: number): Promise<number[]> {
  for (const key of keySequence(WARMUP)) await press(page, key);
  await page.evaluate(() => performance.clearMarks());
  for (const key of keySequence(count)) await press(page, key);
  return page.evaluate(() => {
    const inputs = performance.getEntriesByName('swap:input');
    const quotes = performance.getEntriesByName('swap:quote');
    return inputs.map((m) => {
      const q = quotes.find((x) => x.startTime >= m.startTime);
      return q ? q.startTime - m.startTime : NaN;
    });
  });
}

interface DeploymentLike {
  rpcUrl: string;
  tokens: { symbol: string; address: string }[];
}

export async function benchSwapQuote(webUrl: string, rpcUrl: string): Promise<string[]> {
  const chainId = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  }).then((r) => r.json() as Promise<{ result?: string }>);
  if (!chainId.result) throw new Error(`no chain at ${rpcUrl}`);
  const deployment = (await fetch(`${webUrl}/devnet/deployment.json`).then((r) => r.json())) as DeploymentLike;
  const address = (symbol: string) => {
    const t = deployment.tokens.find((x) => x.symbol === symbol);
    if (!t) throw new Error(`${symbol} is not deployed`);
    return t.address;
  };
  const routes = [
    { name: 'BNB → BUSD (1 hop)', output: address('BUSD') },
    { name: 'BNB → TKO (3 hops)', output: address('TKO') },
  ];

  const lines = [`keystroke in the From field → quote on screen, ${KEYSTROKES} keystrokes per route, budget ${QUOTE_BUDGET_MS} ms:`];
  const browser = await launchChromium();
  try {
    for (const route of routes) {
      const page = await browser.newPage();
      await page.goto(`${webUrl}/swap?outputCurrency=${route.output}`, { waitUntil: 'networkidle' });
      const from = page.getByRole('textbox', { name: 'From amount' });
      await from.click();
      await press(page, '1'); // waits until the pairs are loaded and the first quote shows
      const times = (await measure(page, KEYSTROKES)).filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
      if (times.length < KEYSTROKES) throw new Error(`${route.name}: only ${times.length} of ${KEYSTROKES} keystrokes got a quote`);
      const median = percentile(times, 50);
      const p95 = percentile(times, 95);
      lines.push(
        `  ${route.name.padEnd(20)} median ${median.toFixed(1).padStart(6)} ms (${ratio(median, QUOTE_BUDGET_MS)} of budget)   ` +
          `p95 ${p95.toFixed(1).padStart(6)} ms (${ratio(p95, QUOTE_BUDGET_MS)} of budget)`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return lines;
}

// `npx tsx bench/swap-quote.ts <webUrl> <rpcUrl>` against a running devnet.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [webUrl = 'http://127.0.0.1:5173', rpcUrl = 'http://127.0.0.1:8545'] = process.argv.slice(2);
  for (const line of await benchSwapQuote(webUrl, rpcUrl)) console.log(line);
}
