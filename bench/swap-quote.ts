/**
 * Swap quote latency in Chromium on the devnet (keystroke to quote on screen within one
 * frame), read from the marks the swap page sets (app/src/features/swap/perf.ts): `swap:input` when the amount
 * changes, `swap:commit` when its quote is committed to the page before the next paint (with whether that is
 * the first frame after the keystroke), `swap:quote` after that frame is painted. 50 keystrokes per route, each
 * waited for before the next. Printed: keystroke → quote rendered (median, p95) beside one frame (16 ms), how
 * many quotes were in the first frame after their keystroke, and keystroke → painted beside 100 ms (the point
 * where typing stops feeling instant; it includes the wait for the next frame, up to 16.7 ms at 60 Hz).
 *
 *   benchSwapQuote(webUrl, rpcUrl) — the devnet must be running (the lead's
 *   bench/run.ts starts one).
 */
import type { Page } from 'playwright-core';
import { launchChromium, ratio } from './browser.ts';

export const KEYSTROKES = 50;
export const QUOTE_BUDGET_MS = 100;
/** the quote on screen within one frame of the keystroke, at 60 Hz. */
export const FRAME_MS = 16;
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

interface Keystroke {
  /** Keystroke → the quote committed to the page (the app's own work for it). */
  commit: number;
  /** The first frame painted after the keystroke shows the quote (the commit came before that frame began). */
  firstFrame: boolean;
  /** Keystroke → the frame showing the quote painted (includes waiting for that frame). */
  onScreen: number;
}

/** `count` keystrokes on a /swap page already showing a quote for "1". */
async function measure(page: Page, count: number): Promise<Keystroke[]> {
  for (const key of keySequence(WARMUP)) await press(page, key);
  await page.evaluate(() => performance.clearMarks());
  for (const key of keySequence(count)) await press(page, key);
  return page.evaluate(() => {
    const inputs = performance.getEntriesByName('swap:input');
    const commits = performance.getEntriesByName('swap:commit') as PerformanceMark[];
    const quotes = performance.getEntriesByName('swap:quote');
    return inputs.map((m) => {
      const c = commits.find((x) => x.startTime >= m.startTime);
      const q = quotes.find((x) => x.startTime >= m.startTime);
      return {
        commit: c ? c.startTime - m.startTime : Number.NaN,
        firstFrame: !!(c?.detail as { firstFrame?: boolean } | undefined)?.firstFrame,
        onScreen: q ? q.startTime - m.startTime : Number.NaN,
      };
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

  const lines = [
    `keystroke in the From field → quote, ${KEYSTROKES} keystrokes per route, beside one frame (${FRAME_MS} ms) and ${QUOTE_BUDGET_MS} ms on screen:`,
  ];
  const browser = await launchChromium();
  try {
    for (const route of routes) {
      const page = await browser.newPage();
      await page.goto(`${webUrl}/swap?outputCurrency=${route.output}`, { waitUntil: 'networkidle' });
      const from = page.getByRole('textbox', { name: 'From amount' });
      await from.click();
      await press(page, '1'); // waits until the pairs are loaded and the first quote shows
      const all = (await measure(page, KEYSTROKES)).filter((x) => Number.isFinite(x.commit) && Number.isFinite(x.onScreen));
      if (all.length < KEYSTROKES) throw new Error(`${route.name}: only ${all.length} of ${KEYSTROKES} keystrokes got a quote`);
      const commits = all.map((x) => x.commit).sort((a, b) => a - b);
      const onScreen = all.map((x) => x.onScreen).sort((a, b) => a - b);
      const firstFrame = all.filter((x) => x.firstFrame).length;
      lines.push(
        `  ${route.name.padEnd(20)} keystroke → quote rendered: median ${percentile(commits, 50).toFixed(1).padStart(5)} ms, ` +
          `p95 ${percentile(commits, 95).toFixed(1).padStart(5)} ms (${ratio(percentile(commits, 95), FRAME_MS)} of one frame, ${FRAME_MS} ms); ` +
          `in the first frame after the keystroke: ${firstFrame} of ${all.length}; ` +
          `painted: median ${percentile(onScreen, 50).toFixed(1)} ms, p95 ${percentile(onScreen, 95).toFixed(1)} ms (${ratio(percentile(onScreen, 95), QUOTE_BUDGET_MS)} of ${QUOTE_BUDGET_MS} ms)`,
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
