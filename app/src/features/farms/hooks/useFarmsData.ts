/**
 * Everything the farms screen shows, in one batched read per block (spec 001
 * §7 "Farms"): totalAllocPoint and fuelPerBlock of the chef; per farm
 * poolInfo (allocation points), the LP's totalSupply, what the chef holds
 * staked, and the pair's reserves (which also price every token); with a
 * wallet userInfo, pendingCake, the LP allowance to the chef and the LP
 * balance.
 */
import { useMemo } from 'react';
import type { Address } from 'viem';
import { erc20Abi, fuelChefAbi } from '@fuelswap/contracts';
import type { FarmDef, FarmsConfig } from '@fuelswap/config';
import { farmApr, farmLiquidityUsd, formatMultiplier, lpTokenPriceUsd, valueUsd } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { readValue, ReadPlan, useBatchedReads, type ReadHandle } from '../../../chain/reads.ts';
import { addPriceReads, decodePrices, farmReserves, priceOf } from '../../../chain/prices.ts';

export interface FarmUserData {
  allowance: bigint | undefined;
  balance: bigint | undefined;
  staked: bigint | undefined;
  earnings: bigint | undefined;
}

export interface FarmView {
  def: FarmDef;
  allocPoint: bigint;
  multiplier: string;
  /** No allocation points: the farm no longer earns (the Finished tab). */
  finished: boolean;
  lpTotalSupply: bigint | undefined;
  lpStaked: bigint | undefined;
  liquidityUsd: bigint | undefined;
  lpPriceUsd: bigint | undefined;
  apr: bigint | undefined;
  earnedUsd: bigint | undefined;
  user: FarmUserData | undefined;
}

export function useFarmsData(config: FarmsConfig, account: Address | undefined) {
  const chainId = runtime().chainId;
  const plan = useMemo(() => {
    const p = new ReadPlan(chainId);
    const prices = addPriceReads(p, config);
    const chef = { totalAlloc: p.add(config.chef, fuelChefAbi, 'totalAllocPoint'), fuelPerBlock: p.add(config.chef, fuelChefAbi, 'fuelPerBlock') };
    const farms = config.farms
      .filter((f) => f.pid > 0)
      .map((f) => ({
        def: f,
        info: p.add(config.chef, fuelChefAbi, 'poolInfo', [BigInt(f.pid)]),
        supply: p.add(f.lpAddress, erc20Abi, 'totalSupply'),
        staked: p.add(config.chef, fuelChefAbi, 'totalStaked', [BigInt(f.pid)]),
        user: undefined as undefined | { info: ReadHandle<readonly [bigint, bigint]>; pending: ReadHandle<bigint>; allowance: ReadHandle<bigint>; balance: ReadHandle<bigint> },
      }));
    if (account) {
      for (const f of farms) {
        const pid = BigInt(f.def.pid);
        f.user = {
          info: p.add(config.chef, fuelChefAbi, 'userInfo', [pid, account]),
          pending: p.add(config.chef, fuelChefAbi, 'pendingCake', [pid, account]),
          allowance: p.add(f.def.lpAddress, erc20Abi, 'allowance', [account, config.chef]),
          balance: p.add(f.def.lpAddress, erc20Abi, 'balanceOf', [account]),
        };
      }
    }
    return { p, prices, chef, farms };
  }, [config, account, chainId]);

  const { results, refetch } = useBatchedReads(plan.p);

  const model = useMemo(() => {
    const prices = decodePrices(config, results, plan.prices);
    const fuelPrice = priceOf(prices, config.fuel.address);
    const totalAlloc = readValue(results, plan.chef.totalAlloc);
    const fuelPerBlock = readValue(results, plan.chef.fuelPerBlock);
    const farms: FarmView[] = plan.farms.map((f) => {
      const info = readValue(results, f.info);
      const allocPoint = info ? info[1] : BigInt(f.def.allocPoint);
      const lpTotalSupply = readValue(results, f.supply);
      const lpStaked = readValue(results, f.staked);
      const reserves = farmReserves(config, results, plan.prices, f.def.pid);
      const quotePrice = priceOf(prices, f.def.quoteToken.address);
      const lpInput = reserves && lpTotalSupply !== undefined ? { quoteReserve: reserves.quote, quoteDecimals: f.def.quoteToken.decimals, quotePriceUsd: quotePrice, lpTotalSupply } : undefined;
      const liquidityUsd = lpInput && lpStaked !== undefined ? farmLiquidityUsd({ ...lpInput, lpStaked }) : undefined;
      const apr =
        totalAlloc !== undefined && fuelPerBlock !== undefined && allocPoint > 0n
          ? farmApr({ fuelPerBlock, fuelDecimals: config.fuel.decimals, fuelPriceUsd: fuelPrice, allocPoint, totalAllocPoint: totalAlloc, liquidityUsd })
          : undefined;
      let user: FarmUserData | undefined;
      if (f.user) {
        const ui = readValue(results, f.user.info);
        user = {
          allowance: readValue(results, f.user.allowance),
          balance: readValue(results, f.user.balance),
          staked: ui?.[0],
          earnings: readValue(results, f.user.pending),
        };
      }
      return {
        def: f.def,
        allocPoint,
        multiplier: formatMultiplier(allocPoint),
        finished: allocPoint === 0n,
        lpTotalSupply,
        lpStaked,
        liquidityUsd,
        lpPriceUsd: lpInput ? lpTokenPriceUsd(lpInput) : undefined,
        apr,
        earnedUsd: user?.earnings !== undefined && fuelPrice !== undefined ? valueUsd(user.earnings, config.fuel.decimals, fuelPrice) : undefined,
        user,
      };
    });
    return { farms, fuelPrice };
  }, [config, plan, results]);

  const complete = results !== undefined && results.length === plan.p.calls.length;
  return { ...model, refetch, complete };
}
