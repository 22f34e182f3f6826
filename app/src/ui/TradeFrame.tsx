import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import styles from './TradeFrame.module.css';
import { Card } from './Card.tsx';
import { SegmentedNav } from './Tabs.tsx';
import { Link } from './Text.tsx';
import { URLS } from './urls.ts';
import { isLiquidityPath } from './tradePaths.ts';

/**
 * The swap and liquidity frame: the Swap | Liquidity switch,
 * the trade card (put a <PageHeader> first inside it), and the links to the old
 * exchange, the ERC-20 to BEP-20 bridge and help.
 */
export function TradeFrame({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const liquidity = isLiquidityPath(pathname);
  return (
    <div className={styles.frame}>
      <SegmentedNav
        label={t('Trade')}
        className={styles.nav}
        fullWidth
        items={[
          { to: '/swap', label: t('Swap'), active: !liquidity },
          { to: '/liquidity', label: t('Liquidity'), active: liquidity },
        ]}
      />
      <Card padded={false} elevated className={[styles.card, className].filter(Boolean).join(' ')}>
        {children}
      </Card>
      <ul className={styles.links}>
        <li>
          <Link href={URLS.oldExchange}>{t('Old exchange (V1)')}</Link>
        </li>
        <li>
          <Link href={URLS.bridge}>{t('Convert ERC-20 to BEP-20')}</Link>
        </li>
        <li>
          <Link href={URLS.help}>{t('Need help?')}</Link>
        </li>
      </ul>
    </div>
  );
}
