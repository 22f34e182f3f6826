/**
 * Numbers and dates in the reader's language. The SDK prints every number in one canonical form
 * ("1,234.56"); here it takes the language's separators just before it is shown:
 * - every value interpolated into a translation (`t('Balance: {{balance}}', { balance })`) goes through the
 *   i18next formatter below, which re-punctuates canonical numbers and leaves any other text alone;
 * - a number shown outside a sentence goes through `useLocalizeNumber()` (the design system's amount rows do).
 * Digits stay Latin in every language (numberingSystem 'latn'): token amounts, addresses and block numbers read
 * the same everywhere, as on the explorers. Amount inputs never pass through here (spec: digits and one '.').
 */
import { useTranslation } from 'react-i18next';
import type { FormatterModule } from 'i18next';
import { CANONICAL_SYMBOLS, localizeNumber, type NumberSymbols } from '@fuelswap/sdk';

const cache = new Map<string, NumberSymbols>();

/** The group and decimal separators of `language` (en-US's for an unknown language). */
export function numberSymbolsFor(language: string | undefined): NumberSymbols {
  if (!language) return CANONICAL_SYMBOLS;
  const hit = cache.get(language);
  if (hit) return hit;
  let symbols = CANONICAL_SYMBOLS;
  try {
    const parts = new Intl.NumberFormat(language, { numberingSystem: 'latn' }).formatToParts(1234567.5);
    const group = parts.find((p) => p.type === 'group')?.value ?? CANONICAL_SYMBOLS.group;
    const decimal = parts.find((p) => p.type === 'decimal')?.value ?? CANONICAL_SYMBOLS.decimal;
    symbols = { group, decimal };
  } catch {
    // An unknown language tag: the canonical form.
  }
  cache.set(language, symbols);
  return symbols;
}

/** A canonical number string in `language`'s separators (anything else unchanged). */
export function localizeFor(text: string, language: string | undefined): string {
  return localizeNumber(text, numberSymbolsFor(language));
}

/** For numbers shown outside a translated sentence: `const n = useLocalizeNumber(); n('1,234.5')`. */
export function useLocalizeNumber(): (text: string) => string {
  const { i18n } = useTranslation();
  // The language asked for (as the formatter of translated sentences gets it), even if its file failed to load.
  const language = i18n.language;
  return (text) => localizeFor(text, language);
}

/** A date and time (unix seconds) in the reader's language: "29 Nov 2026, 14:05" in en-GB style per locale. */
export function formatDateTime(seconds: number | bigint, language: string | undefined): string {
  const date = new Date(Number(seconds) * 1000);
  try {
    return date.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' });
  } catch {
    return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  }
}

/**
 * i18next's formatter, replaced (i18next 26 takes a custom formatter module through `.use()`): with
 * `interpolation.alwaysFormat` every interpolated value comes here; canonical number strings are localized,
 * everything else passes unchanged. The app writes no `{{value, format}}` in its strings, so named formats
 * are not needed; `add` and `addCached` are accepted and ignored.
 */
export const numberFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  // Any other value goes back untouched for i18next to print as it always does (its type says string).
  format: (value: unknown, _format?: string, lng?: string): string =>
    typeof value === 'string' ? localizeFor(value, lng) : (value as string),
  add: () => undefined,
  addCached: () => undefined,
};

/** For dates shown by a component: `const date = useFormatDateTime(); date(seconds)`. */
export function useFormatDateTime(): (seconds: number | bigint) => string {
  const { i18n } = useTranslation();
  // The language asked for (as the formatter of translated sentences gets it), even if its file failed to load.
  const language = i18n.language;
  return (seconds) => formatDateTime(seconds, language);
}
