/**
 * Numbers in the reader's language ("numbers and dates follow the locale in display while amount
 * inputs keep the spec's rules"). Every formatter of this package prints one canonical form: ',' between
 * thousands and '.' before the decimals ("1,234.56", "$1.23M", "<0.01", "0.5%"). The display re-punctuates
 * that form with the locale's separators at the last moment; amount inputs never go through it, so what a
 * user types and what Max fills in keep the spec's rule (digits and one '.', commas become points).
 */

/** A locale's separators: "1.234,5" in German is { group: '.', decimal: ',' }. */
export interface NumberSymbols {
  group: string;
  decimal: string;
}

export const CANONICAL_SYMBOLS: NumberSymbols = { group: ',', decimal: '.' };

/**
 * A whole canonical number with its usual decorations: a leading sign or comparison ("-", "+", "<", ">", "~"),
 * a dollar sign, digits grouped by ',' (or not grouped at all), one '.' and decimals, and a unit suffix
 * ("%", "X", "K", "M", "B", "T"). Anything else (a symbol, an address, a block number inside a sentence, a
 * version "1.2.3") is not a number to re-punctuate.
 */
const CANONICAL = /^([-+<>~]?\$?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?([%XKMBT]?)$/;

/**
 * `text` with the locale's separators if it is a canonical number, else `text` unchanged. With the canonical
 * symbols (en-US) it is always `text` itself.
 */
export function localizeNumber(text: string, symbols: NumberSymbols): string {
  if (symbols.group === CANONICAL_SYMBOLS.group && symbols.decimal === CANONICAL_SYMBOLS.decimal) return text;
  const m = CANONICAL.exec(text);
  if (!m) return text;
  const [, prefix = '', whole = '', decimals, suffix = ''] = m;
  const grouped = whole.split(',').join(symbols.group);
  return `${prefix}${grouped}${decimals !== undefined ? `${symbols.decimal}${decimals}` : ''}${suffix}`;
}
