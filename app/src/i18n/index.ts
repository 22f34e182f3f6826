// Public face of translation: languages, initialisation and the language switch.
// Components translate with react-i18next: `const { t } = useTranslation(); t('Connect Wallet')`.
export { initI18n, changeLanguage, I18N_OPTIONS } from './i18n.ts';
export {
  LOCALES,
  LOCALE_CODES,
  DEFAULT_LOCALE,
  LANGUAGE_STORAGE_KEY,
  applyDocumentLanguage,
  isLocaleCode,
  localeDir,
  storedLocale,
} from './locales.ts';
export type { Locale, LocaleCode } from './locales.ts';
export { createFetchBackend } from './backend.ts';
