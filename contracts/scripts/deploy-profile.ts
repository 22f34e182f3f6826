/**
 * Deploys the profile side: FuelBunnies (collectibles), FuelProfile (the registry, with the three
 * static teams), FuelBunnyFactory (one starter per address), FuelBunnySpecial (the lottery-winner bunny) and
 * FuelPointCenter (IFO achievements), FuelBunnyTradeIn (collectibles traded in for FUEL), with `achievements`
 * FuelAchievements (Syrup Soaker, Clairvoyant and the battle badges; the battle is linked later by
 * `linkAchievementsBattle`, as it is deployed after the profiles), and wires their roles:
 *
 * - FuelBunnies MINTER_ROLE: the factory and the special claim contract; BURNER_ROLE: the trade-in; variation
 *   names from the catalogue.
 * - FuelProfile NFT_ROLE: FuelBunnies (its tokens may be profile pictures); POINT_ROLE: the special claim
 *   contract, the point center, the achievements and the deployer (campaign points, seeding); SPECIAL_ROLE: the
 *   deployer.
 *
 *   const profile = await deployProfile(walletClient, publicClient, { fuel, chainId: 31337 });
 *
 * The wallet's account becomes every contract's admin/owner. FUEL paid for starters and profiles is burned, so
 * the trade-in pays only what is funded (`tradeInFunding`, pulled from the wallet's own FUEL; default none):
 * each starter variation trades in for `tradeInValue` (default the starter price), the campaign bunnies not at all.
 * Transactions are sent one by one; with block production paused pass `mine` (called after each send).
 * The result is the deployment file's `profile` section (plain JSON, validated by @fuelswap/config).
 */
import { keccak256, toHex, type Address, type PublicClient } from 'viem';
import { artifacts } from '../generated/artifacts.ts';
import { sender, type DeployWallet } from './sender.ts';
import { BUNNIES, TEAMS, type BunnyInfo, type DeployedProfile, type TeamInfo } from '@fuelswap/config';

const FUEL_UNIT = 10n ** 9n;
/** Starter price: 1 FUEL. */
export const DEFAULT_STARTER_PRICE = 1n * FUEL_UNIT;
/** Registry costs (the spec gives none): create 1 FUEL, change picture 2 FUEL, reactivate 2 FUEL. */
export const DEFAULT_COSTS = { register: 1n * FUEL_UNIT, update: 2n * FUEL_UNIT, reactivate: 2n * FUEL_UNIT } as const;
/** The lottery-winner bunny (catalogue variation 5); its campaign gives 100 points. */
export const SPECIAL_BUNNY_ID = 5;
export const SPECIAL_CAMPAIGN_ID = 511_000_000n;
export const SPECIAL_POINTS = 100n;
/** How long the special claim stays open: about 30 days of 3-second blocks. */
export const SPECIAL_CLAIM_BLOCKS = 864_000n;

/** What a starter pays when traded in: the FUEL its claim cost (the factory burned that FUEL; the trade-in's funds pay). */
const DEFAULT_TRADE_IN_VALUE = DEFAULT_STARTER_PRICE;

export const NFT_ROLE = keccak256(toHex('NFT_ROLE'));
export const POINT_ROLE = keccak256(toHex('POINT_ROLE'));
export const SPECIAL_ROLE = keccak256(toHex('SPECIAL_ROLE'));
export const MINTER_ROLE = keccak256(toHex('MINTER_ROLE'));
const BURNER_ROLE = keccak256(toHex('BURNER_ROLE'));

export interface DeployProfileOptions {
  fuel: Address;
  chainId: number;
  /** Default "/devnet/nft/" (served by the devnet web server, resolved against the app's origin). */
  baseURI?: string;
  starterPrice?: bigint;
  costs?: { register: bigint; update: bigint; reactivate: bigint };
  teams?: readonly Pick<TeamInfo, 'name' | 'description'>[];
  bunnies?: readonly Pick<BunnyInfo, 'variationId' | 'name' | 'kind'>[];
  /** FUEL a starter trades in for (default DEFAULT_TRADE_IN_VALUE); campaign bunnies are not tradeable. */
  tradeInValue?: bigint;
  /** FUEL the wallet funds the trade-in with (default 0: trade-ins refused until someone funds it). */
  tradeInFunding?: bigint;
  /** Deploys FuelAchievements reading this chef's pool 0 and this prediction market (rounds before the cutoff). */
  achievements?: { chef: Address; prediction: Address; clairvoyantBeforeEpoch: bigint };
  /** Last block of the lottery-winner bunny's claim; default SPECIAL_CLAIM_BLOCKS after the current block (a resumable
   *  deploy passes a fixed one: its constructor arguments must be the same on every run). */
  specialEndBlock?: bigint;
  /** Called after each transaction is sent when block production is paused. */
  mine?: () => Promise<void>;
  log?: (line: string) => void;
}

export type ProfileDeployment = DeployedProfile;

export async function deployProfile(wallet: DeployWallet, pub: PublicClient, o: DeployProfileOptions): Promise<ProfileDeployment> {
  const admin = wallet.account.address;
  const baseURI = o.baseURI ?? '/devnet/nft/';
  const starterPrice = o.starterPrice ?? DEFAULT_STARTER_PRICE;
  const costs = o.costs ?? DEFAULT_COSTS;
  const teams = o.teams ?? TEAMS;
  const bunnies = o.bunnies ?? BUNNIES;

  const tx = sender('deployProfile', wallet, pub, o.mine);
  const deploy = async (name: Parameters<typeof tx.deploy>[0], args: readonly unknown[]) => (await tx.deploy(name, args)).address;
  const write = tx.write;

  const startBlock = Number(await pub.getBlockNumber()) + 1;
  const bunniesAddr = await deploy('FuelBunnies', [baseURI, admin]);
  const profile = await deploy('FuelProfile', [o.fuel, costs.reactivate, costs.register, costs.update, admin]);
  const factory = await deploy('FuelBunnyFactory', [bunniesAddr, o.fuel, starterPrice, 0n]);
  const endBlock = o.specialEndBlock ?? (await pub.getBlockNumber()) + SPECIAL_CLAIM_BLOCKS;
  const special = await deploy('FuelBunnySpecial', [
    bunniesAddr,
    profile,
    SPECIAL_BUNNY_ID,
    endBlock,
    SPECIAL_CAMPAIGN_ID,
    SPECIAL_POINTS,
    0n,
  ]);
  const pointCenter = await deploy('FuelPointCenter', [profile]);
  const tradeIn = await deploy('FuelBunnyTradeIn', [bunniesAddr, o.fuel, admin]);
  const achievements = o.achievements
    ? await deploy('FuelAchievements', [
        profile,
        o.achievements.chef,
        o.achievements.prediction,
        o.achievements.clairvoyantBeforeEpoch,
        admin,
      ])
    : undefined;

  const nftAbi = artifacts.FuelBunnies.abi;
  const profileAbi = artifacts.FuelProfile.abi;
  await write(bunniesAddr, nftAbi, 'grantRole', [MINTER_ROLE, factory]);
  await write(bunniesAddr, nftAbi, 'grantRole', [MINTER_ROLE, special]);
  await write(bunniesAddr, nftAbi, 'grantRole', [BURNER_ROLE, tradeIn]);
  const tradeInAbi = artifacts.FuelBunnyTradeIn.abi;
  const tradeInValue = o.tradeInValue ?? DEFAULT_TRADE_IN_VALUE;
  for (const b of bunnies) if (b.kind === 'starter') await write(tradeIn, tradeInAbi, 'setFuelPerBunny', [b.variationId, tradeInValue]);
  if (o.tradeInFunding && o.tradeInFunding > 0n) {
    await write(o.fuel, artifacts.FuelToken.abi, 'approve', [tradeIn, o.tradeInFunding]);
    await write(tradeIn, tradeInAbi, 'fund', [o.tradeInFunding]);
  }
  for (const b of bunnies) await write(bunniesAddr, nftAbi, 'setBunnyName', [b.variationId, b.name]);
  await write(profile, profileAbi, 'addNftAddress', [bunniesAddr]);
  for (const who of [special, pointCenter, admin, ...(achievements ? [achievements] : [])])
    await write(profile, profileAbi, 'grantRole', [POINT_ROLE, who]);
  await write(profile, profileAbi, 'grantRole', [SPECIAL_ROLE, admin]);
  for (const t of teams) await write(profile, profileAbi, 'addTeam', [t.name, t.description]);
  o.log?.(`profile: registry ${profile}, collectibles ${bunniesAddr}, ${teams.length} teams, ${bunnies.length} bunny variations`);

  return {
    chainId: o.chainId,
    bunnies: bunniesAddr,
    bunnyFactory: factory,
    bunnySpecial: special,
    profile,
    pointCenter,
    tradeIn,
    ...(achievements && o.achievements ? { achievements, clairvoyantBeforeEpoch: Number(o.achievements.clairvoyantBeforeEpoch) } : {}),
    baseURI,
    costs: {
      starter: starterPrice.toString(),
      register: costs.register.toString(),
      update: costs.update.toString(),
      reactivate: costs.reactivate.toString(),
    },
    specialBunnyId: SPECIAL_BUNNY_ID,
    startBlock,
  };
}

/** Lets the achievements read the trading battle's results (deployed after the profiles): FuelAchievements.setCompetition. */
export async function linkAchievementsBattle(
  wallet: DeployWallet,
  pub: PublicClient,
  o: { achievements: Address; competition: Address; mine?: () => Promise<void> },
): Promise<void> {
  const tx = sender('linkAchievementsBattle', wallet, pub, o.mine);
  await tx.write(o.achievements, artifacts.FuelAchievements.abi, 'setCompetition', [o.competition]);
}
