import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from '../../public/locales/en-US.json';
import { I18N_OPTIONS } from './i18n.ts';
import { numberFormatter } from './numbers.ts';

/** For component tests: i18next with en-US bundled, initialised synchronously. */
export function initTestI18n() {
  if (i18next.isInitialized) return i18next;
  void i18next
    .use(numberFormatter)
    .use(initReactI18next)
    .init({
      ...I18N_OPTIONS,
      supportedLngs: [...I18N_OPTIONS.supportedLngs],
      lng: 'en-US',
      initAsync: false,
      resources: { 'en-US': { translation: enUS } },
    });
  return i18next;
}
