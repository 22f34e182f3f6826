import { describe, expect, it } from 'vitest';
import { WAD } from './constants.ts';
import { farmLiquidityUsd, isSanePrice, lpTokenPriceUsd, lpUnderlying, priceFromReserves, resolveUsdPrices, valueUsd } from './prices.ts';

const E18 = 10n ** 18n;
const E9 = 10n ** 9n;
const BUSD = '0x00000000000000000000000000000000000000B5';
const WBNB = '0x00000000000000000000000000000000000000BB';
const FUEL = '0x00000000000000000000000000000000000000F0';
const ALPACA = '0x00000000000000000000000000000000000000A1';
const TKO = '0x00000000000000000000000000000000000000A2';
const DUST = '0x00000000000000000000000000000000000000D0';
const ABSURD = '0x00000000000000000000000000000000000000D1';

// BUSD-BNB $12M deep at $600, FUEL-BNB $6M at $2.50.
const busdBnb = { tokenA: BUSD, tokenB: WBNB, reserveA: 6_000_000n * E18, reserveB: 10_000n * E18, decimalsA: 18, decimalsB: 18 };
const fuelBnb = { tokenA: FUEL, tokenB: WBNB, reserveA: 1_200_000n * E9, reserveB: 5_000n * E18, decimalsA: 9, decimalsB: 18 };

describe('dollar prices from reserves', () => {
  it('prices BNB through BUSD-BNB and FUEL through FUEL-BNB', () => {
    const prices = resolveUsdPrices(BUSD, [fuelBnb, busdBnb]);
    expect(prices.get(BUSD.toLowerCase())).toBe(WAD);
    expect(prices.get(WBNB.toLowerCase())).toBe(600n * WAD);
    expect(prices.get(FUEL.toLowerCase())).toBe(25n * 10n ** 17n);
  });

  it('walks several hops (TKO via ALPACA via BUSD) and picks the deepest pair', () => {
    const alpacaBusd = { tokenA: ALPACA, tokenB: BUSD, reserveA: 1_000_000n * E18, reserveB: 600_000n * E18, decimalsA: 18, decimalsB: 18 };
    const alpacaBnbShallow = { tokenA: ALPACA, tokenB: WBNB, reserveA: 1000n * E18, reserveB: 2n * E18, decimalsA: 18, decimalsB: 18 };
    const tkoAlpaca = { tokenA: TKO, tokenB: ALPACA, reserveA: 50_000n * E18, reserveB: 100_000n * E18, decimalsA: 18, decimalsB: 18 };
    const prices = resolveUsdPrices(BUSD, [busdBnb, alpacaBnbShallow, tkoAlpaca, alpacaBusd]);
    expect(prices.get(ALPACA.toLowerCase())).toBe(6n * 10n ** 17n); // $0.60 from the $600k side, not $1.20 from the $1.2k one
    expect(prices.get(TKO.toLowerCase())).toBe(12n * 10n ** 17n);
  });

  it('leaves dust-pool and absurd prices unknown', () => {
    const dust = { tokenA: DUST, tokenB: WBNB, reserveA: 1n, reserveB: 10n ** 16n, decimalsA: 18, decimalsB: 18 }; // $6 of BNB
    const absurd = { tokenA: ABSURD, tokenB: WBNB, reserveA: 1n, reserveB: 1000n * E18, decimalsA: 18, decimalsB: 18 };
    const prices = resolveUsdPrices(BUSD, [busdBnb, dust, absurd]);
    expect(prices.has(DUST.toLowerCase())).toBe(false);
    expect(prices.has(ABSURD.toLowerCase())).toBe(false);
    expect(isSanePrice(undefined)).toBe(false);
    expect(isSanePrice(0n)).toBe(false);
    expect(isSanePrice(10n ** 9n * WAD)).toBe(true);
    expect(isSanePrice(10n ** 9n * WAD + 1n)).toBe(false);
  });

  it('prices from reserves across decimals and values amounts', () => {
    expect(priceFromReserves(800_000n * E9, 9, 2_000_000n * E18, 18)).toBe(25n * 10n ** 17n);
    expect(priceFromReserves(0n, 9, 1n, 18)).toBeUndefined();
    expect(valueUsd(4n * E9, 9, 25n * 10n ** 17n)).toBe(10n * WAD);
  });
});

describe('LP price (two-sided pool, total value doubled)', () => {
  const quoteReserve = (2_000_000n * E18) / 600n; // BNB side of FUEL-BNB: $2M
  const bnb = 600n * WAD;
  it('values one LP as twice the quote side over the supply', () => {
    // $4M pair, 40,000 LP: $100 per LP.
    const price = lpTokenPriceUsd({ quoteReserve, quoteDecimals: 18, quotePriceUsd: bnb, lpTotalSupply: 40_000n * E18 });
    expect(price! / 10n ** 12n).toBe(99_999_999n); // $99.999999.. (the BNB reserve was rounded down)
  });

  it('liquidity is the staked share of the pair value', () => {
    const liq = farmLiquidityUsd({
      quoteReserve: 1000n * E18,
      quoteDecimals: 18,
      quotePriceUsd: bnb,
      lpTotalSupply: 100n * E18,
      lpStaked: 10n * E18,
    });
    expect(liq).toBe(120_000n * WAD); // 2 · 1000 · $600 · 10%
    expect(
      farmLiquidityUsd({ quoteReserve: 1n, quoteDecimals: 18, quotePriceUsd: undefined, lpTotalSupply: 1n, lpStaked: 1n }),
    ).toBeUndefined();
  });

  it('splits LP into its underlying amounts', () => {
    expect(lpUnderlying(10n, 100n, 1000n, 50n)).toEqual({ token: 100n, quote: 5n });
    expect(lpUnderlying(10n, 0n, 1000n, 50n)).toEqual({ token: 0n, quote: 0n });
  });
});
