/**
 * Everything the farms screen shows, in one batched read per block:
 * totalAllocPoint and fuelPerBlock of the chef; per farm
 * poolInfo (allocation points), the LP's totalSupply, what the chef holds
 * staked, and the pair's reserves (which also price every token); with a
 * wallet userInfo, pendingCake, the LP allowance to the chef and the LP
 * balance.
 *
 * With `auctionFarms`, also the community farm auction's winners' farms: the chef is
 * asked for each auction project's LP (farmOf: pid and end block); the farms it has are read like the others,
 * in the same batch, appended after every other read so earlier results keep their places while the list grows.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Address } from 'viem';
import { erc20Abi, fuelChefAbi, pairAbi } from '@fuelswap/contracts';
import { AUCTION_FARM_ALLOC_POINT, parseDeployedAuction, type AuctionProject, type FarmDef, type FarmsConfig } from '@fuelswap/config';
import { farmApr, farmLiquidityUsd, formatMultiplier, lpTokenPriceUsd, valueUsd } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { deployedSection } from '../../../chain/deployment.ts';
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
  /** A community auction winner's farm: its last earning block (the chef's farmEndBlock). */
  endBlock?: bigint;
  /** The auction project that won it. */
  project?: string;
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

interface AuctionFarm {
  def: FarmDef;
  endBlock: bigint;
  project: string;
}

/** The auction projects that have a farm to win (the deployment's auction section). */
function auctionProjects(): (AuctionProject & { farm: NonNullable<AuctionProject['farm']> })[] {
  const projects = deployedSection('auction', parseDeployedAuction)?.projects ?? [];
  return projects.filter((p): p is AuctionProject & { farm: NonNullable<AuctionProject['farm']> } => !!p.farm);
}

export function useFarmsData(config: FarmsConfig, account: Address | undefined, options: { auctionFarms?: boolean } = {}) {
  const chainId = runtime().chainId;
  const projects = useMemo(() => (options.auctionFarms ? auctionProjects() : []), [options.auctionFarms]);
  // The auction farms the chef had at the last read (their pids are only known from the chain).
  const [auctionFarms, setAuctionFarms] = useState<AuctionFarm[]>([]);
  const plan = useMemo(() => {
    const p = new ReadPlan(chainId);
    const prices = addPriceReads(p, config);
    const chef = {
      totalAlloc: p.add(config.chef, fuelChefAbi, 'totalAllocPoint'),
      fuelPerBlock: p.add(config.chef, fuelChefAbi, 'fuelPerBlock'),
    };
    const farms = config.farms
      .filter((f) => f.pid > 0)
      .map((f) => ({
        def: f,
        info: p.add(config.chef, fuelChefAbi, 'poolInfo', [BigInt(f.pid)]),
        supply: p.add(f.lpAddress, erc20Abi, 'totalSupply'),
        staked: p.add(config.chef, fuelChefAbi, 'totalStaked', [BigInt(f.pid)]),
        user: undefined as
          | undefined
          | {
              info: ReadHandle<readonly [bigint, bigint]>;
              pending: ReadHandle<bigint>;
              allowance: ReadHandle<bigint>;
              balance: ReadHandle<bigint>;
            },
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
    // After every other read: which project LPs have a farm, then those farms.
    const farmOf = projects.map((pr) => ({ project: pr, read: p.add(config.chef, fuelChefAbi, 'farmOf', [pr.farm.lpAddress]) }));
    const auction = auctionFarms.map((a) => {
      const pid = BigInt(a.def.pid);
      return {
        ...a,
        info: p.add(config.chef, fuelChefAbi, 'poolInfo', [pid]),
        supply: p.add(a.def.lpAddress, erc20Abi, 'totalSupply'),
        staked: p.add(config.chef, fuelChefAbi, 'totalStaked', [pid]),
        reserves: p.add(a.def.lpAddress, pairAbi, 'getReserves'),
        user: account
          ? {
              info: p.add(config.chef, fuelChefAbi, 'userInfo', [pid, account]),
              pending: p.add(config.chef, fuelChefAbi, 'pendingCake', [pid, account]),
              allowance: p.add(a.def.lpAddress, erc20Abi, 'allowance', [account, config.chef]),
              balance: p.add(a.def.lpAddress, erc20Abi, 'balanceOf', [account]),
            }
          : undefined,
      };
    });
    return { p, prices, chef, farms, farmOf, auction };
  }, [config, account, chainId, projects, auctionFarms]);

  const { results, refetch, isPlaceholderData } = useBatchedReads(plan.p);

  // The farms the chef has for the projects' LPs, from this read; the plan grows (or shrinks) to read them.
  const found = useMemo(() => {
    const list: AuctionFarm[] = [];
    // The previous plan's results (kept while this one loads) may hold other reads at these places.
    if (isPlaceholderData) return list;
    for (const f of plan.farmOf) {
      const v = readValue(results, f.read);
      if (!v || !v[0]) continue;
      const [, pid, endBlock] = v;
      const pr = f.project;
      const token = { address: pr.farm.tokenAddress, symbol: pr.token, decimals: pr.farm.tokenDecimals };
      list.push({
        project: pr.name,
        endBlock,
        def: {
          pid: Number(pid),
          lpSymbol: `${pr.token}-BNB LP`,
          lpAddress: pr.farm.lpAddress,
          token,
          quoteToken: config.wbnb,
          isCommunity: true,
          allocPoint: Number(AUCTION_FARM_ALLOC_POINT),
        },
      });
    }
    return list;
  }, [plan, results, config, isPlaceholderData]);
  const foundKey = found.map((a) => `${a.def.pid}:${a.endBlock}`).join(',');
  const knownKey = auctionFarms.map((a) => `${a.def.pid}:${a.endBlock}`).join(',');
  const farmOfAnswered = !isPlaceholderData && plan.farmOf.length > 0 && plan.farmOf.every((f) => readValue(results, f.read) !== undefined);
  useEffect(() => {
    if (farmOfAnswered && foundKey !== knownKey) setAuctionFarms(found);
  }, [farmOfAnswered, foundKey, knownKey, found]);

  const model = useMemo(() => {
    const prices = decodePrices(config, results, plan.prices);
    const fuelPrice = priceOf(prices, config.fuel.address);
    // Public reads come first in every plan, so the previous plan's results (kept while this one loads) still hold
    // them at the same places. Everything after them (the user's reads, the auction farms') shifts when the plan
    // changes shape (a wallet connects, an auction farm appears), so it is only read from this plan's own results.
    const own = isPlaceholderData ? undefined : results;
    const totalAlloc = readValue(results, plan.chef.totalAlloc);
    const fuelPerBlock = readValue(results, plan.chef.fuelPerBlock);
    const farms: FarmView[] = plan.farms.map((f) => {
      const info = readValue(results, f.info);
      const allocPoint = info ? info[1] : BigInt(f.def.allocPoint);
      const lpTotalSupply = readValue(results, f.supply);
      const lpStaked = readValue(results, f.staked);
      const reserves = farmReserves(config, results, plan.prices, f.def.pid);
      const quotePrice = priceOf(prices, f.def.quoteToken.address);
      const lpInput =
        reserves && lpTotalSupply !== undefined
          ? { quoteReserve: reserves.quote, quoteDecimals: f.def.quoteToken.decimals, quotePriceUsd: quotePrice, lpTotalSupply }
          : undefined;
      const liquidityUsd = lpInput && lpStaked !== undefined ? farmLiquidityUsd({ ...lpInput, lpStaked }) : undefined;
      const apr =
        totalAlloc !== undefined && fuelPerBlock !== undefined && allocPoint > 0n
          ? farmApr({
              fuelPerBlock,
              fuelDecimals: config.fuel.decimals,
              fuelPriceUsd: fuelPrice,
              allocPoint,
              totalAllocPoint: totalAlloc,
              liquidityUsd,
            })
          : undefined;
      let user: FarmUserData | undefined;
      if (f.user) {
        const ui = readValue(own, f.user.info);
        user = {
          allowance: readValue(own, f.user.allowance),
          balance: readValue(own, f.user.balance),
          staked: ui?.[0],
          earnings: readValue(own, f.user.pending),
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
        earnedUsd:
          user?.earnings !== undefined && fuelPrice !== undefined ? valueUsd(user.earnings, config.fuel.decimals, fuelPrice) : undefined,
        user,
      };
    });
    for (const a of plan.auction) {
      const info = readValue(own, a.info);
      const allocPoint = info ? info[1] : BigInt(a.def.allocPoint);
      const lpTotalSupply = readValue(own, a.supply);
      const lpStaked = readValue(own, a.staked);
      const r = readValue(own, a.reserves);
      const quoteIs0 = config.wbnb.address.toLowerCase() < a.def.token.address.toLowerCase();
      const quoteReserve = r ? (quoteIs0 ? r[0] : r[1]) : undefined;
      const quotePrice = priceOf(prices, config.wbnb.address);
      const lpInput =
        quoteReserve !== undefined && lpTotalSupply !== undefined
          ? { quoteReserve, quoteDecimals: config.wbnb.decimals, quotePriceUsd: quotePrice, lpTotalSupply }
          : undefined;
      const liquidityUsd = lpInput && lpStaked !== undefined ? farmLiquidityUsd({ ...lpInput, lpStaked }) : undefined;
      const apr =
        totalAlloc !== undefined && fuelPerBlock !== undefined && allocPoint > 0n
          ? farmApr({
              fuelPerBlock,
              fuelDecimals: config.fuel.decimals,
              fuelPriceUsd: fuelPrice,
              allocPoint,
              totalAllocPoint: totalAlloc,
              liquidityUsd,
            })
          : undefined;
      const ui = a.user ? readValue(own, a.user.info) : undefined;
      const user: FarmUserData | undefined = a.user
        ? {
            allowance: readValue(own, a.user.allowance),
            balance: readValue(own, a.user.balance),
            staked: ui?.[0],
            earnings: readValue(own, a.user.pending),
          }
        : undefined;
      farms.push({
        def: a.def,
        endBlock: a.endBlock,
        project: a.project,
        allocPoint,
        multiplier: formatMultiplier(allocPoint),
        finished: allocPoint === 0n,
        lpTotalSupply,
        lpStaked,
        liquidityUsd,
        lpPriceUsd: lpInput ? lpTokenPriceUsd(lpInput) : undefined,
        apr,
        earnedUsd:
          user?.earnings !== undefined && fuelPrice !== undefined ? valueUsd(user.earnings, config.fuel.decimals, fuelPrice) : undefined,
        user,
      });
    }
    return { farms, fuelPrice };
  }, [config, plan, results, isPlaceholderData]);

  const complete = results !== undefined && results.length === plan.p.calls.length;
  return { ...model, refetch, complete };
}
