/**
 * What a swap must do about the measured safety of its tokens (verdict.ts): use the router's fee-on-transfer call,
 * check the slippage tolerance against the tax, withhold Swap for a token that cannot be sold. Apart from the
 * probe's decoding so that a page deciding the button loads only this.
 */
import type { I18nText } from '../swap/input-errors.ts';
import type { TokenSafety } from './verdict.ts';

/** A tax or a drift below this is rounding, not a rule of the token. */
export const SAFETY_THRESHOLD_BPS = 1;

/** The verdicts that mean a holder may be unable to get out: Swap is withheld unless expert mode is on. */
export function cannotBeSold(s: TokenSafety | undefined): boolean {
  return !!s && (s.verdict === 'honeypot' || s.verdict === 'paused' || s.verdict === 'unbuyable');
}

/** Whether a token keeps a share of what it moves: the swap must use the router's fee-on-transfer call. */
export function takesTransferTax(s: TokenSafety | undefined): boolean {
  return !!s && [s.buyTaxBps, s.sellTaxBps, s.transferTaxBps].some((x) => (x ?? 0) >= SAFETY_THRESHOLD_BPS);
}

/**
 * The tax a trade loses to the measured taxes, in basis points: selling the input pays its sell tax, buying the
 * output its buy tax. The slippage tolerance must exceed it, or the minimum received cannot be met.
 */
export function tradeTaxBps(input: TokenSafety | undefined, output: TokenSafety | undefined): number {
  return (input?.sellTaxBps ?? 0) + (output?.buyTaxBps ?? 0);
}

/** Formats basis points as a percent with up to two decimals ("5", "0.25"), without a float. */
export function bpsPercent(bps: number): string {
  const sign = bps < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(bps));
  const whole = Math.floor(abs / 100);
  const frac = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${frac ? `.${frac}` : ''}`;
}

export interface SwapSafetyArgs {
  input?: { symbol: string; safety: TokenSafety | undefined } | undefined;
  output?: { symbol: string; safety: TokenSafety | undefined } | undefined;
  isExpertMode: boolean;
  /** Basis points. */
  allowedSlippage: number;
  exactInput: boolean;
}

/**
 * Why Swap is withheld for the measured tokens of a trade, first match wins; undefined when nothing blocks:
 *  a token that cannot be sold (honeypot, paused, unbuyable) unless expert mode is on;
 *  a taxed token in an exact-output trade (the router has no fee-on-transfer variant of it);
 *  a slippage tolerance at or below the tax the trade loses.
 */
export function swapSafetyBlock(a: SwapSafetyArgs): I18nText | undefined {
  for (const side of [a.input, a.output]) {
    if (side && cannotBeSold(side.safety) && !a.isExpertMode) {
      return { key: '{{symbol}} cannot be sold: Swap is withheld', params: { symbol: side.symbol } };
    }
  }
  const taxedSide = [a.input, a.output].find((s) => s && takesTransferTax(s.safety));
  if (!taxedSide) return undefined;
  if (!a.exactInput)
    return { key: '{{symbol}} takes a transfer tax: enter the amount to sell instead', params: { symbol: taxedSide.symbol } };
  const tax = tradeTaxBps(a.input?.safety, a.output?.safety);
  if (tax > 0 && a.allowedSlippage <= tax) {
    return {
      key: 'Slippage tolerance {{slippage}}% is below the measured {{tax}}% tax: raise it above {{tax}}%',
      params: { slippage: bpsPercent(a.allowedSlippage), tax: bpsPercent(tax) },
    };
  }
  return undefined;
}
