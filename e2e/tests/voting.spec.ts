/**
 * Voting in Chromium against the devnet and its API:
 * alice (#2) writes a proposal (the spec's messages once a field is touched, a Markdown preview that drops raw
 * HTML), signs it with the wallet (eth_signTypedData_v4) and lands on it; she votes Yes and sees her power and
 * its breakdown in the confirm dialog; bob (#3) moves FUEL away after the snapshot, votes No, and still weighs
 * his snapshot balance. The results are the chain's balances at the snapshot block, read independently here
 * with the FUEL token's balanceOf at that block.
 */
import type { Page } from '@playwright/test';
import { erc20Abi, parseUnits, type Address } from 'viem';
import { test, expect, connectWith } from '../fixtures.ts';
import { TEST_ACCOUNTS } from '../accounts.ts';
import { balanceAt, castVote, fuelOf, powerAt, shown } from '../voting.ts';

const { alice, bob, carol } = TEST_ACCOUNTS;
const toasts = (page: Page) => page.getByRole('list', { name: 'Notifications' });

test('a proposal signed by the wallet, two votes weighted by the chain at the snapshot, a transfer after it ignored', async ({
  page,
  useWallet,
  deployment,
  chain,
}) => {
  test.setTimeout(180_000);
  expect(deployment.voting, 'the devnet deployment has a voting section').toBeDefined();
  await useWallet(alice);
  await page.goto('/voting/proposal/create');
  await expect(page.getByRole('heading', { name: 'Make a Proposal' })).toBeVisible();
  await connectWith(page, 'E2E Test Wallet');

  // The spec's messages appear once a field was touched, not before.
  const title = page.getByLabel('Title');
  await expect(page.getByText('Title is required')).toHaveCount(0);
  await title.focus();
  await title.blur();
  await expect(page.getByText('Title is required')).toBeVisible();
  await title.fill('Send the treasury FUEL to the burn address');
  await expect(page.getByText('Title is required')).toHaveCount(0);

  // Markdown with a preview that never renders raw HTML.
  await page
    .getByRole('textbox', { name: 'Content' })
    .fill('## Why\n\nBecause **less** is more.\n\n<img src=x onerror="document.title=\'pwned\'">');
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Why' })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'less' })).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Write' }).click();

  await page.getByRole('textbox', { name: 'Choice 1' }).fill('Yes');
  await page.getByRole('textbox', { name: 'Choice 2' }).fill('No');
  await page.getByRole('button', { name: 'Add Choice' }).click();
  await page.getByRole('textbox', { name: 'Choice 3' }).focus();
  await page.getByRole('textbox', { name: 'Choice 3' }).blur();
  await expect(page.getByText('Choices must not be empty')).toBeVisible();
  await page.getByRole('button', { name: 'Remove choice 3' }).click();
  await expect(page.getByText('Choices must not be empty')).toHaveCount(0);

  const snapshotText = await page.getByTestId('proposal-snapshot').textContent();
  expect(snapshotText).toMatch(/^\d+$/);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toasts(page).getByText('Proposal created!')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/voting\/proposal\/0x[0-9a-f]{64}$/);
  try {
    await expect(page.getByRole('heading', { level: 1, name: 'Send the treasury FUEL to the burn address' })).toBeVisible({
      timeout: 30_000,
    });
  } catch (e) {
    console.log(`proposal page shows: ${await page.locator('body').textContent()}`);
    throw e;
  }
  await expect(page.getByRole('heading', { name: 'Why' })).toBeVisible();
  expect(await page.title()).not.toBe('pwned');
  const snapshot = BigInt((await page.getByTestId('proposal-details-snapshot').textContent())!);
  expect(snapshot).toBeGreaterThanOrEqual(BigInt(snapshotText!));

  // Alice votes Yes with her FUEL at the snapshot.
  const alicePower = await powerAt(chain, deployment, alice, snapshot);
  expect(alicePower).toBeGreaterThan(0n);
  await castVote(page, 'Yes', alicePower);
  const votes = page.getByTestId('votes-list');
  await expect(votes.getByText('Your vote')).toBeVisible();

  // After the snapshot Bob gives most of his FUEL to Carol; his vote still counts his snapshot balance.
  const bobPower = await powerAt(chain, deployment, bob, snapshot);
  const bobFuel = await balanceAt(chain, deployment, bob, snapshot);
  expect(bobFuel).toBeGreaterThan(parseUnits('1', 9));
  const moved = bobFuel - parseUnits('1', 9);
  await chain.writeContract({
    account: bob,
    chain: null,
    address: fuelOf(deployment),
    abi: erc20Abi,
    functionName: 'transfer',
    args: [carol, moved],
  });
  await expect
    .poll(async () => chain.readContract({ address: fuelOf(deployment), abi: erc20Abi, functionName: 'balanceOf', args: [bob] }))
    .toBe(parseUnits('1', 9));
  // The wallet switches to Bob (accountsChanged): the page follows without a reload.
  await page.evaluate((b) => (window as unknown as { __testWallet: { setAccount(a: string): void } }).__testWallet.setAccount(b), bob);
  await expect(page.getByRole('button', { name: 'Cast Vote' })).toBeVisible();
  await castVote(page, 'No', bobPower);

  // Results weighted by the server's power: Yes = Alice's snapshot FUEL, No = Bob's snapshot FUEL.
  await expect(page.getByTestId('result-1')).toContainText(`${shown(alicePower)} Votes`);
  await expect(page.getByTestId('result-2')).toContainText(`${shown(bobPower)} Votes`);
  await expect(votes.getByRole('listitem')).toHaveCount(2);
  await expect(votes.getByText('Invalid')).toHaveCount(0);

  // The list shows it under Community (Alice is not an admin), Vote Now.
  await page.goto('/voting');
  await page.getByRole('tab', { name: 'Community' }).click();
  await expect(page.getByRole('link', { name: 'Send the treasury FUEL to the burn address' }).first()).toBeVisible();
});

test('below the minimum voting power the form says so and cannot publish', async ({ page, useWallet, deployment, chain }) => {
  const poor = '0x000000000000000000000000000000000000dEaD' as Address;
  // Carol gives away her FUEL and FUEL-BNB LP (the chain is reverted after the test).
  const carolFuel = await chain.readContract({ address: fuelOf(deployment), abi: erc20Abi, functionName: 'balanceOf', args: [carol] });
  if (carolFuel > 0n)
    await chain.writeContract({
      account: carol,
      chain: null,
      address: fuelOf(deployment),
      abi: erc20Abi,
      functionName: 'transfer',
      args: [poor, carolFuel],
    });
  const farms = deployment.farms!;
  const lp = farms.farms.find((f) => f.pid === farms.keyFarms.fuelBnb)!.lpAddress;
  const carolLp = await chain.readContract({ address: lp, abi: erc20Abi, functionName: 'balanceOf', args: [carol] });
  if (carolLp > 0n)
    await chain.writeContract({ account: carol, chain: null, address: lp, abi: erc20Abi, functionName: 'transfer', args: [poor, carolLp] });
  await expect
    .poll(async () => powerAt(chain, deployment, carol, await chain.getBlockNumber()))
    .toBeLessThan(BigInt(deployment.voting!.minProposalPower));
  await useWallet(carol);
  await page.goto('/voting/proposal/create');
  await connectWith(page, 'E2E Test Wallet');
  const min = BigInt(deployment.voting!.minProposalPower);
  await expect(page.getByText(`You need at least ${shown(min)} voting power to publish a proposal.`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
});
