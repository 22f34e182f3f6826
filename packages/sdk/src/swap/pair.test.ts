import { describe, expect, it } from 'vitest';
import { CurrencyAmount } from './amount.ts';
import { InsufficientInputAmountError, InsufficientReservesError } from './errors.ts';
import { BUSD, E18, E9, FACTORY, FUEL, INIT_CODE_HASH, USDT, WBNB, pair } from './fixtures.test-helpers.ts';
import { Pair } from './pair.ts';
import { computePairAddress } from './pair-address.ts';
import { getAmountIn, getAmountOut } from './pair-math.ts';
import { Fraction } from '../math/fraction.ts';

const amt = (t: typeof BUSD, raw: bigint) => CurrencyAmount.fromRaw(t, raw);

describe('swap formulas with the 0.25% fee (spec 9)', () => {
  it('out = in·9975·Rout / (Rin·10000 + in·9975)', () => {
    // 1 BUSD into a 100/100 pool: 9975e38 / (1e24 + 9.975e21)
    expect(getAmountOut(E18, 100n * E18, 100n * E18)).toBe(987_648_209_114_086_982n);
    expect(getAmountOut(10n, 1000n, 1000n)).toBe(9n); // 99750·1000 / 10099750
  });
  it('in = Rin·out·10000 / ((Rout − out)·9975) + 1', () => {
    expect(getAmountIn(E18, 100n * E18, 100n * E18)).toBe(1_012_632_591_579_960_002n);
  });
  it('is the 0.25% fee: a tiny trade in a deep pool loses 0.25% (rounded down)', () => {
    expect(getAmountOut(10_000n, 10n ** 30n, 10n ** 30n)).toBe(9974n); // 9975 minus the price move, floored
    expect(getAmountOut(1_000_000n, 10n ** 36n, 10n ** 36n)).toBe(997_499n);
  });
});

describe('Pair', () => {
  const p = pair(BUSD, 100n * E18, USDT, 100n * E18);

  it('keeps tokens in address order and knows its address', () => {
    const flipped = pair(USDT, 100n * E18, BUSD, 100n * E18);
    expect(p.token0).toBe(BUSD);
    expect(flipped.token0).toBe(BUSD);
    expect(p.address).toBe(computePairAddress(FACTORY, USDT, BUSD, INIT_CODE_HASH));
    expect(p.liquidityToken.address).toBe(p.address);
    expect(p.liquidityToken.decimals).toBe(18);
  });

  it('quotes outputs and inputs and returns the next state', () => {
    const [out, next] = p.getOutputAmount(amt(BUSD, E18));
    expect(out.currency).toBe(USDT);
    expect(out.raw).toBe(987_648_209_114_086_982n);
    expect(next.reserveOf(BUSD).raw).toBe(101n * E18);
    expect(next.reserveOf(USDT).raw).toBe(100n * E18 - out.raw);
    const [inp] = p.getInputAmount(amt(USDT, E18));
    expect(inp.currency).toBe(BUSD);
    expect(inp.raw).toBe(1_012_632_591_579_960_002n);
  });

  it('gives a mid price per token', () => {
    const q = pair(FUEL, 1000n * E9, BUSD, 2500n * E18);
    expect(q.priceOf(FUEL).toSignificant()).toBe('2.5');
    expect(q.priceOf(BUSD).toSignificant()).toBe('0.4');
    expect(() => q.priceOf(USDT)).toThrow();
  });

  it('throws InsufficientReserves / InsufficientInput errors', () => {
    const empty = pair(BUSD, 0n, USDT, 100n);
    expect(() => empty.getOutputAmount(amt(BUSD, 10n))).toThrow(InsufficientReservesError);
    expect(() => p.getInputAmount(amt(USDT, 100n * E18))).toThrow(InsufficientReservesError);
    expect(() => p.getInputAmount(amt(USDT, 101n * E18))).toThrow(InsufficientReservesError);
    expect(() => p.getOutputAmount(amt(BUSD, 1n))).toThrow(InsufficientInputAmountError);
    expect(() => p.getOutputAmount(amt(WBNB, 1n))).toThrow(/not in this pair/);
  });

  it('mints sqrt(a·b) − 1000 on the first deposit, the smaller share after', () => {
    const lp = p.liquidityToken;
    const fresh = pair(BUSD, 0n, USDT, 0n);
    expect(fresh.getLiquidityMinted(amt(lp, 0n), amt(BUSD, E18), amt(USDT, 4n * E18)).raw).toBe(1_999_999_999_999_999_000n);
    // supply 100e18 over reserves 100/100: depositing 10 and 20 mints min(10, 20)e18
    expect(p.getLiquidityMinted(amt(lp, 100n * E18), amt(USDT, 20n * E18), amt(BUSD, 10n * E18)).raw).toBe(10n * E18);
    expect(() => fresh.getLiquidityMinted(amt(lp, 0n), amt(BUSD, 1000n), amt(USDT, 1000n))).toThrow(InsufficientInputAmountError);
    expect(() => p.getLiquidityMinted(amt(WBNB, 1n), amt(USDT, 1n), amt(BUSD, 1n))).toThrow();
  });

  it('values liquidity for burning, with and without the protocol fee', () => {
    const lp = p.liquidityToken;
    expect(p.getLiquidityValue(BUSD, amt(lp, 100n * E18), amt(lp, 25n * E18)).raw).toBe(25n * E18);
    expect(p.getLiquidityValue(BUSD, amt(lp, 0n), amt(lp, 0n)).raw).toBe(0n);
    expect(() => p.getLiquidityValue(BUSD, amt(lp, 1n), amt(lp, 2n))).toThrow();
    // k grew from 8100e36 (√ = 90e18) to 100e36 (√ = 100e18): with share φ = 8/25 the
    // protocol gets S·10e18·8 / (100e18·17 + 90e18·8) = 100e18·80/2420 ≈ 3.3057851e18
    const fee = (100n * E18 * 10n * E18 * 8n) / (100n * E18 * 17n + 90n * E18 * 8n);
    expect(fee).toBe(3_305_785_123_966_942_148n);
    const withFee = p.getLiquidityValue(BUSD, amt(lp, 100n * E18), amt(lp, 25n * E18), { kLast: 8100n * E18 * E18 });
    expect(withFee.raw).toBe((25n * E18 * 100n * E18) / (100n * E18 + fee));
    // the Uniswap 1/6 share reproduces the classic rootK·5 + rootKLast denominator
    const uni = p.getLiquidityValue(BUSD, amt(lp, 100n * E18), amt(lp, 25n * E18), {
      kLast: 8100n * E18 * E18,
      protocolShare: new Fraction(1n, 6n),
    });
    const uniFee = (100n * E18 * 10n * E18) / (100n * E18 * 5n + 90n * E18);
    expect(uni.raw).toBe((25n * E18 * 100n * E18) / (100n * E18 + uniFee));
  });

  it('is immutable', () => {
    const before = p.reserve0.raw;
    p.getOutputAmount(amt(BUSD, E18));
    expect(p.reserve0.raw).toBe(before);
  });
});
