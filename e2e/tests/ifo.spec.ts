/**
 * Initial Farm Offerings in Chromium against the devnet, asserting
 * on-chain results: without a profile the sale asks for one; with a profile
 * (made in the test through the contracts, as the profile screens would) a
 * user enables the LP, commits to the Basic Sale at its cap with Max and to
 * the Unlimited Sale, the chain passes the end block, and both claims pay the
 * offering token and the LP refund harvest computes; the achievement becomes
 * collectable in the point center. Past IFOs shows the seeded finished sales.
 *
 * Accounts: alice (#2) has no profile; carol (#4) gets one here.
 */
import type { Page } from '@playwright/test';
import { erc20Abi, maxUint256, parseEther, parseUnits, type Address } from 'viem';
import { fuelIFOAbi, fuelPointCenterAbi, routerAbi } from '@fuelswap/contracts';
import type { DeployedIfo, Deployment } from '@fuelswap/config';
import { test, expect, connectWith, makeProfile, mineTo, sendOk, type ChainClient } from '../fixtures.ts';
import { TEST_ACCOUNTS } from '../accounts.ts';

const { alice, carol } = TEST_ACCOUNTS;
const toasts = (page: Page) => page.getByRole('list', { name: 'Notifications' });

function kalmar(d: Deployment): DeployedIfo {
  const e = d.ifo?.entries.find((x) => x.id === 'kalmar');
  if (!e) throw new Error('the devnet deployment has no kalmar IFO');
  return e;
}

/** FUEL-BNB LP for `who`: 2,000 FUEL with the BNB the router takes. */
async function addFuelBnbLiquidity(chain: ChainClient, d: Deployment, who: Address) {
  const fuel = d.tokens.find((t) => t.symbol === 'FUEL')!.address;
  const router = d.contracts.Router;
  await sendOk(
    chain,
    chain.writeContract({ account: who, address: fuel, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256], chain: null }),
  );
  const block = await chain.getBlock();
  await sendOk(
    chain,
    chain.writeContract({
      account: who,
      address: router,
      abi: routerAbi,
      functionName: 'addLiquidityETH',
      args: [fuel, parseUnits('2000', 9), 0n, 0n, who, block.timestamp + 3600n],
      value: parseEther('100'),
      chain: null,
    }),
  );
}

const saleCard = (page: Page, which: 'basic' | 'unlimited') => page.locator(`[data-sale="kalmar-${which}"]`);

test.describe('IFO', () => {
  test('without a profile, the live sale asks for one', async ({ page, useWallet, deployment, chain }) => {
    await mineTo(chain, BigInt(kalmar(deployment).startBlock));
    await useWallet(alice);
    await page.goto('/ifo');
    await expect(page.getByRole('heading', { level: 1, name: 'IFO: Initial Farm Offerings' })).toBeVisible();
    await connectWith(page, 'E2E Test Wallet');
    const card = page.locator('[data-ifo="kalmar"]');
    await expect(card.getByText('LIVE!')).toBeVisible();
    await expect(saleCard(page, 'basic').getByText('You need an active profile to take part in an IFO!')).toBeVisible();
    await expect(saleCard(page, 'basic').getByRole('link', { name: 'Activate your Profile' })).toHaveAttribute('href', '/profile');
    await expect(saleCard(page, 'unlimited').getByRole('link', { name: 'Activate your Profile' })).toBeVisible();
  });

  test('with a profile: commit to both pools, pass the end, claim offering and refund', async ({ page, useWallet, deployment, chain }) => {
    test.setTimeout(180_000);
    const ifo = kalmar(deployment);
    const lp = deployment.ifo!.lpToken;
    await makeProfile(chain, deployment, carol, { variation: 2, team: 1n });
    await addFuelBnbLiquidity(chain, deployment, carol);
    await mineTo(chain, BigInt(ifo.startBlock));

    await useWallet(carol);
    await page.goto('/ifo');
    await connectWith(page, 'E2E Test Wallet');
    const basic = saleCard(page, 'basic');
    await basic.getByRole('button', { name: 'Enable' }).click();
    await expect(toasts(page).getByText('Contract Enabled')).toBeVisible();
    expect(await chain.readContract({ address: lp, abi: erc20Abi, functionName: 'allowance', args: [carol, ifo.address] })).toBeGreaterThan(
      0n,
    );

    // Basic Sale: Max fills min(cap − committed, balance) = the cap.
    const cap = BigInt(ifo.pools.basic!.limitPerUser);
    await basic.getByRole('button', { name: 'Commit LP Tokens' }).click();
    let dialog = page.getByRole('dialog', { name: 'Contribute FUEL-BNB LP' });
    await dialog.getByRole('button', { name: 'Max' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      toasts(page)
        .getByText(/You have contributed .* FUEL-BNB LP to this IFO!/)
        .first(),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    const info = () => chain.readContract({ address: ifo.address, abi: fuelIFOAbi, functionName: 'viewUserInfo', args: [carol, [0, 1]] });
    expect((await info())[0][0]).toBe(cap);
    await expect(basic.getByRole('button', { name: 'Max. Committed' })).toBeDisabled();

    // Unlimited Sale: a typed amount above the balance is refused, then half the balance with 50%.
    const unlimited = saleCard(page, 'unlimited');
    const balance = await chain.readContract({ address: lp, abi: erc20Abi, functionName: 'balanceOf', args: [carol] });
    await unlimited.getByRole('button', { name: 'Commit LP Tokens' }).click();
    dialog = page.getByRole('dialog', { name: 'Contribute FUEL-BNB LP' });
    await dialog.getByRole('textbox').fill('1000000');
    await expect(dialog.getByRole('alert')).toHaveText('You don’t have enough FUEL-BNB LP');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await dialog.getByRole('button', { name: '50%' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await info())[0][1]).toBe(balance / 2n);

    // Past the end: claim both.
    await mineTo(chain, BigInt(ifo.endBlock + 1));
    await expect(page.locator('[data-ifo="kalmar"]').getByText('FINISHED!')).toBeVisible();
    const amounts = await chain.readContract({
      address: ifo.address,
      abi: fuelIFOAbi,
      functionName: 'viewUserOfferingAndRefundingAmountsForPools',
      args: [carol, [0, 1]],
    });
    const offerBefore = await chain.readContract({ address: ifo.offeringToken, abi: erc20Abi, functionName: 'balanceOf', args: [carol] });
    const lpBefore = await chain.readContract({ address: lp, abi: erc20Abi, functionName: 'balanceOf', args: [carol] });
    for (const card of [basic, unlimited]) {
      // The claim's simulated result shows above the button before the wallet prompt.
      await expect(card.getByTestId('tx-preview')).toHaveAttribute('data-kind', 'ok', { timeout: 20_000 });
      await card.getByRole('button', { name: 'Claim', exact: true }).click();
      await expect(card.getByRole('button', { name: 'Claimed' })).toBeDisabled();
    }
    await expect(toasts(page).getByText('You have successfully claimed your rewards.').first()).toBeVisible();
    const offerAfter = await chain.readContract({ address: ifo.offeringToken, abi: erc20Abi, functionName: 'balanceOf', args: [carol] });
    const lpAfter = await chain.readContract({ address: lp, abi: erc20Abi, functionName: 'balanceOf', args: [carol] });
    expect(offerAfter - offerBefore).toBe(amounts[0]![0] + amounts[1]![0]);
    expect(offerAfter - offerBefore).toBeGreaterThan(0n);
    expect(lpAfter - lpBefore).toBe(amounts[0]![1] + amounts[1]![1]);
    // The achievement is now collectable in the task center (commitment above the threshold, profile active).
    expect(
      await chain.readContract({
        address: deployment.profile!.pointCenter,
        abi: fuelPointCenterAbi,
        functionName: 'checkClaimStatus',
        args: [carol, ifo.address],
      }),
    ).toBe(true);
  });

  test('Past IFOs lists the finished sales with their real raises', async ({ page, deployment, useWallet }) => {
    // Alice took part in no past sale: each card says so, with no amounts above it.
    await useWallet(alice);
    await page.goto('/ifo/history');
    await connectWith(page, 'E2E Test Wallet');
    const finished = deployment.ifo!.entries.filter((e) => e.id !== 'kalmar');
    await expect(page.locator('[data-ifo]')).toHaveCount(finished.length);
    const hotcross = page.locator('[data-ifo="hotcross"]');
    await expect(hotcross.getByText('FINISHED!')).toBeVisible();
    await hotcross.getByRole('button', { name: /Details/ }).click();
    // Oversubscribed by the seeded commitments: more than 100% committed.
    await expect(hotcross.locator('[data-sale="hotcross-unlimited"]').getByText(/Total committed:/)).toBeVisible();
    await expect(hotcross.locator('[data-sale="hotcross-unlimited"]')).toContainText(/\((\d{3,}|[2-9]\d)\d*\.\d\d%\)/);
    for (const which of ['basic', 'unlimited']) {
      const sale = hotcross.locator(`[data-sale="hotcross-${which}"]`);
      await expect(sale.getByText('You didn’t participate in this sale!')).toBeVisible();
      await expect(sale.getByText(/RECLAIMED|RECEIVED|to receive/)).toHaveCount(0);
      // A price of a fraction of a cent keeps its significant digits (it once read "$0.00").
      await expect(sale.locator('dt:text-is("Price per HOTCROSS:") + dd')).toHaveText(/^\$0\.0*[1-9]\d{0,3}$/);
    }
  });
});
