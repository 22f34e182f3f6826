/**
 * The shape of `deployments/31337.json`, written by the devnet deployer and
 * read by the app (served at /devnet/deployment.json), the e2e tests, the
 * keepers and every later tool. Addresses for the devnet come only from here.
 */
import { getAddress, isAddress, isHex, type Address, type Hex } from 'viem';
import { parseDeployedFarms, type DeployedFarms } from './farms.ts';
import { parseDeployedPrediction, type DeployedPrediction } from './prediction.ts';
import { parseDeployedLottery, type DeployedLottery } from './lottery.ts';
import { parseDeployedProfile, type DeployedProfile } from './profile.ts';
import { parseDeployedIfos, type DeployedIfos } from './ifo.ts';
import { parseDeployedCompetition, type DeployedCompetition } from './competition.ts';
import { parseDeployedAuction, type DeployedAuction } from './auction.ts';
import { parseDeployedVoting, type DeployedVoting } from './voting.ts';

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

export interface Deployment {
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
  accounts: {
    deployer: Address;
    /** Receives the 0.08% protocol share of swap fees. */
    feeTo: Address;
    /** The in-app "Devnet wallet" account (pre-funded, development only). */
    devWallet: Address;
    devWalletPrivateKey: Hex;
  };
  deployedAt: string;
  /**
   * Farms, Syrup pools and the FUEL vault (issue 7), as deployFarms() returned
   * them. Optional: files written before the yield contracts still parse, and
   * the farm and pool screens then say they are not deployed.
   */
  farms?: DeployedFarms;
  /** The prediction market and its price feed (issue 12), as deployPrediction() returned them. Optional like farms. */
  prediction?: DeployedPrediction;
  /**
   * Profiles, teams and collectibles (issue 14), as deployProfile() returned
   * them. Optional like `farms`: the profile screens say they are not deployed.
   */
  profile?: DeployedProfile;
  /** The voting-power contract and the governance space (issue 16), as deployVoting() returned them. Optional like farms. */
  voting?: DeployedVoting;
  /** Initial Farm Offerings (issue 15), as deployIfos() returned them. Optional like farms. */
  ifo?: DeployedIfos;
  /** The lottery and its random-number source (issue 13), as deployLottery() returned them. Optional like farms. */
  lottery?: DeployedLottery;
  /** The team trading battle (issue 17), as deployBattle() returned it. Optional like farms. */
  competition?: DeployedCompetition;
  /** The community farm auction (issue 17), as deployBattle() returned it. Optional like farms. */
  auction?: DeployedAuction;
}

function fail(msg: string): never {
  throw new Error(`Invalid deployment file: ${msg}`);
}

function addr(v: unknown, what: string): Address {
  if (typeof v !== 'string' || !isAddress(v, { strict: false })) fail(`${what} is not an address`);
  return getAddress(v);
}

/** Validates untrusted JSON (from disk or HTTP) into a Deployment, or throws with a clear message. */
export function parseDeployment(json: unknown): Deployment {
  if (typeof json !== 'object' || json === null) fail('not an object');
  const o = json as Record<string, unknown>;
  if (typeof o.chainId !== 'number') fail('chainId missing');
  if (typeof o.rpcUrl !== 'string') fail('rpcUrl missing');
  if (typeof o.startBlock !== 'number') fail('startBlock missing');
  if (typeof o.initCodeHash !== 'string' || !isHex(o.initCodeHash) || o.initCodeHash.length !== 66) fail('initCodeHash missing');
  const c = o.contracts as Record<string, unknown> | undefined;
  if (!c || typeof c !== 'object') fail('contracts missing');
  const contracts: Record<string, Address> = {};
  for (const [k, v] of Object.entries(c)) contracts[k] = addr(v, `contracts.${k}`);
  for (const k of ['WBNB', 'Factory', 'Router', 'Multicall3']) if (!contracts[k]) fail(`contracts.${k} missing`);
  if (!Array.isArray(o.tokens)) fail('tokens missing');
  const tokens = o.tokens.map((t: Record<string, unknown>, i: number): DeployedToken => {
    if (typeof t.symbol !== 'string' || typeof t.name !== 'string' || typeof t.decimals !== 'number') fail(`tokens[${i}] incomplete`);
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
  const a = o.accounts as Record<string, unknown> | undefined;
  if (!a) fail('accounts missing');
  if (typeof a.devWalletPrivateKey !== 'string' || !isHex(a.devWalletPrivateKey)) fail('accounts.devWalletPrivateKey missing');
  return {
    chainId: o.chainId,
    rpcUrl: o.rpcUrl,
    startBlock: o.startBlock,
    initCodeHash: o.initCodeHash as Hex,
    sourceHash: typeof o.sourceHash === 'string' ? o.sourceHash : '',
    contracts: contracts as Deployment['contracts'],
    tokens,
    pairs,
    accounts: {
      deployer: addr(a.deployer, 'accounts.deployer'),
      feeTo: addr(a.feeTo, 'accounts.feeTo'),
      devWallet: addr(a.devWallet, 'accounts.devWallet'),
      devWalletPrivateKey: a.devWalletPrivateKey as Hex,
    },
    deployedAt: typeof o.deployedAt === 'string' ? o.deployedAt : '',
    ...(o.farms !== undefined ? { farms: parseFarmsSection(o.farms, o.chainId) } : {}),
    ...(o.prediction !== undefined ? { prediction: parsePredictionSection(o.prediction, o.chainId) } : {}),
    ...(o.profile !== undefined ? { profile: parseProfileSection(o.profile, o.chainId) } : {}),
    ...(o.voting !== undefined ? { voting: parseVotingSection(o.voting, o.chainId) } : {}),
    ...(o.ifo !== undefined ? { ifo: parseSection('ifo', parseDeployedIfos, o.ifo, o.chainId) } : {}),
    ...(o.lottery !== undefined ? { lottery: parseSection('lottery', parseDeployedLottery, o.lottery, o.chainId) } : {}),
    ...(o.competition !== undefined
      ? { competition: parseSection('competition', parseDeployedCompetition, o.competition, o.chainId) }
      : {}),
    ...(o.auction !== undefined ? { auction: parseSection('auction', parseDeployedAuction, o.auction, o.chainId) } : {}),
  };
}

/** Parses an optional section with its own validator, naming the section in the error and checking its chain. */
function parseSection<T extends { chainId: number }>(name: string, parse: (json: unknown) => T, json: unknown, chainId: number): T {
  let section: T;
  try {
    section = parse(json);
  } catch (e) {
    fail(`${name}: ${e instanceof Error ? e.message.replace(/^Invalid [a-z]+ config: /, '') : String(e)}`);
  }
  if (section.chainId !== chainId) fail(`${name}.chainId ${section.chainId} is not the deployment's chain ${chainId}`);
  return section;
}

function parseVotingSection(json: unknown, chainId: number): DeployedVoting {
  let voting: DeployedVoting;
  try {
    voting = parseDeployedVoting(json);
  } catch (e) {
    fail(`voting: ${e instanceof Error ? e.message.replace(/^Invalid voting config: /, '') : String(e)}`);
  }
  if (voting.chainId !== chainId) fail(`voting.chainId ${voting.chainId} is not the deployment's chain ${chainId}`);
  return voting;
}

function parseProfileSection(json: unknown, chainId: number): DeployedProfile {
  let profile: DeployedProfile;
  try {
    profile = parseDeployedProfile(json);
  } catch (e) {
    fail(`profile: ${e instanceof Error ? e.message.replace(/^Invalid profile config: /, '') : String(e)}`);
  }
  if (profile.chainId !== chainId) fail(`profile.chainId ${profile.chainId} is not the deployment's chain ${chainId}`);
  return profile;
}

function parseFarmsSection(json: unknown, chainId: number): DeployedFarms {
  let farms: DeployedFarms;
  try {
    farms = parseDeployedFarms(json);
  } catch (e) {
    fail(`farms: ${e instanceof Error ? e.message.replace(/^Invalid farms config: /, '') : String(e)}`);
  }
  if (farms.chainId !== chainId) fail(`farms.chainId ${farms.chainId} is not the deployment's chain ${chainId}`);
  return farms;
}

function parsePredictionSection(json: unknown, chainId: number): DeployedPrediction {
  let prediction: DeployedPrediction;
  try {
    prediction = parseDeployedPrediction(json);
  } catch (e) {
    fail(`prediction: ${e instanceof Error ? e.message.replace(/^Invalid prediction config: /, '') : String(e)}`);
  }
  if (prediction.chainId !== chainId) fail(`prediction.chainId ${prediction.chainId} is not the deployment's chain ${chainId}`);
  return prediction;
}
