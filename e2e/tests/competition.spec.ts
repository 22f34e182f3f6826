/**
 * The trading battle in Chromium against the devnet (which seeds the battle in registration, with
 * #9..#11 registered), asserting on-chain results: a profile made in the test through the contracts registers
 * through the dialog (public-address checkbox first); the owner moves the battle to live; a swap on an eligible
 * pair (BUSD → WBNB on BUSD-WBNB: its dollar value is the BUSD amount, as the indexer prices it) shows as the
 * account's volume from the indexer with its rank; the owner settles the standings with `npm run battle:settle`'s
 * code (team ranks, reward groups from the indexer) and opens the claim phase; Claim prizes pays the reward table's FUEL once,
 * and the task center's battle badge (the champion's, in the first team's gold) is collected once.
 *
 * Accounts: dave (#6) gets a profile here.
 */
import type { Page } from '@playwright/test';
import { erc20Abi, maxUint256, parseEther } from 'viem';
import { fuelAchievementsAbi, fuelProfileAbi, fuelTradingCompetitionAbi, routerAbi } from '@fuelswap/contracts';
import { devnetAccounts } from '@fuelswap/config';
import { test, expect, connectWith, indexerFollows, makeProfile, sendOk, INDEXER_URL, RPC_URL } from '../fixtures.ts';
import { parseSettleArgs, settleBattle } from '../../contracts/scripts/settle-battle.ts';
import { anvilAccount } from '../accounts.ts';

const dave = anvilAccount(6);
const toasts = (page: Page) => page.getByRole('list', { name: 'Notifications' });

test('register with a profile, trade on an eligible pair, see the volume from the indexer, claim the prize', async ({
  page,
  chain,
  deployment,
  useWallet,
}) => {
  test.setTimeout(240_000);
  await indexerFollows(chain);
  const comp = deployment.competition!;
  const owner = devnetAccounts(deployment).deployer;
  const status = () => chain.readContract({ address: comp.address, abi: fuelTradingCompetitionAbi, functionName: 'currentStatus' });
  const info = () =>
    chain.readContract({ address: comp.address, abi: fuelTradingCompetitionAbi, functionName: 'claimInformation', args: [dave] });
  const ownerCall = (functionName: 'updateCompetitionStatus', args: readonly unknown[]) =>
    sendOk(
      chain,
      chain.writeContract({
        account: owner,
        address: comp.address,
        abi: fuelTradingCompetitionAbi,
        functionName,
        args: args as never,
        chain: null,
      }),
    );
  expect(await status()).toBe(0);

  await makeProfile(chain, deployment, dave, { variation: 1, team: 2n });
  await useWallet(dave);
  await page.goto('/competition');
  await expect(page.getByRole('heading', { level: 1, name: 'Trading Battle' })).toBeVisible();
  await connectWith(page, 'E2E Test Wallet');

  // Register: the dialog asks for the checkbox first.
  await page.getByRole('button', { name: 'I want to Battle!' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await dialog.getByText('I understand').click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toasts(page).getByText('Registered!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registered!' })).toBeDisabled();
  expect((await info())[0]).toBe(true);
  expect((await info())[3]).toBe(2n);

  // Live: the owner moves the status; the call to action becomes Trade Now.
  await ownerCall('updateCompetitionStatus', [1]);
  await expect(page.getByRole('link', { name: 'Trade Now' })).toBeVisible();

  // A swap on BUSD-WBNB: 500 BUSD in, so its dollar value is exactly 500.
  const BUSD = deployment.tokens.find((t) => t.symbol === 'BUSD')!.address;
  const amountIn = parseEther('500');
  await sendOk(
    chain,
    chain.writeContract({
      account: dave,
      address: BUSD,
      abi: erc20Abi,
      functionName: 'approve',
      args: [deployment.contracts.Router, maxUint256],
      chain: null,
    }),
  );
  const block = await chain.getBlock();
  await sendOk(
    chain,
    chain.writeContract({
      account: dave,
      address: deployment.contracts.Router,
      abi: routerAbi,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, 0n, [BUSD, deployment.contracts.WBNB], dave, block.timestamp + 600n],
      chain: null,
    }),
  );
  const volume = page.getByTestId('battle-volume');
  // The indexer follows the previous tests' snapshot reverts before it reaches this swap: give it time.
  await expect(volume).toHaveAttribute('data-usd', amountIn.toString(), { timeout: 90_000 });
  await expect(volume).toContainText('$500.00');
  const score = page.getByTestId('battle-score');
  // Dave is the only trader of team 2 (the seeded traders are in teams 1 and 3 or have not traded).
  await expect(score).toContainText('#1');
  const row = page.getByTestId('battle-trader');
  await page.getByRole('tab', { name: 'Fearsome Flippers' }).click();
  await expect(row.filter({ hasText: '$500.00' })).toHaveCount(1);

  // Calculating, then claiming: team 2 first, dave a champion.
  await ownerCall('updateCompetitionStatus', [2]);
  await expect(page.getByRole('button', { name: 'Calculating prizes...' })).toBeDisabled();
  // The owner settles from the indexer's standings with the operator's command (`npm run battle:settle -- --send`):
  // team 2 first by volume, dave its champion (group 5); the registered traders without volume are participants.
  const lines: string[] = [];
  await settleBattle(
    parseSettleArgs(['--send'], {
      DEPLOYMENT_FILE: process.env.E2E_DEPLOYMENT_FILE ?? '.devnet-test/deployment.json',
      RPC_URL: RPC_URL,
      INDEXER_URL: INDEXER_URL,
    }),
    (l) => lines.push(l),
  );
  const [, , group, , teamRank] = await info();
  expect([group, teamRank], lines.join('\n')).toEqual([5, 1n]);
  await ownerCall('updateCompetitionStatus', [3]);
  const prize = BigInt(comp.rewards.find((r) => r.teamRank === 1 && r.group === 5)!.fuel);
  expect((await info())[5]).toBe(prize);
  const fuel = deployment.tokens.find((t) => t.symbol === 'FUEL')!.address;
  const before = await chain.readContract({ address: fuel, abi: erc20Abi, functionName: 'balanceOf', args: [dave] });
  await page.getByRole('button', { name: 'Claim prizes' }).click();
  await expect(page.getByRole('button', { name: 'Prizes Claimed!' })).toBeDisabled({ timeout: 30_000 });
  const after = await chain.readContract({ address: fuel, abi: erc20Abi, functionName: 'balanceOf', args: [dave] });
  expect(after - before).toBe(prize);
  expect((await info())[1]).toBe(true);

  // The battle's badge: dave, champion (group 5) of the first team, collects "Battle Champion (Gold)" (campaign
  // 520,000,015, 500 points) once in the task center, and it is shown as an achievement once indexed.
  const achievements = deployment.profile!.achievements!;
  const pointsOf = async () =>
    (
      await chain.readContract({ address: deployment.profile!.profile, abi: fuelProfileAbi, functionName: 'getUserProfile', args: [dave] })
    )[1];
  const pointsBefore = await pointsOf();
  await page.goto('/profile/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Task Center' })).toBeVisible();
  const badge = page.getByTestId('badge-claimBattleBadge');
  await expect(badge).toContainText('Battle Champion (Gold)');
  await expect(badge).toContainText('500 points');
  await badge.getByRole('button', { name: 'Collect Battle Champion (Gold)' }).click();
  await expect(toasts(page).getByText('Points Collected!')).toBeVisible();
  await expect(badge.getByText('Collected')).toBeVisible();
  expect(await pointsOf()).toBe(pointsBefore + 500n);
  expect(
    await chain.readContract({ address: achievements, abi: fuelAchievementsAbi, functionName: 'hasClaimed', args: [dave, 520_000_000n] }),
  ).toBe(true);
  await expect(
    chain.simulateContract({ account: dave, address: achievements, abi: fuelAchievementsAbi, functionName: 'claimBattleBadge' }),
  ).rejects.toThrow(/not eligible/);
  test.info().setTimeout(test.info().timeout + 300_000);
  const shown = page.getByTestId('achievement').filter({ hasText: 'Battle Champion (Gold)' });
  await expect(shown).toHaveAttribute('data-campaign', '520000015', { timeout: 300_000 });
  await expect(shown).toContainText('+500 Points');
});
