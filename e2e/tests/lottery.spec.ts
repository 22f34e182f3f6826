/**
 * Lottery in Chromium against the devnet, with the keeper running 60-second rounds
 * (e2e/devnet.ts). The keeper derives each round's seed from the devnet secret and commits it before the
 * round opens, so the test knows the winning number in advance (lotteryWinningNumber) and makes one of
 * its tickets win:
 * - 101 tickets are refused with the documented message; Enable (FUEL approval), then View/Edit Numbers:
 *   three tickets typed digit by digit, a duplicate flagged and refused, then Confirm and buy;
 * - the tickets are on chain in that round and the page counts them;
 * - the keeper closes, reveals and draws; Finished Rounds shows the round with as many players as the chain's
 *   TicketsPurchase events have distinct buyers (the page shows the indexer's count only once the indexer's row
 *   agrees with the chain's round: lottery ids are reused across the suite's reverted histories), and its tickets
 *   dialog offers Collect Prizes;
 * - Check Now finds the prize, Claim pays it, and the account's FUEL grows by exactly the round's prize for that
 *   bracket (read from the chain);
 * - Your History shows the round from the indexer (3 tickets, claimed), and its tickets dialog marks each
 *   ticket's matched digits.
 * The numbers are entered by keyboard (auto-advance, Home, arrows, Backspace) and by paste (a refused one too).
 * A second test: Your History's no-wallet and empty states, and a purchase with too little BNB for gas. A third:
 * Your History, left open, shows a round bought through the page and then drawn by the keeper, with no remount.
 *
 * Account: carol (#4).
 */
import type { Locator, Page } from '@playwright/test';
import type { Address } from 'viem';
import { erc20Abi, fuelLotteryAbi } from '@fuelswap/contracts';
import { decodeTicket, encodeTicket, ticketText } from '@fuelswap/sdk';
import { lotteryWinningNumber } from '../../keepers/src/lottery.ts';
import { test, expect, connectWith, indexerFollows } from '../fixtures.ts';
import { approveLottery, drawnByKeeper, lottery, openLotteryConnected, openRoundWithTime, read } from '../lottery.ts';
import { TEST_ACCOUNTS } from '../accounts.ts';

const carol = TEST_ACCOUNTS.carol;

/** A paste event carrying `text`, as the browser fires it for Ctrl+V (the clipboard itself needs a permission). */
async function paste(target: Locator, text: string) {
  await target.focus();
  await target.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function digitsOf(edit: Locator, ticket: number): Promise<string[]> {
  return edit
    .getByRole('group', { name: `Ticket ${ticket} numbers` })
    .getByRole('textbox')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
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
    await indexerFollows(chain);
    const l = lottery(deployment);
    await openLotteryConnected(page, useWallet, carol);

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
    const box = (ticket: number, pos: number) => edit.getByRole('textbox', { name: `Ticket ${ticket} digit ${pos}`, exact: true });
    // Ticket 1 by keyboard: six digit keys from its first box, auto-advancing into ticket 2.
    await box(1, 1).focus();
    await page.keyboard.type(decodeTicket(winning).join(''));
    await expect(box(2, 1)).toBeFocused();
    // Ticket 2 by paste: six digits fill the whole ticket wherever they land.
    await paste(box(2, 4), ticketText(three));
    await expect(box(2, 6)).toBeFocused();
    // Ticket 3: a paste that is not digits is refused with a message and changes nothing.
    const before3 = await digitsOf(edit, 3);
    await paste(box(3, 1), '12ab56');
    await expect(edit.getByRole('alert')).toHaveText(/Only digits 0-9 can be pasted/);
    expect(await digitsOf(edit, 3)).toEqual(before3);
    await typeTicket(page, 3, three);
    await expect(edit.getByText('Duplicate', { exact: true })).toHaveCount(2);
    await expect(edit.getByRole('button', { name: 'Confirm and buy' })).toBeDisabled();
    // Arrows: from ticket 3's last box, Home goes to its first, Up to ticket 2's first, Down back.
    await box(3, 6).focus();
    await page.keyboard.press('Home');
    await expect(box(3, 1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(box(2, 1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(box(3, 1)).toBeFocused();
    // Retype ticket 3 from there: Backspace empties a box (the ticket is incomplete), then the digits.
    await page.keyboard.press('Backspace');
    await expect(box(3, 1)).toHaveValue('');
    await expect(edit.getByRole('button', { name: 'Confirm and buy' })).toBeDisabled();
    await page.keyboard.type(decodeTicket(none).join(''));
    await page.keyboard.press('ArrowLeft');
    await expect(box(3, 5)).toBeFocused();
    expect(await digitsOf(edit, 1)).toEqual([...decodeTicket(winning)].map(String));
    expect(await digitsOf(edit, 2)).toEqual([...decodeTicket(three)].map(String));
    expect(await digitsOf(edit, 3)).toEqual([...decodeTicket(none)].map(String));
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

    // The keeper closes the round at its end time (brought forward on the chain's clock), reveals the seed and draws.
    const drawn = await drawnByKeeper(chain, deployment, id);
    expect(drawn.finalNumber).toBe(winning);
    const expected = drawn.cakePerBracket[5]! + drawn.cakePerBracket[2]!;
    expect(expected).toBeGreaterThan(0n);

    // Finished Rounds, All History: the drawn round with its players as the chain counts them, the distinct buyers of
    // its TicketsPurchase events (not the indexer's count: on the e2e devnet the same lottery id was drawn on other,
    // reverted histories, and the page once showed such a stale row), and its tickets dialog offering Collect Prizes
    // for the two winning tickets.
    const purchases = await chain.getContractEvents({
      address: l.lottery,
      abi: fuelLotteryAbi,
      eventName: 'TicketsPurchase',
      args: { lotteryId: id },
      fromBlock: BigInt(deployment.startBlock),
      toBlock: 'latest',
    });
    // The events are the whole round: their tickets fill its ticket ids, and carol's purchase is among them.
    expect(purchases.reduce((s, p) => s + (p.args.numberTickets ?? 0n), 0n)).toBe(drawn.firstTicketIdNextLottery - drawn.firstTicketId);
    expect(purchases.filter((p) => p.args.buyer?.toLowerCase() === carol.toLowerCase()).map((p) => p.args.numberTickets)).toEqual([3n]);
    const players = new Set(purchases.map((p) => p.args.buyer?.toLowerCase())).size;
    // The picker accepts a round once the page's own read knows it is finished (the next block): type it again until
    // then; until then the card still shows the previous round, so its winning number must be this round's (the
    // previous round can have as many players). The count appears once the indexer has the round as the chain has
    // it (asked every 3 s for a minute, then every 30 s).
    const finished = page.getByTestId('lottery-history-round');
    await expect(async () => {
      await page.getByRole('textbox', { name: 'Round number' }).fill(String(id));
      await expect(finished.getByRole('img', { name: `Winning number ${decodeTicket(winning).join('')}` })).toBeVisible({ timeout: 3_000 });
      await expect(finished).toContainText(`Total players this round: ${players}`, { timeout: 3_000 });
    }).toPass({ timeout: 90_000 });
    await finished.getByRole('button', { name: 'View your tickets' }).click();
    const roundDialog = page.getByRole('dialog', { name: `Round ${id}` });
    await expect(roundDialog.getByRole('button', { name: /^Collect Prizes/ })).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect(roundDialog).toBeHidden();

    const before = (await chain.readContract({
      address: l.token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [carol as Address],
    })) as bigint;
    await page.getByRole('button', { name: 'Check Now' }).click();
    const claim = page.getByRole('dialog', { name: 'Collect Winnings' });
    await expect(claim.getByText('You won')).toBeVisible({ timeout: 30_000 });
    // The claim's simulated result before signing.
    await expect(claim.getByTestId('tx-preview')).toHaveAttribute('data-kind', 'ok', { timeout: 20_000 });
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

    // Your History, from the indexer: once it has the claim, the round with its 3 tickets, claimed.
    await expect
      .poll(async () => (await userRoundFromIndexer(carol, id)) ?? null, { timeout: 60_000 })
      .toEqual({ totalTickets: 3, claimed: true });
    await page.getByRole('button', { name: 'Your History' }).click();
    const row = page.getByTestId('lottery-your-history').locator(`li[data-round="${id}"]`);
    await expect(row).toContainText(`Round #${id}`);
    await expect(row).toContainText('Your tickets: 3');
    await expect(row).toContainText('Claimed');
    // Its tickets dialog: each ticket marked by how many leading digits matched the drawn number.
    await row.getByRole('button', { name: 'View your tickets' }).click();
    const tickets = page.getByRole('dialog', { name: `Round ${id}` });
    await expect(tickets.locator('li[data-matched]')).toHaveCount(3);
    expect(await tickets.locator('li[data-matched]').evaluateAll((els) => els.map((e) => e.getAttribute('data-matched')))).toEqual([
      '6',
      '3',
      '0',
    ]);
    // Both winning tickets are claimed: nothing left to collect from this round.
    await expect(tickets.getByRole('button', { name: /^Collect Prizes/ })).toHaveCount(0);
  });

  test('Your History without a wallet and when empty; buying with too little BNB for gas says so and buys nothing', async ({
    page,
    chain,
    deployment,
    useWallet,
  }) => {
    await indexerFollows(chain);
    const l = lottery(deployment);
    await useWallet(carol);
    await page.goto('/lottery');
    await page.getByRole('button', { name: 'Your History' }).click();
    await expect(page.getByText('Connect your wallet to check your history')).toBeVisible();
    await connectWith(page, 'E2E Test Wallet');
    // Carol has bought nothing on this chain (each test starts from the seeded chain): the indexer agrees.
    expect(await userRoundsFromIndexer(carol)).toEqual([]);
    await expect(page.getByText('No lottery history found. Buy tickets for the next round!')).toBeVisible({ timeout: 30_000 });

    // The approval is made on chain here (the first test covers Enable): only the purchase is under test.
    await approveLottery(chain, deployment, carol);
    // Time to open the dialog and send (the purchase fails before reaching the chain either way).
    const id = await openRoundWithTime(chain, deployment, 15n);
    await page.getByRole('button', { name: 'Buy Tickets' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Buy Tickets' });
    await dialog.getByRole('textbox', { name: 'Number of tickets' }).fill('2');
    await expect(dialog.getByRole('button', { name: 'Buy Instantly' })).toBeEnabled({ timeout: 30_000 });

    // Leave carol 1,000 wei of BNB: enough FUEL for the tickets, not enough BNB for any gas.
    await chain.setBalance({ address: carol, value: 1000n });
    const fuel = async () =>
      (await chain.readContract({ address: l.token, abi: erc20Abi, functionName: 'balanceOf', args: [carol as Address] })) as bigint;
    const fuelBefore = await fuel();
    await dialog.getByRole('button', { name: 'Buy Instantly' }).click();
    const toast = page.getByRole('list', { name: 'Notifications' });
    await expect(toast.getByText('Insufficient BNB balance')).toBeVisible({ timeout: 30_000 });
    await expect(toast.getByText('You need BNB to pay for the transaction fee (gas).')).toBeVisible();
    // Nothing bought, nothing spent; the dialog stays open to try again.
    const [ids] = await read<readonly [readonly bigint[], readonly number[], readonly boolean[], bigint]>(
      chain,
      deployment,
      'viewUserInfoForLotteryId',
      [carol, id, 0n, 100n],
    );
    expect(ids).toHaveLength(0);
    expect(await fuel()).toBe(fuelBefore);
    expect(await chain.getBalance({ address: carol })).toBe(1000n);
    await expect(dialog).toBeVisible();
  });

  test('Your History, left open, shows a round as soon as it is bought and again once it is drawn (no remount)', async ({
    page,
    chain,
    deployment,
    useWallet,
  }) => {
    await indexerFollows(chain);
    await openLotteryConnected(page, useWallet, carol);
    await page.getByRole('button', { name: 'Your History' }).click();
    await expect(page.getByText('No lottery history found. Buy tickets for the next round!')).toBeVisible({ timeout: 30_000 });
    // A mark on the section's own element: still there at the end, the page was never rendered afresh.
    const section = page.getByRole('region', { name: 'Finished Rounds' });
    await section.evaluate((el) => el.setAttribute('data-probe', 'kept'));

    // Bought through the page (the approval is made on chain: the first test covers Enable).
    await approveLottery(chain, deployment, carol);
    const id = await openRoundWithTime(chain, deployment, 20n);
    await page.getByRole('button', { name: 'Buy Tickets' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Buy Tickets' });
    await dialog.getByRole('textbox', { name: 'Number of tickets' }).fill('2');
    await dialog.getByRole('button', { name: 'Buy Instantly' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    const row = page.getByTestId('lottery-your-history').locator(`li[data-round="${id}"]`);
    await expect(row).toContainText('Your tickets: 2', { timeout: 30_000 });
    await expect(row).toContainText('Pending');
    const list = page.getByTestId('lottery-your-history');
    await list.evaluate((el) => el.setAttribute('data-probe', 'kept'));

    // The keeper closes and draws the round (its end time brought forward on the chain's clock): the same row
    // follows, from Pending to drawn.
    await drawnByKeeper(chain, deployment, id);
    await expect(row).not.toContainText('Pending', { timeout: 30_000 });
    await expect(row).toContainText('Your tickets: 2');
    await expect(list).toHaveAttribute('data-probe', 'kept');
    await expect(section).toHaveAttribute('data-probe', 'kept');
  });
});

const INDEXER_URL = `http://127.0.0.1:${process.env.E2E_INDEXER_PORT ?? '14069'}/graphql`;

async function userRoundsFromIndexer(user: Address): Promise<{ lotteryId: string; totalTickets: number; claimed: boolean }[]> {
  const res = await fetch(INDEXER_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'query ($user: String!) { lotteryUserRounds(where: { user: $user }, limit: 100) { items { lotteryId totalTickets claimed } } }',
      variables: { user: user.toLowerCase() },
    }),
  });
  const body = (await res.json()) as {
    data?: { lotteryUserRounds: { items: { lotteryId: string; totalTickets: number; claimed: boolean }[] } };
  };
  if (!body.data) throw new Error('the indexer did not answer');
  return body.data.lotteryUserRounds.items;
}

async function userRoundFromIndexer(user: Address, id: bigint) {
  const r = (await userRoundsFromIndexer(user)).find((x) => x.lotteryId === String(id));
  return r && { totalTickets: r.totalTickets, claimed: r.claimed };
}
