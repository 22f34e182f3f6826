/**
 * Farms in
 * Chromium against the devnet, asserting on-chain results: enable and stake
 * LP in the FUEL-BNB farm, harvest after blocks pass, unstake; the card's
 * multiplier, APR and liquidity come from the chain; badges, search, staked
 * only, the ROI calculator, and a 375 px phone.
 *
 * The devnet gives accounts #1-#8 LP tokens of every pair (devnet/src/seed-farms.ts).
 */
import type { Page } from '@playwright/test';
import { erc20Abi } from 'viem';
import { fuelChefAbi } from '@fuelswap/contracts';
import type { Deployment } from '@fuelswap/config';
import { test, expect, connectWith } from '../fixtures.ts';
import { TEST_ACCOUNTS } from '../accounts.ts';

const { carol } = TEST_ACCOUNTS;
const toasts = (page: Page) => page.getByRole('list', { name: 'Notifications' });
const card = (page: Page, lpSymbol: string) => page.locator(`[data-farm="${lpSymbol}"]`);

function farmsOf(d: Deployment) {
  if (!d.farms) throw new Error('the devnet deployment has no farms section');
  return d.farms;
}

async function open(page: Page) {
  await page.goto('/farms');
  await expect(page.getByRole('heading', { level: 1, name: 'Farms' })).toBeVisible();
}

test.describe('Farms', () => {
  test('enable and stake LP in FUEL-BNB, harvest after blocks pass, unstake', async ({ page, chain, deployment, useWallet }) => {
    const f = farmsOf(deployment);
    const farm = f.farms.find((x) => x.pid === f.keyFarms.fuelBnb)!;
    const fuel = deployment.tokens.find((t) => t.symbol === 'FUEL')!.address;
    const pid = BigInt(farm.pid);
    const lpBalance = () => chain.readContract({ address: farm.lpAddress, abi: erc20Abi, functionName: 'balanceOf', args: [carol] });
    const staked = async () =>
      (await chain.readContract({ address: f.chef, abi: fuelChefAbi, functionName: 'userInfo', args: [pid, carol] }))[0];
    const fuelBalance = () => chain.readContract({ address: fuel, abi: erc20Abi, functionName: 'balanceOf', args: [carol] });
    const lpStart = await lpBalance();
    expect(lpStart).toBeGreaterThan(0n);

    await useWallet(carol);
    await open(page);
    await connectWith(page, 'E2E Test Wallet');
    const c = card(page, 'FUEL-BNB LP');
    await expect(c).toContainText('24X');
    await expect(c).toContainText('Core');
    await expect(c.getByText(/^[\d,]+\.\d\d%$/)).toBeVisible();

    await c.getByRole('button', { name: 'Enable Contract' }).click();
    await expect(toasts(page).getByText('Contract Enabled')).toBeVisible();
    expect(
      await chain.readContract({ address: farm.lpAddress, abi: erc20Abi, functionName: 'allowance', args: [carol, f.chef] }),
    ).toBeGreaterThan(0n);

    // Stake half of the LP with the 50% button.
    await c.getByRole('button', { name: 'Stake LP' }).click();
    const stake = page.getByRole('dialog', { name: 'Stake LP tokens' });
    await stake.getByRole('button', { name: '50%' }).click();
    await expect(stake.getByRole('slider')).toHaveValue('50');
    await stake.getByRole('button', { name: 'Confirm' }).click();
    await expect(toasts(page).getByText('Staked!')).toBeVisible();
    await expect(stake).toBeHidden();
    expect(await staked()).toBe(lpStart / 2n);
    expect(await lpBalance()).toBe(lpStart - lpStart / 2n);

    // Blocks pass: FUEL accrues and Harvest pays it.
    await chain.mine({ blocks: 10 });
    await expect(c.getByTestId('earned')).not.toHaveText('0.00000');
    const fuelBefore = await fuelBalance();
    await c.getByRole('button', { name: 'Harvest' }).click();
    // The review: the earnings and the harvest's simulated result (FUEL in) before the wallet prompt.
    const review = page.getByRole('dialog', { name: 'Harvest' });
    await expect(review.getByTestId('tx-preview')).toHaveAttribute('data-kind', 'ok', { timeout: 20_000 });
    await expect(review.getByTestId('tx-preview')).toContainText('FUEL');
    await review.getByRole('button', { name: 'Confirm' }).click();
    await expect(toasts(page).getByText('Harvested!')).toBeVisible();
    await expect(review).toBeHidden();
    expect((await fuelBalance()) - fuelBefore).toBeGreaterThan(0n);
    expect(await staked()).toBe(lpStart / 2n);

    // Unstake everything (Max): the LP comes back, the earnings come along.
    await c.getByRole('button', { name: 'Unstake FUEL-BNB LP' }).click();
    const unstake = page.getByRole('dialog', { name: 'Unstake LP tokens' });
    await unstake.getByRole('button', { name: 'Max' }).click();
    await unstake.getByRole('button', { name: 'Confirm' }).click();
    await expect(toasts(page).getByText('Unstaked!')).toBeVisible();
    await expect(toasts(page).getByText('Your earnings have also been harvested to your wallet')).toBeVisible();
    expect(await staked()).toBe(0n);
    expect(await lpBalance()).toBe(lpStart);
    await expect(c.getByRole('button', { name: 'Stake LP' })).toBeVisible();
  });

  test('community badge on CAKE farms, search, staked only, liquidity and the ROI calculator', async ({ page }) => {
    await open(page);
    // Prices and liquidity come from the chain: a dollar figure, never a hard-coded one.
    const fuelBnb = card(page, 'FUEL-BNB LP');
    await fuelBnb.getByRole('button', { name: 'Details' }).click();
    await expect(fuelBnb.getByTestId('liquidity')).toHaveText(/^\$[\d,]+\.\d\d$/);
    await fuelBnb.getByRole('button', { name: 'ROI calculator for FUEL-BNB LP' }).click();
    const roi = page.getByRole('dialog', { name: 'ROI' });
    await expect(roi.getByRole('columnheader', { name: 'FUEL per $1,000' })).toBeVisible();
    await expect(roi.getByRole('row')).toHaveCount(5);
    await expect(roi).toContainText('Compounding once daily');
    await roi.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('textbox', { name: 'Search' }).fill('cake');
    const cards = page.getByTestId('farm-card');
    await expect(cards).toHaveCount(2);
    for (let i = 0; i < 2; i++) await expect(cards.nth(i)).toContainText('Community');

    // Without a wallet nothing is staked.
    await page.getByRole('textbox', { name: 'Search' }).fill('');
    await page.getByRole('switch', { name: 'Staked only' }).click();
    await expect(page.getByText('No farms found.')).toBeVisible();
    await page.getByRole('switch', { name: 'Staked only' }).click();
    await page.getByRole('tab', { name: 'Finished' }).click();
    await expect(page.getByText('No finished farms.')).toBeVisible();
  });

  test('works on a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    await open(page);
    await expect(card(page, 'BUSD-BNB LP').getByRole('button', { name: /connect wallet/i })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
