/**
 * Initial Farm Offerings: the eleven-entry catalogue
 * and the deployment file's optional `ifo` section (what
 * contracts/scripts/deploy-ifo.ts returns on the devnet).
 *
 * The catalogue is chain-neutral: names, versions, campaign ids, article
 * links and the offering token's symbol. Addresses, blocks and amounts come
 * from the deployment on the devnet, and would come from an `IFO_ADDRESSES`
 * table per chain on 56/97 (none is deployed there yet, so the page says so).
 * Amounts (decimal strings in the token's smallest units) are ours: the spec
 * gives none ("Per-entry amounts: not shown").
 */
import type { Address } from 'viem';
import { sectionValidator, type SectionValidator } from './validate.ts';

const check = sectionValidator('ifo');
// Annotated so a call narrows like a `never` function (TypeScript needs an explicit type for that).
const fail: SectionValidator['fail'] = check.fail;
const { addr, int, units } = check;

export type IfoVersion = 1 | 2;

export interface IfoCatalogueEntry {
  /** Stable id, e.g. "kalmar". */
  id: string;
  name: string;
  /** The live sale: exactly one entry. */
  isActive: boolean;
  version: IfoVersion;
  /** Symbol of the offering token. */
  tokenSymbol: string;
  /** Achievement campaign id in the point center (0 = none). */
  campaignId: number;
  /** Points the achievement gives. */
  numberPoints: number;
  articleUrl: string;
  description: string;
}

/** The eleven entries, newest first: kalmar (live, v2), hotcross and horizon (v2), then v1. */
export const IFO_CATALOGUE: readonly IfoCatalogueEntry[] = [
  {
    id: 'kalmar',
    name: 'Kalmar',
    isActive: true,
    version: 2,
    tokenSymbol: 'KALM',
    campaignId: 511_110_000,
    numberPoints: 100,
    articleUrl: 'https://kalmar.io/',
    description: 'A decentralized bank powered by DeFi and NFT.',
  },
  {
    id: 'hotcross',
    name: 'Hot Cross',
    isActive: false,
    version: 2,
    tokenSymbol: 'HOTCROSS',
    campaignId: 511_100_000,
    numberPoints: 100,
    articleUrl: 'https://hotcross.com/',
    description: 'A multi-chain tool suite for teams and users of DeFi.',
  },
  {
    id: 'horizon',
    name: 'Horizon Protocol',
    isActive: false,
    version: 2,
    tokenSymbol: 'HZN',
    campaignId: 511_090_000,
    numberPoints: 100,
    articleUrl: 'https://horizonprotocol.com/',
    description: 'Synthetic assets that track real-world prices.',
  },
  {
    id: 'belt',
    name: 'Belt',
    isActive: false,
    version: 1,
    tokenSymbol: 'BELT',
    campaignId: 511_080_000,
    numberPoints: 100,
    articleUrl: 'https://belt.fi/',
    description: 'A multi-strategy yield optimizer.',
  },
  {
    id: 'watch',
    name: 'Yieldwatch',
    isActive: false,
    version: 1,
    tokenSymbol: 'WATCH',
    campaignId: 511_070_000,
    numberPoints: 100,
    articleUrl: 'https://yieldwatch.net/',
    description: 'A dashboard for yield farmers.',
  },
  {
    id: 'berry',
    name: 'Berry',
    isActive: false,
    version: 1,
    tokenSymbol: 'BRY',
    campaignId: 511_060_000,
    numberPoints: 100,
    articleUrl: 'https://berrydata.co/',
    description: 'An oracle for DeFi data.',
  },
  {
    id: 'soteria',
    name: 'Soteria',
    isActive: false,
    version: 1,
    tokenSymbol: 'wSOTE',
    campaignId: 511_050_000,
    numberPoints: 100,
    articleUrl: 'https://soteria.finance/',
    description: 'Decentralized cover for smart contract risk.',
  },
  {
    id: 'helmet',
    name: 'Helmet.insure',
    isActive: false,
    version: 1,
    tokenSymbol: 'HELMET',
    campaignId: 511_040_000,
    numberPoints: 100,
    articleUrl: 'https://helmet.insure/',
    description: 'Insurance for DeFi positions.',
  },
  {
    id: 'tenet',
    name: 'Tenet',
    isActive: false,
    version: 1,
    tokenSymbol: 'TEN',
    campaignId: 511_030_000,
    numberPoints: 100,
    articleUrl: 'https://tenet.farm/',
    description: 'Cross-chain assets for every chain.',
  },
  {
    id: 'ditto',
    name: 'Ditto',
    isActive: false,
    version: 1,
    tokenSymbol: 'DITTO',
    campaignId: 511_020_000,
    numberPoints: 100,
    articleUrl: 'https://ditto.money/',
    description: 'An elastic-supply stable asset.',
  },
  {
    id: 'blink',
    name: 'Blink',
    isActive: false,
    version: 1,
    tokenSymbol: 'BLK',
    campaignId: 511_010_000,
    numberPoints: 100,
    articleUrl: 'https://blink.wink.org/',
    description: 'A social platform with a token of its own.',
  },
];

export function ifoCatalogueEntry(id: string): IfoCatalogueEntry | undefined {
  return IFO_CATALOGUE.find((e) => e.id === id);
}

// ------------------------------------------------------------------ the deployment-file section

export interface DeployedIfoPool {
  /** LP (18 decimals) the pool aims to raise, as a decimal string. */
  raisingAmount: string;
  /** Offering tokens (18 decimals) for sale, as a decimal string. */
  offeringAmount: string;
  /** Per-user cap in LP ("0" = none). */
  limitPerUser: string;
  hasTax: boolean;
}

export interface DeployedIfo {
  id: string;
  address: Address;
  offeringToken: Address;
  startBlock: number;
  endBlock: number;
  version: IfoVersion;
  /** Pools by id: 0 basic (v2 only), 1 unlimited. */
  pools: { basic?: DeployedIfoPool; unlimited: DeployedIfoPool };
  /** FUEL to burn from the raise, in FUEL smallest units (9 decimals). */
  fuelToBurn: string;
}

export interface DeployedIfos {
  chainId: number;
  /** The LP token committed: the FUEL-WBNB pair (spec README decision 1). */
  lpToken: Address;
  entries: DeployedIfo[];
}

function pool(v: unknown, what: string): DeployedIfoPool {
  if (typeof v !== 'object' || v === null) fail(`${what} missing`);
  const p = v as Record<string, unknown>;
  if (typeof p.hasTax !== 'boolean') fail(`${what}.hasTax missing`);
  return {
    raisingAmount: units(p.raisingAmount, `${what}.raisingAmount`),
    offeringAmount: units(p.offeringAmount, `${what}.offeringAmount`),
    limitPerUser: units(p.limitPerUser, `${what}.limitPerUser`),
    hasTax: p.hasTax,
  };
}

/** Validates untrusted JSON into DeployedIfos, or throws with a clear message. */
export function parseDeployedIfos(json: unknown): DeployedIfos {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) fail('not an object');
  const o = json as Record<string, unknown>;
  if (!Array.isArray(o.entries)) fail('entries missing');
  const entries = o.entries.map((e: unknown, i: number): DeployedIfo => {
    if (typeof e !== 'object' || e === null) fail(`entries[${i}] is not an object`);
    const x = e as Record<string, unknown>;
    if (typeof x.id !== 'string' || !ifoCatalogueEntry(x.id)) fail(`entries[${i}].id is not a catalogue entry`);
    if (x.version !== 1 && x.version !== 2) fail(`entries[${i}].version must be 1 or 2`);
    const pools = x.pools as Record<string, unknown> | undefined;
    if (!pools) fail(`entries[${i}].pools missing`);
    const startBlock = int(x.startBlock, `entries[${i}].startBlock`);
    const endBlock = int(x.endBlock, `entries[${i}].endBlock`);
    if (endBlock <= startBlock) fail(`entries[${i}] ends before it starts`);
    return {
      id: x.id,
      address: addr(x.address, `entries[${i}].address`),
      offeringToken: addr(x.offeringToken, `entries[${i}].offeringToken`),
      startBlock,
      endBlock,
      version: x.version,
      pools: {
        ...(pools.basic !== undefined ? { basic: pool(pools.basic, `entries[${i}].pools.basic`) } : {}),
        unlimited: pool(pools.unlimited, `entries[${i}].pools.unlimited`),
      },
      fuelToBurn: units(x.fuelToBurn, `entries[${i}].fuelToBurn`),
    };
  });
  return { chainId: int(o.chainId, 'chainId'), lpToken: addr(o.lpToken, 'lpToken'), entries };
}
