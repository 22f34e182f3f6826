/**
 * Profiles, teams and collectibles: the deployment file's optional
 * `profile` section (what contracts/scripts/deploy-profile.ts returns) and the
 * static catalogues the screens show beside the chain's live values: the
 * three teams and the bunny variations of the collectibles (names, descriptions,
 * images).
 *
 * Costs in the section are FUEL in smallest units (9 decimals) as decimal
 * strings, as deployed; the app reads the live values (numberCakeToRegister,
 * ...) from the registry and uses these only before the first read.
 */
import type { Address } from 'viem';
import { sectionValidator, type SectionValidator } from './validate.ts';

// ------------------------------------------------------------------ catalogues

export interface TeamInfo {
  id: number;
  name: string;
  description: string;
  /** Banner colours (CSS), from and to of a gradient, and the text colour on it. */
  background: readonly [string, string];
  textColor: string;
}

/** The three static teams, ids 1..3 in the registry; points start at 0. */
export const TEAMS: readonly TeamInfo[] = [
  {
    id: 1,
    name: 'Syrup Storm',
    description: 'The storm is brewing. Sweet, sticky and relentless: Syrup Storm pours over every farm it finds.',
    background: ['#7645d9', '#5121b1'],
    textColor: '#ffffff',
  },
  {
    id: 2,
    name: 'Fearsome Flippers',
    description: 'Fast fins, sharp minds. The Flippers trade the tides and never miss a swap.',
    background: ['#1fc7d4', '#0098a1'],
    textColor: '#ffffff',
  },
  {
    id: 3,
    name: 'Chaotic Cakers',
    description: 'Nobody knows what the Cakers will do next. Neither do they. That is the plan.',
    background: ['#ffb237', '#d67e00'],
    textColor: '#280d5f',
  },
];

export function teamInfo(id: number): TeamInfo | undefined {
  return TEAMS.find((t) => t.id === id);
}

export type BunnyKind = 'starter' | 'special';

export interface BunnyInfo {
  /** bunnyId on the FuelBunnies contract (the metadata is `<baseURI><variationId>.json`). */
  variationId: number;
  /** Stable key (spec: the identifier of an NFT entry). */
  identifier: string;
  name: string;
  description: string;
  kind: BunnyKind;
  sortOrder: number;
  /** Main and accent colours of the generated picture. */
  colors: readonly [string, string];
}

/** Variations 0..4 are the starters of the factory; 5 and 6 are campaign bunnies. */
export const BUNNIES: readonly BunnyInfo[] = [
  {
    variationId: 0,
    identifier: 'ember',
    name: 'Ember',
    description: 'Ember warms up before every race and never lets the engine go cold.',
    kind: 'starter',
    sortOrder: 1,
    colors: ['#ff7a45', '#ffd6c2'],
  },
  {
    variationId: 1,
    identifier: 'piston',
    name: 'Piston',
    description: 'Up, down, up, down: Piston keeps the rhythm of the whole garage.',
    kind: 'starter',
    sortOrder: 2,
    colors: ['#5b8def', '#d3e1ff'],
  },
  {
    variationId: 2,
    identifier: 'turbo',
    name: 'Turbo',
    description: 'Turbo is already at the finish line. Turbo is always at the finish line.',
    kind: 'starter',
    sortOrder: 3,
    colors: ['#31d0aa', '#c9f5ea'],
  },
  {
    variationId: 3,
    identifier: 'spark',
    name: 'Spark',
    description: 'One small Spark, one big idea. Handle with care.',
    kind: 'starter',
    sortOrder: 4,
    colors: ['#f5c542', '#fff1c4'],
  },
  {
    variationId: 4,
    identifier: 'drift',
    name: 'Drift',
    description: 'Drift takes every corner sideways and every dip in stride.',
    kind: 'starter',
    sortOrder: 5,
    colors: ['#b15cf2', '#ecd4ff'],
  },
  {
    variationId: 5,
    identifier: 'lucky',
    name: 'Lucky Fuel Bunny',
    description: 'Given to the winners of the lottery. Luck is a fuel too.',
    kind: 'special',
    sortOrder: 6,
    colors: ['#2fb344', '#d2f5d8'],
  },
  {
    variationId: 6,
    identifier: 'pit-crew',
    name: 'Pit Crew',
    description: 'For those who helped keep the engines running in the early days.',
    kind: 'special',
    sortOrder: 7,
    colors: ['#6e6e80', '#e4e4ec'],
  },
];

export const STARTER_BUNNY_IDS: readonly number[] = BUNNIES.filter((b) => b.kind === 'starter').map((b) => b.variationId);

export function bunnyInfo(variationId: number): BunnyInfo | undefined {
  return BUNNIES.find((b) => b.variationId === variationId);
}

/** Badge types. */
export type BadgeType = 'ifo' | 'teambattle' | 'participation';

export interface CampaignInfo {
  /** The campaign id the registry's point events carry. */
  campaignId: number;
  type: BadgeType;
  /** Stable key of the badge. */
  identifier: string;
  title: string;
  description: string;
}

/** FuelAchievements' campaigns (contracts/src/profile/FuelAchievements.sol) and the points each gives. */
export const SYRUP_SOAKER_CAMPAIGN_ID = 513_000_000;
export const CLAIRVOYANT_CAMPAIGN_ID = 514_000_000;
export const BATTLE_BADGE_CAMPAIGN_BASE = 520_000_000;
export const SYRUP_SOAKER_POINTS = 100;
export const CLAIRVOYANT_POINTS = 100;

export type BattleBadgeTier = 'champion' | 'top10' | 'top100' | 'top500' | 'participant';
export type BattleBadgeMedal = 'gold' | 'silver' | 'bronze';

export interface BattleBadge {
  campaignId: number;
  /** The battle's reward group: 5 champion, 4 top 10, 3 top 100, 2 top 500, 1 participant. */
  group: number;
  /** The team's final rank: 1 gold, 2 silver, 3 bronze. */
  teamRank: number;
  tier: BattleBadgeTier;
  medal: BattleBadgeMedal;
  points: number;
}

const BATTLE_TIERS: readonly { group: number; tier: BattleBadgeTier; points: number }[] = [
  { group: 5, tier: 'champion', points: 500 },
  { group: 4, tier: 'top10', points: 300 },
  { group: 3, tier: 'top100', points: 200 },
  { group: 2, tier: 'top500', points: 100 },
  { group: 1, tier: 'participant', points: 50 },
];
const MEDALS: readonly BattleBadgeMedal[] = ['gold', 'silver', 'bronze'];

/** The fifteen trading-battle badges: each tier in its team's medal (campaign base + team rank * 10 + group). */
export const BATTLE_BADGES: readonly BattleBadge[] = MEDALS.flatMap((medal, i) =>
  BATTLE_TIERS.map((x) => ({
    campaignId: BATTLE_BADGE_CAMPAIGN_BASE + (i + 1) * 10 + x.group,
    group: x.group,
    teamRank: i + 1,
    tier: x.tier,
    medal,
    points: x.points,
  })),
);

export function battleBadge(campaignId: bigint | number): BattleBadge | undefined {
  const id = Number(campaignId);
  return BATTLE_BADGES.find((b) => b.campaignId === id);
}

/**
 * Campaigns outside the IFO catalogue and the trading battle (whose ids come from IFO_CATALOGUE and the
 * deployment's competition section): the lottery-winner bunny's claim (contracts/scripts/deploy-profile.ts
 * SPECIAL_CAMPAIGN_ID, 100 points), Syrup Soaker and Clairvoyant (FuelAchievements).
 */
export const PARTICIPATION_CAMPAIGNS: readonly CampaignInfo[] = [
  {
    campaignId: 511_000_000,
    type: 'participation',
    identifier: 'lucky-fuel-bunny',
    title: 'Lucky Fuel Bunny',
    description: 'Won the lottery and claimed the Lucky Fuel Bunny.',
  },
  {
    campaignId: SYRUP_SOAKER_CAMPAIGN_ID,
    type: 'participation',
    identifier: 'syrup-soaker',
    title: 'Syrup Soaker',
    description: 'Took a dip in the Syrup Pools: staked FUEL in the manual FUEL pool.',
  },
  {
    campaignId: CLAIRVOYANT_CAMPAIGN_ID,
    type: 'participation',
    identifier: 'clairvoyant',
    title: 'Clairvoyant',
    description: 'Played a prediction round in its early days.',
  },
];

// ------------------------------------------------------------------ the deployment-file section

export interface DeployedProfile {
  chainId: number;
  /** FuelBunnies (ERC-721 collectibles). */
  bunnies: Address;
  /** FuelBunnyFactory (one starter per address). */
  bunnyFactory: Address;
  /** FuelBunnySpecial (the lottery-winner bunny campaign). */
  bunnySpecial: Address;
  /** FuelProfile (the registry). */
  profile: Address;
  /** FuelPointCenter (IFO achievements). */
  pointCenter: Address;
  /** FuelBunnyTradeIn (collectibles traded in for FUEL); absent in deployments made before it existed. */
  tradeIn?: Address | undefined;
  /** FuelAchievements (Syrup Soaker, Clairvoyant, the battle badges); absent in older deployments. */
  achievements?: Address | undefined;
  /** Clairvoyant: a prediction round before this epoch (12,120 in the spec; the devnet's own in DECISIONS.md). */
  clairvoyantBeforeEpoch?: number | undefined;
  /** The collectibles' base URI (on the devnet the relative path "/devnet/nft/", resolved against the app). */
  baseURI: string;
  /** FUEL smallest units (decimal strings): starter price and the registry's three costs at deployment. */
  costs: { starter: string; register: string; update: string; reactivate: string };
  /** bunnyId the special claim contract mints. */
  specialBunnyId: number;
  /** Block of the first profile contract (for indexers). */
  startBlock: number;
}

const check = sectionValidator('profile');
// Annotated so a call narrows like a `never` function (TypeScript needs an explicit type for that).
const fail: SectionValidator['fail'] = check.fail;
const { addr, int, units } = check;

/** Validates untrusted JSON into a DeployedProfile, or throws with a clear message. */
export function parseDeployedProfile(json: unknown): DeployedProfile {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) fail('not an object');
  const o = json as Record<string, unknown>;
  const c = o.costs as Record<string, unknown> | undefined;
  if (typeof c !== 'object' || c === null) fail('costs missing');
  if (typeof o.baseURI !== 'string') fail('baseURI missing');
  return {
    chainId: int(o.chainId, 'chainId'),
    bunnies: addr(o.bunnies, 'bunnies'),
    bunnyFactory: addr(o.bunnyFactory, 'bunnyFactory'),
    bunnySpecial: addr(o.bunnySpecial, 'bunnySpecial'),
    profile: addr(o.profile, 'profile'),
    pointCenter: addr(o.pointCenter, 'pointCenter'),
    tradeIn: o.tradeIn === undefined ? undefined : addr(o.tradeIn, 'tradeIn'),
    achievements: o.achievements === undefined ? undefined : addr(o.achievements, 'achievements'),
    clairvoyantBeforeEpoch: o.clairvoyantBeforeEpoch === undefined ? undefined : int(o.clairvoyantBeforeEpoch, 'clairvoyantBeforeEpoch'),
    baseURI: o.baseURI,
    costs: {
      starter: units(c.starter, 'costs.starter'),
      register: units(c.register, 'costs.register'),
      update: units(c.update, 'costs.update'),
      reactivate: units(c.reactivate, 'costs.reactivate'),
    },
    specialBunnyId: int(o.specialBunnyId, 'specialBunnyId'),
    startBlock: int(o.startBlock, 'startBlock'),
  };
}

/**
 * Where a token URI points: relative URIs (the devnet's "/devnet/nft/3.json") resolve against `origin`;
 * ipfs:// URIs go through `gateway` (the gateway rewrite on 56/97); http(s) stays as is.
 */
export function resolveTokenUri(uri: string, origin: string, gateway = 'https://ipfs.io/ipfs/'): string {
  if (uri.startsWith('ipfs://')) return gateway + uri.slice('ipfs://'.length).replace(/^ipfs\//, '');
  return new URL(uri, origin).toString();
}
