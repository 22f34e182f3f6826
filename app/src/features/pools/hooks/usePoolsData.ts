/**
 * Everything the pools screen shows, in one batched read per block (spec 7
 * "Pools"): per Syrup pool startBlock, bonusEndBlock, totalStaked,
 * rewardPerBlock, hasUserLimit/poolLimitPerUser; pool 0 from the chef; the
 * vault's share price, totals, bounty and fees; the reserves that price every
 * token; and with a wallet each pool's userInfo, pendingReward, allowance and
 * the staking-token balances (native BNB through Multicall3), the vault's
 * userInfo and allowance, and the block timestamp for the fee window.
 */
import { useMemo } from 'react';
import type { Address } from 'viem';
import { erc20Abi, fuelChefAbi, fuelVaultAbi, sousChefAbi } from '@fuelswap/contracts';
import type { FarmsConfig, PoolDef } from '@fuelswap/config';
import {
  aprToApy,
  poolApr,
  poolCountdown,
  poolStatus,
  sharesToFuel,
  valueUsd,
  VAULT_COMPOUNDS_PER_DAY,
  type Countdown,
  type PoolStatus,
} from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { useCurrentBlock } from '../../../chain/blocks.ts';
import {
  addNativeBalanceRead,
  addTimestampRead,
  readValue,
  ReadPlan,
  useBatchedReads,
  type ReadHandle,
  type ReadResults,
} from '../../../chain/reads.ts';
import { addPriceReads, decodePrices, priceOf } from '../../../chain/prices.ts';

export interface PoolUserData {
  /** Allowance of the staking token to the pool (undefined for BNB: never needed). */
  allowance: bigint | undefined;
  balance: bigint | undefined;
  staked: bigint | undefined;
  pending: bigint | undefined;
}

export interface PoolView {
  key: string;
  def: PoolDef;
  /** Pool 0 (the chef's manual FUEL pool). */
  isManual: boolean;
  startBlock: number;
  endBlock: number;
  status: PoolStatus;
  countdown: Countdown | undefined;
  totalStaked: bigint | undefined;
  /** Per-user limit in force (0 = none). */
  limit: bigint;
  rewardPerBlock: bigint | undefined;
  stakingPrice: bigint | undefined;
  earningPrice: bigint | undefined;
  apr: bigint | undefined;
  totalStakedUsd: bigint | undefined;
  earnedUsd: bigint | undefined;
  user: PoolUserData | undefined;
}

export interface VaultUserData {
  shares: bigint | undefined;
  lastDepositedTime: bigint | undefined;
  fuelAtLastUserAction: bigint | undefined;
  lastUserActionTime: bigint | undefined;
  allowance: bigint | undefined;
  fuelBalance: bigint | undefined;
}

export interface VaultView {
  address: Address;
  pricePerFullShare: bigint | undefined;
  totalShares: bigint | undefined;
  /** What all shares are worth in FUEL (totalShares at the share price: the same measure as the user's stake). */
  totalFuel: bigint | undefined;
  bounty: bigint | undefined;
  totalPending: bigint | undefined;
  performanceFee: bigint | undefined;
  callFee: bigint | undefined;
  withdrawFee: bigint | undefined;
  withdrawFeePeriod: bigint | undefined;
  fuelPrice: bigint | undefined;
  /** Pool 0's APR: what the vault's stake earns before compounding. */
  apr: bigint | undefined;
  apy: bigint | undefined;
  totalStakedUsd: bigint | undefined;
  /** The latest block's timestamp (seconds). */
  now: bigint | undefined;
  user: VaultUserData | undefined;
}

/** The reads of one pool; each handle's type is checked against the ABI where the read is added. */
interface PoolIdx {
  start?: ReadHandle<bigint>;
  end?: ReadHandle<bigint>;
  total: ReadHandle<bigint>;
  reward?: ReadHandle<bigint>;
  hasLimit?: ReadHandle<boolean>;
  limit?: ReadHandle<bigint>;
  /** (amount, rewardDebt) of the chef's pool 0 or of a Syrup pool. */
  userInfo?: ReadHandle<readonly [bigint, bigint]>;
  pending?: ReadHandle<bigint>;
  allowance?: ReadHandle<bigint>;
  balance?: ReadHandle<bigint>;
}

/** The reads planned for a configured pool: planReads plans one entry per pool of the config. */
function plannedPool(pools: ReadonlyMap<number, PoolIdx>, sousId: number): PoolIdx {
  const idx = pools.get(sousId);
  if (!idx) throw new Error(`No reads were planned for pool ${sousId}.`);
  return idx;
}

/**
 * What a pool read covers: everything the pools screen shows, or only what a total needs (each pool's totalStaked and
 * the prices), as the home page's figures do: on a phone's upload the five other reads of each of the devnet's 33
 * Syrup pools made the first visit's batch about 90 kB of request, a second of upload before the figures showed.
 */
export type PoolReadScope = 'all' | 'totals';

export function usePoolsData(config: FarmsConfig, account: Address | undefined, scope: PoolReadScope = 'all') {
  const chainId = runtime().chainId;
  const currentBlock = useCurrentBlock(chainId);

  const plan = useMemo(() => planReads(config, account, chainId, scope), [config, account, chainId, scope]);

  const { results, refetch, isLoading } = useBatchedReads(plan.p);

  const model = useMemo(() => buildModel(config, plan, results, currentBlock, !!account), [config, plan, results, currentBlock, account]);
  // The result belongs to this plan (not the placeholder of the previous one, e.g. before the wallet connected).
  const complete = results !== undefined && results.length === plan.p.calls.length;
  return { ...model, refetch, isLoading, currentBlock, complete };
}

function planReads(config: FarmsConfig, account: Address | undefined, chainId: number, scope: PoolReadScope) {
  const p = new ReadPlan(chainId);
  const prices = addPriceReads(p, config);
  const chef = {
    totalAlloc: p.add(config.chef, fuelChefAbi, 'totalAllocPoint'),
    fuelPerBlock: p.add(config.chef, fuelChefAbi, 'fuelPerBlock'),
    pool0: p.add(config.chef, fuelChefAbi, 'poolInfo', [0n]),
  };
  const pools = new Map<number, PoolIdx>();
  for (const def of config.pools) {
    if (def.sousId === 0) {
      pools.set(0, { total: p.add(config.chef, fuelChefAbi, 'totalStaked', [0n]) });
      continue;
    }
    const a = def.contractAddress;
    if (scope === 'totals') {
      pools.set(def.sousId, { total: p.add(a, sousChefAbi, 'totalStaked') });
      continue;
    }
    pools.set(def.sousId, {
      start: p.add(a, sousChefAbi, 'startBlock'),
      end: p.add(a, sousChefAbi, 'bonusEndBlock'),
      total: p.add(a, sousChefAbi, 'totalStaked'),
      reward: p.add(a, sousChefAbi, 'rewardPerBlock'),
      hasLimit: p.add(a, sousChefAbi, 'hasUserLimit'),
      limit: p.add(a, sousChefAbi, 'poolLimitPerUser'),
    });
  }
  const v = config.vault;
  const vault = {
    ppfs: p.add(v, fuelVaultAbi, 'getPricePerFullShare'),
    totalShares: p.add(v, fuelVaultAbi, 'totalShares'),
    bounty: p.add(v, fuelVaultAbi, 'calculateHarvestCakeRewards'),
    totalPending: p.add(v, fuelVaultAbi, 'calculateTotalPendingCakeRewards'),
    performanceFee: p.add(v, fuelVaultAbi, 'performanceFee'),
    callFee: p.add(v, fuelVaultAbi, 'callFee'),
    withdrawFee: p.add(v, fuelVaultAbi, 'withdrawFee'),
    withdrawFeePeriod: p.add(v, fuelVaultAbi, 'withdrawFeePeriod'),
    now: addTimestampRead(p),
    userInfo: undefined as ReadHandle<readonly [bigint, bigint, bigint, bigint]> | undefined,
    allowance: undefined as ReadHandle<bigint> | undefined,
  };
  const balances = new Map<string, ReadHandle<bigint>>();
  if (account) {
    const balanceOf = (def: PoolDef): ReadHandle<bigint> => {
      const key = def.isNative ? 'native' : def.stakingToken.address.toLowerCase();
      let i = balances.get(key);
      if (i === undefined) {
        i = def.isNative ? addNativeBalanceRead(p, account) : p.add(def.stakingToken.address, erc20Abi, 'balanceOf', [account]);
        balances.set(key, i);
      }
      return i;
    };
    for (const def of config.pools) {
      const idx = plannedPool(pools, def.sousId);
      if (def.sousId === 0) {
        idx.userInfo = p.add(config.chef, fuelChefAbi, 'userInfo', [0n, account]);
        idx.pending = p.add(config.chef, fuelChefAbi, 'pendingCake', [0n, account]);
        idx.allowance = p.add(def.stakingToken.address, erc20Abi, 'allowance', [account, config.chef]);
      } else {
        idx.userInfo = p.add(def.contractAddress, sousChefAbi, 'userInfo', [account]);
        idx.pending = p.add(def.contractAddress, sousChefAbi, 'pendingReward', [account]);
        if (!def.isNative) idx.allowance = p.add(def.stakingToken.address, erc20Abi, 'allowance', [account, def.contractAddress]);
      }
      idx.balance = balanceOf(def);
    }
    vault.userInfo = p.add(v, fuelVaultAbi, 'userInfo', [account]);
    vault.allowance = p.add(config.fuel.address, erc20Abi, 'allowance', [account, v]);
    if (!balances.has(config.fuel.address.toLowerCase()))
      balances.set(config.fuel.address.toLowerCase(), p.add(config.fuel.address, erc20Abi, 'balanceOf', [account]));
  }
  return { p, prices, chef, pools, vault, balances };
}

type Plan = Omit<ReturnType<typeof planReads>, 'p'>;

function buildModel(config: FarmsConfig, plan: Plan, results: ReadResults, currentBlock: number | undefined, connected: boolean) {
  const prices = decodePrices(config, results, plan.prices);
  const fuelPrice = priceOf(prices, config.fuel.address);
  const totalAlloc = readValue(results, plan.chef.totalAlloc);
  const fuelPerBlock = readValue(results, plan.chef.fuelPerBlock);
  const pool0 = readValue(results, plan.chef.pool0);
  const pool0Reward = totalAlloc && fuelPerBlock !== undefined && pool0 ? (fuelPerBlock * pool0[1]) / totalAlloc : undefined;

  const pools: PoolView[] = config.pools.map((def) => {
    const idx = plannedPool(plan.pools, def.sousId);
    const isManual = def.sousId === 0;
    const start = readValue(results, idx.start);
    const end = readValue(results, idx.end);
    const startBlock = start !== undefined ? Number(start) : def.startBlock;
    const endBlock = end !== undefined ? Number(end) : def.endBlock;
    const window = { isFinished: def.isFinished, startBlock, endBlock };
    const totalStaked = readValue(results, idx.total);
    const hasLimit = readValue(results, idx.hasLimit);
    // A failed limit read gives zero.
    const limit = hasLimit ? (readValue(results, idx.limit) ?? 0n) : 0n;
    const rewardPerBlock = isManual ? pool0Reward : readValue(results, idx.reward);
    const stakingPrice = priceOf(prices, def.isNative ? config.wbnb.address : def.stakingToken.address);
    const earningPrice = priceOf(prices, def.earningToken.address);
    const status = poolStatus(window, currentBlock);
    const apr =
      status === 'finished' || rewardPerBlock === undefined || totalStaked === undefined
        ? undefined
        : poolApr({
            rewardPerBlock,
            earningDecimals: def.earningToken.decimals,
            earningPriceUsd: earningPrice,
            totalStaked,
            stakingDecimals: def.stakingToken.decimals,
            stakingPriceUsd: stakingPrice,
          });
    let user: PoolUserData | undefined;
    if (connected) {
      const info = readValue(results, idx.userInfo);
      user = {
        allowance: def.isNative ? undefined : readValue(results, idx.allowance),
        balance: readValue(results, idx.balance),
        staked: info?.[0],
        pending: readValue(results, idx.pending),
      };
    }
    return {
      key: `pool-${def.sousId}`,
      def,
      isManual,
      startBlock,
      endBlock,
      status,
      countdown: isManual ? undefined : poolCountdown(window, currentBlock),
      totalStaked,
      limit,
      rewardPerBlock,
      stakingPrice,
      earningPrice,
      apr,
      totalStakedUsd:
        totalStaked !== undefined && stakingPrice !== undefined
          ? valueUsd(totalStaked, def.stakingToken.decimals, stakingPrice)
          : undefined,
      earnedUsd:
        user?.pending !== undefined && earningPrice !== undefined
          ? valueUsd(user.pending, def.earningToken.decimals, earningPrice)
          : undefined,
      user,
    };
  });

  const v = plan.vault;
  const performanceFee = readValue(results, v.performanceFee);
  const vaultApr = pools.find((p) => p.isManual)?.apr;
  const ppfs = readValue(results, v.ppfs);
  const totalShares = readValue(results, v.totalShares);
  const totalFuel = ppfs !== undefined && totalShares !== undefined ? sharesToFuel(totalShares, ppfs) : undefined;
  let vaultUser: VaultUserData | undefined;
  if (connected) {
    const info = readValue(results, v.userInfo);
    vaultUser = {
      shares: info?.[0],
      lastDepositedTime: info?.[1],
      fuelAtLastUserAction: info?.[2],
      lastUserActionTime: info?.[3],
      allowance: readValue(results, v.allowance),
      fuelBalance: readValue(results, plan.balances.get(config.fuel.address.toLowerCase())),
    };
  }
  const vault: VaultView = {
    address: config.vault,
    pricePerFullShare: ppfs,
    totalShares,
    totalFuel,
    bounty: readValue(results, v.bounty),
    totalPending: readValue(results, v.totalPending),
    performanceFee,
    callFee: readValue(results, v.callFee),
    withdrawFee: readValue(results, v.withdrawFee),
    withdrawFeePeriod: readValue(results, v.withdrawFeePeriod),
    fuelPrice,
    apr: vaultApr,
    apy: performanceFee === undefined ? undefined : aprToApy(vaultApr, VAULT_COMPOUNDS_PER_DAY, 365, performanceFee),
    totalStakedUsd: totalFuel !== undefined && fuelPrice !== undefined ? valueUsd(totalFuel, config.fuel.decimals, fuelPrice) : undefined,
    now: readValue(results, v.now),
    user: vaultUser,
  };
  return { pools, vault, prices, fuelPrice };
}
