/**
 * Syrup pools and the auto FUEL vault in Chromium against the devnet, asserting on-chain results:
 * a limited pool staked up to its limit and refused past it, the vault's
 * deposit, a bounty harvest by another account, withdrawals inside the fee
 * window (fee to the treasury) and after it (time travel; no fee), emergency
 * withdraw from a finished pool, the Finished tab only with a finished
 * stake, and the list's rules (table default, remembered view and staked
 * only, 12 more on scroll, search, insufficient balance, failure toast).
 *
 * Accounts: alice (#2) and bob (#3) have no stakes; anvil #6 was given stakes
 * in finished pools by the devnet's seeding (devnet/src/seed-farms.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { erc20Abi, parseEventLogs, parseUnits, type Address, type TransactionReceipt } from 'viem';
import { fuelVaultAbi, sousChefAbi } from '@fuelswap/contracts';
import type { DeployedPool, Deployment } from '@fuelswap/config';
import { test, expect, connectWith, type ChainClient } from '../fixtures.ts';
import { anvilAccount, TEST_ACCOUNTS } from '../accounts.ts';

const { alice, bob } = TEST_ACCOUNTS;
const FINISHED_STAKER = anvilAccount(6);
const FUEL = (n: string) => parseUnits(n, 9);

const toasts = (page: Page) => page.getByRole('list', { name: 'Notifications' });
const row = (page: Page, key: string) => page.locator(`[data-pool="${key}"]`);

function farms(d: Deployment) {
  if (!d.farms) throw new Error('the devnet deployment has no farms section');
  return d.farms;
}

function fuelAddress(d: Deployment): Address {
  return d.tokens.find((t) => t.symbol === 'FUEL')!.address;
}

async function open(page: Page, path = '/pools') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Syrup Pools' })).toBeVisible();
}

async function connect(page: Page, useWallet: (a: Address) => Promise<void>, account: Address, path = '/pools') {
  await useWallet(account);
  await open(page, path);
  await connectWith(page, 'E2E Test Wallet');
}

/** Scrolls until the pool's row is rendered (12 at a time, more as the bottom comes into view), then expands it. */
async function expand(page: Page, key: string, name: string): Promise<Locator> {
  const r = row(page, key);
  for (let i = 0; i < 6 && (await r.count()) === 0; i++) {
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(300);
  }
  await r.getByRole('button', { name: `Show details of ${name}` }).click();
  await expect(r.getByRole('region', { name: `Details of ${name}` })).toBeVisible();
  return r;
}

async function fuelBalance(chain: ChainClient, d: Deployment, who: Address): Promise<bigint> {
  return chain.readContract({ address: fuelAddress(d), abi: erc20Abi, functionName: 'balanceOf', args: [who] });
}

const head = (chain: ChainClient) => chain.getBlockNumber({ cacheTime: 0 });

/** The user's first transaction to `to` mined after block `after` (the app sent it; the test reads its receipt). */
async function receiptAfter(chain: ChainClient, after: bigint, from: Address, to: Address): Promise<TransactionReceipt> {
  const latest = await head(chain);
  for (let b = after + 1n; b <= latest; b++) {
    const block = await chain.getBlock({ blockNumber: b, includeTransactions: true });
    const tx = block.transactions.find((x) => x.from.toLowerCase() === from.toLowerCase() && x.to?.toLowerCase() === to.toLowerCase());
    if (tx) return chain.getTransactionReceipt({ hash: tx.hash });
  }
  throw new Error(`no transaction from ${from} to ${to} after block ${after}`);
}

/** Withdrawal fee paid in a vault receipt: FUEL sent to the treasury minus the performance fees of the rewards claimed along. */
function withdrawFeeIn(receipt: TransactionReceipt, fuel: Address, treasury: Address): { fee: bigint; payout: bigint } {
  const transfers = parseEventLogs({ abi: erc20Abi, logs: receipt.logs, eventName: 'Transfer' }).filter(
    (l) => l.address.toLowerCase() === fuel.toLowerCase(),
  );
  const toTreasury = transfers.filter((l) => l.args.to.toLowerCase() === treasury.toLowerCase()).reduce((s, l) => s + l.args.value, 0n);
  const perf = parseEventLogs({ abi: fuelVaultAbi, logs: receipt.logs, eventName: 'RewardsClaimed' }).reduce(
    (s, l) => s + l.args.performanceFee,
    0n,
  );
  const [withdraw] = parseEventLogs({ abi: fuelVaultAbi, logs: receipt.logs, eventName: 'Withdraw' });
  if (!withdraw) throw new Error('no Withdraw event');
  return { fee: toTreasury - perf, payout: withdraw.args.amount };
}

test.describe('Syrup pools', () => {
  test('table by default; view and "Staked only" are remembered; 12 pools at a time, 12 more on scroll; search', async ({ page }) => {
    await open(page);
    const rows = page.getByTestId('pool-row');
    await expect(rows).toHaveCount(12);
    await expect(row(page, 'vault')).toContainText('Auto FUEL');
    await page.getByRole('button', { name: 'To Top' }).scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(24);

    await page.getByRole('button', { name: 'Card View' }).click();
    await expect(page.getByTestId('pool-card').first()).toBeVisible();
    await page.getByRole('switch', { name: 'Staked only' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Card View' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('switch', { name: 'Staked only' })).toHaveAttribute('aria-checked', 'true');
    // No wallet, no stakes.
    await expect(page.getByText('No pools found.')).toBeVisible();
    await page.getByRole('switch', { name: 'Staked only' }).click();
    await page.getByRole('button', { name: 'Table View' }).click();

    // Search on the earning token.
    await page.getByRole('textbox', { name: 'Search' }).fill('xvs');
    const found = page.getByTestId('pool-row');
    await expect(found.first()).toBeVisible();
    for (const text of await found.allTextContents()) expect(text).toMatch(/Earn XVS/);
    // Without a wallet: "Start earning", and the APR with its calculator.
    const first = found.first();
    await first.getByRole('button', { name: /^Show details of/ }).click();
    await expect(first.getByRole('button', { name: 'Start earning' })).toBeVisible();
    await first.getByRole('button', { name: /^ROI calculator for/ }).click();
    const roi = page.getByRole('dialog', { name: 'ROI' });
    await expect(roi.getByRole('row')).toHaveCount(5);
    await expect(roi.getByRole('rowheader', { name: '365d (APY)' })).toBeVisible();
    await roi.getByRole('button', { name: 'Close' }).click();
  });

  test('stakes in a limited pool up to its limit and is stopped past it', async ({ page, chain, deployment, useWallet }) => {
    const pool = farms(deployment).pools.find((p) => BigInt(p.stakingLimit) > 0n && !p.isFinished && p.stakingTokenSymbol === 'FUEL')!;
    const limit = BigInt(pool.stakingLimit);
    expect(limit).toBe(FUEL('100'));
    await connect(page, useWallet, alice);
    const r = await expand(page, `pool-${pool.sousId}`, `Earn ${pool.earningTokenSymbol}`);
    await expect(r.getByTestId('max-stake')).toHaveText('100.000 FUEL');

    // Enable: the approval.
    await r.getByRole('button', { name: 'Enable', exact: true }).click();
    await expect(toasts(page).getByText('Contract Enabled')).toBeVisible();
    await expect(toasts(page).getByText(`You can now stake in the ${pool.earningTokenSymbol} pool!`)).toBeVisible();
    expect(
      await chain.readContract({
        address: pool.stakingToken,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [alice, pool.contractAddress],
      }),
    ).toBeGreaterThan(0n);

    // 101 is refused with the maximum total stake; 60 goes through.
    await r.getByRole('button', { name: 'Stake', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Stake in Pool' });
    const amount = dialog.getByLabel('Stake', { exact: true });
    await amount.fill('101');
    await expect(dialog.getByRole('alert')).toHaveText('Maximum total stake: 100.000 FUEL');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await amount.fill('60');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(toasts(page).getByText('Staked!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const info = () => chain.readContract({ address: pool.contractAddress, abi: sousChefAbi, functionName: 'userInfo', args: [alice] });
    expect((await info())[0]).toBe(FUEL('60'));

    // Plus: 41 more would pass the limit; Max is what is left (40).
    await r.getByRole('button', { name: 'Stake more FUEL' }).click();
    dialog = page.getByRole('dialog', { name: 'Stake in Pool' });
    await dialog.getByLabel('Stake', { exact: true }).fill('41');
    await expect(dialog.getByRole('alert')).toHaveText('Maximum total stake: 100.000 FUEL');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Max' }).click();
    await expect(dialog.getByLabel('Stake', { exact: true })).toHaveValue('40');
    await expect(dialog.getByRole('slider')).toHaveValue('100');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await info())[0]).toBe(limit);

    // At the limit: plus is disabled, and the contract refuses one unit more.
    await expect(r.getByRole('button', { name: 'Stake more FUEL' })).toHaveAttribute('aria-disabled', 'true');
    await expect(r.getByTestId('staked')).toHaveText('100.000');
    await expect(
      chain.simulateContract({ account: alice, address: pool.contractAddress, abi: sousChefAbi, functionName: 'deposit', args: [1n] }),
    ).rejects.toThrow(/AboveUserLimit/);
  });

  test('vault: deposit, a bounty harvest by another account, unstaking with the fee inside 72 h and without it after', async ({
    page,
    chain,
    deployment,
    useWallet,
  }) => {
    const f = farms(deployment);
    const fuel = fuelAddress(deployment);
    await connect(page, useWallet, alice);
    const r = await expand(page, 'vault', 'Auto FUEL');
    await expect(r).toContainText('Performance Fee');
    await expect(r.getByRole('button', { name: /^ROI calculator for Auto FUEL/ })).toBeVisible();

    await r.getByRole('button', { name: 'Enable', exact: true }).click();
    await expect(toasts(page).getByText('Contract Enabled')).toBeVisible();
    await r.getByRole('button', { name: 'Stake', exact: true }).click();
    const stake = page.getByRole('dialog', { name: 'Stake in Pool' });
    await stake.getByLabel('Stake', { exact: true }).fill('1000');
    await stake.getByRole('button', { name: 'Confirm' }).click();
    await expect(toasts(page).getByText('Staked!')).toBeVisible();
    const userInfo = () => chain.readContract({ address: f.vault, abi: fuelVaultAbi, functionName: 'userInfo', args: [alice] });
    expect((await userInfo())[0]).toBeGreaterThan(0n);
    await expect(r.getByTestId('vault-fee-window')).toContainText('0.1% unstaking fee until');

    // Bob collects the bounty: his FUEL grows by exactly the call fee of his harvest, which is not zero.
    await chain.mine({ blocks: 5 });
    await page.evaluate(
      (account) => (window as unknown as { __testWallet: { setAccount(a: string): void } }).__testWallet.setAccount(account),
      bob,
    );
    const bobBefore = await fuelBalance(chain, deployment, bob);
    const beforeClaim = await head(chain);
    await expect(page.getByTestId('bounty')).not.toHaveText('0.00000');
    await page.getByRole('button', { name: 'Claim', exact: true }).click();
    const claim = page.getByRole('dialog', { name: 'Claim Bounty' });
    await expect(claim).toContainText('0.25%');
    await claim.getByRole('button', { name: 'Confirm' }).click();
    await expect(toasts(page).getByText('Bounty collected!')).toBeVisible();
    const harvest = await receiptAfter(chain, beforeClaim, bob, f.vault);
    const [event] = parseEventLogs({ abi: fuelVaultAbi, logs: harvest.logs, eventName: 'Harvest' });
    expect(event!.args.sender.toLowerCase()).toBe(bob.toLowerCase());
    expect(event!.args.callFee).toBeGreaterThan(0n);
    expect((await fuelBalance(chain, deployment, bob)) - bobBefore).toBe(event!.args.callFee);

    // Back to Alice: the compounding shows as recent profit.
    await page.evaluate(
      (account) => (window as unknown as { __testWallet: { setAccount(a: string): void } }).__testWallet.setAccount(account),
      alice,
    );
    await expect(r.getByTestId('vault-profit')).not.toHaveText(/^0(\.0+)?$/);

    // Unstake 500 FUEL inside the window: 0.1% of it goes to the treasury.
    await r.getByRole('button', { name: 'Unstake FUEL' }).click();
    let unstake = page.getByRole('dialog', { name: 'Unstake' });
    await expect(unstake.getByRole('note')).toContainText('Unstaking fee');
    await expect(unstake.getByTestId('vault-fee-time-left')).toContainText('2d : 23h');
    await unstake.getByLabel('Unstake', { exact: true }).fill('500');
    const beforeFirst = await head(chain);
    await unstake.getByRole('button', { name: 'Confirm' }).click();
    await expect(toasts(page).getByText('Unstaked!')).toBeVisible();
    await expect(unstake).toBeHidden();
    const inside = withdrawFeeIn(await receiptAfter(chain, beforeFirst, alice, f.vault), fuel, f.treasury);
    expect(inside.fee).toBeGreaterThan(0n);
    expect(inside.fee).toBe(((inside.payout + inside.fee) * 10n) / 10_000n);

    // 72 hours later: no fee, and Max leaves at most 1e12 shares, so everything is withdrawn.
    await chain.increaseTime({ seconds: 72 * 3600 });
    await chain.mine({ blocks: 1 });
    await expect(r.getByTestId('vault-fee-window')).toHaveCount(0);
    await r.getByRole('button', { name: 'Unstake FUEL' }).click();
    unstake = page.getByRole('dialog', { name: 'Unstake' });
    await expect(unstake.getByRole('note')).toHaveCount(0);
    await unstake.getByRole('button', { name: 'Max' }).click();
    const beforeAll = await head(chain);
    await unstake.getByRole('button', { name: 'Confirm' }).click();
    await expect(unstake).toBeHidden();
    const after = await receiptAfter(chain, beforeAll, alice, f.vault);
    expect(withdrawFeeIn(after, fuel, f.treasury).fee).toBe(0n);
    expect((await userInfo())[0]).toBe(0n);
  });

  test('the Finished tab shows only with a stake in a finished pool; emergency withdraw returns it', async ({
    page,
    chain,
    deployment,
    useWallet,
  }) => {
    // Alice has no finished stake: no Finished tab.
    await connect(page, useWallet, alice);
    await expect(page.getByRole('navigation', { name: 'Pool status' }).getByRole('link', { name: 'Live' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Finished' })).toHaveCount(0);

    // Anvil #6 has stakes in finished pools.
    await page.evaluate(
      (account) => (window as unknown as { __testWallet: { setAccount(a: string): void } }).__testWallet.setAccount(account),
      FINISHED_STAKER,
    );
    await page.getByRole('link', { name: 'Finished' }).click();
    await expect(page).toHaveURL(/\/pools\/history$/);
    await expect(page.getByText('These pools are no longer distributing rewards. Please unstake your tokens.')).toBeVisible();

    const pool = farms(deployment).pools.find(
      (p: DeployedPool) => p.isFinished && p.enableEmergencyWithdraw && p.stakingTokenSymbol === 'FUEL',
    )!;
    const stakedBefore = (
      await chain.readContract({ address: pool.contractAddress, abi: sousChefAbi, functionName: 'userInfo', args: [FINISHED_STAKER] })
    )[0];
    expect(stakedBefore).toBe(FUEL('100'));
    const balanceBefore = await fuelBalance(chain, deployment, FINISHED_STAKER);
    const r = await expand(page, `pool-${pool.sousId}`, `Earn ${pool.earningTokenSymbol}`);
    // Finished: Stake is disabled; the stake leaves by emergency withdraw.
    await expect(r.getByRole('button', { name: 'Stake more FUEL' })).toBeDisabled();
    await r.getByRole('button', { name: 'Emergency Withdraw' }).click();
    await expect(toasts(page).getByText('Unstaked!')).toBeVisible();
    await expect
      .poll(
        async () =>
          (
            await chain.readContract({ address: pool.contractAddress, abi: sousChefAbi, functionName: 'userInfo', args: [FINISHED_STAKER] })
          )[0],
      )
      .toBe(0n);
    expect((await fuelBalance(chain, deployment, FINISHED_STAKER)) - balanceBefore).toBe(stakedBefore);
  });

  test('staking with no balance opens "Insufficient {symbol} balance"; a rejected approval shows the error toast', async ({
    page,
    chain,
    deployment,
    useWallet,
  }) => {
    const pool = farms(deployment).pools.find((p) => !p.isFinished && p.earningTokenSymbol === 'FUEL' && p.sousId > 0)!;
    const token = pool.stakingToken;
    const all = await chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [alice] });
    await chain.writeContract({
      account: alice,
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob, all],
      chain: chain.chain,
    });
    await connect(page, useWallet, alice);
    await page.getByRole('textbox', { name: 'Search' }).fill('FUEL');
    const r = await expand(page, `pool-${pool.sousId}`, 'Earn FUEL');

    // The wallet refuses the approval: "Error" with the spec's text.
    await page.evaluate(() =>
      (window as unknown as { __testWallet: { rejectNext(m: string): void } }).__testWallet.rejectNext('eth_sendTransaction'),
    );
    await r.getByRole('button', { name: 'Enable', exact: true }).click();
    await expect(
      toasts(page).getByText('Please try again. Confirm the transaction and make sure you are paying enough gas!'),
    ).toBeVisible();

    await r.getByRole('button', { name: 'Enable', exact: true }).click();
    await expect(toasts(page).getByText('Contract Enabled')).toBeVisible();
    await r.getByRole('button', { name: 'Stake', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Insufficient ${pool.stakingTokenSymbol} balance` });
    await expect(dialog.getByRole('link', { name: `Buy ${pool.stakingTokenSymbol}` })).toHaveAttribute(
      'href',
      `/swap?outputCurrency=${token}`,
    );
    await expect(dialog.getByRole('link', { name: 'Locate Assets' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('works on a 375 px phone: rows collapse to name, APR and the toggle', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    await open(page);
    const vault = row(page, 'vault');
    await expect(vault).toContainText('APY');
    await vault.getByRole('button', { name: 'Show details of Auto FUEL' }).click();
    await expect(vault.getByRole('button', { name: 'Start earning' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
