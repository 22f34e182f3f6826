import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { SegmentedNav } from '../../../ui/index.ts';
import styles from '../info.module.css';

/** Overview | Tokens | Pairs, as links (each changes the URL). */
export function InfoNav() {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const items = [
    { to: '/info', label: t('Overview'), active: pathname === '/info' || pathname === '/info/' },
    { to: '/info/tokens', label: t('Tokens'), active: pathname.startsWith('/info/tokens') },
    { to: '/info/pairs', label: t('Pairs'), active: pathname.startsWith('/info/pairs') },
  ];
  return <SegmentedNav items={items} label={t('Info sections')} className={styles.nav} />;
}
