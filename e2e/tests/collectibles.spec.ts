/**
 * Collectibles traded in for FUEL, in Chromium against the devnet, asserting on-chain results: a starter in the
 * wallet is traded in through its confirmation dialog, which shows the FUEL the trade-in contract pays; after it the
 * token is burned and the wallet's FUEL is up by exactly the amount shown. A profile picture in use offers no
 * trade-in and says why.
 *
 * Accounts: #7 (claims a starter in the test; no profile in the seeding); #9 (seeded profile, Ember as its picture).
 */
import type { Page } from '@playwright/test';
import { erc20Abi, maxUint256, type Address } from 'viem';
import { fuelBunnyFactoryAbi, fuelBunniesAbi, fuelBunnyTradeInAbi } from '@fuelswap/contracts';
import type { Deployment } from '@fuelswap/config';
import { test, expect, connectWith, sendOk, type ChainClient } from '../fixtures.ts';
import { anvilAccount } from '../accounts.ts';

const HOLDER = anvilAccount(7);
const SEEDED_PROFILE = anvilAccount(9);

const toasts = (page: Page) => page.getByRole('list', { name: 'Notifications' });
const fuelOf = (d: Deployment): Address => {
  const t = d.tokens.find((x) => x.symbol === 'FUEL');
  if (!t) throw new Error('no FUEL in the deployment');
  return t.address;
};
const fuelBalance = (chain: ChainClient, d: Deployment, who: Address) =>
  chain.readContract({ address: fuelOf(d), abi: erc20Abi, functionName: 'balanceOf', args: [who] });

async function connect(page: Page, useWallet: (a: Address) => Promise<void>, account: Address) {
  await useWallet(account);
  await page.goto('/collectibles');
  await expect(page.getByRole('heading', { level: 1, name: 'Collectibles' })).toBeVisible();
  await connectWith(page, 'E2E Test Wallet');
}

test.describe('collectibles trade-in', () => {
  test('a starter is traded in: the dialog shows the FUEL paid, the token is burned, FUEL up by exactly that', async ({
    page,
    chain,
    deployment,
    useWallet,
  }) => {
    const p = deployment.profile;
    if (!p?.tradeIn) throw new Error('the devnet deployment has no trade-in');
    // A starter (Turbo, variation 2) claimed through the factory, as the page's Claim would.
    await sendOk(
      chain,
      chain.writeContract({
        account: HOLDER,
        address: fuelOf(deployment),
        abi: erc20Abi,
        functionName: 'approve',
        args: [p.bunnyFactory, maxUint256],
        chain: null,
      }),
    );
    await sendOk(
      chain,
      chain.writeContract({
        account: HOLDER,
        address: p.bunnyFactory,
        abi: fuelBunnyFactoryAbi,
        functionName: 'mintNFT',
        args: [2],
        chain: null,
      }),
    );
    const tokenId = await chain.readContract({
      address: p.bunnies,
      abi: fuelBunniesAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [HOLDER, 0n],
    });
    const value = await chain.readContract({ address: p.tradeIn, abi: fuelBunnyTradeInAbi, functionName: 'tradeInValue', args: [tokenId] });
    expect(value).toBeGreaterThan(0n);

    await connect(page, useWallet, HOLDER);
    const card = page.getByTestId('collectible-2');
    await expect(card.getByText('In Wallet')).toBeVisible();
    await card.getByRole('button', { name: `Trade in #${tokenId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Trade in NFT' });
    const shown = dialog.getByTestId('trade-in-amount');
    await expect(shown).toHaveAttribute('data-amount', value.toString());
    await expect(shown).toHaveText('1 FUEL');
    await expect(dialog.getByText('you will lose access to it forever')).toBeVisible();
    await expect(dialog.getByTestId('tx-preview')).toHaveAttribute('data-kind', 'ok', { timeout: 20_000 });
    const amount = BigInt((await shown.getAttribute('data-amount')) ?? '');

    const before = await fuelBalance(chain, deployment, HOLDER);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(toasts(page).getByText('NFT traded in!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // On chain: the token is burned (no owner), the wallet holds none, FUEL up by exactly the amount shown.
    await expect(
      chain.readContract({ address: p.bunnies, abi: fuelBunniesAbi, functionName: 'ownerOf', args: [tokenId] }),
    ).rejects.toThrow();
    expect(await chain.readContract({ address: p.bunnies, abi: fuelBunniesAbi, functionName: 'balanceOf', args: [HOLDER] })).toBe(0n);
    expect((await fuelBalance(chain, deployment, HOLDER)) - before).toBe(amount);
    await expect(card.getByText('In Wallet')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Trade in/ })).toHaveCount(0);
  });

  test('a profile picture in use offers no trade-in and says why', async ({ page, deployment, useWallet }) => {
    expect(deployment.profile?.tradeIn).toBeDefined();
    await connect(page, useWallet, SEEDED_PROFILE);
    const card = page.getByTestId('collectible-0');
    await expect(card.getByText('Profile Pic', { exact: true })).toBeVisible();
    await expect(card.getByText('Your profile picture cannot be traded in: remove it from your profile first.')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Trade in/ })).toHaveCount(0);
  });
});
