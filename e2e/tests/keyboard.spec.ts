/**
 * Keyboard alone: connect, swap, add liquidity, stake in a pool, enter a prediction and buy lottery
 * tickets with Tab, typing, Enter and Escape only — no clicks — asserting the chain's result, that focus is
 * visible on every control reached, and that it returns to the opener when a dialog closes.
 */
import type { Locator, Page } from '@playwright/test';
import { erc20Abi, type Address } from 'viem';
import { fuelLotteryAbi, fuelPredictionAbi } from '@fuelswap/contracts';
import { test, expect } from '../fixtures.ts';
import { TEST_ACCOUNTS } from '../accounts.ts';

const { carol } = TEST_ACCOUNTS;
const main = (page: Page) => page.getByRole('main');

/** Presses Tab until `target` has focus (at most `max` times), and checks the focus ring shows. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  const handle = await target.elementHandle({ timeout: 20_000 });
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((el) => document.activeElement === el, handle)) {
      // Focus visible: the browser's :focus-visible applies (keyboard focus), and the element draws an outline or a shadow.
      const visible = await target.evaluate((el) => {
        const s = getComputedStyle(el);
        return el.matches(':focus-visible') && ((s.outlineStyle !== 'none' && s.outlineWidth !== '0px') || s.boxShadow !== 'none');
      });
      expect(visible, 'the focused control shows a focus ring').toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function connectByKeyboard(page: Page) {
  await tabTo(page, page.getByRole('button', { name: /connect wallet/i }).first());
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await tabTo(page, dialog.getByRole('button', { name: /E2E Test Wallet/i }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

/** The trade form's balances are read (the wallet is connected and its first read is in). */
async function balancesShown(page: Page) {
  await expect(
    main(page)
      .getByText(/^Balance: \d/)
      .first(),
  ).toBeVisible({ timeout: 20_000 });
}

const balance = (chain: { readContract: (a: never) => Promise<unknown> }, token: Address, who: Address) =>
  chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [who] } as never) as Promise<bigint>;

test('swap BNB for BUSD by keyboard; Escape returns focus to the opener', async ({ page, chain, deployment, useWallet }) => {
  test.setTimeout(120_000);
  const BUSD = deployment.tokens.find((t) => t.symbol === 'BUSD')!.address as Address;
  await useWallet(carol);
  await page.goto(`/swap?inputCurrency=BNB&outputCurrency=${BUSD}`);
  await connectByKeyboard(page);
  await balancesShown(page);

  // A dialog opened by keyboard gives focus back to its opener on Escape.
  const settings = main(page).getByRole('button', { name: 'Settings', exact: true });
  await tabTo(page, settings);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();
  await expect(settings).toBeFocused();

  await tabTo(page, page.getByRole('textbox', { name: 'From amount' }));
  await page.keyboard.type('0.2');
  const before = await balance(chain as never, BUSD, carol);
  const swap = main(page).getByRole('button', { name: 'Swap', exact: true });
  await expect(swap).toBeEnabled({ timeout: 20_000 });
  await tabTo(page, swap);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirm Swap' });
  await expect(dialog.getByTestId('tx-preview')).toHaveAttribute('data-kind', 'ok', { timeout: 20_000 });
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm Swap' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => balance(chain as never, BUSD, carol), { timeout: 20_000 }).toBeGreaterThan(before);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('add BNB and BUSD liquidity by keyboard: Enable, Supply, Confirm Supply', async ({ page, chain, deployment, useWallet }) => {
  test.setTimeout(120_000);
  const BUSD = deployment.tokens.find((t) => t.symbol === 'BUSD')!.address as Address;
  const pair = deployment.pairs.find((p) => p.name === 'BUSD-WBNB')!.address as Address;
  await useWallet(carol);
  await page.goto(`/add/BNB/${BUSD}`);
  await connectByKeyboard(page);
  await balancesShown(page);
  await tabTo(page, main(page).getByRole('textbox', { name: 'Amount of BNB', exact: true }));
  await page.keyboard.type('0.5');
  // BUSD needs the router's allowance first: Enable is reached and pressed by keyboard too.
  const enable = main(page).getByRole('button', { name: 'Enable BUSD' });
  await tabTo(page, enable);
  await page.keyboard.press('Enter');
  const supply = main(page).getByRole('button', { name: 'Supply', exact: true });
  await expect(supply).toBeEnabled({ timeout: 30_000 });
  const lpBefore = await balance(chain as never, pair, carol);
  await tabTo(page, supply);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'You will receive' });
  await expect(dialog.getByTestId('tx-preview')).toHaveAttribute('data-kind', 'ok', { timeout: 20_000 });
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm Supply' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => balance(chain as never, pair, carol), { timeout: 20_000 }).toBeGreaterThan(lpBefore);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('stake FUEL in a Syrup pool by keyboard', async ({ page, chain, deployment, useWallet }) => {
  test.setTimeout(120_000);
  const pool = deployment.farms!.pools.find(
    (p) => !p.isFinished && p.sousId > 0 && p.stakingTokenSymbol === 'FUEL' && BigInt(p.stakingLimit) === 0n,
  )!;
  await useWallet(carol);
  await page.goto('/pools');
  await connectByKeyboard(page);
  await tabTo(page, page.getByRole('textbox', { name: 'Search' }));
  await page.keyboard.type(pool.earningTokenSymbol);
  const row = page.locator(`[data-pool="pool-${pool.sousId}"]`);
  await tabTo(page, row.getByRole('button', { name: `Show details of Earn ${pool.earningTokenSymbol}` }));
  await page.keyboard.press('Enter');
  const enable = row.getByRole('button', { name: 'Enable', exact: true });
  await tabTo(page, enable);
  await page.keyboard.press('Enter');
  const stakeButton = row.getByRole('button', { name: 'Stake', exact: true });
  await expect(stakeButton).toBeVisible({ timeout: 30_000 });
  await tabTo(page, stakeButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Stake in Pool' });
  await tabTo(page, dialog.getByLabel('Stake', { exact: true }));
  await page.keyboard.type('10');
  await expect(dialog.getByTestId('tx-preview')).toHaveAttribute('data-kind', 'ok', { timeout: 20_000 });
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Notifications' }).getByText('Staked!')).toBeVisible({ timeout: 30_000 });
  const info = await chain.readContract({
    address: pool.contractAddress,
    abi: [
      {
        type: 'function',
        name: 'userInfo',
        stateMutability: 'view',
        inputs: [{ type: 'address' }],
        outputs: [{ type: 'uint256' }, { type: 'uint256' }],
      },
    ] as const,
    functionName: 'userInfo',
    args: [carol],
  });
  expect(info[0]).toBe(10n * 10n ** 9n);
});

test('enter a prediction by keyboard', async ({ page, chain, deployment, useWallet }) => {
  test.setTimeout(180_000);
  const market = deployment.prediction!.market as Address;
  await useWallet(carol);
  await page.goto('/prediction');
  // The first-visit risk dialog traps focus: ticked and closed by keyboard too.
  const welcome = page.getByRole('dialog', { name: 'Welcome!' });
  await expect(welcome).toBeVisible({ timeout: 20_000 });
  await tabTo(page, welcome.getByRole('checkbox', { name: /at my own risk\. Any losses/ }));
  await page.keyboard.press('Space');
  await tabTo(page, welcome.getByRole('checkbox', { name: /still in beta/ }));
  await page.keyboard.press('Space');
  await tabTo(page, welcome.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(welcome).toHaveCount(0);
  await connectByKeyboard(page);
  // The open round with time to spare (rounds are 20 one-second blocks): tabbing to it and through the
  // dialog takes several seconds, and a bet that reaches the chain after the lock is refused.
  let open = 0n;
  await expect
    .poll(
      async () => {
        open = await chain.readContract({ address: market, abi: fuelPredictionAbi, functionName: 'currentEpoch' });
        const round = await chain.readContract({ address: market, abi: fuelPredictionAbi, functionName: 'rounds', args: [open] });
        return open > 0n && round.lockBlock > (await chain.getBlockNumber({ cacheTime: 0 })) + 15n;
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(true);
  const enterUp = main(page).locator(`article[data-epoch="${open}"]`).getByRole('button', { name: 'Enter UP' });
  await expect(enterUp).toBeEnabled({ timeout: 10_000 });
  await tabTo(page, enterUp);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Set Position' });
  await tabTo(page, dialog.getByRole('textbox', { name: 'Amount of BNB to commit' }));
  await page.keyboard.type('0.01');
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('UP position entered')).toBeVisible({ timeout: 30_000 });
  const epoch = await chain.readContract({ address: market, abi: fuelPredictionAbi, functionName: 'currentEpoch' });
  const entered = async (e: bigint) =>
    (await chain.readContract({ address: market, abi: fuelPredictionAbi, functionName: 'ledger', args: [e, carol] }))[1];
  expect((await entered(epoch)) + (await entered(epoch - 1n))).toBe(10_000_000_000_000_000n);
});

test('buy lottery tickets by keyboard', async ({ page, chain, deployment, useWallet }) => {
  test.setTimeout(240_000);
  const l = deployment.lottery!;
  await expect
    .poll(
      async () => {
        const id = await chain.readContract({ address: l.lottery, abi: fuelLotteryAbi, functionName: 'currentLotteryId' });
        const r = await chain.readContract({ address: l.lottery, abi: fuelLotteryAbi, functionName: 'viewLottery', args: [id] });
        return r.status === 1 && r.endTime > (await chain.getBlock()).timestamp + 30n;
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe(true);
  const before = await balance(chain as never, l.token as Address, carol);
  await useWallet(carol);
  await page.goto('/lottery');
  await connectByKeyboard(page);
  await tabTo(page, page.getByRole('button', { name: 'Buy Tickets' }).first());
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Buy Tickets' });
  await tabTo(page, dialog.getByRole('textbox', { name: 'Number of tickets' }));
  await page.keyboard.type('2');
  const enable = dialog.getByRole('button', { name: 'Enable' });
  if (await enable.isVisible().catch(() => false)) {
    await tabTo(page, enable);
    await page.keyboard.press('Enter');
  }
  const buy = dialog.getByRole('button', { name: 'Buy Instantly' });
  await expect(buy).toBeEnabled({ timeout: 30_000 });
  await tabTo(page, buy);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Lottery tickets purchased!')).toBeVisible({ timeout: 30_000 });
  expect(await balance(chain as never, l.token as Address, carol)).toBeLessThan(before);
});
