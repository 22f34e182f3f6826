/**
 * Browser benchmarks against a dedicated devnet:
 * 1. the gzipped JavaScript each route loads before it is interactive,
 *    beside a budget;
 * 2. the RPC requests the app makes per block on /swap with a wallet
 *    connected, beside the limit of one batched read request per block.
 */
import { gzipSync } from 'node:zlib';
import { launchChromium, kb, ratio } from './browser.ts';
import { startTestDevnet } from '../e2e/devnet.ts';
import { installTestWallet } from '../e2e/wallet.ts';
import { anvilAccount } from '../e2e/accounts.ts';
import { loadBudgets } from './size.ts';
import { isRpcRequest } from './requests.ts';

/**
 * Route → its page module. Budgets (gzipped JavaScript per page) live in bench/budgets.json;
 * bench/size.ts checks them from the build manifest in `npm test`, this bench measures what
 * Chromium really loads (dynamic chunks included) beside the same numbers.
 */
const ROUTES: Record<string, string> = {
  '/': 'src/features/home/HomePage.tsx',
  '/swap': 'src/features/swap/SwapPage.tsx',
  '/liquidity': 'src/features/liquidity/LiquidityPage.tsx',
  '/add': 'src/features/liquidity/AddLiquidityPage.tsx',
  '/find': 'src/features/liquidity/FindPage.tsx',
  '/farms': 'src/features/farms/FarmsPage.tsx',
  '/pools': 'src/features/pools/PoolsPage.tsx',
  '/lottery': 'src/features/lottery/LotteryPage.tsx',
  '/prediction': 'src/features/prediction/PredictionPage.tsx',
  '/ifo': 'src/features/ifo/IfoPage.tsx',
  '/collectibles': 'src/features/collectibles/CollectiblesPage.tsx',
  '/teams': 'src/features/teams/TeamsPage.tsx',
  '/profile': 'src/features/profile/ProfilePage.tsx',
  '/voting': 'src/features/voting/VotingPage.tsx',
};

export async function benchApp(print: (line: string) => void = console.log): Promise<string[]> {
  const lines = { push: (l: string) => print(l) };
  const devnet = await startTestDevnet({
    rpcPort: process.env.BENCH_RPC_PORT ?? '28545',
    webPort: process.env.BENCH_WEB_PORT ?? '25173',
    dir: '.devnet-bench',
    blockTime: '1',
  });
  const browser = await launchChromium();
  try {
    const budgets = loadBudgets();
    lines.push('route JavaScript (gzipped) loaded before the page settles, beside its budget (bench/budgets.json):');
    for (const [route, module] of Object.entries(ROUTES)) {
      const own = budgets.pages[module];
      // The page's budget is the shell's plus its own (bench/size.ts).
      const budget = own === undefined ? undefined : budgets.shell + own;
      const page = await browser.newPage();
      const bodies: Promise<Buffer>[] = [];
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script' && r.url().startsWith(devnet.webUrl)) bodies.push(r.body());
      });
      await page.goto(devnet.webUrl + route, { waitUntil: 'networkidle' });
      const total = (await Promise.all(bodies)).reduce((n, b) => n + gzipSync(b).length, 0);
      lines.push(
        `  ${route.padEnd(14)} ${kb(total).padStart(9)}  ${budget === undefined ? 'no budget' : `${ratio(total, budget)} of budget ${kb(budget)}`}`,
      );
      await page.close();
    }

    // RPC requests per block on /swap, wallet connected (the devnet wallet's account through the EIP-6963 test wallet).
    const page = await browser.newPage();
    await installTestWallet(page, { rpcUrl: devnet.rpcUrl, account: anvilAccount(5) });
    await page.goto(devnet.webUrl + '/swap', { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /connect wallet/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
    await dialog
      .getByRole('button', { name: /E2E Test Wallet/ })
      .click({ timeout: 10_000 })
      .catch(async (e: unknown) => {
        await page.screenshot({ path: 'test-results/bench-connect.png' });
        throw e;
      });
    await page.waitForTimeout(3000);
    const counts = { blockNumber: 0, call: 0, other: 0 };
    page.on('request', (r) => {
      if (!isRpcRequest(r.url(), devnet.rpcUrl) || r.method() !== 'POST') return;
      const body = r.postDataJSON() as { method: string } | { method: string }[];
      const first = Array.isArray(body) ? body[0]?.method : body.method;
      if (first === 'eth_blockNumber') counts.blockNumber++;
      else if (first === 'eth_call') counts.call++;
      else counts.other++;
    });
    const rpc = async (method: string) =>
      (
        (await (
          await fetch(devnet.rpcUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
          })
        ).json()) as { result: string }
      ).result;
    const b0 = Number(await rpc('eth_blockNumber'));
    await page.waitForTimeout(20_000);
    const blocks = Number(await rpc('eth_blockNumber')) - b0;
    const perBlock = (counts.call + counts.other) / Math.max(blocks, 1);
    lines.push(
      `/swap with a wallet connected, over ${blocks} blocks: ${counts.call} eth_call + ${counts.other} other read requests ` +
        `(${perBlock.toFixed(2)} per block, ${ratio(perBlock, 1)} of the limit of 1), plus ${counts.blockNumber} block-number polls`,
    );
    await page.close();

    // Every request to the RPC origin per app refresh on each page, and a hidden tab.
    for (const l of await (await import('./requests.ts')).benchRequests(devnet.webUrl, devnet.rpcUrl, browser)) lines.push(l);
    for (const l of await (await import('./swap-quote.ts')).benchSwapQuote(devnet.webUrl, devnet.rpcUrl)) lines.push(l);
    for (const l of await (await import('./yield.ts')).benchYield(devnet.webUrl, devnet.rpcUrl)) lines.push(l);
    // Profile screens: requests per refresh on /profile and /teams, /collectibles with 100 owned.
    for (const l of await (await import('./profile.ts')).benchProfile(devnet.webUrl, devnet.rpcUrl)) lines.push(l);
    // Prediction: requests per refresh on /prediction, and a round's close on chain to its result on the card.
    for (const l of await (await import('./prediction.ts')).benchPrediction(devnet.webUrl, devnet.rpcUrl)) lines.push(l);
  } finally {
    await browser.close();
    await devnet.stop();
  }
  return [];
}
