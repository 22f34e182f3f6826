/**
 * Dollar prices from the chain's own pairs, inside a page's batched read:
 * the reserves of a set of pairs form the price graph and the SDK's
 * resolveUsdPrices walks it from BUSD. The one price source of the app: the
 * farm screens use every farm pair (BUSD-BNB and FUEL-BNB among them), the
 * shell's FUEL price (menu, titles) the two reference pairs FUEL-WBNB and
 * WBNB-BUSD; FUEL, BNB (as WBNB) and every farm token are priced the same way.
 */
import type { Address } from 'viem';
import { pairAbi } from '@fuelswap/contracts';
import type { ExchangeConfig, FarmsConfig, TokenInfo } from '@fuelswap/config';
import { Fraction, WAD, computePairAddress, resolveUsdPrices, type ReservePair } from '@fuelswap/sdk';
import { readValue, type ReadHandle, type ReadPlan, type ReadResults } from './reads.ts';
import { toToken } from './tokens.ts';

type Reserves = ReadHandle<readonly [bigint, bigint, number]>;

interface GraphToken {
  address: string;
  decimals: number;
}

/** One pair of the price graph: its two tokens (any order) and the read of its reserves. */
interface GraphPair {
  a: GraphToken;
  b: GraphToken;
  reserves: Reserves;
}

function reservePair(results: ReadResults, p: GraphPair): ReservePair | undefined {
  const r = readValue(results, p.reserves);
  if (!r) return undefined;
  const aIs0 = p.a.address.toLowerCase() < p.b.address.toLowerCase();
  return {
    tokenA: p.a.address,
    tokenB: p.b.address,
    reserveA: aIs0 ? r[0] : r[1],
    reserveB: aIs0 ? r[1] : r[0],
    decimalsA: p.a.decimals,
    decimalsB: p.b.decimals,
  };
}

function graphPrices(usd: string, results: ReadResults, pairs: readonly GraphPair[]): Map<string, bigint> {
  return resolveUsdPrices(
    usd,
    pairs.map((p) => reservePair(results, p)).filter((p): p is ReservePair => p !== undefined),
  );
}

export interface ReferencePriceReads {
  usd: string;
  fuel: string | undefined;
  pairs: GraphPair[];
}

/** getReserves of the reference pairs FUEL-WBNB and WBNB-BUSD (addresses by CREATE2 from the factory): the FUEL price on any chain. */
export function addReferencePriceReads(plan: ReadPlan, exchange: ExchangeConfig): ReferencePriceReads {
  const { fuel, wrappedNative: wbnb, usd, factory, initCodeHash } = exchange;
  const pairOf = (a: TokenInfo, b: TokenInfo): GraphPair => ({
    a,
    b,
    reserves: plan.add(computePairAddress(factory, toToken(a), toToken(b), initCodeHash), pairAbi, 'getReserves'),
  });
  const pairs = [pairOf(wbnb, usd), ...(fuel ? [pairOf(fuel, wbnb)] : [])];
  return { usd: usd.address, fuel: fuel?.address, pairs };
}

/** Dollar prices (WAD per whole token) of BUSD, WBNB and FUEL from the reference pairs, by lower-case address. */
export function decodeReferencePrices(results: ReadResults, reads: ReferencePriceReads): Map<string, bigint> {
  return graphPrices(reads.usd, results, reads.pairs);
}

/** The FUEL price in dollars (WAD per whole FUEL) from the reference pairs: the one the menu shows. */
export function decodeFuelPrice(results: ReadResults, reads: ReferencePriceReads): bigint | undefined {
  return reads.fuel ? priceOf(decodeReferencePrices(results, reads), reads.fuel) : undefined;
}

/** The FUEL price in dollars as a 3-decimal string ("2.512"), or undefined while unknown or when it rounds to 0. */
export function decodeFuelPriceText(results: ReadResults, reads: ReferencePriceReads): string | undefined {
  const wad = decodeFuelPrice(results, reads);
  if (wad === undefined) return undefined;
  const text = new Fraction(wad, WAD).toFixed(3);
  return /^0\.?0*$/.test(text) ? undefined : text;
}

export interface PriceReads {
  reserves: Map<number, Reserves>;
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
export function farmReserves(
  config: FarmsConfig,
  results: ReadResults,
  reads: PriceReads,
  pid: number,
): { token: bigint; quote: bigint } | undefined {
  const farm = config.farms.find((f) => f.pid === pid);
  const r = readValue(results, reads.reserves.get(pid));
  if (!farm || !r) return undefined;
  const tokenIs0 = farm.token.address.toLowerCase() < farm.quoteToken.address.toLowerCase();
  return tokenIs0 ? { token: r[0], quote: r[1] } : { token: r[1], quote: r[0] };
}

/** Dollar prices (WAD per whole token) by lower-case address, derived from the reserves only. */
export function decodePrices(config: FarmsConfig, results: ReadResults, reads: PriceReads): Map<string, bigint> {
  const pairs: GraphPair[] = [];
  for (const f of config.farms) {
    const reserves = reads.reserves.get(f.pid);
    if (reserves !== undefined) pairs.push({ a: f.token, b: f.quoteToken, reserves });
  }
  return graphPrices(config.usd.address, results, pairs);
}

export function priceOf(prices: Map<string, bigint>, address: string): bigint | undefined {
  return prices.get(address.toLowerCase());
}
