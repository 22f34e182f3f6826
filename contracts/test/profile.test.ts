/**
 * The profile side against anvil: deployProfile's wiring, the starter factory, the registry's lifecycle
 * (create, update, pause, reactivate), its roles, the special claim and the point center.
 */
import { createWalletClient, http, keccak256, toHex, type Address } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { artifacts } from '../generated/artifacts.ts';
import { deployProfile, type ProfileDeployment } from '../scripts/deploy-profile.ts';
import { chain, FUEL, revertReason, startEnv, type Env } from './farms/helpers.ts';

const abi = {
  fuel: artifacts.FuelToken.abi,
  nft: artifacts.FuelBunnies.abi,
  factory: artifacts.FuelBunnyFactory.abi,
  special: artifacts.FuelBunnySpecial.abi,
  profile: artifacts.FuelProfile.abi,
  center: artifacts.FuelPointCenter.abi,
  source: artifacts.PointSourceMock.abi,
} as const;

let env: Env;
let d: ProfileDeployment;
let fuel: Address;
let admin: Address;
let alice: Address;
let bob: Address;
let carol: Address;
const MAX = 2n ** 256n - 1n;

beforeAll(async () => {
  env = await startEnv();
  [admin] = env.accounts as [Address];
  [alice, bob, carol] = env.accounts.slice(3, 6) as [Address, Address, Address];
  fuel = await env.deploy('FuelToken');
  const wallet = createWalletClient({ chain, account: admin, transport: http(env.node.url, { retryCount: 0 }) });
  d = await deployProfile(wallet as never, env.pub as never, { fuel, chainId: 31337 });
  for (const u of [alice, bob, carol]) {
    await env.write(fuel, abi.fuel, 'mint', [u, FUEL(100)]);
    for (const spender of [d.bunnyFactory, d.profile]) await env.write(fuel, abi.fuel, 'approve', [spender, MAX], { from: u });
    await env.write(d.bunnies, abi.nft, 'setApprovalForAll', [d.profile, true], { from: u });
  }
}, 120_000);
afterAll(async () => {
  await env?.stop();
});
beforeEach(async () => {
  await env.reset();
});

const supply = () => env.read(fuel, abi.fuel, 'totalSupply');
const balance = (who: Address) => env.read(fuel, abi.fuel, 'balanceOf', [who]);
const ownerOf = (id: bigint) => env.read<Address>(d.bunnies, abi.nft, 'ownerOf', [id]);
type UserProfile = readonly [bigint, bigint, bigint, Address, bigint, boolean];
const profileOf = (who: Address) => env.read<UserProfile>(d.profile, abi.profile, 'getUserProfile', [who]);
type Team = readonly [string, string, bigint, bigint, boolean];
const team = (id: number) => env.read<Team>(d.profile, abi.profile, 'getTeamProfile', [BigInt(id)]);

/** Claims starter `bunnyId` for `who`; returns the token id. */
async function claimStarter(who: Address, bunnyId = 0): Promise<bigint> {
  const next = await env.read(d.bunnies, abi.nft, 'totalMinted');
  await env.write(d.bunnyFactory, abi.factory, 'mintNFT', [bunnyId], { from: who });
  return next;
}
/** A second token for `who` through the special campaign (needs an active profile). */
async function claimSpecial(who: Address): Promise<bigint> {
  await env.write(d.bunnySpecial, abi.special, 'setEligible', [[who], true]);
  const next = await env.read(d.bunnies, abi.nft, 'totalMinted');
  await env.write(d.bunnySpecial, abi.special, 'mintNFT', [], { from: who });
  return next;
}
async function register(who: Address, teamId = 1, bunnyId = 0): Promise<bigint> {
  const id = await claimStarter(who, bunnyId);
  await env.write(d.profile, abi.profile, 'createProfile', [BigInt(teamId), d.bunnies, id], { from: who });
  return id;
}

describe('deployProfile', () => {
  it('wires teams, costs, names and roles and returns a valid section', async () => {
    const { parseDeployedProfile } = await import('@fuelswap/config');
    expect(parseDeployedProfile(JSON.parse(JSON.stringify(d)))).toEqual(d);
    expect(await env.read(d.profile, abi.profile, 'numberTeams')).toBe(3n);
    expect((await team(1))[0]).toBe('Syrup Storm');
    expect((await team(2))[0]).toBe('Fearsome Flippers');
    expect((await team(3)).slice(0, 5)).toEqual(['Chaotic Cakers', expect.any(String), 0n, 0n, true]);
    expect(await env.read(d.profile, abi.profile, 'numberCakeToRegister')).toBe(FUEL(1));
    expect(await env.read(d.profile, abi.profile, 'numberCakeToUpdate')).toBe(FUEL(2));
    expect(await env.read(d.profile, abi.profile, 'numberCakeToReactivate')).toBe(FUEL(2));
    expect(await env.read(d.bunnyFactory, abi.factory, 'tokenPrice')).toBe(FUEL(1));
    expect(await env.read(d.bunnies, abi.nft, 'getBunnyName', [2])).toBe('Turbo');
    const role = (name: string) => keccak256(toHex(name));
    expect(await env.read(d.profile, abi.profile, 'hasRole', [role('NFT_ROLE'), d.bunnies])).toBe(true);
    expect(await env.read(d.profile, abi.profile, 'hasRole', [role('POINT_ROLE'), d.pointCenter])).toBe(true);
    expect(await env.read(d.profile, abi.profile, 'hasRole', [role('POINT_ROLE'), alice])).toBe(false);
    expect(await env.read(d.bunnies, abi.nft, 'hasRole', [role('MINTER_ROLE'), d.bunnyFactory])).toBe(true);
    await expect(env.read(d.profile, abi.profile, 'getTeamProfile', [4n])).rejects.toThrow(/invalid teamId/);
  });
});

describe('starter factory', () => {
  it('mints one starter per address for 1 FUEL, burned, with the variation URI', async () => {
    expect(await env.read(d.bunnyFactory, abi.factory, 'canClaim', [alice])).toBe(true);
    const [s0, b0] = [await supply(), await balance(alice)];
    const id = await claimStarter(alice, 3);
    expect(await ownerOf(id)).toBe(alice);
    expect(await supply()).toBe(s0 - FUEL(1));
    expect(await balance(alice)).toBe(b0 - FUEL(1));
    expect(await balance(d.bunnyFactory)).toBe(0n);
    expect(await env.read(d.bunnies, abi.nft, 'tokenURI', [id])).toBe('/devnet/nft/3.json');
    expect(await env.read(d.bunnies, abi.nft, 'bunnyIds', [id])).toBe(3);
    expect(await env.read(d.bunnies, abi.nft, 'tokenOfOwnerByIndex', [alice, 0n])).toBe(id);
    expect(await env.read(d.bunnyFactory, abi.factory, 'hasClaimed', [alice])).toBe(true);
    expect(await env.read(d.bunnyFactory, abi.factory, 'canClaim', [alice])).toBe(false);
    expect(await revertReason(claimStarter(alice, 1))).toMatch(/already claimed/);
  });

  it('refuses a non-starter, a claim without FUEL allowance and a claim before the start block', async () => {
    expect(await revertReason(claimStarter(alice, 5))).toMatch(/not a starter/);
    await env.write(fuel, abi.fuel, 'approve', [d.bunnyFactory, 0n], { from: bob });
    expect(await revertReason(claimStarter(bob, 0))).toMatch(/ERC20InsufficientAllowance/);
    await env.write(d.bunnyFactory, abi.factory, 'changeStartBlock', [(await env.blockNumber()) + 100n]);
    expect(await env.read(d.bunnyFactory, abi.factory, 'canClaim', [carol])).toBe(false);
    expect(await revertReason(claimStarter(carol, 0))).toMatch(/too early/);
    expect(await revertReason(env.write(d.bunnyFactory, abi.factory, 'changeTokenPrice', [0n], { from: alice }))).toMatch(
      /OwnableUnauthorizedAccount/,
    );
  });
});

describe('profile lifecycle', () => {
  it('createProfile locks the NFT, burns the registration cost and joins the team', async () => {
    const id = await claimStarter(alice, 1);
    const s0 = await supply();
    await env.write(d.profile, abi.profile, 'createProfile', [2n, d.bunnies, id], { from: alice });
    expect(await supply()).toBe(s0 - FUEL(1));
    expect(await ownerOf(id)).toBe(d.profile);
    expect(await env.read(d.profile, abi.profile, 'hasRegistered', [alice])).toBe(true);
    expect(await profileOf(alice)).toEqual([1n, 0n, 2n, d.bunnies, id, true]);
    expect((await team(2))[2]).toBe(1n);
    expect(await env.read(d.profile, abi.profile, 'numberActiveProfiles')).toBe(1n);
    expect(await revertReason(env.write(d.profile, abi.profile, 'createProfile', [1n, d.bunnies, id], { from: alice }))).toMatch(
      /already registered/,
    );
  });

  it('refuses a bad team, a team not joinable, an unapproved collection and someone else’s NFT; nothing changes', async () => {
    const id = await claimStarter(alice);
    const bobs = await claimStarter(bob);
    const create = (teamId: bigint, nft: Address, tokenId: bigint) =>
      revertReason(env.write(d.profile, abi.profile, 'createProfile', [teamId, nft, tokenId], { from: alice }));
    expect(await create(0n, d.bunnies, id)).toMatch(/invalid teamId/);
    expect(await create(4n, d.bunnies, id)).toMatch(/invalid teamId/);
    await env.write(d.profile, abi.profile, 'makeTeamNotJoinable', [3n]);
    expect(await create(3n, d.bunnies, id)).toMatch(/not joinable/);
    const other = await env.deploy('FuelBunnies', ['/x/', admin]);
    expect(await create(1n, other, 0n)).toMatch(/NFT address invalid/);
    expect(await create(1n, d.bunnies, bobs)).toMatch(/only NFT owner/);
    expect(await env.read(d.profile, abi.profile, 'hasRegistered', [alice])).toBe(false);
    expect(await ownerOf(id)).toBe(alice);
  });

  it('pause returns the NFT; a paused profile cannot earn points or change team; reactivate locks another NFT', async () => {
    const first = await register(alice, 1);
    await env.write(d.profile, abi.profile, 'increaseUserPoints', [alice, 50n, 7n]);
    await env.write(d.profile, abi.profile, 'pauseProfile', [], { from: alice });
    expect(await ownerOf(first)).toBe(alice);
    expect(await profileOf(alice)).toEqual([1n, 50n, 1n, '0x0000000000000000000000000000000000000000', 0n, false]);
    expect((await team(1))[2]).toBe(0n);
    expect(await env.read(d.profile, abi.profile, 'numberActiveProfiles')).toBe(0n);
    expect(await revertReason(env.write(d.profile, abi.profile, 'increaseUserPoints', [alice, 1n, 7n]))).toMatch(/profile paused/);
    expect(await revertReason(env.write(d.profile, abi.profile, 'changeTeam', [alice, 2n]))).toMatch(/profile paused/);
    expect(await revertReason(env.write(d.profile, abi.profile, 'pauseProfile', [], { from: alice }))).toMatch(/profile paused/);
    expect(await revertReason(env.write(d.profile, abi.profile, 'updateProfile', [d.bunnies, first], { from: alice }))).toMatch(
      /profile paused/,
    );

    const s0 = await supply();
    await env.write(d.profile, abi.profile, 'reactivateProfile', [d.bunnies, first], { from: alice });
    expect(await supply()).toBe(s0 - FUEL(2));
    expect(await profileOf(alice)).toEqual([1n, 50n, 1n, d.bunnies, first, true]);
    expect((await team(1))[2]).toBe(1n);
    expect(await revertReason(env.write(d.profile, abi.profile, 'reactivateProfile', [d.bunnies, first], { from: alice }))).toMatch(
      /profile active/,
    );
  });

  it('updateProfile swaps the picture for 2 FUEL and returns the old NFT', async () => {
    const first = await register(alice, 1);
    const second = await claimSpecial(alice);
    const s0 = await supply();
    await env.write(d.profile, abi.profile, 'updateProfile', [d.bunnies, second], { from: alice });
    expect(await supply()).toBe(s0 - FUEL(2));
    expect(await ownerOf(first)).toBe(alice);
    expect(await ownerOf(second)).toBe(d.profile);
    expect((await profileOf(alice))[4]).toBe(second);
  });

  it('refuses an NFT sent to it directly', async () => {
    const id = await claimStarter(alice);
    const r = await revertReason(env.write(d.bunnies, abi.nft, 'safeTransferFrom', [alice, d.profile, id], { from: alice }));
    expect(r).toMatch(/use createProfile|ERC721InvalidReceiver/);
  });
});

describe('roles', () => {
  it('only the points role moves points; only the special role changes teams; only the admin manages teams', async () => {
    await register(alice, 1);
    const denied = /AccessControlUnauthorizedAccount/;
    expect(await revertReason(env.write(d.profile, abi.profile, 'increaseUserPoints', [alice, 10n, 1n], { from: alice }))).toMatch(denied);
    expect(await revertReason(env.write(d.profile, abi.profile, 'increaseTeamPoints', [1n, 10n, 1n], { from: bob }))).toMatch(denied);
    expect(await revertReason(env.write(d.profile, abi.profile, 'changeTeam', [alice, 2n], { from: bob }))).toMatch(denied);
    expect(await revertReason(env.write(d.profile, abi.profile, 'addTeam', ['Bobs', 'x'], { from: bob }))).toMatch(denied);
    expect(await revertReason(env.write(d.profile, abi.profile, 'renameTeam', [1n, 'Bobs', 'x'], { from: bob }))).toMatch(denied);

    await env.write(d.profile, abi.profile, 'increaseUserPoints', [alice, 30n, 1n]);
    await env.write(d.profile, abi.profile, 'removeUserPoints', [alice, 10n]);
    expect((await profileOf(alice))[1]).toBe(20n);
    expect(await revertReason(env.write(d.profile, abi.profile, 'removeUserPoints', [alice, 21n]))).toMatch(/overflow|underflow|0x11/i);
    await env.write(d.profile, abi.profile, 'increaseTeamPoints', [1n, 500n, 1n]);
    expect((await team(1))[3]).toBe(500n);

    await env.write(d.profile, abi.profile, 'changeTeam', [alice, 3n]);
    expect((await profileOf(alice))[2]).toBe(3n);
    expect([(await team(1))[2], (await team(3))[2]]).toEqual([0n, 1n]);
    expect(await revertReason(env.write(d.profile, abi.profile, 'changeTeam', [alice, 3n]))).toMatch(/same team/);

    await env.write(d.profile, abi.profile, 'addTeam', ['Nitro Nerds', 'New team']);
    expect(await env.read(d.profile, abi.profile, 'numberTeams')).toBe(4n);
    await env.write(d.profile, abi.profile, 'renameTeam', [4n, 'Nitro Crew', 'Renamed']);
    expect((await team(4)).slice(0, 2)).toEqual(['Nitro Crew', 'Renamed']);
    await env.write(d.profile, abi.profile, 'makeTeamNotJoinable', [4n]);
    expect((await team(4))[4]).toBe(false);
    await env.write(d.profile, abi.profile, 'makeTeamJoinable', [4n]);
    expect((await team(4))[4]).toBe(true);
  });
});

describe('special claim', () => {
  it('an eligible active profile claims the campaign bunny once and gets its points', async () => {
    expect(await env.read(d.bunnySpecial, abi.special, 'canClaim', [alice])).toBe(false);
    await env.write(d.bunnySpecial, abi.special, 'setEligible', [[alice], true]);
    expect(await env.read(d.bunnySpecial, abi.special, 'canClaim', [alice])).toBe(false); // no profile yet
    await register(alice, 1);
    expect(await env.read(d.bunnySpecial, abi.special, 'canClaim', [alice])).toBe(true);
    const id = await env.read(d.bunnies, abi.nft, 'totalMinted');
    await env.write(d.bunnySpecial, abi.special, 'mintNFT', [], { from: alice });
    expect(await ownerOf(id)).toBe(alice);
    expect(await env.read(d.bunnies, abi.nft, 'tokenURI', [id])).toBe('/devnet/nft/5.json');
    expect((await profileOf(alice))[1]).toBe(100n);
    expect(await revertReason(env.write(d.bunnySpecial, abi.special, 'mintNFT', [], { from: alice }))).toMatch(/cannot claim/);
  });

  it('owner functions: campaign, end block, points, threshold; nobody else', async () => {
    await register(alice, 1);
    await register(bob, 1);
    await env.write(d.bunnySpecial, abi.special, 'setEligible', [[alice, bob], true]);
    await env.write(d.bunnySpecial, abi.special, 'changeThresholdUser', [1n]);
    expect(await env.read(d.bunnySpecial, abi.special, 'canClaim', [bob])).toBe(false); // userId 2 > 1
    await env.write(d.bunnySpecial, abi.special, 'changeNumberPoints', [7n]);
    await env.write(d.bunnySpecial, abi.special, 'changeCampaignId', [42n]);
    await env.write(d.bunnySpecial, abi.special, 'mintNFT', [], { from: alice });
    expect((await profileOf(alice))[1]).toBe(7n);
    await env.write(d.bunnySpecial, abi.special, 'changeEndBlock', [1n]);
    await env.write(d.bunnySpecial, abi.special, 'changeThresholdUser', [0n]);
    expect(await env.read(d.bunnySpecial, abi.special, 'canClaim', [bob])).toBe(false); // ended
    for (const fn of ['changeEndBlock', 'changeNumberPoints', 'changeCampaignId', 'changeThresholdUser']) {
      expect(await revertReason(env.write(d.bunnySpecial, abi.special, fn, [1n], { from: bob }))).toMatch(/OwnableUnauthorizedAccount/);
    }
  });
});

describe('point center', () => {
  it('an active profile above the threshold collects the campaign points once', async () => {
    const source = await env.deploy('PointSourceMock');
    await env.write(d.pointCenter, abi.center, 'addIfoAddress', [source, 501n, 10n, 50n]);
    expect(await env.read(d.pointCenter, abi.center, 'ifos', [source])).toEqual([10n, 501n, 50n]);
    await register(alice, 1);
    await env.write(source, abi.source, 'setUserInfo', [alice, 9n, true]);
    expect(await env.read(d.pointCenter, abi.center, 'checkClaimStatus', [alice, source])).toBe(false);
    await env.write(source, abi.source, 'setUserInfo', [alice, 10n, false]);
    expect(await env.read(d.pointCenter, abi.center, 'checkClaimStatus', [alice, source])).toBe(false);
    await env.write(source, abi.source, 'setUserInfo', [alice, 10n, true]);
    expect(await env.read(d.pointCenter, abi.center, 'checkClaimStatus', [alice, source])).toBe(true);
    await env.write(d.pointCenter, abi.center, 'getPoints', [source], { from: alice });
    expect((await profileOf(alice))[1]).toBe(50n);
    expect(await env.read(d.pointCenter, abi.center, 'checkClaimStatus', [alice, source])).toBe(false);
    expect(await revertReason(env.write(d.pointCenter, abi.center, 'getPoints', [source], { from: alice }))).toMatch(/not eligible/);
    // No profile: not eligible.
    await env.write(source, abi.source, 'setUserInfo', [carol, 100n, true]);
    expect(await env.read(d.pointCenter, abi.center, 'checkClaimStatus', [carol, source])).toBe(false);
    expect(await env.read<readonly Address[]>(d.pointCenter, abi.center, 'sources')).toEqual([source]);
  });
});
