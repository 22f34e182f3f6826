/**
 * Everything the IFO screens show, in one batched read per block: per sale
 * both pools' information and the unlimited pool's tax rate; the LP token's
 * supply and the FUEL-WBNB and WBNB-BUSD reserves that price it in dollars;
 * and with a wallet, per sale the user's committed amounts, claims and the
 * amounts harvest would pay, the LP balance and allowance, and whether the
 * profile is active (a profile is needed).
 */
import { useMemo } from 'react';
import type { Address } from 'viem';
import { erc20Abi, fuelIFOAbi, fuelProfileAbi, pairAbi } from '@fuelswap/contracts';
import { IFO_CATALOGUE, parseDeployedIfos, parseDeployedProfile, type DeployedIfo, type IfoCatalogueEntry } from '@fuelswap/config';
import type { IfoPool } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { deployedSection } from '../../../chain/deployment.ts';
import { useCurrentBlock } from '../../../chain/blocks.ts';
import { readValue, ReadPlan, useBatchedReads } from '../../../chain/reads.ts';
import { addReferencePriceReads, decodeReferencePrices, priceOf } from '../../../chain/prices.ts';

export interface SalePool extends IfoPool {
  pid: 0 | 1;
  limitPerUser: bigint;
  /** Unlimited pool: the overflow tax rate now, in parts of 1e12. */
  taxRate: bigint | undefined;
}

export interface SaleUserPool {
  committed: bigint;
  claimed: boolean;
  offering: bigint;
  refund: bigint;
  tax: bigint;
}

export interface IfoView {
  entry: IfoCatalogueEntry;
  deployed: DeployedIfo;
  /** Pools present in this sale (v1: unlimited only), undefined while loading or on a failed read. */
  basic: SalePool | undefined;
  unlimited: SalePool | undefined;
  user: { basic: SaleUserPool | undefined; unlimited: SaleUserPool | undefined } | undefined;
}

export interface IfoData {
  /** undefined: no IFO is deployed on this chain. */
  ifos: IfoView[] | undefined;
  lpToken: Address | undefined;
  /** Dollar price of one whole LP token, WAD (1e18 = $1). */
  lpPriceUsd: bigint | undefined;
  block: bigint | undefined;
  account: Address | undefined;
  lpBalance: bigint | undefined;
  /** Allowance of the LP token per sale address (lower case). */
  allowances: Map<string, bigint>;
  hasActiveProfile: boolean | undefined;
  profileDeployed: boolean;
  refetch: () => unknown;
  isError: boolean;
  /** The sales' first read is still under way (no answer and no error yet). */
  loading: boolean;
}

export function useIfoData(account: Address | undefined): IfoData {
  const rt = runtime();
  const section = deployedSection('ifo', parseDeployedIfos, rt);
  const profile = deployedSection('profile', parseDeployedProfile, rt)?.profile;
  const block = useCurrentBlock(rt.chainId);

  const { plan, idx } = useMemo(() => {
    const plan = new ReadPlan(rt.chainId);
    if (!section) return { plan, idx: undefined };
    const lp = section.lpToken;
    const idx = {
      lpReserves: plan.add(lp, pairAbi, 'getReserves'),
      lpToken0: plan.add(lp, pairAbi, 'token0'),
      lpSupply: plan.add(lp, pairAbi, 'totalSupply'),
      prices: addReferencePriceReads(plan, rt.exchange),
      sales: section.entries.map((e) => ({
        pool0: plan.add(e.address, fuelIFOAbi, 'viewPoolInformation', [0n]),
        pool1: plan.add(e.address, fuelIFOAbi, 'viewPoolInformation', [1n]),
        tax1: plan.add(e.address, fuelIFOAbi, 'viewPoolTaxRateOverflow', [1n]),
        user: account ? plan.add(e.address, fuelIFOAbi, 'viewUserInfo', [account, [0, 1]]) : undefined,
        amounts: account ? plan.add(e.address, fuelIFOAbi, 'viewUserOfferingAndRefundingAmountsForPools', [account, [0, 1]]) : undefined,
        allowance: account ? plan.add(lp, erc20Abi, 'allowance', [account, e.address]) : undefined,
      })),
      lpBalance: account ? plan.add(lp, erc20Abi, 'balanceOf', [account]) : undefined,
      profile: account && profile ? plan.add(profile, fuelProfileAbi, 'getUserStatus', [account]) : undefined,
    };
    return { plan, idx };
  }, [rt, section, profile, account]);

  const { results, refetch, isError } = useBatchedReads(plan);

  return useMemo((): IfoData => {
    const base = {
      block: block === undefined ? undefined : BigInt(block),
      account,
      refetch,
      isError,
      loading: results === undefined && !isError,
      profileDeployed: profile !== undefined,
    };
    if (!section || !idx) {
      return {
        ...base,
        ifos: undefined,
        lpToken: undefined,
        lpPriceUsd: undefined,
        lpBalance: undefined,
        allowances: new Map(),
        hasActiveProfile: undefined,
      };
    }
    // LP price: the pool holds as much value in WBNB as in FUEL, so one LP is worth 2 × its WBNB share.
    const reserves = readValue(results, idx.lpReserves);
    const token0 = readValue(results, idx.lpToken0);
    const supply = readValue(results, idx.lpSupply);
    // The BNB price: the app's one price source (chain/prices.ts), as the menu's FUEL price.
    const wbnb = rt.exchange.wrappedNative.address.toLowerCase();
    const bnbPrice = priceOf(decodeReferencePrices(results, idx.prices), wbnb);
    let lpPriceUsd: bigint | undefined;
    if (reserves && token0 && supply && supply > 0n && bnbPrice !== undefined) {
      const reserveBnb = token0.toLowerCase() === wbnb ? reserves[0] : reserves[1];
      lpPriceUsd = (2n * reserveBnb * bnbPrice) / supply;
    }
    const allowances = new Map<string, bigint>();
    const ifos = section.entries.flatMap((deployed, i): IfoView[] => {
      const entry = IFO_CATALOGUE.find((c) => c.id === deployed.id);
      const s = idx.sales[i];
      if (!entry) return [];
      // The plan reads one sale per deployed entry, in the same order.
      if (!s) throw new Error(`No reads were planned for the sale ${deployed.id}.`);
      const pool = (pid: 0 | 1, read: typeof s.pool0): SalePool | undefined => {
        const p = readValue(results, read);
        if (!p || p[1] === 0n) return undefined; // not set: a v1 sale has no basic pool
        return {
          pid,
          raisingAmount: p[0],
          offeringAmount: p[1],
          limitPerUser: p[2],
          hasTax: p[3],
          totalAmount: p[4],
          taxRate: pid === 1 ? readValue(results, s.tax1) : 0n,
        };
      };
      const info = readValue(results, s.user);
      const amounts = readValue(results, s.amounts);
      const userPool = (k: 0 | 1): SaleUserPool | undefined =>
        info && amounts
          ? {
              committed: info[0][k] ?? 0n,
              claimed: info[1][k] ?? false,
              offering: amounts[k]?.[0] ?? 0n,
              refund: amounts[k]?.[1] ?? 0n,
              tax: amounts[k]?.[2] ?? 0n,
            }
          : undefined;
      const allowance = readValue(results, s.allowance);
      if (allowance !== undefined) allowances.set(deployed.address.toLowerCase(), allowance);
      return [
        {
          entry,
          deployed,
          basic: pool(0, s.pool0),
          unlimited: pool(1, s.pool1),
          user: account ? { basic: userPool(0), unlimited: userPool(1) } : undefined,
        },
      ];
    });
    return {
      ...base,
      ifos,
      lpToken: section.lpToken,
      lpPriceUsd,
      lpBalance: readValue(results, idx.lpBalance),
      allowances,
      hasActiveProfile: idx.profile === undefined ? (account ? false : undefined) : readValue(results, idx.profile),
    };
  }, [section, idx, results, block, account, refetch, isError, profile, rt]);
}
