/**
 * The steps the devnet's specs (e2e/fixtures.ts) and the chain-97 rehearsal's (e2e/rehearsal/fixtures.ts) take alike:
 * connecting the injected test wallet through the app's dialog, and a transaction sent from the test side that must
 * succeed. Each suite's fixtures re-export them, so a spec imports from its own fixtures file.
 */
import { expect, type Page } from '@playwright/test';
import type { Hash, TransactionReceipt } from 'viem';

/** Opens the connect dialog and picks a wallet by its announced name. */
export async function connectWith(page: Page, walletName: string): Promise<void> {
  await page
    .getByRole('button', { name: /connect wallet/i })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(walletName, 'i') })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** Waits for a transaction's receipt and expects it to have succeeded. */
export async function sendOk(
  chain: { waitForTransactionReceipt(args: { hash: Hash }): Promise<Pick<TransactionReceipt, 'status'>> },
  p: Promise<Hash>,
): Promise<void> {
  const r = await chain.waitForTransactionReceipt({ hash: await p });
  expect(r.status).toBe('success');
}
