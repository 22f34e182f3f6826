import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useFuelUsdPrice } from '../../features/prices/index.ts';
import { localizeFor } from '../../i18n/numbers.ts';
import { pageTitle } from './pageTitle.ts';

/** Keeps document.title in step with the path, the language and the FUEL price. */
export function usePageTitle() {
  const [pathname] = useLocation();
  const { t, i18n } = useTranslation();
  const price = useFuelUsdPrice();
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    document.title = pageTitle(pathname, t, price, (n) => localizeFor(n, language));
  }, [pathname, t, price, language]);
}
