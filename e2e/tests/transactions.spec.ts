/**
 * Transactions, their lifecycle and the approval rule, in Chromium against the devnet: a real approval and its
 * receipt toast, tracking across a reload while mining is paused, a
 * transaction replaced with the same nonce, and wallet rejections.
 *
 * Two groups:
 * - "stored transactions": transactions sent by the test, recorded in the
 *   app's versioned storage, then tracked by TransactionUpdater (mounted by
 *   the shell). They need no feature page.
 * - "through the swap page": the Enable (approval) and Swap buttons of the
 *   swap page send through the app's one write path. While the swap page is
 *   still a placeholder these are marked fixme.
 */
import type { Page } from '@playwright/test';
import { erc20Abi, maxUint256, type Address, type Hash } from 'viem';
import { test, expect, connectWith, pauseMining, resumeMining, type ChainClient } from '../fixtures.ts';
import { TEST_ACCOUNTS } from '../accounts.ts';
import type { Deployment } from '@fuelswap/config';

const CHAIN_ID = 31337;
const TX_KEY = 'fuelswap:transactions';
const SWAP_PLACEHOLDER = 'Swapping any two tokens is coming to this card.';
const { alice, bob } = TEST_ACCOUNTS;

interface StoredTx {
  hash: string;
  from: string;
  summary?: string;
  nonce?: number;
  replacedBy?: string;
  receipt?: { status?: number };
}

async function storedTransactions(page: Page): Promise<Record<string, StoredTx>> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), TX_KEY);
  if (!raw) return {};
  const parsed = JSON.parse(raw) as { version: number; value: Record<string, Record<string, StoredTx>> };
  expect(parsed.version).toBe(1);
  return parsed.value[CHAIN_ID] ?? {};
}

/** Writes one pending record into the app's storage, as the write path would have. */
async function storeTransaction(page: Page, tx: StoredTx & { addedBlock?: number }) {
  await page.evaluate(
    ([key, chainId, record]) => {
      const value = { [chainId]: { [record.hash]: { ...record, addedTime: Date.now() } } };
      localStorage.setItem(key, JSON.stringify({ version: 1, value }));
    },
    [TX_KEY, CHAIN_ID, tx] as const,
  );
}

const toasts = (page: Page) => page.getByRole('list', { name: 'Notifications' });

test.describe('stored transactions', () => {
  test('a pending transaction survives a reload and is tracked to its receipt when mining resumes', async ({ page, chain }) => {
    await page.goto('/');
    await pauseMining(chain);
    const hash = await chain.sendTransaction({ account: alice, to: bob, value: 1n, chain: chain.chain });
    const { nonce } = await chain.getTransaction({ hash });
    await storeTransaction(page, { hash, from: alice, summary: 'Send 1 wei to Bob', nonce });

    await page.reload();
    // Still pending: no block is being mined.
    await page.waitForTimeout(1500);
    expect((await storedTransactions(page))[hash]?.receipt).toBeUndefined();
    await expect(toasts(page).getByText('Transaction receipt')).toHaveCount(0);

    await page.reload();
    await resumeMining(chain);
    await expect(toasts(page).getByText('Transaction receipt')).toBeVisible({ timeout: 30_000 });
    await expect(toasts(page).getByText('Send 1 wei to Bob')).toBeVisible();
    await expect.poll(async () => (await storedTransactions(page))[hash]?.receipt?.status).toBe(1);
  });

  test('a transaction replaced with the same nonce is marked replaced and its replacement tracked', async ({ page, chain }) => {
    await page.goto('/');
    await pauseMining(chain);
    const original = await chain.sendTransaction({ account: alice, to: bob, value: 1n, chain: chain.chain });
    const tx = await chain.getTransaction({ hash: original });
    await storeTransaction(page, {
      hash: original,
      from: alice,
      summary: 'Send 1 wei to Bob',
      nonce: tx.nonce,
      addedBlock: Number(await chain.getBlockNumber()),
    });
    await page.reload();

    // "Speed up / cancel" in a wallet: the same nonce, a higher fee.
    const replacement = await chain.sendTransaction({
      account: alice,
      to: alice,
      value: 0n,
      nonce: tx.nonce,
      maxFeePerGas: (tx.maxFeePerGas ?? 1_000_000_000n) * 3n,
      maxPriorityFeePerGas: (tx.maxPriorityFeePerGas ?? 1_000_000_000n) * 3n + 1n,
      chain: chain.chain,
    });
    await resumeMining(chain);

    await expect(toasts(page).getByText('Transaction replaced')).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(async () => (await storedTransactions(page))[original]?.replacedBy, { timeout: 30_000 })
      .toBe(replacement.toLowerCase());
    // The replacement is tracked as a transaction of its own, with the same summary, to its receipt.
    await expect
      .poll(async () => (await storedTransactions(page))[replacement.toLowerCase()], { timeout: 30_000 })
      .toMatchObject({ summary: 'Send 1 wei to Bob', receipt: { status: 1 } });
  });
});

test.describe('through the swap page', () => {
  function tokenAddress(deployment: Deployment, symbol: string): Address {
    const t = deployment.tokens.find((x) => x.symbol === symbol);
    if (!t) throw new Error(`${symbol} is not deployed`);
    return t.address;
  }

  /** Opens /swap selling 1 CAKE for BUSD with the test wallet connected as Alice. */
  async function openSwap(page: Page, deployment: Deployment, useWallet: (a: Address) => Promise<void>) {
    await useWallet(alice);
    await page.goto(
      `/swap?inputCurrency=${tokenAddress(deployment, 'CAKE')}&outputCurrency=${tokenAddress(deployment, 'BUSD')}&exactAmount=1`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    test.fixme(await page.getByText(SWAP_PLACEHOLDER).isVisible(), 'the swap page is still a placeholder without Enable and Swap');
    await connectWith(page, 'E2E Test Wallet');
  }

  const enableButton = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Enable CAKE/ });

  async function allowance(chain: ChainClient, deployment: Deployment): Promise<bigint> {
    return chain.readContract({
      address: tokenAddress(deployment, 'CAKE'),
      abi: erc20Abi,
      functionName: 'allowance',
      args: [alice, deployment.contracts.Router],
    });
  }

  test('a real approval: the maximum amount for the router, then its receipt toast', async ({ page, chain, deployment, useWallet }) => {
    await openSwap(page, deployment, useWallet);
    await enableButton(page).click();
    await expect(toasts(page).getByText('Transaction receipt')).toBeVisible({ timeout: 30_000 });
    await expect(toasts(page).getByText('Approve CAKE')).toBeVisible();
    expect(await allowance(chain, deployment)).toBe(maxUint256);
    await expect(enableButton(page)).toBeHidden();

    await page
      .getByRole('main')
      .getByRole('button', { name: /^Recent Transactions/ })
      .click();
    const recent = page.getByRole('dialog', { name: 'Recent Transactions' });
    await expect(recent.getByRole('region', { name: 'Completed' }).getByRole('listitem').filter({ hasText: 'Approve CAKE' })).toContainText(
      'Success',
    );
  });

  test('an approval sent while mining is paused completes after a reload', async ({ page, chain, deployment, useWallet }) => {
    await openSwap(page, deployment, useWallet);
    await pauseMining(chain);
    await enableButton(page).click();
    await expect.poll(async () => Object.values(await storedTransactions(page)).filter((t) => !t.receipt).length).toBe(1);

    await page.getByRole('main').getByRole('button', { name: 'Recent Transactions (1 pending)' }).click();
    const recent = page.getByRole('dialog', { name: 'Recent Transactions' });
    await expect(recent.getByRole('region', { name: 'Pending' })).toContainText('Approve CAKE');

    await page.reload();
    await resumeMining(chain);
    await expect(toasts(page).getByText('Transaction receipt')).toBeVisible({ timeout: 30_000 });
    await expect(toasts(page).getByText('Approve CAKE')).toBeVisible();
    expect(await allowance(chain, deployment)).toBe(maxUint256);
  });

  test('an approval replaced through the wallet is marked replaced', async ({ page, chain, deployment, useWallet }) => {
    await openSwap(page, deployment, useWallet);
    await pauseMining(chain);
    await enableButton(page).click();
    await expect.poll(async () => Object.keys(await storedTransactions(page)).length).toBe(1);
    const [hash] = Object.keys(await storedTransactions(page)) as [Hash];
    const tx = await chain.getTransaction({ hash });
    // As a user speeding it up in the wallet, seconds later: the app has read the pending transaction's nonce by
    // then. Replaced within milliseconds (the fresh-clone run), the node had dropped it before the app's first
    // read, and without the nonce nothing tells the app that its transaction was replaced.
    await expect.poll(async () => (await storedTransactions(page))[hash]?.nonce, { timeout: 15_000 }).toBe(tx.nonce);
    const replacement = await chain.sendTransaction({
      account: alice,
      to: alice,
      value: 0n,
      nonce: tx.nonce,
      maxFeePerGas: (tx.maxFeePerGas ?? 1_000_000_000n) * 3n,
      maxPriorityFeePerGas: (tx.maxPriorityFeePerGas ?? 1_000_000_000n) * 3n + 1n,
      chain: chain.chain,
    });
    await resumeMining(chain);

    await expect(toasts(page).getByText('Transaction replaced')).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await storedTransactions(page))[hash]?.replacedBy).toBe(replacement.toLowerCase());
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Recent Transactions/ })
      .click();
    const recent = page.getByRole('dialog', { name: 'Recent Transactions' });
    await expect(recent.getByRole('listitem').filter({ hasText: 'Replaced' })).toContainText('Approve CAKE');
    expect(await allowance(chain, deployment)).toBe(0n);
  });

  test('a rejected approval shows the approval failure toast and records nothing', async ({ page, deployment, useWallet }) => {
    await openSwap(page, deployment, useWallet);
    await page.evaluate(() =>
      (window as unknown as { __testWallet: { rejectNext(m: string): void } }).__testWallet.rejectNext('eth_sendTransaction'),
    );
    await enableButton(page).click();
    await expect(
      toasts(page).getByText('Please try again. Confirm the transaction and make sure you are paying enough gas!'),
    ).toBeVisible();
    expect(await storedTransactions(page)).toEqual({});
    await expect(enableButton(page)).toBeEnabled();
  });

  test('a rejected swap shows "Transaction rejected." and records nothing', async ({ page, chain, deployment, useWallet }) => {
    const approveHash = await chain.writeContract({
      account: alice,
      address: tokenAddress(deployment, 'CAKE'),
      abi: erc20Abi,
      functionName: 'approve',
      args: [deployment.contracts.Router, maxUint256],
      chain: chain.chain,
    });
    await chain.waitForTransactionReceipt({ hash: approveHash });
    await openSwap(page, deployment, useWallet);
    await page.evaluate(() =>
      (window as unknown as { __testWallet: { rejectNext(m: string): void } }).__testWallet.rejectNext('eth_sendTransaction'),
    );
    await page.getByRole('main').getByRole('button', { name: 'Swap', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Swap' });
    await confirm.getByRole('button', { name: 'Confirm Swap' }).click();
    const failed = page.getByRole('dialog');
    await expect(failed.getByRole('alert')).toHaveText('Transaction rejected.');
    await failed.getByRole('button', { name: 'Dismiss' }).click();
    expect(await storedTransactions(page)).toEqual({});
  });
});
