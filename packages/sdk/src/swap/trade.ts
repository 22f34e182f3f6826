import { Fraction } from '../math/fraction.ts';
import { Percent, ZERO_PERCENT } from '../math/percent.ts';
import { CurrencyAmount } from './amount.ts';
import type { Currency, Token } from './currency.ts';
import { Price } from './price.ts';
import type { Route } from './route.ts';

export const TradeType = { EXACT_INPUT: 'EXACT_INPUT', EXACT_OUTPUT: 'EXACT_OUTPUT' } as const;
export type TradeType = (typeof TradeType)[keyof typeof TradeType];

function assertSlippage(slippage: Percent): void {
  if (slippage.lessThan(0n)) throw new RangeError('Slippage tolerance must not be negative');
}

/**
 * A swap along one route, at the pairs' current reserves (no slippage).
 * Immutable. Build with Trade.exactIn / Trade.exactOut or from the best-trade search.
 */
export class Trade<TIn extends Currency = Currency, TOut extends Currency = Currency> {
  readonly route: Route<TIn, TOut>;
  readonly tradeType: TradeType;
  readonly inputAmount: CurrencyAmount<TIn>;
  readonly outputAmount: CurrencyAmount<TOut>;
  private cachedPriceImpact: Percent | undefined;

  /** Prefer exactIn/exactOut; this trusts that the amounts match the route. */
  protected constructor(
    route: Route<TIn, TOut>,
    tradeType: TradeType,
    inputAmount: CurrencyAmount<TIn>,
    outputAmount: CurrencyAmount<TOut>,
  ) {
    this.route = route;
    this.tradeType = tradeType;
    this.inputAmount = inputAmount;
    this.outputAmount = outputAmount;
  }

  /** Sells exactly `amountIn` along the route. Throws the pairs' errors if the route cannot carry it. */
  static exactIn<I extends Currency, O extends Currency>(route: Route<I, O>, amountIn: CurrencyAmount<I>): Trade<I, O> {
    if (!amountIn.currency.equals(route.input)) throw new Error('Amount is not in the route input currency');
    let amount: CurrencyAmount<Token> = amountIn.wrapped;
    for (const pair of route.pairs) [amount] = pair.getOutputAmount(amount);
    return new Trade(route, TradeType.EXACT_INPUT, amountIn, CurrencyAmount.fromRaw(route.output, amount.raw));
  }

  /** Buys exactly `amountOut` along the route. Throws the pairs' errors if the route cannot carry it. */
  static exactOut<I extends Currency, O extends Currency>(route: Route<I, O>, amountOut: CurrencyAmount<O>): Trade<I, O> {
    if (!amountOut.currency.equals(route.output)) throw new Error('Amount is not in the route output currency');
    let amount: CurrencyAmount<Token> = amountOut.wrapped;
    for (let i = route.pairs.length - 1; i >= 0; i--) [amount] = (route.pairs[i] as (typeof route.pairs)[number]).getInputAmount(amount);
    return new Trade(route, TradeType.EXACT_OUTPUT, CurrencyAmount.fromRaw(route.input, amount.raw), amountOut);
  }

  /** @internal for the best-trade search, which has already computed the amounts. */
  static fromComputed<I extends Currency, O extends Currency>(
    route: Route<I, O>,
    tradeType: TradeType,
    inputRaw: bigint,
    outputRaw: bigint,
  ): Trade<I, O> {
    return new Trade(route, tradeType, CurrencyAmount.fromRaw(route.input, inputRaw), CurrencyAmount.fromRaw(route.output, outputRaw));
  }

  /** Output per input actually obtained. */
  get executionPrice(): Price<TIn, TOut> {
    return new Price(this.inputAmount.currency, this.outputAmount.currency, this.inputAmount.raw, this.outputAmount.raw);
  }

  /**
   * How much worse the execution price is than the mid price, as a fraction:
   * (midPrice·in − out) / (midPrice·in). Includes the 0.25% fee per hop.
   */
  get priceImpact(): Percent {
    if (!this.cachedPriceImpact) {
      const mid = this.route.midPrice;
      const quoted = new Fraction(mid.numerator * this.inputAmount.raw, mid.denominator);
      const impact = quoted.subtract(this.outputAmount.raw).divide(quoted);
      this.cachedPriceImpact = Percent.fromFraction(impact);
    }
    return this.cachedPriceImpact;
  }

  /** The least output accepted with `slippage`: out / (1 + slippage), rounded down (exact output: the output). */
  minimumAmountOut(slippage: Percent): CurrencyAmount<TOut> {
    assertSlippage(slippage);
    if (this.tradeType === TradeType.EXACT_OUTPUT) return this.outputAmount;
    return this.outputAmount.multiply(new Fraction(slippage.denominator, slippage.denominator + slippage.numerator));
  }

  /** The most input spent with `slippage`: in × (1 + slippage), rounded down (exact input: the input). */
  maximumAmountIn(slippage: Percent): CurrencyAmount<TIn> {
    assertSlippage(slippage);
    if (this.tradeType === TradeType.EXACT_INPUT) return this.inputAmount;
    return this.inputAmount.multiply(new Fraction(slippage.denominator + slippage.numerator, slippage.denominator));
  }

  /** The execution price at the worst amounts the slippage allows. */
  worstExecutionPrice(slippage: Percent): Price<TIn, TOut> {
    return new Price(
      this.inputAmount.currency,
      this.outputAmount.currency,
      this.maximumAmountIn(slippage).raw,
      this.minimumAmountOut(slippage).raw,
    );
  }
}

interface InputOutput {
  readonly inputAmount: CurrencyAmount;
  readonly outputAmount: CurrencyAmount;
}

function assertComparable(a: InputOutput, b: InputOutput): void {
  if (!a.inputAmount.currency.equals(b.inputAmount.currency) || !a.outputAmount.currency.equals(b.outputAmount.currency)) {
    throw new Error('Trades are not comparable');
  }
}

/** Orders by more output first, then less input first. */
export function inputOutputComparator(a: InputOutput, b: InputOutput): number {
  assertComparable(a, b);
  if (a.outputAmount.raw !== b.outputAmount.raw) return a.outputAmount.raw > b.outputAmount.raw ? -1 : 1;
  if (a.inputAmount.raw !== b.inputAmount.raw) return a.inputAmount.raw < b.inputAmount.raw ? -1 : 1;
  return 0;
}

/**
 * Best trade first: more output, then less input, then lower price impact, then fewer hops.
 * @throws 'Trades are not comparable' when input or output currencies differ
 */
export function tradeComparator(a: Trade, b: Trade): number {
  const io = inputOutputComparator(a, b);
  if (io !== 0) return io;
  const impact = a.priceImpact.compare(b.priceImpact);
  if (impact !== 0) return impact;
  return a.route.path.length - b.route.path.length;
}

/**
 * Whether tradeB beats tradeA by more than `minimumDelta` in execution price.
 * Undefined when both are missing; a present trade beats a missing one.
 * @throws 'Trades are not comparable' for different trade types or currencies
 */
export function isTradeBetter(
  tradeA: Trade | undefined | null,
  tradeB: Trade | undefined | null,
  minimumDelta: Percent = ZERO_PERCENT,
): boolean | undefined {
  if (tradeA && !tradeB) return false;
  if (tradeB && !tradeA) return true;
  if (!tradeA || !tradeB) return undefined;
  if (tradeA.tradeType !== tradeB.tradeType) throw new Error('Trades are not comparable');
  assertComparable(tradeA, tradeB);
  const priceA = tradeA.executionPrice;
  const threshold = minimumDelta.isZero ? priceA.asFraction : priceA.asFraction.multiply(minimumDelta.add(1n));
  return threshold.lessThan(tradeB.executionPrice);
}
