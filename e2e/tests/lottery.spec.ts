/**
 * Lottery (issue 13) in Chromium against the devnet, with the keeper running 60-second rounds
 * (e2e/devnet.ts). The keeper derives each round's seed from the devnet secret and commits it when the
 * round opens, so the test knows the winning number in advance (lotteryWinningNumber) and makes one of
 * its tickets win:
 * - 101 tickets are refused with the documented message; Enable (FUEL approval), then View/Edit Numbers:
 *   three tickets typed digit by digit, a duplicate flagged and refused, then Confirm and buy;
 * - the tickets are on chain in that round and the page counts them;
 * - the keeper closes, reveals and draws; Check Now finds the prize, Claim pays it, and the account's FUEL
 *   grows by exactly the round's prize for that bracket (read from the chain).
 *
 * Account: carol (#4).
 */
import type { Page } from '@playwright/test';
import type { Address } from 'viem';
import { erc20Abi, fuelLotteryAbi } from '@fuelswap/contracts';
import type { Deployment } from '@fuelswap/config';
import { decodeTicket, encodeTicket } from '@fuelswap/sdk';
import { lotteryWinningNumber } from '../../devnet/src/keepers/lottery.ts';
import { test, expect, connectWith, type ChainClient } from '../fixtures.ts';
import { TEST_ACCOUNTS } from '../accounts.ts';

const carol = TEST_ACCOUNTS.carol;

function lottery(d: Deployment) {
  if (!d.lottery) throw new Error('the devnet deployment has no lottery section');
  return d.lottery;
}

interface RoundView {
  status: number;
  endTime: bigint;
  finalNumber: number;
  cakePerBracket: readonly bigint[];
}

async function read<T>(chain: ChainClient, d: Deployment, functionName: string, args: readonly unknown[] = []): Promise<T> {
  return (await chain.readContract({
    address: lottery(d).lottery,
    abi: fuelLotteryAbi,
    functionName: functionName as 'currentLotteryId',
    args: args as never,
  })) as T;
}

/** Waits until a round is open with at least `seconds` of sales left; returns its id. */
async function openRoundWithTime(chain: ChainClient, d: Deployment, seconds: bigint): Promise<bigint> {
  for (let i = 0; i < 150; i++) {
    const id = await read<bigint>(chain, d, 'currentLotteryId');
    if (id > 0n) {
      const r = await read<RoundView>(chain, d, 'viewLottery', [id]);
      const now = (await chain.getBlock({ blockTag: 'latest' })).timestamp;
      if (r.status === 1 && r.endTime > now + seconds) return id;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('no open lottery round with enough time left: is the lottery keeper running?');
}

async function typeTicket(page: Page, index: number, number: number) {
  const digits = decodeTicket(number);
  for (let pos = 0; pos < 6; pos++) {
    await page.getByRole('textbox', { name: `Ticket ${index} digit ${pos + 1}`, exact: true }).fill(String(digits[pos]));
  }
}

test.describe('lottery', () => {
  test.setTimeout(300_000);

  test('refuses 101 tickets, buys 3 chosen numbers (a duplicate refused), the keeper draws, Check Now and claim pay on chain', async ({
    page,
    chain,
    deployment,
    useWallet,
  }) => {
    const l = lottery(deployment);
    await useWallet(carol);
    await page.goto('/lottery');
    await connectWith(page, 'E2E Test Wallet');

    const id = await openRoundWithTime(chain, deployment, 40n);
    const winning = lotteryWinningNumber(id);
    const win = decodeTicket(winning);
    // A ticket matching the first three digits only, and one matching none.
    const three = encodeTicket([win[0], win[1], win[2], (win[3] + 1) % 10, 0, 0]);
    const none = encodeTicket([(win[0] + 1) % 10, 1, 2, 3, 4, 5]);

    await page.getByRole('button', { name: 'Buy Tickets' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Buy Tickets' });
    const qty = dialog.getByRole('textbox', { name: 'Number of tickets' });
    await qty.fill('101');
    await expect(dialog.getByRole('alert')).toHaveText('The maximum number of tickets you can buy in one transaction is 100');
    await expect(dialog.getByRole('button', { name: 'Buy Instantly' })).toBeDisabled();
    await qty.fill('3');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Enable' }).click();
    await expect(dialog.getByRole('button', { name: 'Buy Instantly' })).toBeEnabled({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'View/Edit Numbers' }).click();

    const edit = page.getByRole('dialog', { name: 'Edit numbers' });
    await typeTicket(page, 1, winning);
    await typeTicket(page, 2, three);
    await typeTicket(page, 3, three);
    await expect(edit.getByText('Duplicate', { exact: true })).toHaveCount(2);
    await expect(edit.getByRole('button', { name: 'Confirm and buy' })).toBeDisabled();
    await typeTicket(page, 3, none);
    await expect(edit.getByText('Duplicate', { exact: true })).toHaveCount(0);
    await edit.getByRole('button', { name: 'Confirm and buy' }).click();
    await expect(edit).toBeHidden({ timeout: 30_000 });

    // On chain: exactly those three numbers, in that order, in this round.
    const [, numbers] = await read<readonly [readonly bigint[], readonly number[], readonly boolean[], bigint]>(
      chain,
      deployment,
      'viewUserInfoForLotteryId',
      [carol, id, 0n, 100n],
    );
    expect([...numbers]).toEqual([winning, three, none]);
    await expect(page.getByTestId('lottery-your-tickets')).toContainText('You have 3 tickets this round');

    // The keeper closes the round at its end time, reveals the seed and draws.
    let drawn: RoundView | undefined;
    for (let i = 0; i < 120 && !drawn; i++) {
      const r = await read<RoundView>(chain, deployment, 'viewLottery', [id]);
      if (r.status === 3) drawn = r;
      else await new Promise((res) => setTimeout(res, 1000));
    }
    if (!drawn) throw new Error(`round ${id} was not drawn`);
    expect(drawn.finalNumber).toBe(winning);
    const expected = drawn.cakePerBracket[5]! + drawn.cakePerBracket[2]!;
    expect(expected).toBeGreaterThan(0n);

    const before = (await chain.readContract({
      address: l.token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [carol as Address],
    })) as bigint;
    await page.getByRole('button', { name: 'Check Now' }).click();
    const claim = page.getByRole('dialog', { name: 'Collect Winnings' });
    await expect(claim.getByText('You won')).toBeVisible({ timeout: 30_000 });
    await claim.getByRole('button', { name: 'Claim' }).click();
    await expect(claim).toBeHidden({ timeout: 30_000 });
    await expect
      .poll(
        async () =>
          ((await chain.readContract({ address: l.token, abi: erc20Abi, functionName: 'balanceOf', args: [carol as Address] })) as bigint) -
          before,
        { timeout: 30_000 },
      )
      .toBe(expected);
    const [, , claimed] = await read<readonly [readonly bigint[], readonly number[], readonly boolean[], bigint]>(
      chain,
      deployment,
      'viewUserInfoForLotteryId',
      [carol, id, 0n, 100n],
    );
    expect([...claimed]).toEqual([true, true, false]);
  });
});
