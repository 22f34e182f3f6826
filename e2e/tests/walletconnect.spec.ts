/**
 * WalletConnect in the connect dialog. The app offers it only when built with VITE_WALLETCONNECT_PROJECT_ID; the
 * test devnet builds the app with the environment this runner gets, so each half runs in its own build:
 *
 *   flock /tmp/fuelswap-e2e.lock npx tsx e2e/run.ts e2e/tests/walletconnect.spec.ts        (not offered)
 *   VITE_WALLETCONNECT_PROJECT_ID=e2e0000000000000000000000000000 \
 *     flock /tmp/fuelswap-e2e.lock npx tsx e2e/run.ts e2e/tests/walletconnect.spec.ts      (offered, loaded on click)
 *
 * With the id, the relay is made unreachable (its hosts refused), as on a network that blocks it: the attempt
 * ends with the dialog's message and the wallet state as it was.
 */
import type { BrowserContext } from '@playwright/test';
import { test, expect } from '../fixtures.ts';

const projectId = process.env.VITE_WALLETCONNECT_PROJECT_ID?.trim();
/** The WalletConnect bundle's files (app/walletConnectBundle.ts names them so). */
const WALLETCONNECT_CHUNK = /\/assets\/walletconnect-[^/]*\.js$/;

/** Every request the context makes (the page's and its service worker's), in order. */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (r) => urls.push(r.url()));
  return urls;
}

test('without a project id WalletConnect is not offered', async ({ page }) => {
  test.skip(projectId !== undefined, 'this build has a WalletConnect project id');
  const requests = recordRequests(page.context());
  await page.goto('/');
  await page
    .getByRole('button', { name: /connect wallet/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(dialog.getByRole('button', { name: /Devnet wallet/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /WalletConnect/ })).toHaveCount(0);
  expect(requests.filter((u) => WALLETCONNECT_CHUNK.test(u))).toEqual([]);
});

test('WalletConnect is offered with its icon, loaded only when chosen, and an unreachable relay changes nothing', async ({ page }) => {
  test.skip(projectId === undefined, 'this build has no WalletConnect project id');
  // Generous: the relay's own timeout (15 s) comes on top of loading the bundle on a busy machine.
  test.setTimeout(90_000);
  const context = page.context();
  const requests = recordRequests(context);
  const relayAttempts: string[] = [];
  await context.routeWebSocket(/walletconnect|reown|web3modal/, (ws) => {
    relayAttempts.push(ws.url());
    void ws.close({ code: 1011, reason: 'relay unreachable (test)' });
  });
  await context.route(/^https?:\/\/[^/]*(walletconnect|reown|web3modal)[^/]*\//, (route) => route.abort('addressunreachable'));

  await page.goto('/');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page
    .getByRole('button', { name: /connect wallet/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  const entry = dialog.getByRole('button', { name: /WalletConnect/ });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Scan a QR code with a phone wallet');
  await expect(entry.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  // The other wallets are as they were.
  await expect(dialog.getByRole('button', { name: /Devnet wallet/ })).toBeVisible();
  // The page has settled (the idle-time prefetches ran): still no WalletConnect code and no relay.
  await page.waitForLoadState('networkidle');
  expect(requests.filter((u) => WALLETCONNECT_CHUNK.test(u))).toEqual([]);
  expect(relayAttempts).toEqual([]);

  await entry.click();
  await expect.poll(() => requests.filter((u) => WALLETCONNECT_CHUNK.test(u)).length).toBeGreaterThan(0);
  // The relay's failure reaches the user as a message, the dialog stays for another choice.
  await expect(page.getByText('WalletConnect is unavailable')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('The WalletConnect relay could not be reached. Check your connection and try again.')).toBeVisible();
  await expect(dialog).toBeVisible();
  // WalletConnect's own QR dialog (opened at once, with a spinner until a pairing code) is closed again.
  await expect(page.locator('w3m-modal.open')).toHaveCount(0);
  await expect(entry).toBeEnabled();
  // Nothing changed: not connected, nothing remembered for the next start.
  await expect(page.getByRole('button', { name: /connect wallet/i }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account / })).toHaveCount(0);
  const recent = await page.evaluate(() => window.localStorage.getItem('fuelswap.wagmi.recentConnectorId'));
  expect(recent).toBeNull();

  // Another wallet still connects from the same dialog.
  await dialog.getByRole('button', { name: /Devnet wallet/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Account / })).toBeVisible();
});
