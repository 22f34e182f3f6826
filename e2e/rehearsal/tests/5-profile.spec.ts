/**
 * A profile created on chain 97 through the app: the starter collectible claimed, locked in, a team of the deploy's
 * joined, and a username signed by the wallet and stored by the API on PostgreSQL.
 */
import type { Page } from '@playwright/test';
import { fuelBunniesAbi, fuelProfileAbi } from '@fuelswap/contracts';
import { test, expect, connectWith } from '../fixtures.ts';
import { addr, KEY } from '../env.ts';

const user = addr(KEY.user);
const toasts = (page: Page) => page.getByRole('list', { name: 'Notifications' });

test('a profile created, its username signed and stored by the API on PostgreSQL', async ({
  page,
  chain,
  deployment,
  state,
  useWallet,
}) => {
  const p = deployment.profile;
  if (!p) throw new Error('the 97 deployment has no profile section');
  await useWallet(user);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await connectWith(page, 'E2E Test Wallet');

  await expect(page.getByRole('heading', { level: 2, name: 'Get Starter Collectible' })).toBeVisible();
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Enable', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Enabled' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(toasts(page).getByText('Collectible claimed!')).toBeVisible();
  await page.getByRole('button', { name: 'Next Step' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Set Profile Picture' })).toBeVisible();
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Enable', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Enabled' })).toBeVisible();
  await page.getByRole('button', { name: 'Next Step' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Join Team' })).toBeVisible();
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Next Step' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Set Your Name' })).toBeVisible();
  const username = `r97${Date.now().toString(36)}`.slice(0, 15);
  await page.getByRole('textbox', { name: 'Your name' }).fill(username);
  await expect(page.getByText('Available')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I understand that people can view my wallet if they know my username' }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Confirmed' })).toBeVisible();
  await page.getByRole('button', { name: 'Enable', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Enabled' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(toasts(page).getByText('Profile created!')).toBeVisible();

  const [, , teamId, nft, tokenId, isActive] = await chain.readContract({
    address: p.profile,
    abi: fuelProfileAbi,
    functionName: 'getUserProfile',
    args: [user],
  });
  const teams = await chain.readContract({ address: p.profile, abi: fuelProfileAbi, functionName: 'numberTeams' });
  expect(teams).toBeGreaterThan(0n);
  expect(teamId >= 1n && teamId <= teams).toBe(true);
  expect([nft, isActive]).toEqual([p.bunnies, true]);
  expect(await chain.readContract({ address: p.bunnies, abi: fuelBunniesAbi, functionName: 'ownerOf', args: [tokenId] })).toBe(p.profile);
  // The name is the API's, in PostgreSQL.
  const res = await fetch(`${state.apiUrl}/api/users/${user}`);
  expect(res.status).toBe(200);
  expect(((await res.json()) as { username?: string }).username).toBe(username);
  await expect(page.getByTestId('profile-status')).toHaveText('Active');
});
