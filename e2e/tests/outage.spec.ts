/**
 * Stale data and outages: the RPC is paused by stopping the test
 * devnet's anvil process with SIGSTOP (its socket accepts but never answers,
 * as an RPC that hangs does). Within two block times as the app measures them
 * (two block polls: 6 s on the devnet) every page shows the warning and Swap is
 * disabled with the reason; after SIGCONT the warning clears, Swap is enabled
 * again, and the transaction list and settings are untouched.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import type { Address } from 'viem';
import { test, expect, connectWith } from '../fixtures.ts';
import { TEST_ACCOUNTS } from '../accounts.ts';

const ANVIL_PID_FILE = resolve(process.env.E2E_DEVNET_DIR ?? '.devnet-test', 'anvil.pid');
/** The app's threshold on the devnet (chain/blocks.ts staleAfterMs: two 3-second polls). */
const STALE_AFTER_MS = 6_000;

function anvilPid(): number {
  const pid = Number(readFileSync(ANVIL_PID_FILE, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`no anvil pid in ${ANVIL_PID_FILE}`);
  return pid;
}

const main = (page: Page) => page.getByRole('main');
const banner = (page: Page) => page.getByTestId('chain-stale-banner');

async function storage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i)!;
      if (k.startsWith('fuelswap')) out[k] = localStorage.getItem(k) ?? '';
    }
    return out;
  });
}

test('a paused RPC shows the warning and disables Swap within two block times; resumption clears it', async ({
  page,
  deployment,
  useWallet,
}) => {
  const BUSD = deployment.tokens.find((t) => t.symbol === 'BUSD')?.address as Address;
  await useWallet(TEST_ACCOUNTS.alice);
  await page.goto(`/swap?outputCurrency=${BUSD}`);
  await connectWith(page, 'E2E Test Wallet');
  await expect(
    main(page)
      .getByText(/^Balance: \d/)
      .first(),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'From amount' }).fill('1.5');
  const swap = main(page).getByRole('button', { name: 'Swap', exact: true });
  await expect(swap).toBeEnabled();
  await expect(banner(page)).toHaveCount(0);
  const before = await storage(page);

  const pid = anvilPid();
  const pausedAt = Date.now();
  process.kill(pid, 'SIGSTOP');
  try {
    // The last block the app saw is at most one poll old: the warning follows within the threshold (+ the 0.5 s tick).
    await expect(banner(page)).toBeVisible({ timeout: STALE_AFTER_MS + 2_000 });
    const shownAfter = Date.now() - pausedAt;
    expect(shownAfter).toBeLessThanOrEqual(STALE_AFTER_MS + 1_500);
    await expect(banner(page)).toHaveText(/The chain is not responding\. Figures may be out of date/);
    await expect(swap).toBeDisabled();
    await expect(main(page).getByTestId('swap-stale-reason')).toHaveText('The chain is not responding; figures may be out of date.');
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  // Back: the answer to the hung poll (or the next poll) brings a new block; the warning clears in place.
  await expect(banner(page)).toHaveCount(0, { timeout: 5_000 });
  await expect(swap).toBeEnabled();
  await expect(main(page).getByTestId('swap-stale-reason')).toHaveCount(0);
  expect(await storage(page)).toEqual(before);
});
