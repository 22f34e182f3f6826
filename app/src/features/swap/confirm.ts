/**
 * Pure rules of the swap review: when a trade changed enough to need the
 * user's Accept again ("Price Updated", spec 4 "Swap confirm"), how price
 * impact is shown and coloured, and the summary recorded with the
 * transaction (3 significant digits, spec 9).
 */
import { ONE_BIPS, isSplitTrade, tradeRoutes, truncateSymbol, type AnyTrade, type Percent, type WarningSeverity } from '@fuelswap/sdk';

/**
 * True when the trade shown for review and the current one differ in a way
 * the user must see: trade type, either currency, either amount, or the route.
 */
export function tradeMeaningfullyDiffers(a: AnyTrade, b: AnyTrade): boolean {
  if (a.tradeType !== b.tradeType) return true;
  if (!a.inputAmount.currency.equals(b.inputAmount.currency) || !a.outputAmount.currency.equals(b.outputAmount.currency)) return true;
  if (a.inputAmount.raw !== b.inputAmount.raw || a.outputAmount.raw !== b.outputAmount.raw) return true;
  // a split and a single route differ; so do splits whose routes or shares differ
  if (isSplitTrade(a) !== isSplitTrade(b)) return true;
  const ra = tradeRoutes(a);
  const rb = tradeRoutes(b);
  if (ra.length !== rb.length) return true;
  if (isSplitTrade(a) && isSplitTrade(b) && a.parts.some((p, i) => p.inputAmount.raw !== b.parts[i]?.inputAmount.raw)) return true;
  return ra.some((r, k) => {
    const pa = r.path;
    const pb = (rb[k] as (typeof rb)[number]).path;
    return pa.length !== pb.length || pa.some((t, i) => !t.equals(pb[i]));
  });
}

/** "<0.01" below 0.01%, else two decimals (no % sign). */
export function formatPriceImpact(impact: Percent): string {
  if (impact.lessThan(ONE_BIPS)) return '<0.01';
  return impact.toFixed(2);
}

export type ImpactTone = 'success' | 'default' | 'warning' | 'danger';

/** Severity 0 green, 1 normal text, 2 warning, 3 and 4 danger. */
export function priceImpactTone(severity: WarningSeverity): ImpactTone {
  if (severity >= 3) return 'danger';
  if (severity === 2) return 'warning';
  if (severity === 1) return 'default';
  return 'success';
}

export interface SwapSummaryValues {
  inputAmount: string;
  inputSymbol: string;
  outputAmount: string;
  outputSymbol: string;
}

/** The values (symbols truncated per spec 9) of "Swap {{inputAmount}} {{inputSymbol}} for {{outputAmount}} {{outputSymbol}}" (3 significant digits). */
export function swapSummaryValues(trade: AnyTrade): SwapSummaryValues {
  return {
    inputAmount: trade.inputAmount.toSignificant(3),
    inputSymbol: truncateSymbol(trade.inputAmount.currency.symbol),
    outputAmount: trade.outputAmount.toSignificant(3),
    outputSymbol: truncateSymbol(trade.outputAmount.currency.symbol),
  };
}
