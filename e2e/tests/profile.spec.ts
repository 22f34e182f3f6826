/**
 * Profiles, teams and collectibles in Chromium against the devnet,
 * asserting on-chain results: a fresh account goes through the four setup steps and sees its profile and
 * chip; a profile removes its picture (paused, the NFT back in the wallet) and reactivates; a collectible
 * is transferred after an invalid address is refused; /teams ranks the seeded team points.
 *
 * Accounts: #7 (the setup and the pause; no profile in the seeding) and #8 (the transfer). Profiles seeded
 * for #9..#12 (devnet/src/seed-profile.ts) give the teams their members and points.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { maxUint256, parseEther, zeroAddress, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  erc20Abi,
  fuelAchievementsAbi,
  fuelBunnyFactoryAbi,
  fuelBunniesAbi,
  fuelChefAbi,
  fuelPredictionAbi,
  fuelProfileAbi,
} from '@fuelswap/contracts';
import type { DeployedProfile, Deployment } from '@fuelswap/config';
import { buildRegistrationMessage, newRegistrationNonce } from '@fuelswap/sdk';
import { test, expect, connectWith, indexerFollows, makeProfile, type ChainClient } from '../fixtures.ts';
import { anvilAccount } from '../accounts.ts';

const SETUP = anvilAccount(7);
const SENDER = anvilAccount(8);
/** Seeded profiles (devnet/src/seed-profile.ts): #9 holds the lottery-winner bunny's achievement. */
const SEEDED_WINNER = anvilAccount(9);
/** The deployer: the registry's points role. */
const DEPLOYER = anvilAccount(0);

const toasts = (page: Page) => page.getByRole('list', { name: 'Notifications' });

function profileOf(d: Deployment): DeployedProfile {
  if (!d.profile) throw new Error('the devnet deployment has no profile section');
  return d.profile;
}
const fuelOf = (d: Deployment) => d.tokens.find((t) => t.symbol === 'FUEL')!.address;

async function connect(page: Page, useWallet: (a: Address) => Promise<void>, account: Address, path: string, heading: string | RegExp) {
  await useWallet(account);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await connectWith(page, 'E2E Test Wallet');
}

/** The indexer's and the API's URLs, as the app finds them. */
async function services(request: APIRequestContext): Promise<{ indexerUrl: string; apiUrl: string }> {
  const s = (await (await request.get('/devnet/services.json')).json()) as { indexerUrl?: string; apiUrl?: string };
  if (!s.indexerUrl || !s.apiUrl) throw new Error(`/devnet/services.json lacks a URL: ${JSON.stringify(s)}`);
  return { indexerUrl: s.indexerUrl.replace(/\/$/, ''), apiUrl: s.apiUrl.replace(/\/$/, '') };
}

async function indexerQuery<T>(request: APIRequestContext, indexerUrl: string, query: string): Promise<T> {
  const res = await request.post(`${indexerUrl}/graphql`, { data: { query } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`indexer error: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function send(
  chain: ChainClient,
  account: Address,
  address: Address,
  abi: readonly unknown[],
  functionName: string,
  args: readonly unknown[],
) {
  const hash = await chain.writeContract({
    account,
    address,
    abi: abi as never,
    functionName: functionName as never,
    args: args as never,
    chain: chain.chain,
  });
  const r = await chain.waitForTransactionReceipt({ hash });
  expect(r.status).toBe('success');
}

/**
 * #7 collects an achievement in the task center and it is shown: the badge `badge` ("SyrupSoaker": the card's test id
 * and the contract's `claim<badge>`) is offered for 100 points while the `notEligible` ones are not; Collect pays the
 * points once (the contract refuses a second claim) and records `campaign`; once indexed, it is an achievement on the
 * task center (the card polls the indexer every 15 s; a loaded machine's indexer may take minutes to reach the
 * claim's block) and on the profile.
 */
async function collectAchievement(
  page: Page,
  chain: ChainClient,
  useWallet: (a: Address) => Promise<void>,
  p: DeployedProfile,
  o: { badge: string; title: string; campaign: bigint; notEligible: string[]; description?: string },
) {
  const achievements = p.achievements;
  if (!achievements) throw new Error('the devnet deployment has no achievements');
  const pointsOf = async () =>
    (await chain.readContract({ address: p.profile, abi: fuelProfileAbi, functionName: 'getUserProfile', args: [SETUP] }))[1];
  const before = await pointsOf();

  await connect(page, useWallet, SETUP, '/profile/tasks', 'Task Center');
  const card = page.getByTestId(`badge-claim${o.badge}`);
  await expect(card).toContainText(o.title);
  if (o.description) await expect(card).toContainText(o.description);
  await expect(card).toContainText('100 points');
  for (const other of o.notEligible) await expect(page.getByTestId(`badge-claim${other}`).getByText('Not eligible')).toBeVisible();
  await card.getByRole('button', { name: `Collect ${o.title}` }).click();
  await expect(toasts(page).getByText('Points Collected!')).toBeVisible();
  await expect(card.getByText('Collected')).toBeVisible();
  expect(await pointsOf()).toBe(before + 100n);
  expect(
    await chain.readContract({ address: achievements, abi: fuelAchievementsAbi, functionName: 'hasClaimed', args: [SETUP, o.campaign] }),
  ).toBe(true);
  await expect(
    chain.simulateContract({
      account: SETUP,
      address: achievements,
      abi: fuelAchievementsAbi,
      functionName: `claim${o.badge}` as 'claimSyrupSoaker',
    }),
  ).rejects.toThrow(/not eligible/);

  test.info().setTimeout(test.info().timeout + 300_000);
  const badge = page.getByTestId('achievement').filter({ hasText: o.title });
  await expect(badge).toHaveAttribute('data-campaign', String(o.campaign), { timeout: 300_000 });
  await expect(badge).toContainText('+100 Points');
  await page.goto('/profile');
  await expect(page.getByTestId('achievement').filter({ hasText: o.title })).toContainText('+100 Points', { timeout: 30_000 });
}

test.describe('profile', () => {
  test('a fresh account claims a starter, picks it, joins a team and completes its profile', async ({
    page,
    chain,
    deployment,
    useWallet,
  }) => {
    const p = profileOf(deployment);
    expect(await chain.readContract({ address: p.profile, abi: fuelProfileAbi, functionName: 'hasRegistered', args: [SETUP] })).toBe(false);
    const fromBlock = await chain.getBlockNumber({ cacheTime: 0 });
    await connect(page, useWallet, SETUP, '/profile', 'Your Profile');

    // Step 1: choose a starter, Enable FUEL, Confirm.
    await expect(page.getByRole('heading', { level: 2, name: 'Get Starter Collectible' })).toBeVisible();
    await expect(page.getByText('Cost: 1 FUEL')).toBeVisible();
    await page.getByRole('radio', { name: 'Turbo' }).click();
    await page.getByRole('button', { name: 'Enable', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Enabled' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(toasts(page).getByText('Collectible claimed!')).toBeVisible();
    expect(await chain.readContract({ address: p.bunnyFactory, abi: fuelBunnyFactoryAbi, functionName: 'hasClaimed', args: [SETUP] })).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Next Step' }).click();

    // Step 2: the starter is in the wallet; Enable lets the registry lock it.
    await expect(page.getByRole('heading', { level: 2, name: 'Set Profile Picture' })).toBeVisible();
    await page.getByRole('radio', { name: 'Turbo' }).click();
    await page.getByRole('button', { name: 'Enable', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Enabled' })).toBeVisible();
    expect(
      await chain.readContract({ address: p.bunnies, abi: fuelBunniesAbi, functionName: 'isApprovedForAll', args: [SETUP, p.profile] }),
    ).toBe(true);
    await page.getByRole('button', { name: 'Next Step' }).click();

    // Step 3: the three teams with their members; pick one.
    await expect(page.getByRole('heading', { level: 2, name: 'Join Team' })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(3);
    await page.getByRole('radio', { name: /Fearsome Flippers/ }).click();
    await page.getByRole('button', { name: 'Next Step' }).click();

    // Step 4: the cost, Enable, Complete Profile.
    await expect(page.getByRole('heading', { level: 2, name: 'Set Your Name' })).toBeVisible();
    await expect(page.getByText('Cost: 1 FUEL')).toBeVisible();
    // With the username API configured for the app, the name: too short refused, then a free one signed.
    const nameBox = page.getByRole('textbox', { name: 'Your name' });
    await expect(nameBox.or(page.getByTestId('existing-name'))).toBeVisible();
    // The API's names outlive the chain's snapshots: an earlier run may have named #7 already.
    const withApi = await nameBox.isVisible();
    const username = `e2e${Date.now().toString(36)}`.slice(0, 15);
    if (withApi) {
      await nameBox.fill('ab');
      await expect(page.getByText('Minimum length: 3 characters')).toBeVisible();
      await nameBox.fill(username);
      await expect(page.getByText('Available')).toBeVisible();
      await page.getByRole('checkbox', { name: 'I understand that people can view my wallet if they know my username' }).check();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByRole('button', { name: 'Confirmed' }).or(page.getByTestId('name-error'))).toBeVisible();
      const refused = (await page.getByTestId('name-error').count()) > 0 ? await page.getByTestId('name-error').textContent() : '';
      expect(refused).toBe('');
      await expect(page.getByRole('button', { name: 'Confirmed' })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Enable', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Enabled' })).toBeVisible();
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await expect(toasts(page).getByText('Profile created!')).toBeVisible();

    // On chain: registered in team 2 with the starter locked; 1 + 1 FUEL burned.
    const [, points, teamId, nft, tokenId, isActive] = await chain.readContract({
      address: p.profile,
      abi: fuelProfileAbi,
      functionName: 'getUserProfile',
      args: [SETUP],
    });
    expect([points, teamId, nft, isActive]).toEqual([0n, 2n, p.bunnies, true]);
    expect(await chain.readContract({ address: p.bunnies, abi: fuelBunniesAbi, functionName: 'ownerOf', args: [tokenId] })).toBe(p.profile);
    expect(await chain.readContract({ address: p.bunnies, abi: fuelBunniesAbi, functionName: 'bunnyIds', args: [tokenId] })).toBe(2);
    // Burned: the FUEL sent to the zero address since the test began (the supply itself moves: the chef mints on
    // every harvest, the vault keeper's included, so a supply difference was flaky).
    const burns = await chain.getContractEvents({
      address: fuelOf(deployment),
      abi: erc20Abi,
      eventName: 'Transfer',
      args: { to: zeroAddress },
      fromBlock,
    });
    expect(burns.reduce((sum, e) => sum + (e.args.value ?? 0n), 0n)).toBe(2_000_000_000n);

    // The profile and the chip.
    await expect(page.getByTestId('profile-status')).toHaveText('Active');
    await expect(page.getByTestId('profile-chip')).toBeVisible();
    if (withApi) await expect(page.getByTestId('profile-chip')).toContainText(`@${username}`);
    await expect(page.getByRole('img', { name: 'Turbo' }).first()).toBeVisible();

    // The team now counts the new member (the seeding put #10 in it).
    await page.goto('/teams/2');
    await expect(page.getByRole('heading', { level: 1, name: 'Fearsome Flippers' })).toBeVisible();
    await expect(page.getByTestId('team-members')).toHaveText('2');

    // The Task Center's list: the starter and the profile done, the IFO tasks still to do.
    await page.goto('/profile/tasks');
    const task = (name: string) =>
      page
        .getByTestId('task-list')
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name }) });
    await expect(task('Get a starter collectible')).toContainText('Done');
    await expect(task('Set up your profile')).toContainText('Done');
    await expect(task('Take part in an IFO')).toContainText('To do');
    await expect(page.getByTestId('tasks-done')).toHaveText('2 of 4 done');
  });

  // after reactivating, the page used to loop (React #185) on a stale cached read; see acceptAnswer in
  // features/profile/data/reads.ts. The status must come back to Active without the page error.
  test('removing the picture pauses the profile and returns the NFT; reactivating with another collectible locks that one', async ({
    page,
    chain,
    deployment,
    useWallet,
  }) => {
    const p = profileOf(deployment);
    // A profile for #7, made directly on chain.
    const tokenId = await makeProfile(chain, deployment, SETUP, { variation: 4, team: 1n });

    await connect(page, useWallet, SETUP, '/profile', 'Your Profile');
    // (#7 may have the name the first test registered: the API's names outlive the chain snapshots.)
    await expect(page.getByTestId('profile-status')).toHaveText('Active');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove Profile Pic' }).click();
    await expect(page.getByText('Cost to reactivate in the future: 2 FUEL')).toBeVisible();
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await page.getByRole('checkbox', { name: 'I understand' }).check();
    await confirm.click();
    await expect(toasts(page).getByText('Profile Paused!')).toBeVisible();
    expect(await chain.readContract({ address: p.bunnies, abi: fuelBunniesAbi, functionName: 'ownerOf', args: [tokenId] })).toBe(SETUP);
    expect((await chain.readContract({ address: p.profile, abi: fuelProfileAbi, functionName: 'getUserProfile', args: [SETUP] }))[5]).toBe(
      false,
    );
    await expect(page.getByTestId('profile-status')).toHaveText('Paused');

    // Reactivate with another collectible (2 FUEL): #9's Lucky Fuel Bunny, sent over to #7.
    const lucky = await chain.readContract({
      address: p.bunnies,
      abi: fuelBunniesAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [SEEDED_WINNER, 0n],
    });
    expect(await chain.readContract({ address: p.bunnies, abi: fuelBunniesAbi, functionName: 'bunnyIds', args: [lucky] })).toBe(
      p.specialBunnyId,
    );
    await send(chain, SEEDED_WINNER, p.bunnies, fuelBunniesAbi, 'transferFrom', [SEEDED_WINNER, SETUP, lucky]);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Cost: 2 FUEL')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Lucky Fuel Bunny' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(toasts(page).getByText('Profile reactivated')).toBeVisible();
    const after = await chain.readContract({ address: p.profile, abi: fuelProfileAbi, functionName: 'getUserProfile', args: [SETUP] });
    expect([after[4], after[5]]).toEqual([lucky, true]);
    expect(await chain.readContract({ address: p.bunnies, abi: fuelBunniesAbi, functionName: 'ownerOf', args: [lucky] })).toBe(p.profile);
    // The first picture stays in the wallet.
    expect(await chain.readContract({ address: p.bunnies, abi: fuelBunniesAbi, functionName: 'ownerOf', args: [tokenId] })).toBe(SETUP);
    await expect(page.getByTestId('profile-status')).toHaveText('Active');
  });

  test('claims a starter on /collectibles and transfers it; an invalid address is refused', async ({
    page,
    chain,
    deployment,
    useWallet,
  }) => {
    const p = profileOf(deployment);
    await connect(page, useWallet, SENDER, '/collectibles', 'Collectibles');
    const card = page.getByTestId('collectible-1');
    await card.getByRole('button', { name: 'Enable' }).click();
    await card.getByRole('button', { name: 'Claim this NFT' }).click();
    await expect(toasts(page).getByText('Collectible claimed!')).toBeVisible();
    await expect(card.getByText('In Wallet')).toBeVisible();
    const tokenId = await chain.readContract({
      address: p.bunnies,
      abi: fuelBunniesAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [SENDER, 0n],
    });
    // Claimed once: no other starter offers a claim now.
    await expect(page.getByRole('button', { name: 'Claim this NFT' })).toHaveCount(0);

    await card.getByRole('button', { name: /^Transfer/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Receiving address' }).fill('0x1234');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Please enter a valid wallet address')).toBeVisible();
    expect(await chain.readContract({ address: p.bunnies, abi: fuelBunniesAbi, functionName: 'ownerOf', args: [tokenId] })).toBe(SENDER);

    await dialog.getByRole('textbox', { name: 'Receiving address' }).fill(SETUP);
    // A valid address: the transfer's simulated result before the wallet prompt.
    await expect(dialog.getByTestId('tx-preview')).toHaveAttribute('data-kind', 'ok', { timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(toasts(page).getByText('NFT successfully transferred!')).toBeVisible();
    expect(await chain.readContract({ address: p.bunnies, abi: fuelBunniesAbi, functionName: 'ownerOf', args: [tokenId] })).toBe(SETUP);
    await expect(card.getByText('In Wallet')).toHaveCount(0);
  });

  test('Syrup Soaker: FUEL staked in the manual pool is collected once in the task center and shown on the profile', async ({
    page,
    chain,
    deployment,
    useWallet,
  }) => {
    const p = profileOf(deployment);
    const chef = deployment.farms?.chef;
    if (!p.achievements || !chef) throw new Error('the devnet deployment has no achievements or no chef');
    await makeProfile(chain, deployment, SETUP, { variation: 1, team: 2n });
    await send(chain, SETUP, fuelOf(deployment), erc20Abi, 'approve', [chef, maxUint256]);
    await send(chain, SETUP, chef, fuelChefAbi, 'enterStaking', [10n ** 9n]);
    // Never bet before the cutoff, no battle result: the other two are not eligible.
    await collectAchievement(page, chain, useWallet, p, {
      badge: 'SyrupSoaker',
      title: 'Syrup Soaker',
      campaign: 513_000_000n,
      notEligible: ['Clairvoyant', 'BattleBadge'],
    });
  });

  test('Clairvoyant: a prediction bet before the cutoff round is collected once in the task center and shown on the profile', async ({
    page,
    chain,
    deployment,
    useWallet,
  }) => {
    const p = profileOf(deployment);
    const market = deployment.prediction?.market;
    if (!p.achievements || !market) throw new Error('the devnet deployment has no achievements or no prediction market');
    await makeProfile(chain, deployment, SETUP, { variation: 1, team: 1n });
    const cutoff = await chain.readContract({ address: p.achievements, abi: fuelAchievementsAbi, functionName: 'clairvoyantBeforeEpoch' });
    // Bet on the open round while a few blocks of entry remain (else on the next one).
    const epochNow = () => chain.readContract({ address: market, abi: fuelPredictionAbi, functionName: 'currentEpoch' });
    await expect
      .poll(
        async () => {
          const epoch = await epochNow();
          const round = await chain.readContract({ address: market, abi: fuelPredictionAbi, functionName: 'rounds', args: [epoch] });
          return epoch > 0n && (await chain.getBlockNumber({ cacheTime: 0 })) + 4n < round.lockBlock;
        },
        { timeout: 120_000 },
      )
      .toBe(true);
    const epoch = await epochNow();
    expect(epoch).toBeLessThan(cutoff);
    const bet = await chain.writeContract({
      account: SETUP,
      chain: null,
      address: market,
      abi: fuelPredictionAbi,
      functionName: 'betBull',
      args: [epoch],
      value: parseEther('1'),
      gas: 500_000n,
    });
    expect((await chain.waitForTransactionReceipt({ hash: bet })).status).toBe('success');
    // No FUEL in the manual pool, no battle result: the other two are not eligible.
    await collectAchievement(page, chain, useWallet, p, {
      badge: 'Clairvoyant',
      title: 'Clairvoyant',
      campaign: 514_000_000n,
      notEligible: ['SyrupSoaker', 'BattleBadge'],
      description: `Played a prediction round before round ${cutoff.toLocaleString('en-US')}.`,
    });
  });

  test('/teams ranks the seeded teams by points; an unknown team is the not-found page', async ({ page }) => {
    await page.goto('/teams');
    const rows = page.getByRole('list', { name: 'Teams ranked by points' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Fearsome Flippers');
    await expect(rows.nth(0)).toContainText('1200 points');
    await expect(rows.nth(1)).toContainText('Chaotic Cakers');
    await expect(rows.nth(2)).toContainText('Syrup Storm');
    await page.goto('/teams/99');
    await expect(page.getByRole('button', { name: 'Back Home' }).or(page.getByRole('link', { name: 'Back Home' }))).toBeVisible();
  });

  test('a taken username is refused whatever its case, and a too-short one; nothing is registered', async ({
    page,
    chain,
    deployment,
    useWallet,
    request,
  }) => {
    const p = profileOf(deployment);
    const { apiUrl } = await services(request);
    // The name, registered through the API by a fresh key (so no earlier run can have used it).
    const owner = privateKeyToAccount(generatePrivateKey());
    const taken = `Tk${Date.now().toString(36)}`;
    const message = buildRegistrationMessage({
      username: taken,
      address: owner.address,
      chainId: deployment.chainId,
      nonce: newRegistrationNonce(),
      issuedAt: new Date().toISOString(),
    });
    const registered = await request.post(`${apiUrl}/api/users/register`, {
      data: { address: owner.address, username: taken, message, signature: await owner.signMessage({ message }) },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    // The API refuses it in another case.
    const check = await request.get(`${apiUrl}/api/users/valid/${taken.toLowerCase()}`);
    expect(check.status()).toBe(409);
    expect(await check.json()).toMatchObject({ valid: false, error: 'Username taken' });
    // #8 has no name (no spec registers one for it) and, with a starter in its wallet, starts the setup at step 2.
    expect(await (await request.get(`${apiUrl}/api/users/${SENDER}`)).json()).toMatchObject({ username: null });
    await send(chain, SENDER, fuelOf(deployment), erc20Abi, 'approve', [p.bunnyFactory, maxUint256]);
    await send(chain, SENDER, p.bunnyFactory, fuelBunnyFactoryAbi, 'mintNFT', [0]);
    await send(chain, SENDER, p.bunnies, fuelBunniesAbi, 'setApprovalForAll', [p.profile, true]);

    await connect(page, useWallet, SENDER, '/profile', 'Your Profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Set Profile Picture' })).toBeVisible();
    await page.getByRole('radio', { name: 'Ember' }).click();
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByRole('radio', { name: /Syrup Storm/ }).click();
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Set Your Name' })).toBeVisible();
    const nameBox = page.getByRole('textbox', { name: 'Your name' });
    await page.getByRole('checkbox', { name: 'I understand that people can view my wallet if they know my username' }).check();
    const confirm = page.getByRole('button', { name: 'Confirm', exact: true });

    await nameBox.fill(taken.toUpperCase());
    await expect(page.getByText('Username taken')).toBeVisible();
    await expect(confirm).toBeDisabled();
    await nameBox.fill('ab');
    await expect(page.getByText('Minimum length: 3 characters')).toBeVisible();
    await expect(confirm).toBeDisabled();
    // Nothing was registered for #8, and the name still belongs to its owner.
    expect(await (await request.get(`${apiUrl}/api/users/${SENDER}`)).json()).toMatchObject({ username: null });
    expect(await (await request.get(`${apiUrl}/api/users/${owner.address}`)).json()).toMatchObject({ username: taken });
  });

  test('/teams and /teams/{id} show the points and members the registry and the indexer hold, after new points and a join', async ({
    page,
    chain,
    deployment,
    request,
  }) => {
    await indexerFollows(chain);
    const p = profileOf(deployment);
    const { indexerUrl } = await services(request);
    // New points for team 3 (the points role) and a new member of team 3 (#6: no profile in the seeding).
    const before = await chain.readContract({ address: p.profile, abi: fuelProfileAbi, functionName: 'getTeamProfile', args: [3n] });
    await send(chain, DEPLOYER, p.profile, fuelProfileAbi, 'increaseTeamPoints', [3n, 777n, 1n]);
    const joiner = anvilAccount(6);
    await makeProfile(chain, deployment, joiner, { variation: 1, team: 3n });

    const onChain = new Map<number, { points: bigint; users: bigint }>();
    for (const id of [1, 2, 3]) {
      const [, , users, points] = await chain.readContract({
        address: p.profile,
        abi: fuelProfileAbi,
        functionName: 'getTeamProfile',
        args: [BigInt(id)],
      });
      onChain.set(id, { points, users });
    }
    expect(onChain.get(3)).toEqual({ points: before[3] + 777n, users: before[2] + 1n });

    const expected = [1, 2, 3].map((id) => ({ id, points: String(onChain.get(id)!.points), users: Number(onChain.get(id)!.users) }));
    // The indexer's team rows hold the same figures.
    await indexerFollows(chain);
    const indexed = await indexerQuery<{ profileTeams: { items: { id: number; points: string; users: number }[] } }>(
      request,
      indexerUrl,
      '{ profileTeams(orderBy: "id") { items { id points users } } }',
    );
    expect(indexed.profileTeams.items).toEqual(expected);

    // /teams: ranked by points, each row with the registry's points and members.
    await page.goto('/teams');
    const ranked = [...expected].sort((a, b) => Number(BigInt(b.points) - BigInt(a.points)));
    const rows = page.getByRole('list', { name: 'Teams ranked by points' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    for (const [i, team] of ranked.entries()) {
      await expect(rows.nth(i)).toHaveAttribute('data-testid', `team-row-${team.id}`);
      await expect(rows.nth(i)).toContainText(`${team.points} points`);
      // English plurals: "1 member", "2 members".
      await expect(rows.nth(i)).toContainText(`${team.users} ${Number(team.users) === 1 ? 'member' : 'members'}`);
    }
    // /teams/3: the same points and members.
    await page.goto('/teams/3');
    await expect(page.getByTestId('team-points')).toHaveText(expected[2]!.points);
    await expect(page.getByTestId('team-members')).toHaveText(String(expected[2]!.users));
    // Renamed by the registry's admin: the page shows the chain's new name and description, not the catalogue's.
    await send(chain, DEPLOYER, p.profile, fuelProfileAbi, 'renameTeam', [3n, 'Cake Renamers', 'A description set on chain.']);
    await expect(page.getByRole('heading', { level: 1, name: 'Cake Renamers' })).toBeVisible();
    await expect(page.getByText('A description set on chain.')).toBeVisible();
  });

  test('with the indexer not answering, only the Achievements card says so and Try again asks it again', async ({
    page,
    chain,
    deployment,
    useWallet,
    request,
  }) => {
    const p = profileOf(deployment);
    const { indexerUrl } = await services(request);
    const [, points] = await chain.readContract({
      address: p.profile,
      abi: fuelProfileAbi,
      functionName: 'getUserProfile',
      args: [SEEDED_WINNER],
    });
    const graphql = `${indexerUrl}/graphql`;
    let asked = 0;
    await page.route(graphql, (route) => {
      asked++;
      return route.abort('connectionrefused');
    });
    await connect(page, useWallet, SEEDED_WINNER, '/profile', 'Your Profile');
    await expect(page.getByTestId('achievements-unavailable')).toBeVisible();
    // The chain's figures stay: points, status, picture, collectibles.
    await expect(page.getByTestId('profile-points')).toHaveText(String(points));
    await expect(page.getByTestId('profile-status')).toHaveText('Active');
    await expect(page.getByRole('img', { name: 'Ember' }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Lucky Fuel Bunny' }).first()).toBeVisible();
    const before = asked;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => asked).toBeGreaterThan(before);
    await expect(page.getByTestId('achievements-unavailable')).toBeVisible();
  });

  // Needs the devnet's indexer to follow the chain. Seen failing when the e2e chain started from a stale anvil state
  // (blocks 454-2999 missing, "BlockNotFoundError" from the indexer's start): then no indexer-backed check can pass.
  test('the profile shows the achievements the indexer holds, with their badges and points', async ({
    page,
    chain,
    deployment,
    useWallet,
    request,
  }) => {
    const p = profileOf(deployment);
    const { indexerUrl } = await services(request);
    await indexerFollows(chain);
    const [, points] = await chain.readContract({
      address: p.profile,
      abi: fuelProfileAbi,
      functionName: 'getUserProfile',
      args: [SEEDED_WINNER],
    });
    const indexed = await indexerQuery<{
      profileUser: { points: string } | null;
      userPoints: { items: { campaignId: string; points: string }[] };
    }>(
      request,
      indexerUrl,
      `{ profileUser(id: "${SEEDED_WINNER.toLowerCase()}") { points } userPoints(where: { user: "${SEEDED_WINNER.toLowerCase()}" }) { items { campaignId points } } }`,
    );
    expect(indexed.profileUser?.points).toBe(String(points));
    // The lottery-winner bunny's campaign (an achievement) and the seeding's grant (campaign 1, points only).
    expect(indexed.userPoints.items).toEqual(
      expect.arrayContaining([
        { campaignId: '511000000', points: '100' },
        { campaignId: '1', points: '120' },
      ]),
    );

    await connect(page, useWallet, SEEDED_WINNER, '/profile', 'Your Profile');
    await expect(page.getByTestId('profile-points')).toHaveText(String(points));
    const achievements = page.getByTestId('achievement');
    await expect(achievements).toHaveCount(1);
    await expect(achievements.first()).toHaveAttribute('data-campaign', '511000000');
    await expect(achievements.first()).toContainText('Lucky Fuel Bunny');
    await expect(achievements.first()).toContainText('+100 Points');
  });
});
