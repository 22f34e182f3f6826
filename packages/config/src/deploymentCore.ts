/**
 * The core of a deployment file (chain, RPC, contracts, tokens, pairs, accounts) and its optional feature
 * sections kept as JSON until a feature asks for one: the app validates the core at boot
 * with `parseDeploymentCore` and each section where its feature first reads it (`deploymentSection`), so
 * the sections' parsers are in the features' chunks, not in the shell every page loads first. Node tools
 * use the full `parseDeployment` (deployment.ts), which parses everything with the same functions and so
 * gives the same errors. This module imports the sections' types only.
 */
import { getAddress, isAddress, isHex, type Address, type Hex } from 'viem';
import { ChainId } from './chains.ts';
import type { DeployedFarms } from './farms.ts';
import type { DeployedPrediction } from './prediction.ts';
import type { DeployedLottery } from './lottery.ts';
import type { DeployedProfile } from './profile.ts';
import type { DeployedIfos } from './ifo.ts';
import type { DeployedCompetition } from './competition.ts';
import type { DeployedAuction } from './auction.ts';
import type { DeployedVoting } from './voting.ts';

export interface DeployedToken {
  symbol: string;
  name: string;
  address: Address;
  decimals: number;
  /** Path of the logo served by the devnet web server, e.g. /devnet/logos/FUEL.svg */
  logoURI?: string;
  /** Tags such as "taxed" for the fee-on-transfer token. */
  tags?: string[];
}

export interface DeployedPair {
  address: Address;
  token0: Address;
  token1: Address;
  /** e.g. "FUEL-WBNB" */
  name: string;
}

/** The devnet's deployer, fee receiver and the pre-funded development wallet (its key is public: devnet only). */
export interface DevnetAccounts {
  deployer: Address;
  /** Receives the 0.08% protocol share of swap fees. */
  feeTo: Address;
  /** The in-app "Devnet wallet" account (pre-funded, development only). */
  devWallet: Address;
  devWalletPrivateKey: Hex;
}

/** The devnet's accounts of a deployment, for the tools that run only on the devnet; throws for any other file. */
export function devnetAccounts(d: Pick<DeploymentCore, 'chainId' | 'accounts'>): DevnetAccounts {
  if (!d.accounts) throw new Error(`The deployment for chain ${d.chainId} has no devnet accounts: this runs on the devnet (31337) only`);
  return d.accounts;
}

/** What every deployment file has: what the exchange, the wallet and the shell need. */
export interface DeploymentCore {
  chainId: number;
  /** RPC URL the browser and tools use to reach the devnet chain. */
  rpcUrl: string;
  /** Block of the first deployment transaction (indexers start here). */
  startBlock: number;
  /** keccak256 of the pair creation code, as compiled in this build. */
  initCodeHash: Hex;
  /** Hash of the contract sources this deployment was built from. */
  sourceHash: string;
  /** Core contracts by name: WBNB, Factory, Router, Multicall3, and later ones. */
  contracts: Record<string, Address> & {
    WBNB: Address;
    Factory: Address;
    Router: Address;
    Multicall3: Address;
  };
  tokens: DeployedToken[];
  pairs: DeployedPair[];
  /**
   * The devnet's accounts; only a devnet (31337) file has them (and must). A file for 56/97 never gives the app a
   * development wallet: its accounts section, if any, is ignored (`devnetAccounts` for the devnet's tools).
   */
  accounts?: DevnetAccounts;
  deployedAt: string;
  /** On a launch chain (`npm run deploy`): the timelock that owns every contract and who runs it; absent on the devnet.
   *  Checked by `parseDeployment` (deployment.ts, `parseGovernance`), not at the app's boot: it reads none of it. */
  governance?: DeployedGovernance;
}

export interface DeployedGovernance {
  /** FuelTimelock: owner and admin of every contract. */
  timelock: Address;
  /** Its only proposer, executor and canceller (meant to be a multisig). */
  owner: Address;
  minDelaySeconds: number;
  /** Each keeper's own key. */
  operators: { prediction: Address; lottery: Address; vaultHarvester: Address; auctionFarm: Address };
  /** The lottery's VRF subscription (id as a decimal string). */
  vrf?: { coordinator: Address; subscriptionId: string };
}

/**
 * The optional feature sections by name. Each is optional in a file: files written before a feature's
 * contracts still parse, and that feature's screens then say it is not deployed.
 */
export interface DeploymentSections {
  /** Farms, Syrup pools and the FUEL vault, as deployFarms() returned them. */
  farms: DeployedFarms;
  /** The prediction market and its price feed, as deployPrediction() returned them. */
  prediction: DeployedPrediction;
  /** Profiles, teams and collectibles, as deployProfile() returned them. */
  profile: DeployedProfile;
  /** The voting-power contract and the governance space, as deployVoting() returned them. */
  voting: DeployedVoting;
  /** Initial Farm Offerings, as deployIfos() returned them. */
  ifo: DeployedIfos;
  /** The lottery and its random-number source, as deployLottery() returned them. */
  lottery: DeployedLottery;
  /** The team trading battle, as deployBattle() returned it. */
  competition: DeployedCompetition;
  /** The community farm auction, as deployBattle() returned it. */
  auction: DeployedAuction;
}

export type DeploymentSectionName = keyof DeploymentSections;

/** The sections in the order `parseDeployment` checks them (the first bad one is the one its error names). */
export const DEPLOYMENT_SECTIONS: readonly DeploymentSectionName[] = [
  'farms',
  'prediction',
  'profile',
  'voting',
  'ifo',
  'lottery',
  'competition',
  'auction',
];

/** A section's validator (e.g. parseDeployedFarms): untrusted JSON in, the section out, or it throws. */
export type SectionParser<K extends DeploymentSectionName> = (json: unknown) => DeploymentSections[K];

/** The validated core with the sections as they were in the file (untrusted JSON; absent = not deployed). */
export interface LazyDeployment extends DeploymentCore {
  readonly unparsed: Readonly<Partial<Record<DeploymentSectionName, unknown>>>;
}

function deploymentFail(msg: string): never {
  throw new Error(`Invalid deployment file: ${msg}`);
}

function addr(v: unknown, what: string): Address {
  if (typeof v !== 'string' || !isAddress(v, { strict: false })) deploymentFail(`${what} is not an address`);
  return getAddress(v);
}

function parseDevnetAccounts(json: unknown): DevnetAccounts {
  const a = json as Record<string, unknown> | undefined;
  if (!a || typeof a !== 'object') deploymentFail('accounts missing');
  if (typeof a.devWalletPrivateKey !== 'string' || !isHex(a.devWalletPrivateKey)) deploymentFail('accounts.devWalletPrivateKey missing');
  return {
    deployer: addr(a.deployer, 'accounts.deployer'),
    feeTo: addr(a.feeTo, 'accounts.feeTo'),
    devWallet: addr(a.devWallet, 'accounts.devWallet'),
    devWalletPrivateKey: a.devWalletPrivateKey as Hex,
  };
}

/**
 * Validates untrusted JSON (from disk or HTTP) into the core of a Deployment, or throws with a clear
 * message; the feature sections are kept unparsed, for `deploymentSection`.
 */
export function parseDeploymentCore(json: unknown): LazyDeployment {
  if (typeof json !== 'object' || json === null) deploymentFail('not an object');
  const o = json as Record<string, unknown>;
  if (typeof o.chainId !== 'number') deploymentFail('chainId missing');
  if (typeof o.rpcUrl !== 'string') deploymentFail('rpcUrl missing');
  if (typeof o.startBlock !== 'number') deploymentFail('startBlock missing');
  if (typeof o.initCodeHash !== 'string' || !isHex(o.initCodeHash) || o.initCodeHash.length !== 66) deploymentFail('initCodeHash missing');
  const c = o.contracts as Record<string, unknown> | undefined;
  if (!c || typeof c !== 'object') deploymentFail('contracts missing');
  const contracts: Record<string, Address> = {};
  for (const [k, v] of Object.entries(c)) contracts[k] = addr(v, `contracts.${k}`);
  for (const k of ['WBNB', 'Factory', 'Router', 'Multicall3']) if (!contracts[k]) deploymentFail(`contracts.${k} missing`);
  if (!Array.isArray(o.tokens)) deploymentFail('tokens missing');
  const tokens = o.tokens.map((t: Record<string, unknown>, i: number): DeployedToken => {
    if (typeof t.symbol !== 'string' || typeof t.name !== 'string' || typeof t.decimals !== 'number')
      deploymentFail(`tokens[${i}] incomplete`);
    return {
      symbol: t.symbol,
      name: t.name,
      address: addr(t.address, `tokens[${i}].address`),
      decimals: t.decimals,
      ...(typeof t.logoURI === 'string' ? { logoURI: t.logoURI } : {}),
      ...(Array.isArray(t.tags) ? { tags: t.tags.filter((x): x is string => typeof x === 'string') } : {}),
    };
  });
  const pairs = Array.isArray(o.pairs)
    ? o.pairs.map(
        (p: Record<string, unknown>, i: number): DeployedPair => ({
          address: addr(p.address, `pairs[${i}].address`),
          token0: addr(p.token0, `pairs[${i}].token0`),
          token1: addr(p.token1, `pairs[${i}].token1`),
          name: typeof p.name === 'string' ? p.name : '',
        }),
      )
    : [];
  const accounts = o.chainId === ChainId.DEVNET ? parseDevnetAccounts(o.accounts) : undefined;
  const unparsed: Partial<Record<DeploymentSectionName, unknown>> = {};
  for (const name of DEPLOYMENT_SECTIONS) if (o[name] !== undefined) unparsed[name] = o[name];
  return {
    chainId: o.chainId,
    rpcUrl: o.rpcUrl,
    startBlock: o.startBlock,
    initCodeHash: o.initCodeHash as Hex,
    sourceHash: typeof o.sourceHash === 'string' ? o.sourceHash : '',
    contracts: contracts as DeploymentCore['contracts'],
    tokens,
    pairs,
    ...(accounts ? { accounts } : {}),
    deployedAt: typeof o.deployedAt === 'string' ? o.deployedAt : '',
    unparsed,
  };
}

/**
 * Parses one section (present in the file) with its own validator, naming the section in the error
 * ("Invalid deployment file: farms: chef is not an address") and checking it is for the deployment's chain.
 */
export function parseDeploymentSection<K extends DeploymentSectionName>(
  name: K,
  parse: SectionParser<K>,
  json: unknown,
  chainId: number,
): DeploymentSections[K] {
  let section: DeploymentSections[K];
  try {
    section = parse(json);
  } catch (e) {
    deploymentFail(`${name}: ${e instanceof Error ? e.message.replace(/^Invalid [a-z]+ config: /, '') : String(e)}`);
  }
  if (section.chainId !== chainId) deploymentFail(`${name}.chainId ${section.chainId} is not the deployment's chain ${chainId}`);
  return section;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };
const parsed = new WeakMap<LazyDeployment, Map<DeploymentSectionName, Outcome>>();

/**
 * The deployment's section `name`, parsed on first use and remembered for this deployment (a bad section
 * throws the same error every time it is read); undefined when the file has none (not deployed).
 */
export function deploymentSection<K extends DeploymentSectionName>(
  d: LazyDeployment,
  name: K,
  parse: SectionParser<K>,
): DeploymentSections[K] | undefined {
  const json = d.unparsed[name];
  if (json === undefined) return undefined;
  let memo = parsed.get(d);
  if (!memo) {
    memo = new Map();
    parsed.set(d, memo);
  }
  let outcome = memo.get(name);
  if (!outcome) {
    try {
      outcome = { ok: true, value: parseDeploymentSection(name, parse, json, d.chainId) };
    } catch (error) {
      outcome = { ok: false, error };
    }
    memo.set(name, outcome);
  }
  if (!outcome.ok) throw outcome.error;
  // Stored by this function only, from `parse` for this very name.
  return outcome.value as DeploymentSections[K];
}
