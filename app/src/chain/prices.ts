/**
 * Dollar prices from the chain's own pairs, inside a page's batched read:
 * the reserves of every farm pair form the price graph (BUSD-BNB and
 * FUEL-BNB among them) and the SDK's resolveUsdPrices walks it from BUSD.
 * FUEL, BNB (as WBNB) and every farm token are priced the same way.
 */
import type { Address } from 'viem';
import { pairAbi } from '@fuelswap/contracts';
import type { FarmsConfig } from '@fuelswap/config';
import { resolveUsdPrices, type ReservePair } from '@fuelswap/sdk';
import { readValue, type ReadHandle, type ReadPlan, type ReadResults } from './reads.ts';

export interface PriceReads {
  reserves: Map<number, ReadHandle<readonly [bigint, bigint, number]>>;
}

/** getReserves of every farm's pair: the chain's price graph. */
export function addPriceReads(plan: ReadPlan, config: FarmsConfig): PriceReads {
  const reserves: PriceReads['reserves'] = new Map();
  for (const f of config.farms) {
    if (f.pid === 0) continue;
    reserves.set(f.pid, plan.add(f.lpAddress as Address, pairAbi, 'getReserves'));
  }
  return { reserves };
}

/** The farm's reserves as token/quote amounts, or undefined. */
export function farmReserves(config: FarmsConfig, results: ReadResults, reads: PriceReads, pid: number): { token: bigint; quote: bigint } | undefined {
  const farm = config.farms.find((f) => f.pid === pid);
  const r = readValue(results, reads.reserves.get(pid));
  if (!farm || !r) return undefined;
  const tokenIs0 = farm.token.address.toLowerCase() < farm.quoteToken.address.toLowerCase();
  return tokenIs0 ? { token: r[0], quote: r[1] } : { token: r[1], quote: r[0] };
}

/** Dollar prices (WAD per whole token) by lower-case address, derived from the reserves only. */
export function decodePrices(config: FarmsConfig, results: ReadResults, reads: PriceReads): Map<string, bigint> {
  const pairs: ReservePair[] = [];
  for (const f of config.farms) {
    const r = farmReserves(config, results, reads, f.pid);
    if (!r) continue;
    pairs.push({
      tokenA: f.token.address,
      tokenB: f.quoteToken.address,
      reserveA: r.token,
      reserveB: r.quote,
      decimalsA: f.token.decimals,
      decimalsB: f.quoteToken.decimals,
    });
  }
  return resolveUsdPrices(config.usd.address, pairs);
}

export function priceOf(prices: Map<string, bigint>, address: string): bigint | undefined {
  return prices.get(address.toLowerCase());
}
