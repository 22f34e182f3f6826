/** One offered language. `code` is the BCP 47 tag, also the file name under public/locales/. */
export interface Locale {
  code: string;
  /** The language's own name, shown in the picker. */
  name: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The 27 offered languages (spec: "A language list offers 27 locales; the
 * default is en-US"): the PancakeSwap set of 2021 minus ta-IN.
 */
export const LOCALES = [
  { code: 'en-US', name: 'English', dir: 'ltr' },
  { code: 'ar-SA', name: 'العربية', dir: 'rtl' },
  { code: 'bn-BD', name: 'বাংলা', dir: 'ltr' },
  { code: 'zh-CN', name: '简体中文', dir: 'ltr' },
  { code: 'zh-TW', name: '繁體中文', dir: 'ltr' },
  { code: 'de-DE', name: 'Deutsch', dir: 'ltr' },
  { code: 'el-GR', name: 'Ελληνικά', dir: 'ltr' },
  { code: 'es-ES', name: 'Español', dir: 'ltr' },
  { code: 'fi-FI', name: 'Suomi', dir: 'ltr' },
  { code: 'fil-PH', name: 'Filipino', dir: 'ltr' },
  { code: 'fr-FR', name: 'Français', dir: 'ltr' },
  { code: 'hi-IN', name: 'हिन्दी', dir: 'ltr' },
  { code: 'hu-HU', name: 'Magyar', dir: 'ltr' },
  { code: 'id-ID', name: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'it-IT', name: 'Italiano', dir: 'ltr' },
  { code: 'ja-JP', name: '日本語', dir: 'ltr' },
  { code: 'ko-KR', name: '한국어', dir: 'ltr' },
  { code: 'nl-NL', name: 'Nederlands', dir: 'ltr' },
  { code: 'pl-PL', name: 'Polski', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'pt-PT', name: 'Português (Portugal)', dir: 'ltr' },
  { code: 'ro-RO', name: 'Română', dir: 'ltr' },
  { code: 'ru-RU', name: 'Русский', dir: 'ltr' },
  { code: 'sv-SE', name: 'Svenska', dir: 'ltr' },
  { code: 'tr-TR', name: 'Türkçe', dir: 'ltr' },
  { code: 'uk-UA', name: 'Українська', dir: 'ltr' },
  { code: 'vi-VN', name: 'Tiếng Việt', dir: 'ltr' },
] as const satisfies readonly Locale[];

export type LocaleCode = (typeof LOCALES)[number]['code'];

export const DEFAULT_LOCALE: LocaleCode = 'en-US';

/** localStorage key of the chosen language (spec: "the default language is stored under a local key"). index.html reads it too. */
export const LANGUAGE_STORAGE_KEY = 'fuelswap:language';

export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((l) => l.code);

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function localeDir(code: string): 'ltr' | 'rtl' {
  return LOCALES.find((l) => l.code === code)?.dir ?? 'ltr';
}

/** The stored language if it is one we offer, else the default. */
export function storedLocale(): LocaleCode {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLocaleCode(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(code: LocaleCode) {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Unavailable storage: the choice lasts for this visit only.
  }
}

/** Sets <html lang dir> for a locale (ar-SA is right-to-left). */
export function applyDocumentLanguage(code: string, root: HTMLElement | undefined = globalThis.document?.documentElement) {
  if (!root) return;
  root.lang = code;
  root.dir = localeDir(code);
}
