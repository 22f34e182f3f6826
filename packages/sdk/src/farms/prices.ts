/**
 * Dollar prices from the chain (an LP's price assumes a two-sided
 * pool with total value doubled; the reference quote tokens are BUSD and wBNB).
 *
 * Prices are WAD dollars per whole token. They are derived from pair reserves
 * only: BUSD is $1, BNB is priced by the BUSD-BNB pair, FUEL by FUEL-BNB, and
 * every other token through whatever pair links it to an already priced token
 * (the deepest such pair wins). Nothing is hard-coded. A price outside
 * (0, MAX_TOKEN_PRICE_USD], or one that would come through a pair holding
 * less than MIN_PRICING_LIQUIDITY_USD on its priced side, stays unknown.
 */
import { MAX_TOKEN_PRICE_USD, MIN_PRICING_LIQUIDITY_USD, WAD } from './constants.ts';

const pow10 = (n: number) => 10n ** BigInt(n);

/** A price the screens may use: known, positive and not absurd. */
export function isSanePrice(price: bigint | undefined | null): price is bigint {
  return typeof price === 'bigint' && price > 0n && price <= MAX_TOKEN_PRICE_USD;
}

export interface ReservePair {
  /** Token addresses (any case) and their reserves in base units. */
  tokenA: string;
  tokenB: string;
  reserveA: bigint;
  reserveB: bigint;
  decimalsA: number;
  decimalsB: number;
}

/** Price of one whole `base` in whole `quote` units (WAD) implied by the reserves; undefined for an empty side. */
export function priceFromReserves(
  reserveBase: bigint,
  baseDecimals: number,
  reserveQuote: bigint,
  quoteDecimals: number,
): bigint | undefined {
  if (reserveBase <= 0n || reserveQuote <= 0n) return undefined;
  return (reserveQuote * pow10(baseDecimals) * WAD) / (reserveBase * pow10(quoteDecimals));
}

/** Dollar value (WAD) of `amount` base units at `priceUsd` (WAD per whole token). */
export function valueUsd(amount: bigint, decimals: number, priceUsd: bigint): bigint {
  return (amount * priceUsd) / pow10(decimals);
}

/**
 * Dollar prices of every token reachable from the dollar anchor through the
 * pairs, keyed by lower-case address. Round by round, each unpriced token
 * that shares a pair with a priced one takes its price from the deepest such
 * pair (by the priced side's dollar value); ties go to the earlier pair.
 */
export function resolveUsdPrices(usdToken: string, pairs: readonly ReservePair[]): Map<string, bigint> {
  const prices = new Map<string, bigint>([[usdToken.toLowerCase(), WAD]]);
  for (;;) {
    const best = new Map<string, { price: bigint; depth: bigint }>();
    for (const p of pairs) {
      const a = p.tokenA.toLowerCase();
      const b = p.tokenB.toLowerCase();
      for (const [known, unknown, rKnown, dKnown, rUnknown, dUnknown] of [
        [a, b, p.reserveA, p.decimalsA, p.reserveB, p.decimalsB],
        [b, a, p.reserveB, p.decimalsB, p.reserveA, p.decimalsA],
      ] as const) {
        const knownPrice = prices.get(known);
        if (knownPrice === undefined || prices.has(unknown)) continue;
        const depth = valueUsd(rKnown, dKnown, knownPrice);
        if (depth < MIN_PRICING_LIQUIDITY_USD) continue;
        if (rUnknown <= 0n || rKnown <= 0n) continue;
        // One division: (rKnown / 10^dKnown) · knownPrice / (rUnknown / 10^dUnknown).
        const price = (rKnown * pow10(dUnknown) * knownPrice) / (rUnknown * pow10(dKnown));
        if (!isSanePrice(price)) continue;
        const prev = best.get(unknown);
        if (!prev || depth > prev.depth) best.set(unknown, { price, depth });
      }
    }
    if (best.size === 0) return prices;
    for (const [token, { price }] of best) prices.set(token, price);
  }
}

export interface LpInput {
  /** The quote token's reserve in the pair (base units) and its dollar price. */
  quoteReserve: bigint;
  quoteDecimals: number;
  quotePriceUsd: bigint | undefined;
  lpTotalSupply: bigint;
}

/**
 * Dollar price (WAD) of one whole LP token (18 decimals): the pair's value
 * taken as twice its quote side ("two-sided pool, total value doubled") over
 * the LP supply.
 */
export function lpTokenPriceUsd(i: LpInput & { lpDecimals?: number }): bigint | undefined {
  if (!isSanePrice(i.quotePriceUsd) || i.lpTotalSupply <= 0n) return undefined;
  return (2n * valueUsd(i.quoteReserve, i.quoteDecimals, i.quotePriceUsd) * pow10(i.lpDecimals ?? 18)) / i.lpTotalSupply;
}

/**
 * A farm's liquidity: the dollar value (WAD) of the LP tokens staked in the
 * farm contract, i.e. twice the quote reserve times the staked share of the supply.
 */
export function farmLiquidityUsd(i: LpInput & { lpStaked: bigint }): bigint | undefined {
  if (!isSanePrice(i.quotePriceUsd) || i.lpTotalSupply <= 0n) return undefined;
  return (2n * valueUsd(i.quoteReserve, i.quoteDecimals, i.quotePriceUsd) * i.lpStaked) / i.lpTotalSupply;
}

/** The token and quote amounts behind `lp` LP tokens (base units). */
export function lpUnderlying(
  lp: bigint,
  lpTotalSupply: bigint,
  tokenReserve: bigint,
  quoteReserve: bigint,
): { token: bigint; quote: bigint } {
  if (lpTotalSupply <= 0n) return { token: 0n, quote: 0n };
  return { token: (tokenReserve * lp) / lpTotalSupply, quote: (quoteReserve * lp) / lpTotalSupply };
}
