import type { DecimalFormat, Rounding } from '../math/decimal.ts';
import { pow10 } from '../math/decimal.ts';
import { Fraction } from '../math/fraction.ts';
import { CurrencyAmount } from './amount.ts';
import type { Currency } from './currency.ts';

/**
 * How much quote currency one unit of base currency buys. Stored as a raw ratio
 * (quote smallest units per base smallest unit); display adjusts for decimals.
 * Extends Fraction: comparisons and arithmetic act on the raw ratio.
 */
export class Price<TBase extends Currency = Currency, TQuote extends Currency = Currency> extends Fraction {
  readonly baseCurrency: TBase;
  readonly quoteCurrency: TQuote;

  /** `baseRaw` smallest units of base are worth `quoteRaw` smallest units of quote. */
  constructor(baseCurrency: TBase, quoteCurrency: TQuote, baseRaw: bigint, quoteRaw: bigint) {
    super(quoteRaw, baseRaw);
    this.baseCurrency = baseCurrency;
    this.quoteCurrency = quoteCurrency;
  }

  static fromAmounts<B extends Currency, Q extends Currency>(base: CurrencyAmount<B>, quote: CurrencyAmount<Q>): Price<B, Q> {
    return new Price(base.currency, quote.currency, base.raw, quote.raw);
  }

  override invert(): Price<TQuote, TBase> {
    return new Price(this.quoteCurrency, this.baseCurrency, this.numerator, this.denominator);
  }

  /** Chains prices: (A→B) × (B→C) = (A→C). */
  multiplyPrice<TOther extends Currency>(other: Price<TQuote, TOther>): Price<TBase, TOther> {
    if (!this.quoteCurrency.equals(other.baseCurrency)) throw new Error('Price currencies do not chain');
    return new Price(this.baseCurrency, other.quoteCurrency, this.denominator * other.denominator, this.numerator * other.numerator);
  }

  /** The quote-currency amount worth `amount` of base currency, rounded down. */
  quote(amount: CurrencyAmount<TBase>): CurrencyAmount<TQuote> {
    if (!amount.currency.equals(this.baseCurrency)) throw new Error('Amount is not in the base currency');
    return CurrencyAmount.fromRaw(this.quoteCurrency, (amount.raw * this.numerator) / this.denominator);
  }

  /** The human price (whole quote units per whole base unit) as an exact Fraction. */
  get adjusted(): Fraction {
    return new Fraction(this.numerator * pow10(this.baseCurrency.decimals), this.denominator * pow10(this.quoteCurrency.decimals));
  }

  /** Default 6 significant digits, half-up. */
  override toSignificant(significantDigits = 6, rounding: Rounding = 'half-up', format?: DecimalFormat): string {
    return this.adjusted.toSignificant(significantDigits, rounding, format);
  }

  /** Default 4 decimals, half-up. */
  override toFixed(decimalPlaces = 4, rounding: Rounding = 'half-up', format?: DecimalFormat): string {
    return this.adjusted.toFixed(decimalPlaces, rounding, format);
  }
}
