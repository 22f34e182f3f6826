/**
 * Voting: the deployment
 * file's `voting` section, written by contracts/scripts/deploy-voting.ts and
 * read by the API's hub (voting power, core authors, minimum to publish) and
 * the app (space id, admin addresses).
 */
import type { Address } from 'viem';
import { sectionValidator, type SectionValidator } from './validate.ts';

export interface DeployedVoting {
  chainId: number;
  /** The FuelVotingPower view contract the hub calls at each snapshot block. */
  votingPower: Address;
  /** The one governance space (Snapshot's `space` field). */
  space: string;
  /** Authors whose proposals are "Core"; everyone else's are "Community". */
  admins: Address[];
  /** Voting power (FUEL base units, decimal string) needed at the snapshot to publish a proposal. */
  minProposalPower: string;
  /** The Syrup pools (other than pool 0) that stake FUEL and count as voting power. */
  fuelPools: Address[];
  /** Block of the view contract's deployment: the earliest valid snapshot. */
  startBlock: number;
}

/** Snapshot space id of the product's governance space. */
export const GOVERNANCE_SPACE = 'fuelswap.eth';
/** 10 FUEL (9 decimals): what an address needs at the snapshot block to publish a proposal. */
export const DEFAULT_MIN_PROPOSAL_POWER = 10_000_000_000n;

const check = sectionValidator('voting');
// Annotated so a call narrows like a `never` function (TypeScript needs an explicit type for that).
const fail: SectionValidator['fail'] = check.fail;
const { addr } = check;

/** Validates untrusted JSON (a deployment's `voting` section) into DeployedVoting. */
export function parseDeployedVoting(json: unknown): DeployedVoting {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) fail('voting is not an object');
  const o = json as Record<string, unknown>;
  if (typeof o.chainId !== 'number' || !Number.isSafeInteger(o.chainId)) fail('chainId missing');
  if (typeof o.space !== 'string' || o.space === '') fail('space missing');
  if (!Array.isArray(o.admins) || o.admins.length === 0) fail('admins missing');
  if (typeof o.minProposalPower !== 'string' || !/^\d+$/.test(o.minProposalPower)) fail('minProposalPower is not an integer string');
  if (!Array.isArray(o.fuelPools)) fail('fuelPools missing');
  if (typeof o.startBlock !== 'number' || !Number.isSafeInteger(o.startBlock) || o.startBlock < 0) fail('startBlock missing');
  return {
    chainId: o.chainId,
    votingPower: addr(o.votingPower, 'votingPower'),
    space: o.space,
    admins: o.admins.map((a, i) => addr(a, `admins[${i}]`)),
    minProposalPower: o.minProposalPower,
    fuelPools: o.fuelPools.map((a, i) => addr(a, `fuelPools[${i}]`)),
    startBlock: o.startBlock,
  };
}
