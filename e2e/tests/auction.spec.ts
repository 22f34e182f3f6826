/**
 * The community farm auction in Chromium against the devnet, asserting on-chain results. The devnet
 * seeds a closed auction (#9 and #10 won, #11 lost) and a live one with #9's bid of 500 FUEL for three places.
 * The e2e project wallet (#5, whitelisted) bids through the dialog (bad amounts refused, Enable then Confirm),
 * #10 and #11 outbid it through the contracts, the chain passes the end, the operator closes through the chain
 * client, and #5 reclaims its losing bid in full, once. A wallet off the whitelist sees the notice.
 * The winners get their farms (7-day farms): auction 1's winners' LP farms are in the chef until
 * its close block + seven days of blocks and shown on /farms with that end; after the test closes auction 2,
 * the devnet's auction-farms keeper schedules its winners' farms the same way.
 */
import type { Page } from '@playwright/test';
import { erc20Abi, maxUint256, parseAbiItem, parseUnits, type Address, type Hash } from 'viem';
import { fuelChefAbi, fuelFarmAuctionAbi } from '@fuelswap/contracts';
import { auctionFarmBlocks, type Deployment } from '@fuelswap/config';
import { test, expect, connectWith, mineTo, type ChainClient } from '../fixtures.ts';
import { anvilAccount, TEST_ACCOUNTS } from '../accounts.ts';

const project = anvilAccount(5);
const toasts = (page: Page) => page.getByRole('list', { name: 'Notifications' });

async function send(chain: ChainClient, p: Promise<Hash>) {
  const r = await chain.waitForTransactionReceipt({ hash: await p });
  expect(r.status).toBe('success');
}

/** The e2e devnet's 1-second blocks: seven days are 604,800 blocks. */
const FARM_BLOCKS = auctionFarmBlocks(1);
const AUCTION_CLOSE = parseAbiItem('event AuctionClose(uint256 indexed auctionId, uint256 threshold, uint256 winners, uint256 burned)');

async function closeBlock(chain: ChainClient, d: Deployment, id: bigint): Promise<bigint> {
  const logs = await chain.getLogs({
    address: d.auction!.address,
    event: AUCTION_CLOSE,
    args: { auctionId: id },
    fromBlock: BigInt(d.auction!.startBlock),
  });
  expect(logs).toHaveLength(1);
  return logs[0]!.blockNumber;
}

const farmOf = (chain: ChainClient, d: Deployment, lp: Address) =>
  chain.readContract({ address: d.farms!.chef, abi: fuelChefAbi, functionName: 'farmOf', args: [lp] });

test("auction 1's winners have their farms for seven days of blocks, shown on /farms with the end", async ({ page, chain, deployment }) => {
  const projects = deployment.auction!.projects;
  const end = (await closeBlock(chain, deployment, 1n)) + FARM_BLOCKS;
  const byName = (name: string) => projects.find((p) => p.name === name)!;
  for (const name of ['Kalmar', 'Hot Cross']) {
    const [exists, pid, farmEnd] = await farmOf(chain, deployment, byName(name).farm!.lpAddress);
    expect(exists).toBe(true);
    expect(farmEnd).toBe(end);
    const info = await chain.readContract({ address: deployment.farms!.chef, abi: fuelChefAbi, functionName: 'poolInfo', args: [pid] });
    expect(info[1]).toBe(100n);
  }
  // Horizon lost auction 1; the test project did not bid in it.
  for (const name of ['Horizon Protocol', 'Fuel Test Project'])
    expect((await farmOf(chain, deployment, byName(name).farm!.lpAddress))[0]).toBe(false);

  await page.goto('/farms');
  for (const [name, token] of [
    ['Kalmar', 'KALM'],
    ['Hot Cross', 'HOTCROSS'],
  ] as const) {
    const card = page.locator(`[data-testid="farm-card"][data-farm="${token}-BNB LP"]`);
    await expect(card.getByTestId('farm-auction-end')).toHaveAttribute('data-end-block', end.toString());
    await expect(card.getByTestId('farm-auction-end')).toContainText(`Auction farm of ${name}`);
    await expect(card.getByTestId('farm-auction-end')).toContainText(`Ends at block ${end}`);
    await expect(card.getByLabel('Multiplier 1X')).toBeVisible();
    // The project's token has a logo like every other devnet token, drawn by the devnet: an image that loads, where
    // a token without a logo gets a letter avatar (a span).
    const logo = card.locator(`img[src="/devnet/logos/${token}.svg"]`);
    await expect(logo).toBeVisible();
    await logo.scrollIntoViewIfNeeded(); // a lazy image loads once near the viewport
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await expect(page.locator('[data-testid="farm-card"][data-farm="HZN-BNB LP"]')).toHaveCount(0);
});

test('a wallet off the whitelist sees the notice and no Place bid', async ({ page, useWallet }) => {
  await useWallet(TEST_ACCOUNTS.alice);
  await page.goto('/farms/auction');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Farm Auction' })).toBeVisible();
  await connectWith(page, 'E2E Test Wallet');
  await expect(page.getByText(/Your wallet is not whitelisted/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place bid' })).toHaveCount(0);
  // The burned band shows the closed auction's winning bids (1,000 + 600 FUEL).
  await expect(page.getByTestId('auction-burned')).toHaveText('1,600.00 FUEL');
});

test('bid, lose to two other whitelisted projects, close as the operator, reclaim the bid', async ({
  page,
  chain,
  deployment,
  useWallet,
}) => {
  test.setTimeout(180_000);
  const a = deployment.auction!;
  const fuel = deployment.tokens.find((t) => t.symbol === 'FUEL')!.address;
  const id = await chain.readContract({ address: a.address, abi: fuelFarmAuctionAbi, functionName: 'currentAuctionId' });
  const bidOf = async (who: Address) =>
    (await chain.readContract({ address: a.address, abi: fuelFarmAuctionAbi, functionName: 'bids', args: [id, who] }))[0];

  await useWallet(project);
  await page.goto('/farms/auction');
  await connectWith(page, 'E2E Test Wallet');
  await expect(page.getByRole('heading', { level: 2, name: 'Current Auction' })).toBeVisible();
  await page.getByRole('button', { name: 'Place bid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place bid' });
  const input = dialog.getByRole('textbox');
  await input.fill('95');
  await expect(dialog.getByRole('alert')).toHaveText('Bids must be a multiple of 10 FUEL');
  await input.fill('50');
  await expect(dialog.getByRole('alert')).toHaveText('Your first bid must be at least 100.00 FUEL');
  await input.fill('');
  await dialog.getByRole('button', { name: '+100', exact: true }).click();
  await expect(input).toHaveValue('100');
  await dialog.getByRole('button', { name: 'Enable' }).click();
  await expect(toasts(page).getByText('Contract Enabled')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  expect(await bidOf(project)).toBe(parseUnits('100', 9));
  await expect(page.getByTestId('auction-your-bid')).toContainText('100.00 FUEL');

  // Two other whitelisted projects outbid it through the contracts: 4 bidders for 3 places.
  for (const [who, amount] of [
    [anvilAccount(10), '200'],
    [anvilAccount(11), '300'],
  ] as const) {
    await send(
      chain,
      chain.writeContract({
        account: who,
        address: fuel,
        abi: erc20Abi,
        functionName: 'approve',
        args: [a.address, maxUint256],
        chain: null,
      }),
    );
    await send(
      chain,
      chain.writeContract({
        account: who,
        address: a.address,
        abi: fuelFarmAuctionAbi,
        functionName: 'bid',
        args: [parseUnits(amount, 9)],
        chain: null,
      }),
    );
  }
  const board = page.getByTestId('auction-leaderboard');
  await expect(board.locator('tbody tr')).toHaveCount(4);
  await expect(board.locator('tbody tr[data-winning="true"]')).toHaveCount(3);
  await expect(board.locator('tbody tr').last()).toContainText('#4');

  // Past the end, the operator closes.
  const auction = await chain.readContract({ address: a.address, abi: fuelFarmAuctionAbi, functionName: 'auctions', args: [id] });
  await mineTo(chain, auction[2] + 1n);
  await send(
    chain,
    chain.writeContract({
      account: a.operator,
      address: a.address,
      abi: fuelFarmAuctionAbi,
      functionName: 'closeAuction',
      args: [],
      chain: null,
    }),
  );
  expect(await chain.readContract({ address: a.address, abi: fuelFarmAuctionAbi, functionName: 'isWinner', args: [id, project] })).toBe(
    false,
  );

  const outcome = page.getByTestId('auction-outcome');
  await expect(outcome.getByRole('heading', { name: 'Reclaim Bid' })).toBeVisible({ timeout: 30_000 });
  const before = await chain.readContract({ address: fuel, abi: erc20Abi, functionName: 'balanceOf', args: [project] });
  await outcome.getByRole('button', { name: 'Reclaim' }).click();
  await expect(outcome.getByRole('button', { name: 'Bid reclaimed' })).toBeDisabled({ timeout: 30_000 });
  const after = await chain.readContract({ address: fuel, abi: erc20Abi, functionName: 'balanceOf', args: [project] });
  expect(after - before).toBe(parseUnits('100', 9));
  expect((await chain.readContract({ address: a.address, abi: fuelFarmAuctionAbi, functionName: 'bids', args: [id, project] }))[1]).toBe(
    true,
  );

  // The keeper gives auction 2's winners (#9 Kalmar 500, #11 Horizon 300, #10 Hot Cross 200) their seven days
  // from this close: Horizon's farm is new, Kalmar's and Hot Cross's run on to the later end; the loser gets none.
  const end = (await closeBlock(chain, deployment, id)) + FARM_BLOCKS;
  const endOf = async (name: string) => {
    const [exists, , farmEnd] = await farmOf(chain, deployment, a.projects.find((p) => p.name === name)!.farm!.lpAddress);
    return exists ? farmEnd : -1n;
  };
  for (const name of ['Kalmar', 'Hot Cross', 'Horizon Protocol']) await expect.poll(() => endOf(name), { timeout: 30_000 }).toBe(end);
  expect(await endOf('Fuel Test Project')).toBe(-1n);
});
