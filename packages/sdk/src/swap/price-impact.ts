import { Fraction } from '../math/fraction.ts';
import { BIPS_BASE, ONE_HUNDRED_PERCENT, Percent } from '../math/percent.ts';
import { CurrencyAmount } from './amount.ts';
import type { Currency } from './currency.ts';
import { FEE_DENOMINATOR, FEE_NUMERATOR } from './pair-math.ts';
import { isSplitTrade, lpFeeShare, type SplitRouteTrade } from './split-trade.ts';
import type { Trade } from './trade.ts';

/** Spec 5/9 price impact bands (ALLOWED_PRICE_IMPACT_LOW / MEDIUM / HIGH). */
export const ALLOWED_PRICE_IMPACT_LOW = new Percent(100n, BIPS_BASE); // 1%
export const ALLOWED_PRICE_IMPACT_MEDIUM = new Percent(300n, BIPS_BASE); // 3%
export const ALLOWED_PRICE_IMPACT_HIGH = new Percent(500n, BIPS_BASE); // 5%
/** Spec 9 "Max impact without confirmation", lower threshold (1000 bps): expert mode asks to confirm. */
export const PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN = new Percent(1000n, BIPS_BASE); // 10%
/** Spec 9, higher threshold (1500 bps): blocked without expert mode; expert mode must type "confirm". */
export const BLOCKED_PRICE_IMPACT_NON_EXPERT = new Percent(1500n, BIPS_BASE); // 15%

export type WarningSeverity = 0 | 1 | 2 | 3 | 4;

/**
 * Price impact severity (spec 5 "Swap routing", spec 9 "Price impact bands
 * 1%, 3%, 5%, 10%, 15% for levels 0 to 4"). Each band's upper edge is exclusive:
 *
 *   impact <  1%        → 0
 *   1%  ≤ impact <  3%  → 1
 *   3%  ≤ impact <  5%  → 2
 *   5%  ≤ impact < 15%  → 3   ("Swap Anyway", danger style: severity > 2)
 *   15% ≤ impact        → 4   (blocked without expert mode: severity > 3)
 *
 * The 10% value in the list is not a severity edge: it is the lower expert-mode
 * confirmation threshold (see expertModeConfirmation). Making 10% the 3→4 edge
 * would block swaps at 10%, contradicting the 1500 bps blocking threshold of
 * spec 9 (BLOCKED_PRICE_IMPACT_NON_EXPERT).
 * A missing impact (no trade) counts as the worst case, 4.
 */
export function warningSeverity(priceImpact: Percent | Fraction | undefined | null): WarningSeverity {
  if (!priceImpact) return 4;
  if (!priceImpact.lessThan(BLOCKED_PRICE_IMPACT_NON_EXPERT)) return 4;
  if (!priceImpact.lessThan(ALLOWED_PRICE_IMPACT_HIGH)) return 3;
  if (!priceImpact.lessThan(ALLOWED_PRICE_IMPACT_MEDIUM)) return 2;
  if (!priceImpact.lessThan(ALLOWED_PRICE_IMPACT_LOW)) return 1;
  return 0;
}

export type ExpertConfirmation = 'none' | 'confirm' | 'type-confirm';

/**
 * What expert mode asks before swapping (spec 5, spec 9 thresholds 1000 and 1500 bps):
 * at or above 15% the user must type the word "confirm"; at or above 10% a
 * confirm dialog; otherwise nothing.
 */
export function expertModeConfirmation(priceImpactWithoutFee: Percent | Fraction | undefined | null): ExpertConfirmation {
  if (!priceImpactWithoutFee) return 'none';
  if (!priceImpactWithoutFee.lessThan(BLOCKED_PRICE_IMPACT_NON_EXPERT)) return 'type-confirm';
  if (!priceImpactWithoutFee.lessThan(PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN)) return 'confirm';
  return 'none';
}

/** 0.25% fee per hop, as a Percent. */
export const BASE_FEE = new Percent(FEE_DENOMINATOR - FEE_NUMERATOR, FEE_DENOMINATOR);
const INPUT_FRACTION_AFTER_FEE = new Fraction(FEE_NUMERATOR, FEE_DENOMINATOR);

export interface TradePriceBreakdown<TIn extends Currency = Currency> {
  /** The price impact caused by the pool curve alone (trade impact minus the fees). */
  priceImpactWithoutFee: Percent;
  /** The part of the input paid as liquidity-provider fees over all hops. */
  realizedLPFee: CurrencyAmount<TIn>;
  /** The fee as a fraction of the input: 1 − 0.9975^hops. */
  realizedLPFeePercent: Percent;
}

/**
 * Splits a trade's price impact into fees and curve impact. For n hops the fee
 * share is 1 − 0.9975ⁿ; the impact without fee is priceImpact minus that share.
 * The fee amount is that share of the input, rounded down. A split pays each
 * part's share on that part's input; its fee share is their sum over the input.
 */
export function computeTradePriceBreakdown<TIn extends Currency>(trade: Trade<TIn> | SplitRouteTrade<TIn>): TradePriceBreakdown<TIn> {
  if (isSplitTrade(trade)) {
    let fee = 0n;
    for (const p of trade.parts) fee += p.inputAmount.multiply(lpFeeShare(p.route.pairs.length)).raw;
    const realizedLPFee = CurrencyAmount.fromRaw(trade.inputAmount.currency, fee);
    const feePercent = trade.inputAmount.raw === 0n ? new Percent(0n) : new Percent(fee, trade.inputAmount.raw);
    return {
      priceImpactWithoutFee: Percent.fromFraction(trade.priceImpact.subtract(feePercent)),
      realizedLPFee,
      realizedLPFeePercent: feePercent,
    };
  }
  let kept: Fraction = ONE_HUNDRED_PERCENT;
  for (let i = 0; i < trade.route.pairs.length; i++) kept = kept.multiply(INPUT_FRACTION_AFTER_FEE);
  const feePercent = ONE_HUNDRED_PERCENT.subtract(kept);
  return {
    priceImpactWithoutFee: trade.priceImpact.subtract(feePercent),
    realizedLPFee: trade.inputAmount.multiply(feePercent),
    realizedLPFeePercent: feePercent,
  };
}
