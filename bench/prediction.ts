/**
 * Prediction in Chromium against a running devnet with its keeper:
 *
 * 1. RPC requests per refresh on /prediction with a wallet connected, against the limit of one batched
 *    request per refresh (a refresh = a block-number poll answer above the last one seen). The page's
 *    read (one Multicall3 aggregate3: market settings, the oracle, six rounds, the user's ledger,
 *    claimable and refundable per round, the BNB balance) is told apart from the shell's by its size.
 * 2. Round close to result on the card: for a few rounds, the time from the block that closed a round
 *    (the keeper's executeRound, seen by polling the chain every 50 ms) to that round's card showing
 *    Expired (or Canceled).
 *
 * Part of `npm run bench` (bench/app.ts, on its own devnet); alone: `npx tsx bench/prediction.ts <webUrl> <rpcUrl>`.
 */
import type { Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { openConnected, pageRequestsPerRefresh, rpcCall } from './requests.ts';
import { anvilAccount } from '../e2e/accounts.ts';

const READER = anvilAccount(7);
const WINDOW_MS = 30_000;
/** The page's aggregate3 has 7 + 6 rounds (+ 1 + 18 user reads); the shell's price read is far smaller. */
const PAGE_READ_MIN_CALLS = 13;
const ROUNDS_TIMED = 3;

async function open(page: Page, webUrl: string, rpcUrl: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('fuelswap:prediction:riskAccepted', '1'));
  await openConnected(page, webUrl, rpcUrl, '/prediction', READER);
  await page.locator('article[data-kind="next"]').first().waitFor({ timeout: 60_000 });
}

async function requestsPerRefresh(page: Page, rpcUrl: string): Promise<string> {
  await page.waitForTimeout(3000);
  return pageRequestsPerRefresh(page, rpcUrl, {
    label: '/prediction',
    windowMs: WINDOW_MS,
    isPageRead: (targets) => targets.length >= PAGE_READ_MIN_CALLS,
  });
}

/** The market's currentEpoch through eth_call (selector of currentEpoch()). */
async function currentEpoch(rpcUrl: string, market: string): Promise<bigint> {
  return BigInt((await rpcCall(rpcUrl, 'eth_call', [{ to: market, data: '0x76671808' }, 'latest'])) as string);
}

async function closeToCard(page: Page, rpcUrl: string, market: string): Promise<string[]> {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS_TIMED; i++) {
    const e0 = await currentEpoch(rpcUrl, market);
    let closedAt = 0;
    const deadline = Date.now() + 600_000;
    while (Date.now() < deadline) {
      if ((await currentEpoch(rpcUrl, market)) > e0) {
        closedAt = Date.now();
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    if (!closedAt) throw new Error('no round closed within 10 minutes: is the prediction keeper running?');
    // The execution that opened e0 + 1 closed e0 - 1.
    const card = page.locator(`article[data-epoch="${e0 - 1n}"]`);
    await card.and(page.locator('[data-kind="expired"], [data-kind="canceled"]')).waitFor({ timeout: 60_000 });
    times.push(Date.now() - closedAt);
  }
  times.sort((a, b) => a - b);
  return [
    `  round close on chain -> result on the card: ${times.join(', ')} ms over ${ROUNDS_TIMED} rounds (median ${times[Math.floor(times.length / 2)]} ms)`,
  ];
}

export async function benchPrediction(webUrl: string, rpcUrl: string): Promise<string[]> {
  const deployment = (await (await fetch(`${webUrl}/devnet/deployment.json`)).json()) as { prediction?: { market: string } };
  if (!deployment.prediction) return ['  /prediction: the devnet has no prediction market'];
  const lines: string[] = ['Prediction, wallet connected:'];
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await open(page, webUrl, rpcUrl);
    lines.push(await requestsPerRefresh(page, rpcUrl));
    lines.push(...(await closeToCard(page, rpcUrl, deployment.prediction.market)));
    await page.close();
  } finally {
    await browser.close();
  }
  return lines;
}

// `npx tsx bench/prediction.ts <webUrl> <rpcUrl>` runs it alone against a running devnet.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const [webUrl = 'http://127.0.0.1:5173', rpcUrl = 'http://127.0.0.1:8545'] = process.argv.slice(2);
  benchPrediction(webUrl, rpcUrl).then(
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
