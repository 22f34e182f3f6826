/**
 * Wallet connection: any EIP-6963 wallet by its announced name and icon, the
 * devnet wallet, re-connection after a reload, logout, a wallet on another
 * chain asked to add and switch, and the spec's wallet error toasts.
 */
import { devnetAccounts } from '@fuelswap/config';
import { test, expect, connectWith } from '../fixtures.ts';
import { TEST_ACCOUNTS } from '../accounts.ts';
import { shortAddress } from '../../app/src/features/wallet/format.ts';

test('connects an EIP-6963 wallet listed by its own name and icon', async ({ page, useWallet }) => {
  await useWallet(TEST_ACCOUNTS.alice, { name: 'Acme Wallet', rdns: 'com.acme.wallet' });
  await page.goto('/');
  await page
    .getByRole('button', { name: /connect wallet/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  const entry = dialog.getByRole('button', { name: /Acme Wallet/ });
  await expect(entry).toBeVisible();
  await expect(entry.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await entry.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Account ${shortAddress(TEST_ACCOUNTS.alice)}` })).toBeVisible();

  // Re-connects from the stored connector after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: `Account ${shortAddress(TEST_ACCOUNTS.alice)}` })).toBeVisible();

  // Logout.
  await page.getByRole('button', { name: `Account ${shortAddress(TEST_ACCOUNTS.alice)}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: /connect wallet/i }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /connect wallet/i }).first()).toBeVisible();
});

test('the devnet wallet connects without any browser wallet and is marked as development only', async ({ page, deployment }) => {
  await page.goto('/');
  await page
    .getByRole('button', { name: /connect wallet/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(dialog.getByText('No browser wallet was found. Install one, then reload this page.')).toBeVisible();
  const devnet = dialog.getByRole('button', { name: /Devnet wallet/ });
  await expect(devnet).toContainText('Development only');
  await devnet.click();
  await expect(page.getByRole('button', { name: `Account ${shortAddress(devnetAccounts(deployment).devWallet)}` })).toBeVisible();
});

test('a refused connection shows the authorization toast', async ({ page, useWallet }) => {
  await useWallet(TEST_ACCOUNTS.alice);
  await page.goto('/');
  await page.evaluate(() =>
    (window as unknown as { __testWallet: { rejectNext(m: string): void } }).__testWallet.rejectNext('eth_requestAccounts'),
  );
  await page
    .getByRole('button', { name: /connect wallet/i })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /E2E Test Wallet/ })
    .click();
  await expect(page.getByText('Authorization Error')).toBeVisible();
  await expect(page.getByText('Please authorize to access your account')).toBeVisible();
});

test('a wallet on another chain is asked to add the devnet and switch to it', async ({ page, useWallet }) => {
  await useWallet(TEST_ACCOUNTS.alice, { chainId: 56, knownChains: [56] });
  await page.goto('/');
  await connectWith(page, 'E2E Test Wallet');
  const requests = await page.evaluate(() =>
    (window as unknown as { __testWallet: { requests: { method: string }[] } }).__testWallet.requests.map((r) => r.method),
  );
  // First a switch the wallet refuses (it does not know the chain), then the chain is added (and switched to).
  expect(requests.indexOf('wallet_switchEthereumChain')).toBeGreaterThanOrEqual(0);
  expect(requests.indexOf('wallet_addEthereumChain')).toBeGreaterThan(requests.indexOf('wallet_switchEthereumChain'));
  await expect(page.getByRole('button', { name: `Account ${shortAddress(TEST_ACCOUNTS.alice)}` })).toBeVisible();
  await expect(page.getByText(/Your wallet is on another network/)).toHaveCount(0);
});
