/**
 * Transaction preview: the confirmation dialog shows the simulated result of the exact call before
 * the wallet prompt, and the chain then does exactly that — token changes to the wei, BNB changes plus the
 * receipt's fee to the wei. A call that would revert shows why and keeps Confirm disabled.
 */
import type { Page } from '@playwright/test';
import { erc20Abi, type Address, type Hash } from 'viem';
import { fuelLotteryAbi } from '@fuelswap/contracts';
import { test, expect, connectWith, type ChainClient } from '../fixtures.ts';
import { TEST_ACCOUNTS } from '../accounts.ts';

const { carol } = TEST_ACCOUNTS;
const TX_KEY = 'fuelswap:transactions';
const main = (page: Page) => page.getByRole('main');

async function lastHash(page: Page): Promise<Hash> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), TX_KEY);
  const parsed = JSON.parse(raw ?? '{}') as { value?: Record<string, Record<string, { addedTime: number }>> };
  const txs = Object.entries(parsed.value?.['31337'] ?? {}).sort((a, b) => b[1].addedTime - a[1].addedTime);
  return txs[0]![0] as Hash;
}

/** The preview's changes as { 'holder/token': diff }. */
async function previewChanges(page: Page): Promise<Record<string, bigint>> {
  const items = page.getByRole('dialog').getByTestId('tx-preview-change');
  const out: Record<string, bigint> = {};
  for (const li of await items.all()) {
    out[`${await li.getAttribute('data-holder')}/${await li.getAttribute('data-token')}`] = BigInt(
      (await li.getAttribute('data-diff')) ?? 'x',
    );
  }
  return out;
}

const balance = (chain: ChainClient, token: Address, who: Address) =>
  chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [who] });

test('a BNB → BUSD swap: the review shows the simulated changes, and the receipt matches them to the wei', async ({
  page,
  chain,
  deployment,
  useWallet,
}) => {
  test.setTimeout(120_000);
  const BUSD = deployment.tokens.find((t) => t.symbol === 'BUSD')!.address as Address;
  await useWallet(carol);
  await page.goto(`/swap?inputCurrency=BNB&outputCurrency=${BUSD}`);
  await connectWith(page, 'E2E Test Wallet');
  await expect(
    main(page)
      .getByText(/^Balance: \d/)
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'From amount' }).fill('0.75');
  await main(page).getByRole('button', { name: 'Swap', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm Swap' });
  const preview = dialog.getByTestId('tx-preview');
  await expect(preview).toHaveAttribute('data-kind', 'ok', { timeout: 20_000 });
  await expect(preview).toContainText('BUSD');
  await expect(preview).toContainText(/Network fee about/);
  const changes = await previewChanges(page);
  const me = carol.toLowerCase();
  expect(changes[`${me}/native`]).toBe(-750_000_000_000_000_000n);
  const busdIn = changes[`${me}/${BUSD.toLowerCase()}`]!;
  expect(busdIn).toBeGreaterThan(0n);

  const [bnbBefore, busdBefore] = [await chain.getBalance({ address: carol }), await balance(chain, BUSD, carol)];
  await dialog.getByRole('button', { name: 'Confirm Swap' }).click();
  await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible({ timeout: 30_000 });
  const receipt = await chain.waitForTransactionReceipt({ hash: await lastHash(page) });
  expect(receipt.status).toBe('success');
  // The swap was mined in a later block than the one simulated, at the same reserves (nobody traded between).
  expect(await balance(chain, BUSD, carol)).toBe(busdBefore + busdIn);
  expect(await chain.getBalance({ address: carol })).toBe(
    bnbBefore - 750_000_000_000_000_000n - receipt.gasUsed * receipt.effectiveGasPrice,
  );
});

test('a swap that would revert shows the reason and keeps Confirm disabled', async ({ page, chain, deployment, useWallet }) => {
  test.setTimeout(120_000);
  const BUSD = deployment.tokens.find((t) => t.symbol === 'BUSD')!.address as Address;
  await useWallet(carol);
  await page.goto(`/swap?inputCurrency=BNB&outputCurrency=${BUSD}`);
  await connectWith(page, 'E2E Test Wallet');
  await expect(
    main(page)
      .getByText(/^Balance: \d/)
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'From amount' }).fill('0.5');
  await main(page).getByRole('button', { name: 'Swap', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Swap' });
  await expect(dialog.getByTestId('tx-preview')).toHaveAttribute('data-kind', 'ok', { timeout: 20_000 });

  // Someone moves the price a lot between the quote and the confirmation: the reviewed minimum can no longer be met.
  const whale = TEST_ACCOUNTS.alice;
  const hash = await chain.writeContract({
    account: whale,
    address: deployment.contracts.Router,
    abi: [
      {
        type: 'function',
        name: 'swapExactETHForTokens',
        stateMutability: 'payable',
        inputs: [
          { name: 'amountOutMin', type: 'uint256' },
          { name: 'path', type: 'address[]' },
          { name: 'to', type: 'address' },
          { name: 'deadline', type: 'uint256' },
        ],
        outputs: [{ name: 'amounts', type: 'uint256[]' }],
      },
    ] as const,
    functionName: 'swapExactETHForTokens',
    args: [0n, [deployment.contracts.WBNB, BUSD], whale, 2n ** 40n],
    value: 1_000n * 10n ** 18n,
    chain: null,
  });
  expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success');

  await expect(dialog.getByTestId('tx-preview')).toHaveAttribute('data-kind', 'reverted', { timeout: 20_000 });
  await expect(dialog.getByTestId('tx-preview').getByRole('alert')).toContainText(
    /This transaction would fail: .*INSUFFICIENT_OUTPUT_AMOUNT/,
  );
  await expect(dialog.getByRole('button', { name: /Confirm Swap|Swap Anyway/ })).toBeDisabled();
});

test('staking LP in a farm: the dialog previews the LP leaving the wallet, and the chain moves exactly that', async ({
  page,
  chain,
  deployment,
  useWallet,
}) => {
  test.setTimeout(120_000);
  const f = deployment.farms!;
  const farm = f.farms.find((x) => x.pid === f.keyFarms.fuelBnb)!;
  const lp = farm.lpAddress as Address;
  // Enabled beforehand (approvals are not what this test is about).
  const approveHash = await chain.writeContract({
    account: carol,
    address: lp,
    abi: erc20Abi,
    functionName: 'approve',
    args: [f.chef, 2n ** 256n - 1n],
    chain: null,
  });
  await chain.waitForTransactionReceipt({ hash: approveHash });
  const lpStart = await balance(chain, lp, carol);

  await useWallet(carol);
  await page.goto('/farms');
  await connectWith(page, 'E2E Test Wallet');
  const card = page.locator('[data-farm="FUEL-BNB LP"]');
  await card.getByRole('button', { name: 'Stake LP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stake LP tokens' });
  await dialog.getByRole('button', { name: '50%' }).click();
  const preview = dialog.getByTestId('tx-preview');
  await expect(preview).toHaveAttribute('data-kind', 'ok', { timeout: 20_000 });
  const changes = await previewChanges(page);
  expect(changes[`${carol.toLowerCase()}/${lp.toLowerCase()}`]).toBe(-(lpStart / 2n));

  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('list', { name: 'Notifications' }).getByText('Staked!')).toBeVisible({ timeout: 30_000 });
  expect(await balance(chain, lp, carol)).toBe(lpStart + changes[`${carol.toLowerCase()}/${lp.toLowerCase()}`]!);
});

test('buying lottery tickets: the dialog previews the FUEL paid, and the chain takes exactly that', async ({
  page,
  chain,
  deployment,
  useWallet,
}) => {
  test.setTimeout(240_000);
  const l = deployment.lottery!;
  const fuel = l.token as Address;
  const approveHash = await chain.writeContract({
    account: carol,
    address: fuel,
    abi: erc20Abi,
    functionName: 'approve',
    args: [l.lottery, 2n ** 256n - 1n],
    chain: null,
  });
  await chain.waitForTransactionReceipt({ hash: approveHash });

  // A round open for at least 30 more seconds (the keeper opens one a minute on the e2e devnet).
  await expect
    .poll(
      async () => {
        const id = await chain.readContract({ address: l.lottery, abi: fuelLotteryAbi, functionName: 'currentLotteryId' });
        const r = await chain.readContract({ address: l.lottery, abi: fuelLotteryAbi, functionName: 'viewLottery', args: [id] });
        const now = (await chain.getBlock()).timestamp;
        return r.status === 1 && r.endTime > now + 30n;
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe(true);
  await useWallet(carol);
  await page.goto('/lottery');
  await connectWith(page, 'E2E Test Wallet');
  await page.getByRole('button', { name: 'Buy Tickets' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Buy Tickets' });
  await dialog.getByRole('textbox', { name: 'Number of tickets' }).fill('3');
  const preview = dialog.getByTestId('tx-preview');
  await expect(preview).toHaveAttribute('data-kind', 'ok', { timeout: 20_000 });
  const paid = (await previewChanges(page))[`${carol.toLowerCase()}/${fuel.toLowerCase()}`]!;
  expect(paid).toBeLessThan(0n);

  const before = await balance(chain, fuel, carol);
  await dialog.getByRole('button', { name: 'Buy Instantly' }).click();
  await expect(page.getByText('Lottery tickets purchased!')).toBeVisible({ timeout: 30_000 });
  expect(await balance(chain, fuel, carol)).toBe(before + paid);
});

test('adding BNB and BUSD liquidity: the review previews both deposits and the LP received, and the chain does exactly that', async ({
  page,
  chain,
  deployment,
  useWallet,
}) => {
  test.setTimeout(120_000);
  const BUSD = deployment.tokens.find((t) => t.symbol === 'BUSD')!.address as Address;
  const pair = deployment.pairs.find((p) => p.name === 'BUSD-WBNB')!.address as Address;
  const approveHash = await chain.writeContract({
    account: carol,
    address: BUSD,
    abi: erc20Abi,
    functionName: 'approve',
    args: [deployment.contracts.Router, 2n ** 256n - 1n],
    chain: null,
  });
  await chain.waitForTransactionReceipt({ hash: approveHash });

  await useWallet(carol);
  await page.goto(`/add/BNB/${BUSD}`);
  await connectWith(page, 'E2E Test Wallet');
  await expect(
    main(page)
      .getByText(/^Balance: \d/)
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  await main(page).getByRole('textbox', { name: 'Amount of BNB', exact: true }).fill('1');
  const supply = main(page).getByRole('button', { name: 'Supply', exact: true });
  await expect(supply).toBeEnabled({ timeout: 30_000 });
  await supply.click();
  const dialog = page.getByRole('dialog', { name: 'You will receive' });
  await expect(dialog.getByTestId('tx-preview')).toHaveAttribute('data-kind', 'ok', { timeout: 20_000 });
  const changes = await previewChanges(page);
  const me = carol.toLowerCase();
  const [bnb, busd, lp] = [changes[`${me}/native`]!, changes[`${me}/${BUSD.toLowerCase()}`]!, changes[`${me}/${pair.toLowerCase()}`]!];
  expect(bnb).toBeLessThan(0n);
  expect(busd).toBeLessThan(0n);
  expect(lp).toBeGreaterThan(0n);

  const [bnbBefore, busdBefore, lpBefore] = [
    await chain.getBalance({ address: carol }),
    await balance(chain, BUSD, carol),
    await balance(chain, pair, carol),
  ];
  await dialog.getByRole('button', { name: 'Confirm Supply' }).click();
  await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible({ timeout: 30_000 });
  const receipt = await chain.waitForTransactionReceipt({ hash: await lastHash(page) });
  expect(await balance(chain, BUSD, carol)).toBe(busdBefore + busd);
  expect(await balance(chain, pair, carol)).toBe(lpBefore + lp);
  expect(await chain.getBalance({ address: carol })).toBe(bnbBefore + bnb - receipt.gasUsed * receipt.effectiveGasPrice);
});
