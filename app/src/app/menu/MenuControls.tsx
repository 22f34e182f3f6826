import { useTranslation } from 'react-i18next';
import { GlobeIcon, IconButton, LogoMark, MoonIcon, Select, SunIcon, Toggle, useTheme } from '../../ui/index.ts';
import { LOCALES, changeLanguage, isLocaleCode, DEFAULT_LOCALE } from '../../i18n/index.ts';
import { useFuelUsdPrice } from '../../features/prices/index.ts';
import { useLocalizeNumber } from '../../i18n/numbers.ts';
import styles from './Menu.module.css';

/** The FUEL price in dollars; nothing while it is unknown (never a made-up number). */
export function PriceChip() {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const price = useFuelUsdPrice();
  if (!price) return null;
  return (
    <span className={styles.chip} title={t('FUEL price')}>
      <LogoMark size={24} />
      <span className="fs-visually-hidden">{t('FUEL price')}: </span>${n(price)}
    </span>
  );
}

/** Light/dark switch as an icon button (desktop bar). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? t('Switch to light theme') : t('Switch to dark theme');
  return (
    <IconButton label={label} onClick={toggleTheme}>
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}

/** Light/dark as a labelled switch (drawer). */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  return <Toggle checked={theme === 'dark'} onChange={(dark) => setTheme(dark ? 'dark' : 'light')} label={t('Dark theme')} />;
}

/** The 27 languages; the choice loads that locale file and is remembered. */
export function LanguageSelector({ direction = 'down', align = 'end' }: { direction?: 'down' | 'up'; align?: 'start' | 'end' }) {
  const { t, i18n } = useTranslation();
  const current = isLocaleCode(i18n.resolvedLanguage)
    ? i18n.resolvedLanguage
    : isLocaleCode(i18n.language)
      ? i18n.language
      : DEFAULT_LOCALE;
  return (
    <Select
      label={t('Language')}
      value={current}
      onChange={(code) => void changeLanguage(code)}
      options={LOCALES.map((l) => ({ value: l.code, label: l.name, text: l.name, lang: l.code }))}
      align={align}
      direction={direction}
      outlined={false}
      className={styles.lang}
      renderValue={() => (
        <>
          <GlobeIcon size={18} />
          <span className={`${styles.langCode} ${styles.langCodeText}`}>{current.split('-')[0]}</span>
        </>
      )}
    />
  );
}
