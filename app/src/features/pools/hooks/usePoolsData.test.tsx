// @vitest-environment happy-dom
/**
 * The pools screen's data hook over a scripted chain with Multicall3: every
 * read of the page in one aggregate3 (chain/reads.ts), native balances and
 * the block time through Multicall3 itself, prices from the farm pairs, and
 * the pool, vault and user figures the cards show.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { Abi } from 'viem';
import { erc20Abi, fuelChefAbi, fuelVaultAbi, multicall3Abi, pairAbi, sousChefAbi } from '@fuelswap/contracts';
import type { FarmsConfig } from '@fuelswap/config';
import { a, CHAIN_ID, fakeProviders, MULTICALL, testChain, type Contracts } from '../../../chain/fakeChain.test-helpers.tsx';

const chain = testChain(true);
vi.mock('../../../chain/runtime.ts', () => ({ runtime: () => ({ chainId: 31337, chain, exchange: {} }) }));

const { usePoolsData } = await import('./usePoolsData.ts');

const E18 = 10n ** 18n;
const WBNB = { address: a(0xb0), symbol: 'WBNB', decimals: 18 };
const BUSD = { address: a(0xb1), symbol: 'BUSD', decimals: 18 };
const FUEL = { address: a(0xf0), symbol: 'FUEL', decimals: 18 };
const CHEF = a(0xc1);
const VAULT = a(0xc3);
const SOUS = a(0x51);
const LP_FUEL_BNB = a(0x11);
const LP_BUSD_BNB = a(0x12);
const USER = a(0xaa);

const pool = { poolCategory: 'Core', tokenPerBlock: '1', stakingLimit: 0n, isFinished: false, enableEmergencyWithdraw: false } as const;
const config = {
  chainId: CHAIN_ID,
  chef: CHEF,
  bar: a(0xc2),
  vault: VAULT,
  fuelPerBlock: '1',
  keyFarms: { fuelBnb: 1, busdBnb: 2 },
  fuel: FUEL,
  wbnb: WBNB,
  usd: BUSD,
  farms: [
    { pid: 1, lpSymbol: 'FUEL-BNB LP', lpAddress: LP_FUEL_BNB, token: FUEL, quoteToken: WBNB, isCommunity: false, allocPoint: 60 },
    { pid: 2, lpSymbol: 'BUSD-BNB LP', lpAddress: LP_BUSD_BNB, token: BUSD, quoteToken: WBNB, isCommunity: false, allocPoint: 40 },
  ],
  pools: [
    {
      ...pool,
      sousId: 0,
      contractAddress: CHEF,
      stakingToken: FUEL,
      earningToken: FUEL,
      isNative: false,
      startBlock: 0,
      endBlock: 0,
      sortOrder: 1,
    },
    {
      ...pool,
      sousId: 1,
      contractAddress: SOUS,
      stakingToken: WBNB,
      earningToken: FUEL,
      isNative: true,
      startBlock: 1,
      endBlock: 1000,
      sortOrder: 2,
    },
  ],
} as unknown as FarmsConfig;

let contracts: Contracts = {};
/** The Syrup pool's functions the chain was asked for. */
let sousCalls: string[] = [];
function scriptChain(opts: { failLimit?: boolean } = {}) {
  sousCalls = [];
  const seen =
    <T,>(name: string, value: () => T) =>
    () => {
      sousCalls.push(name);
      return value();
    };
  const lp = (r0: bigint, r1: bigint) => ({ abi: [...pairAbi, ...erc20Abi] as Abi, fns: { getReserves: () => [r0, r1, 0] } });
  contracts = {
    // WBNB sorts first: BNB = 300 BUSD, FUEL = 1/100 BNB = 3 BUSD.
    [LP_FUEL_BNB.toLowerCase()]: lp(E18, 100n * E18),
    [LP_BUSD_BNB.toLowerCase()]: lp(E18, 300n * E18),
    [CHEF.toLowerCase()]: {
      abi: fuelChefAbi,
      fns: {
        totalAllocPoint: () => 100n,
        fuelPerBlock: () => 10n * E18,
        poolInfo: () => [FUEL.address, 25n, 0n, 0n],
        totalStaked: () => 1000n * E18,
        userInfo: () => [40n * E18, 0n],
        pendingCake: () => 3n * E18,
      },
    },
    [SOUS.toLowerCase()]: {
      abi: sousChefAbi,
      fns: {
        startBlock: seen('startBlock', () => 5n),
        bonusEndBlock: seen('bonusEndBlock', () => 900n),
        totalStaked: seen('totalStaked', () => 50n * E18),
        rewardPerBlock: seen('rewardPerBlock', () => E18),
        hasUserLimit: seen('hasUserLimit', () => true),
        poolLimitPerUser: () => {
          if (opts.failLimit) throw new Error('revert');
          return 2n * E18;
        },
        userInfo: () => [E18, 0n],
        pendingReward: () => 4n * E18,
      },
    },
    [VAULT.toLowerCase()]: {
      abi: fuelVaultAbi,
      fns: {
        getPricePerFullShare: () => (11n * E18) / 10n,
        totalShares: () => 100n * E18,
        calculateHarvestCakeRewards: () => E18 / 4n,
        calculateTotalPendingCakeRewards: () => E18,
        performanceFee: () => 200n,
        callFee: () => 25n,
        withdrawFee: () => 10n,
        withdrawFeePeriod: () => 259200n,
        userInfo: () => [10n * E18, 1n, 2n, 3n],
      },
    },
    [FUEL.address.toLowerCase()]: { abi: erc20Abi, fns: { allowance: () => 0n, balanceOf: () => 9n * E18 } },
    [MULTICALL]: { abi: multicall3Abi, fns: { getEthBalance: () => 5n * E18, getCurrentBlockTimestamp: () => 1_700_000_000n } },
  };
}

afterEach(cleanup);

describe('usePoolsData', () => {
  it('reads the pools, the vault and the user in one batch and derives the dollar figures', async () => {
    scriptChain();
    const { result } = renderHook(() => usePoolsData(config, USER), { wrapper: fakeProviders(chain, () => contracts) });
    await waitFor(() => expect(result.current.complete).toBe(true));
    const { pools, vault, fuelPrice } = result.current;
    expect(fuelPrice).toBe(3n * E18);

    const [manual, bnbPool] = pools;
    // Pool 0's reward: the chef's FUEL per block times its share of the allocation (25 of 100).
    expect(manual!.isManual).toBe(true);
    expect(manual!.rewardPerBlock).toBe((10n * E18 * 25n) / 100n);
    expect(manual!.totalStakedUsd).toBe(3000n * E18);
    expect(manual!.user).toEqual({ allowance: 0n, balance: 9n * E18, staked: 40n * E18, pending: 3n * E18 });
    expect(manual!.earnedUsd).toBe(9n * E18);

    // The BNB pool: staked and priced as WBNB, balance through Multicall3's getEthBalance, no allowance.
    expect(bnbPool!.startBlock).toBe(5);
    expect(bnbPool!.endBlock).toBe(900);
    expect(bnbPool!.limit).toBe(2n * E18);
    expect(bnbPool!.stakingPrice).toBe(300n * E18);
    expect(bnbPool!.totalStakedUsd).toBe(15_000n * E18);
    expect(bnbPool!.user).toEqual({ allowance: undefined, balance: 5n * E18, staked: E18, pending: 4n * E18 });
    expect(bnbPool!.earnedUsd).toBe(12n * E18);

    // The vault: 100 shares at 1.1 FUEL each, the block time through Multicall3.
    expect(vault.totalFuel).toBe(110n * E18);
    expect(vault.totalStakedUsd).toBe(330n * E18);
    expect(vault.now).toBe(1_700_000_000n);
    expect(vault.user?.shares).toBe(10n * E18);
    expect(vault.user?.fuelBalance).toBe(9n * E18);
  });

  it('a failed user-limit read means no limit (spec 8), the rest stays', async () => {
    scriptChain({ failLimit: true });
    const { result } = renderHook(() => usePoolsData(config, undefined), { wrapper: fakeProviders(chain, () => contracts) });
    await waitFor(() => expect(result.current.complete).toBe(true));
    const bnbPool = result.current.pools[1]!;
    expect(bnbPool.limit).toBe(0n);
    expect(bnbPool.totalStaked).toBe(50n * E18);
    expect(bnbPool.user).toBeUndefined();
    expect(result.current.vault.user).toBeUndefined();
  });

  it("the totals scope (the home page's figures) asks each Syrup pool for its totalStaked only, and prices it", async () => {
    scriptChain();
    const { result } = renderHook(() => usePoolsData(config, undefined, 'totals'), { wrapper: fakeProviders(chain, () => contracts) });
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(sousCalls).toEqual(['totalStaked']);
    expect(result.current.fuelPrice).toBe(3n * E18);
    expect(result.current.pools.map((p) => p.totalStakedUsd)).toEqual([3000n * E18, 15_000n * E18]);
  });
});
