/**
 * A split as the swap screen reads a trade (amounts, price, impact, slippage limits), and the helpers that
 * treat a single route and a split alike. Light on purpose: the page's first load carries this, not the
 * split search (split.ts) or the gas-aware choice (execution.ts).
 */
import { Fraction } from '../math/fraction.ts';
import { ONE_HUNDRED_PERCENT, Percent, ZERO_PERCENT } from '../math/percent.ts';
import type { CurrencyAmount } from './amount.ts';
import type { Currency } from './currency.ts';
import { FEE_DENOMINATOR, FEE_NUMERATOR } from './pair-math.ts';
import { Price } from './price.ts';
import type { Route } from './route.ts';
import type { SplitPart, SplitTrade } from './split.ts';
import { type Trade, TradeType } from './trade.ts';

/**
 * A split trade with the surface of a Trade that the swap screen reads (amounts, price, impact, limits),
 * and its parts in the order the router executes them.
 */
export class SplitRouteTrade<TIn extends Currency = Currency, TOut extends Currency = Currency> {
  readonly tradeType: TradeType;
  readonly inputAmount: CurrencyAmount<TIn>;
  readonly outputAmount: CurrencyAmount<TOut>;
  readonly parts: readonly SplitPart<TIn, TOut>[];
  readonly split: SplitTrade<TIn, TOut>;

  constructor(split: SplitTrade<TIn, TOut>) {
    if (split.parts.length === 0) throw new Error('A split needs at least one route');
    this.split = split;
    this.tradeType = split.tradeType;
    this.inputAmount = split.inputAmount;
    this.outputAmount = split.outputAmount;
    this.parts = split.parts;
  }

  get routes(): Route<TIn, TOut>[] {
    return this.parts.map((p) => p.route);
  }

  get executionPrice(): Price<TIn, TOut> {
    return new Price(this.inputAmount.currency, this.outputAmount.currency, this.inputAmount.raw, this.outputAmount.raw);
  }

  /**
   * (Σ midPriceᵢ·inᵢ − out) / Σ midPriceᵢ·inᵢ: each part valued at its own route's mid price before the
   * trade, as a single route's impact is. Includes the 0.25% fee per hop.
   */
  get priceImpact(): Percent {
    let quoted = new Fraction(0n);
    for (const p of this.parts) {
      const mid = p.route.midPrice;
      quoted = quoted.add(new Fraction(mid.numerator * p.inputAmount.raw, mid.denominator));
    }
    if (quoted.numerator === 0n) return ZERO_PERCENT;
    return Percent.fromFraction(quoted.subtract(this.outputAmount.raw).divide(quoted));
  }

  /** As Trade.minimumAmountOut: out / (1 + slippage), rounded down; the output itself for exact output. */
  minimumAmountOut(slippage: Percent): CurrencyAmount<TOut> {
    if (slippage.lessThan(0n)) throw new RangeError('Slippage tolerance must not be negative');
    if (this.tradeType === TradeType.EXACT_OUTPUT) return this.outputAmount;
    return this.outputAmount.multiply(new Fraction(slippage.denominator, slippage.denominator + slippage.numerator));
  }

  /** As Trade.maximumAmountIn: in × (1 + slippage), rounded down; the input itself for exact input. */
  maximumAmountIn(slippage: Percent): CurrencyAmount<TIn> {
    if (slippage.lessThan(0n)) throw new RangeError('Slippage tolerance must not be negative');
    if (this.tradeType === TradeType.EXACT_INPUT) return this.inputAmount;
    return this.inputAmount.multiply(new Fraction(slippage.denominator + slippage.numerator, slippage.denominator));
  }
}

/** What the swap screen can send: one route, or a split over several. */
export type AnyTrade<TIn extends Currency = Currency, TOut extends Currency = Currency> = Trade<TIn, TOut> | SplitRouteTrade<TIn, TOut>;

export function isSplitTrade(t: AnyTrade | undefined | null): t is SplitRouteTrade {
  return t instanceof SplitRouteTrade;
}

/** The routes a trade uses, in execution order (one for a plain Trade). */
export function tradeRoutes<I extends Currency, O extends Currency>(t: AnyTrade<I, O>): Route<I, O>[] {
  return isSplitTrade(t) ? t.routes : [(t as Trade<I, O>).route];
}

const KEPT_PER_HOP = new Fraction(FEE_NUMERATOR, FEE_DENOMINATOR);

/** 1 − 0.9975ⁿ: the share of the input paid in LP fees over n hops. */
export function lpFeeShare(hops: number): Percent {
  let kept: Fraction = ONE_HUNDRED_PERCENT;
  for (let i = 0; i < hops; i++) kept = kept.multiply(KEPT_PER_HOP);
  return Percent.fromFraction(ONE_HUNDRED_PERCENT.subtract(kept));
}
