/**
 * Prediction in Chromium against a running devnet with its keeper (issue 12):
 *
 * 1. RPC requests per refresh on /prediction with a wallet connected, against the limit of one batched
 *    request per refresh (a refresh = a block-number poll answer above the last one seen). The page's
 *    read (one Multicall3 aggregate3: market settings, the oracle, six rounds, the user's ledger,
 *    claimable and refundable per round, the BNB balance) is told apart from the shell's by its size.
 * 2. Round close to result on the card: for a few rounds, the time from the block that closed a round
 *    (the keeper's executeRound, seen by polling the chain every 50 ms) to that round's card showing
 *    Expired (or Canceled).
 *
 *   import { benchPrediction } from './prediction.ts';
 *   lines = await benchPrediction(devnet.webUrl, devnet.rpcUrl);
 */
import { decodeFunctionData, type Hex } from 'viem';
import type { Page } from 'playwright-core';
import { multicall3Abi } from '@fuelswap/contracts';
import { launchChromium, ratio } from './browser.ts';
import { installTestWallet } from '../e2e/wallet.ts';
import { anvilAccount } from '../e2e/accounts.ts';

const READER = anvilAccount(7);
const WINDOW_MS = 30_000;
/** The page's aggregate3 has 7 + 6 rounds (+ 1 + 18 user reads); the shell's price read is far smaller. */
const PAGE_READ_MIN_CALLS = 13;
const ROUNDS_TIMED = 3;

interface RpcBody {
  method: string;
  params?: unknown[];
}

async function rpc(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  const res = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return ((await res.json()) as { result: unknown }).result;
}

function aggregateSize(body: RpcBody): number {
  if (body.method !== 'eth_call') return 0;
  const p = body.params?.[0] as { data?: Hex; input?: Hex } | undefined;
  const data = p?.data ?? p?.input;
  if (!data) return 0;
  try {
    const decoded = decodeFunctionData({ abi: multicall3Abi, data });
    return decoded.functionName === 'aggregate3' ? (decoded.args[0] as readonly unknown[]).length : 0;
  } catch {
    return 0;
  }
}

async function open(page: Page, webUrl: string, rpcUrl: string): Promise<void> {
  await installTestWallet(page as never, { rpcUrl, account: READER });
  await page.addInitScript(() => localStorage.setItem('fuelswap:prediction:riskAccepted', '1'));
  await page.goto(`${webUrl}/prediction`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: /connect wallet/i }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: /E2E Test Wallet/ }).click();
  await page.locator('article[data-kind="next"]').first().waitFor({ timeout: 60_000 });
}

async function requestsPerRefresh(page: Page, rpcUrl: string): Promise<string> {
  await page.waitForTimeout(3000);
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
  return (
    `  /prediction ${refreshes} refreshes (${blocks} blocks, ${counts.blockNumber} block-number polls in ${WINDOW_MS / 1000} s): ` +
    `${all} read requests = ${(all / n).toFixed(2)} per refresh, ${ratio(all / n, 1)} of the limit of 1; ` +
    `of which the page's batched read (${pageReadCalls} calls in one aggregate3) ${(counts.pageRead / n).toFixed(2)} per refresh; ` +
    `other eth_call ${counts.otherCall}, other methods ${counts.other}`
  );
}

/** The market's currentEpoch through eth_call (selector of currentEpoch()). */
async function currentEpoch(rpcUrl: string, market: string): Promise<bigint> {
  return BigInt((await rpc(rpcUrl, 'eth_call', [{ to: market, data: '0x76671808' }, 'latest'])) as string);
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
  return [`  round close on chain -> result on the card: ${times.join(', ')} ms over ${ROUNDS_TIMED} rounds (median ${times[Math.floor(times.length / 2)]} ms)`];
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
