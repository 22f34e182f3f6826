/**
 * The swap screen's validation ladders (spec 5) as pure functions. They return
 * translation keys (the English text, i18next style with {{param}}) and params;
 * the UI translates them.
 */
import { Percent } from '../math/percent.ts';
import type { CurrencyAmount } from './amount.ts';
import type { Currency } from './currency.ts';
import { tradeRoutes, type AnyTrade } from './split-trade.ts';

/** A translatable message: the key is the English text. */
export interface I18nText {
  key: string;
  params?: Record<string, string>;
}

/** Default slippage tolerance (spec 9): 50 bps. */
export const DEFAULT_SLIPPAGE_BPS = 50;

export interface SwapInputErrorArgs {
  account: string | null | undefined;
  /** The typed amount on the independent side; undefined when none or zero. */
  parsedAmount: CurrencyAmount | undefined | null;
  inputCurrency: Currency | undefined | null;
  outputCurrency: Currency | undefined | null;
  /**
   * null/undefined when the user did not add a recipient (the output goes to the
   * account); otherwise the recipient's address as resolved (or the raw text
   * when it could not be resolved, '' when empty).
   */
  recipient: string | null | undefined;
  /** Whether `recipient` is a well-formed, resolved address. Ignored when recipient is null. */
  recipientValid: boolean;
  /** The known router addresses a recipient must never be (spec 5). */
  routerAddresses: readonly string[];
  /** The best trade, if any. */
  trade: AnyTrade | undefined | null;
  balances: { input?: CurrencyAmount | undefined | null; output?: CurrencyAmount | undefined | null };
  /** Slippage tolerance in bps (default 50) for the amount the trade may spend. */
  allowedSlippage?: number;
}

const lower = (s: string): string => s.toLowerCase();

/** Whether an address appears in a trade's token paths or among its pair contracts (every route of a split). */
export function tradeInvolvesAddress(trade: AnyTrade, address: string): boolean {
  const a = lower(address);
  return tradeRoutes(trade).some((route) => route.path.some((t) => t.key === a) || route.pairs.some((p) => lower(p.address) === a));
}

/**
 * The swap input error of spec 5, first match wins:
 *  1. Connect Wallet (no account)
 *  2. Enter an amount
 *  3. Select a token (input or output missing)
 *  4. Enter a recipient (recipient missing or malformed)
 *  5. Invalid recipient (a known router, or a token or pair of the trade)
 *  6. Insufficient {{symbol}} balance (balance below the most the trade may spend, slippage included)
 * Undefined when the swap may proceed.
 */
export function swapInputError(args: SwapInputErrorArgs): I18nText | undefined {
  const { account, parsedAmount, inputCurrency, outputCurrency, recipient, recipientValid, routerAddresses, trade, balances } = args;
  if (!account) return { key: 'Connect Wallet' };
  if (!parsedAmount) return { key: 'Enter an amount' };
  if (!inputCurrency || !outputCurrency) return { key: 'Select a token' };
  const to = recipient === null || recipient === undefined ? account : recipient;
  const toValid = recipient === null || recipient === undefined ? true : recipientValid;
  if (!to || !toValid) return { key: 'Enter a recipient' };
  if (routerAddresses.some((r) => lower(r) === lower(to)) || (trade && tradeInvolvesAddress(trade, to))) {
    return { key: 'Invalid recipient' };
  }
  if (trade && balances.input) {
    const required = trade.maximumAmountIn(Percent.fromBips(args.allowedSlippage ?? DEFAULT_SLIPPAGE_BPS));
    if (balances.input.currency.equals(required.currency) && balances.input.raw < required.raw) {
      return { key: 'Insufficient {{symbol}} balance', params: { symbol: required.currency.symbol } };
    }
  }
  return undefined;
}

export type WrapType = 'NOT_APPLICABLE' | 'WRAP' | 'UNWRAP';

/** BNB → WBNB is a wrap and WBNB → BNB an unwrap (spec 4); anything else is a swap. */
export function getWrapType(inputCurrency: Currency | undefined | null, outputCurrency: Currency | undefined | null): WrapType {
  if (!inputCurrency || !outputCurrency || inputCurrency.chainId !== outputCurrency.chainId) return 'NOT_APPLICABLE';
  if (inputCurrency.isNative && outputCurrency.isToken && inputCurrency.wrapped.equals(outputCurrency)) return 'WRAP';
  if (outputCurrency.isNative && inputCurrency.isToken && outputCurrency.wrapped.equals(inputCurrency)) return 'UNWRAP';
  return 'NOT_APPLICABLE';
}

/**
 * The wrap/unwrap error (spec 5): without an amount "Enter an amount" (our
 * choice: the spec names only the balance errors), else "Insufficient BNB
 * balance" / "Insufficient WBNB balance" when the balance is below the amount.
 */
export function wrapInputError(
  wrapType: WrapType,
  parsedAmount: CurrencyAmount | undefined | null,
  inputBalance: CurrencyAmount | undefined | null,
): I18nText | undefined {
  if (wrapType === 'NOT_APPLICABLE') return undefined;
  if (!parsedAmount) return { key: 'Enter an amount' };
  const enough = !!inputBalance && inputBalance.currency.equals(parsedAmount.currency) && inputBalance.raw >= parsedAmount.raw;
  if (enough) return undefined;
  return { key: wrapType === 'WRAP' ? 'Insufficient BNB balance' : 'Insufficient WBNB balance' };
}
