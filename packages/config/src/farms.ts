/**
 * Farms, Syrup pools and the FUEL vault: the chain-neutral configuration the
 * app reads (staking pool, vault, farm), its JSON form and
 * the mapping from the devnet deployment file.
 *
 * Two shapes:
 * - `DeployedFarms` is the `farms` section of a deployment file, exactly what
 *   `deployFarms()` (contracts/scripts/deploy-farms.ts) returns: plain JSON,
 *   tokens by address and symbol. `parseDeployedFarms` validates it.
 * - `FarmsConfig` is what the screens use on any chain: every token resolved to
 *   { address, symbol, decimals }, amounts as bigint, the FUEL, WBNB and BUSD
 *   references named. Every chain builds it from its deployment file
 *   (`devnetFarmsConfig`, named for the devnet where it began: the same file
 *   schema on 56/97); without a file or its farms section `farmsConfig` is
 *   undefined and the screens say the feature is not available on that network.
 *
 * Live values (allocation points, total staked, limits, start and end blocks)
 * are always read from the chain; the config only says where to look and what
 * to show before the first read.
 */
import type { Address } from 'viem';
import type { Deployment } from './deployment.ts';
import { sectionValidator, type SectionValidator } from './validate.ts';

export type PoolCategory = 'CORE' | 'COMMUNITY' | 'BINANCE';
export const POOL_CATEGORIES: readonly PoolCategory[] = ['CORE', 'COMMUNITY', 'BINANCE'];

// ------------------------------------------------------------------ the deployment-file section

export interface DeployedFarm {
  pid: number;
  /** "TOKEN-QUOTE LP" with BNB for WBNB ("FUEL-BNB LP"); "FUEL" for pid 0. */
  lpSymbol: string;
  lpAddress: Address;
  token: Address;
  quoteToken: Address;
  tokenSymbol: string;
  quoteTokenSymbol: string;
  /** Allocation points at deployment (the app reads the live value from poolInfo). */
  allocPoint: number;
  isCommunity: boolean;
}

export interface DeployedPool {
  /** 0 is the chef's manual FUEL pool (enterStaking/leaveStaking); 1.. are SousChefs. */
  sousId: number;
  contractAddress: Address;
  /** WBNB for the native-BNB pool (poolCategory BINANCE). */
  stakingToken: Address;
  earningToken: Address;
  stakingTokenSymbol: string;
  earningTokenSymbol: string;
  stakingTokenDecimals: number;
  earningTokenDecimals: number;
  poolCategory: PoolCategory;
  /** Whole earning tokens per block, decimal string ("0.0000031", "10"). */
  tokenPerBlock: string;
  startBlock: number;
  /** bonusEndBlock; 0 for pool 0 (no end). */
  endBlock: number;
  /** Per-user limit in staking-token base units, decimal string; "0" = none. */
  stakingLimit: string;
  isFinished: boolean;
  enableEmergencyWithdraw: boolean;
  /** 1 for pool 0, 999 for the others. */
  sortOrder: number;
  harvest: boolean;
  /** Optional project site of the earning token. */
  projectLink?: string;
}

export interface DeployedFarms {
  chainId: number;
  chef: Address;
  bar: Address;
  vault: Address;
  treasury: Address;
  vaultAdmin: Address;
  /** FUEL per block across all farms and pool 0, whole FUEL ("40"). */
  fuelPerBlock: string;
  startBlock: number;
  /** pids of the price-reference farms: FUEL-BNB and BUSD-BNB. */
  keyFarms: { fuelBnb: number; busdBnb: number };
  farms: DeployedFarm[];
  pools: DeployedPool[];
}

const check = sectionValidator('farms');
// Annotated so a call narrows like a `never` function (TypeScript needs an explicit type for that).
const fail: SectionValidator['fail'] = check.fail;
const { addr, int, obj } = check;

function str(v: unknown, what: string): string {
  if (typeof v !== 'string' || v === '') fail(`${what} missing`);
  return v;
}

const DECIMAL = /^\d+(\.\d+)?$/;
const UINT = /^\d+$/;

function decimal(v: unknown, what: string): string {
  if (typeof v !== 'string' || !DECIMAL.test(v)) fail(`${what} is not a decimal string`);
  return v;
}

/** Validates untrusted JSON (a deployment's `farms` section, or a chain's farms file) into DeployedFarms. */
export function parseDeployedFarms(json: unknown): DeployedFarms {
  const o = obj(json, 'farms');
  if (!Array.isArray(o.farms)) fail('farms.farms missing');
  if (!Array.isArray(o.pools)) fail('farms.pools missing');
  const farms = o.farms.map((raw: unknown, i: number): DeployedFarm => {
    const f = obj(raw, `farms[${i}]`);
    return {
      pid: int(f.pid, `farms[${i}].pid`),
      lpSymbol: str(f.lpSymbol, `farms[${i}].lpSymbol`),
      lpAddress: addr(f.lpAddress, `farms[${i}].lpAddress`),
      token: addr(f.token, `farms[${i}].token`),
      quoteToken: addr(f.quoteToken, `farms[${i}].quoteToken`),
      tokenSymbol: str(f.tokenSymbol, `farms[${i}].tokenSymbol`),
      quoteTokenSymbol: str(f.quoteTokenSymbol, `farms[${i}].quoteTokenSymbol`),
      allocPoint: int(f.allocPoint, `farms[${i}].allocPoint`),
      isCommunity: f.isCommunity === true,
    };
  });
  const pools = o.pools.map((raw: unknown, i: number): DeployedPool => {
    const p = obj(raw, `pools[${i}]`);
    const category = p.poolCategory;
    if (typeof category !== 'string' || !(POOL_CATEGORIES as readonly string[]).includes(category))
      fail(`pools[${i}].poolCategory is unknown`);
    const limit = p.stakingLimit ?? '0';
    if (typeof limit !== 'string' || !UINT.test(limit)) fail(`pools[${i}].stakingLimit is not an integer string`);
    const startBlock = int(p.startBlock, `pools[${i}].startBlock`);
    const endBlock = int(p.endBlock, `pools[${i}].endBlock`);
    const sousId = int(p.sousId, `pools[${i}].sousId`);
    if (sousId !== 0 && endBlock <= startBlock) fail(`pools[${i}] ends (${endBlock}) before it starts (${startBlock})`);
    return {
      sousId,
      contractAddress: addr(p.contractAddress, `pools[${i}].contractAddress`),
      stakingToken: addr(p.stakingToken, `pools[${i}].stakingToken`),
      earningToken: addr(p.earningToken, `pools[${i}].earningToken`),
      stakingTokenSymbol: str(p.stakingTokenSymbol, `pools[${i}].stakingTokenSymbol`),
      earningTokenSymbol: str(p.earningTokenSymbol, `pools[${i}].earningTokenSymbol`),
      stakingTokenDecimals: int(p.stakingTokenDecimals, `pools[${i}].stakingTokenDecimals`),
      earningTokenDecimals: int(p.earningTokenDecimals, `pools[${i}].earningTokenDecimals`),
      poolCategory: category as PoolCategory,
      tokenPerBlock: decimal(p.tokenPerBlock, `pools[${i}].tokenPerBlock`),
      startBlock,
      endBlock,
      stakingLimit: limit,
      isFinished: p.isFinished === true,
      enableEmergencyWithdraw: p.enableEmergencyWithdraw === true,
      sortOrder: typeof p.sortOrder === 'number' ? p.sortOrder : 999,
      harvest: p.harvest !== false,
      ...(typeof p.projectLink === 'string' && /^https?:\/\//.test(p.projectLink) ? { projectLink: p.projectLink } : {}),
    };
  });
  const pids = new Set<number>();
  for (const f of farms) {
    if (pids.has(f.pid)) fail(`farm pid ${f.pid} is listed twice`);
    pids.add(f.pid);
  }
  const sousIds = new Set<number>();
  for (const p of pools) {
    if (sousIds.has(p.sousId)) fail(`pool sousId ${p.sousId} is listed twice`);
    sousIds.add(p.sousId);
  }
  const k = obj(o.keyFarms, 'keyFarms');
  const keyFarms = { fuelBnb: int(k.fuelBnb, 'keyFarms.fuelBnb'), busdBnb: int(k.busdBnb, 'keyFarms.busdBnb') };
  if (!pids.has(keyFarms.fuelBnb)) fail(`keyFarms.fuelBnb ${keyFarms.fuelBnb} is not a farm`);
  if (!pids.has(keyFarms.busdBnb)) fail(`keyFarms.busdBnb ${keyFarms.busdBnb} is not a farm`);
  return {
    chainId: int(o.chainId, 'chainId', 1),
    chef: addr(o.chef, 'chef'),
    bar: addr(o.bar, 'bar'),
    vault: addr(o.vault, 'vault'),
    treasury: addr(o.treasury, 'treasury'),
    vaultAdmin: addr(o.vaultAdmin, 'vaultAdmin'),
    fuelPerBlock: decimal(o.fuelPerBlock, 'fuelPerBlock'),
    startBlock: int(o.startBlock, 'startBlock'),
    keyFarms,
    farms,
    pools,
  };
}

// ------------------------------------------------------------------ what the app uses

export interface YieldToken {
  address: Address;
  symbol: string;
  decimals: number;
  projectLink?: string;
}

export interface FarmDef {
  pid: number;
  lpSymbol: string;
  /** The staked token: the LP pair, or FUEL for pid 0. */
  lpAddress: Address;
  token: YieldToken;
  quoteToken: YieldToken;
  /** Paired with CAKE (the Community farms). */
  isCommunity: boolean;
  /** Allocation points at deployment (shown until the chain read arrives). */
  allocPoint: number;
}

export interface PoolDef {
  sousId: number;
  contractAddress: Address;
  stakingToken: YieldToken;
  earningToken: YieldToken;
  poolCategory: PoolCategory;
  /** Stakes native BNB (deposit with value, no approval). */
  isNative: boolean;
  tokenPerBlock: string;
  startBlock: number;
  /** 0 for pool 0. */
  endBlock: number;
  /** Base units of the staking token; 0n = no limit. */
  stakingLimit: bigint;
  isFinished: boolean;
  enableEmergencyWithdraw: boolean;
  sortOrder: number;
  harvest: boolean;
}

export interface FarmsConfig {
  chainId: number;
  chef: Address;
  bar: Address;
  vault: Address;
  fuelPerBlock: string;
  keyFarms: { fuelBnb: number; busdBnb: number };
  fuel: YieldToken;
  wbnb: YieldToken;
  /** The dollar reference (BUSD). */
  usd: YieldToken;
  farms: FarmDef[];
  pools: PoolDef[];
}

export interface TokenDirectory {
  fuel: YieldToken;
  wbnb: YieldToken;
  usd: YieldToken;
  /** Decimals and symbol of any other token by address (lower case); unknown tokens count as 18 decimals. */
  lookup: (address: Address) => YieldToken | undefined;
}

/** The app-facing config from a validated DeployedFarms and the chain's tokens. */
export function farmsConfigFromDeployed(d: DeployedFarms, dir: TokenDirectory): FarmsConfig {
  const tok = (address: Address, symbol: string, decimals?: number, projectLink?: string): YieldToken => {
    const known = dir.lookup(address);
    const link = projectLink ?? known?.projectLink;
    return { address, symbol, decimals: decimals ?? known?.decimals ?? 18, ...(link ? { projectLink: link } : {}) };
  };
  const farms = d.farms.map(
    (f): FarmDef => ({
      pid: f.pid,
      lpSymbol: f.lpSymbol,
      lpAddress: f.lpAddress,
      token: tok(f.token, f.tokenSymbol),
      quoteToken: tok(f.quoteToken, f.quoteTokenSymbol),
      isCommunity: f.isCommunity,
      allocPoint: f.allocPoint,
    }),
  );
  const pools = d.pools.map(
    (p): PoolDef => ({
      sousId: p.sousId,
      contractAddress: p.contractAddress,
      stakingToken: tok(p.stakingToken, p.poolCategory === 'BINANCE' ? 'BNB' : p.stakingTokenSymbol, p.stakingTokenDecimals),
      earningToken: tok(p.earningToken, p.earningTokenSymbol, p.earningTokenDecimals, p.projectLink),
      poolCategory: p.poolCategory,
      isNative: p.poolCategory === 'BINANCE',
      tokenPerBlock: p.tokenPerBlock,
      startBlock: p.startBlock,
      endBlock: p.endBlock,
      stakingLimit: BigInt(p.stakingLimit),
      isFinished: p.isFinished,
      enableEmergencyWithdraw: p.enableEmergencyWithdraw,
      sortOrder: p.sortOrder,
      harvest: p.harvest,
    }),
  );
  return {
    chainId: d.chainId,
    chef: d.chef,
    bar: d.bar,
    vault: d.vault,
    fuelPerBlock: d.fuelPerBlock,
    keyFarms: d.keyFarms,
    fuel: dir.fuel,
    wbnb: dir.wbnb,
    usd: dir.usd,
    farms,
    pools,
  };
}

/** The devnet's farms config from its deployment file; undefined when the deployment has no farms section. */
export function devnetFarmsConfig(d: Pick<Deployment, 'tokens' | 'farms'>): FarmsConfig | undefined {
  if (!d.farms) return undefined;
  const byAddress = new Map(d.tokens.map((t) => [t.address.toLowerCase(), t]));
  const bySymbol = (s: string) => d.tokens.find((t) => t.symbol === s);
  const need = (s: string): YieldToken => {
    const t = bySymbol(s);
    if (!t) fail(`the deployment has no ${s} token`);
    return { address: t.address, symbol: s, decimals: t.decimals };
  };
  return farmsConfigFromDeployed(d.farms, {
    fuel: need('FUEL'),
    wbnb: need('WBNB'),
    usd: need('BUSD'),
    lookup: (a) => {
      const t = byAddress.get(a.toLowerCase());
      return t ? { address: t.address, symbol: t.symbol, decimals: t.decimals } : undefined;
    },
  });
}

/**
 * The farms config of a chain, from its deployment file on every chain (the chef, bar, vault, farms and pools
 * the file names); undefined without a file or without its farms section (on 56/97 until the project's yield
 * contracts are deployed there: the screens then say so instead of showing someone else's farms).
 */
export function farmsConfig(deployment?: Pick<Deployment, 'tokens' | 'farms'>): FarmsConfig | undefined {
  return deployment ? devnetFarmsConfig(deployment) : undefined;
}
