/**
 * Chain 97, as deployed by `npm run deploy` from the 97 file: the farms and the Syrup pools listed with APRs
 * computed from this chain (the FUEL-BNB and BUSD-BNB markets the treasury opened), then a farm stake and harvest
 * through the app, asserted on chain.
 */
import type { Page } from '@playwright/test';
import { erc20Abi, maxUint256, parseEther, parseUnits } from 'viem';
import { fuelChefAbi, fuelRouterAbi, fuelVaultAbi, sousChefBNBAbi } from '@fuelswap/contracts';
import { test, expect, connectWith, mineTo, sendOk } from '../fixtures.ts';
import { addr, KEY } from '../env.ts';

const user = addr(KEY.user);
const toasts = (page: Page) => page.getByRole('list', { name: 'Notifications' });
// A percentage with two decimals, or the app's cap (">1,000,000%": one treasury's stake takes a whole emission).
const APR = />?[\d,]+(\.\d\d)?%/;
const APR_ONLY = /^>?[\d,]+(\.\d\d)?%$/;

test('the chain-97 farms and pools are listed with their APRs; a farm stake and a harvest', async ({
  page,
  chain,
  deployment,
  useWallet,
}) => {
  const f = deployment.farms;
  if (!f) throw new Error('the 97 deployment has no farms section');
  // The chef pays from its start block (launch + the 97 file's startOffset).
  await mineTo(chain, BigInt(f.startBlock) + 1n);

  const fuelBnb = f.farms.find((x) => x.pid === f.keyFarms.fuelBnb);
  if (!fuelBnb) throw new Error('no FUEL-BNB farm');
  const fuel = deployment.contracts.FuelToken!;
  const router = deployment.contracts.Router;
  // The user's LP: FUEL (from the treasury) and BNB into the FUEL-BNB market.
  await sendOk(
    chain,
    chain.writeContract({ account: user, address: fuel, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
  );
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 86_400 * 30);
  await sendOk(
    chain,
    chain.writeContract({
      account: user,
      address: router,
      abi: fuelRouterAbi,
      functionName: 'addLiquidityETH',
      args: [fuel, parseUnits('100', 9), 0n, 0n, user, deadline],
      value: parseEther('1'),
    }),
  );
  const lp = () => chain.readContract({ address: fuelBnb.lpAddress, abi: erc20Abi, functionName: 'balanceOf', args: [user] });
  const staked = async () =>
    (await chain.readContract({ address: f.chef, abi: fuelChefAbi, functionName: 'userInfo', args: [BigInt(fuelBnb.pid), user] }))[0];
  const fuelOf = () => chain.readContract({ address: fuel, abi: erc20Abi, functionName: 'balanceOf', args: [user] });
  const lpStart = await lp();
  expect(lpStart).toBeGreaterThan(0n);

  // The first stakes, the treasury's (the launch's first farmer): an APR is a share of the emission per staked
  // dollar, so a farm or pool nobody staked in has none to show. Half its LP of both farms, 1 BNB in the BNB pool,
  // 100 FUEL in the auto vault.
  const treasury = addr(KEY.treasury);
  for (const farm of f.farms.filter((x) => x.pid !== 0)) {
    const held = await chain.readContract({ address: farm.lpAddress, abi: erc20Abi, functionName: 'balanceOf', args: [treasury] });
    expect(held, farm.lpSymbol).toBeGreaterThan(0n);
    await sendOk(
      chain,
      chain.writeContract({ account: treasury, address: farm.lpAddress, abi: erc20Abi, functionName: 'approve', args: [f.chef, held] }),
    );
    await sendOk(
      chain,
      chain.writeContract({
        account: treasury,
        address: f.chef,
        abi: fuelChefAbi,
        functionName: 'deposit',
        args: [BigInt(farm.pid), held / 2n],
      }),
    );
  }
  const bnbPoolOf = f.pools.find((p) => p.sousId !== 0 && p.stakingTokenSymbol === 'BNB');
  if (!bnbPoolOf) throw new Error('the 97 deployment has no BNB pool');
  await sendOk(
    chain,
    chain.writeContract({
      account: treasury,
      address: bnbPoolOf.contractAddress,
      abi: sousChefBNBAbi,
      functionName: 'deposit',
      value: parseEther('1'),
    }),
  );
  const vault = deployment.contracts.FuelVault!;
  await sendOk(
    chain,
    chain.writeContract({ account: treasury, address: fuel, abi: erc20Abi, functionName: 'approve', args: [vault, maxUint256] }),
  );
  await sendOk(
    chain,
    chain.writeContract({ account: treasury, address: vault, abi: fuelVaultAbi, functionName: 'deposit', args: [parseUnits('100', 9)] }),
  );

  // The pools: the BNB-staking Syrup pool of the 97 file and the auto vault, each with an APR.
  await page.goto('/pools');
  await expect(page.getByRole('heading', { level: 1, name: 'Syrup Pools' })).toBeVisible();
  const rows = page.getByTestId('pool-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('[data-pool="vault"]')).toContainText('Auto FUEL');
  await expect(page.locator('[data-pool="vault"]')).toContainText(APR);
  const bnbPool = rows.filter({ hasText: 'Stake BNB' });
  await expect(bnbPool).toHaveCount(1);
  await expect(bnbPool).toContainText(APR);

  await useWallet(user);
  await page.goto('/farms');
  await expect(page.getByRole('heading', { level: 1, name: 'Farms' })).toBeVisible();
  await connectWith(page, 'E2E Test Wallet');
  // Both farms of the 97 file, with their multipliers (4000 and 1000 points: 40X and 10X) and an APR.
  const c = page.locator('[data-farm="FUEL-BNB LP"]');
  const busd = page.locator('[data-farm="BUSD-BNB LP"]');
  await expect(c).toContainText('40X');
  await expect(busd).toContainText('10X');
  await expect(c.getByText(APR_ONLY)).toBeVisible();
  await expect(busd.getByText(APR_ONLY)).toBeVisible();

  await c.getByRole('button', { name: 'Enable Contract' }).click();
  await expect(toasts(page).getByText('Contract Enabled')).toBeVisible();
  await c.getByRole('button', { name: 'Stake LP' }).click();
  const stake = page.getByRole('dialog', { name: 'Stake LP tokens' });
  await stake.getByRole('button', { name: 'Max' }).click();
  await stake.getByRole('button', { name: 'Confirm' }).click();
  await expect(toasts(page).getByText('Staked!')).toBeVisible();
  await expect.poll(staked).toBe(lpStart);
  expect(await lp()).toBe(0n);

  await chain.mine({ blocks: 10 });
  await expect(c.getByTestId('earned')).not.toHaveText('0.00000');
  const before = await fuelOf();
  await c.getByRole('button', { name: 'Harvest' }).click();
  const review = page.getByRole('dialog', { name: 'Harvest' });
  await expect(review.getByTestId('tx-preview')).toHaveAttribute('data-kind', 'ok', { timeout: 20_000 });
  await review.getByRole('button', { name: 'Confirm' }).click();
  await expect(toasts(page).getByText('Harvested!')).toBeVisible();
  // 40 FUEL a block, the farm's 4000 of the chef's points: the user, alone in it, earns a share of every block.
  expect((await fuelOf()) - before).toBeGreaterThan(0n);
  expect(await staked()).toBe(lpStart);
});
