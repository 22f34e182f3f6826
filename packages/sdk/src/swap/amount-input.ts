/** Amount input rules (spec 5 "Amount input"). */
import { parseUnits } from '../math/decimal.ts';
import { CurrencyAmount } from './amount.ts';
import type { Currency } from './currency.ts';

/** Amount input maximum length. */
export const AMOUNT_INPUT_MAX_LENGTH = 79;
/** BNB kept for gas when using Max on the native currency (0.01 BNB). */
export const MIN_BNB = 10n ** 16n;

const AMOUNT_TEXT = /^\d*\.?\d*$/;

/**
 * Filters one edit of an amount field: commas become points; the result must be
 * digits with at most one decimal point and at most 79 characters. Returns the
 * text to store, or null when the edit must be rejected (the field keeps its
 * previous value). '' and '.' are accepted (the user is still typing).
 */
export function sanitizeAmountInput(text: string): string | null {
  const next = text.replace(/,/g, '.');
  if (next.length > AMOUNT_INPUT_MAX_LENGTH) return null;
  return AMOUNT_TEXT.test(next) ? next : null;
}

/**
 * The typed text as an amount of `currency`. Undefined when the text is empty,
 * fails to parse (not a decimal, or more decimals than the currency has), or is
 * zero: all of these count as "no amount" (spec 5).
 */
export function parseAmount<T extends Currency>(
  text: string | undefined | null,
  currency: T | undefined | null,
): CurrencyAmount<T> | undefined {
  if (!text || !currency) return undefined;
  const raw = parseUnits(text, currency.decimals);
  if (raw === undefined || raw === 0n) return undefined;
  return CurrencyAmount.fromRaw(currency, raw);
}

/**
 * The most of a balance (base units) a Max button may fill in, in every form that spends it (swap, liquidity,
 * a BNB pool's stake): for BNB the balance minus 0.01 BNB kept for gas (never below zero); tokens in full.
 */
export function spendableBalance(raw: bigint, native: boolean): bigint {
  if (!native) return raw;
  return raw > MIN_BNB ? raw - MIN_BNB : 0n;
}

/** The swap's and liquidity's Max: `spendableBalance` of a currency amount. */
export function maxAmountSpend<T extends Currency>(balance: CurrencyAmount<T> | undefined | null): CurrencyAmount<T> | undefined {
  if (!balance) return undefined;
  if (!balance.currency.isNative) return balance;
  return CurrencyAmount.fromRaw(balance.currency, spendableBalance(balance.raw, true));
}

/** The Max button is hidden when the input already equals the maximum spendable amount (spec 5). */
export function showMaxButton(maxSpend: CurrencyAmount | undefined, parsedInput: CurrencyAmount | undefined): boolean {
  if (!maxSpend) return false;
  return !(parsedInput && parsedInput.currency.equals(maxSpend.currency) && parsedInput.raw === maxSpend.raw);
}
