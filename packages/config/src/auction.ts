/**
 * The community farm auction: the deployment file's optional
 * `auction` section (what contracts/scripts/deploy-battle.ts returns on the
 * devnet). Bids are FUEL (9 decimals) in multiples of 10 FUEL; the winners'
 * bids are burned at the close (weekly, for 7-day farms).
 */
import type { Address } from 'viem';
import { sectionValidator, type SectionValidator } from './validate.ts';

/** Bids are multiples of this (10 FUEL in smallest units), as FuelFarmAuction.BID_STEP. */
export const AUCTION_BID_STEP = 10n * 10n ** 9n;
/** A winner's farm runs this many days. */
export const AUCTION_FARM_DAYS = 7;
/** Allocation points of a winner's farm (multiplier 1X; the documents do not give the value, docs/DECISIONS.md). */
export const AUCTION_FARM_ALLOC_POINT = 100n;

/** Blocks a winner's farm earns: seven days at the chain's block time (201,600 at 3 s). */
export function auctionFarmBlocks(blockTimeSeconds: number): bigint {
  if (!Number.isInteger(blockTimeSeconds) || blockTimeSeconds < 1)
    throw new Error(`block time ${blockTimeSeconds} s is not a whole number of seconds >= 1`);
  return BigInt(Math.floor((AUCTION_FARM_DAYS * 86_400) / blockTimeSeconds));
}

export interface AuctionProject {
  /** The whitelisted bidder's wallet. */
  account: Address;
  /** The project's name and token, shown in the leaderboard and the whitelist dialog. */
  name: string;
  token: string;
  /**
   * The farm the project gets when it wins: its token and the LP pair (token-WBNB) the chef adds for seven
   * days. Optional: a project without one is whitelisted but gets no farm.
   */
  farm?: { tokenAddress: Address; tokenDecimals: number; lpAddress: Address };
}

export interface DeployedAuction {
  chainId: number;
  /** FuelFarmAuction. */
  address: Address;
  /** The account that starts and closes auctions. */
  operator: Address;
  /** Block of the deployment (for indexers). */
  startBlock: number;
  /** Names of the whitelisted projects (the contract holds the list itself). */
  projects: AuctionProject[];
}

const check = sectionValidator('auction');
// Annotated so a call narrows like a `never` function (TypeScript needs an explicit type for that).
const fail: SectionValidator['fail'] = check.fail;
const { addr, int } = check;

/** Validates untrusted JSON into DeployedAuction, or throws with a clear message. */
export function parseDeployedAuction(json: unknown): DeployedAuction {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) fail('not an object');
  const o = json as Record<string, unknown>;
  if (!Array.isArray(o.projects)) fail('projects missing');
  return {
    chainId: int(o.chainId, 'chainId'),
    address: addr(o.address, 'address'),
    operator: addr(o.operator, 'operator'),
    startBlock: int(o.startBlock, 'startBlock'),
    projects: o.projects.map((p: unknown, i: number): AuctionProject => {
      const x = (p ?? {}) as Record<string, unknown>;
      if (typeof x.name !== 'string' || typeof x.token !== 'string') fail(`projects[${i}] needs a name and a token`);
      const project: AuctionProject = { account: addr(x.account, `projects[${i}].account`), name: x.name, token: x.token };
      if (x.farm !== undefined) {
        const f = (x.farm ?? {}) as Record<string, unknown>;
        project.farm = {
          tokenAddress: addr(f.tokenAddress, `projects[${i}].farm.tokenAddress`),
          tokenDecimals: int(f.tokenDecimals, `projects[${i}].farm.tokenDecimals`),
          lpAddress: addr(f.lpAddress, `projects[${i}].farm.lpAddress`),
        };
      }
      return project;
    }),
  };
}
