import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader, ToastRegion } from '../../ui/index.ts';
import { WalletGate } from '../../features/wallet/index.ts';
import { Menu } from '../menu/Menu.tsx';
import { ChainHealthBanner } from './ChainHealthBanner.tsx';
import { ScrollOnNavigate } from './ScrollOnNavigate.tsx';
import { usePageTitle } from '../title/usePageTitle.ts';
import { whenIdle } from '../../lib/idle.ts';
import styles from './Layout.module.css';

const BackgroundUpdaters = lazy(() => import('./BackgroundUpdaters.tsx'));

/**
 * The background updaters start in idle time after the page has loaded: their chunk (the token-list validator
 * among them) would otherwise download beside the page's own chunk and its first reads, on a phone's link.
 */
function IdleBackgroundUpdaters() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? (
    <Suspense fallback={null}>
      <BackgroundUpdaters />
    </Suspense>
  ) : null;
}

/**
 * The shell around every page: skip link, menu, the page (the page loader while
 * its chunk loads), toasts. WalletGate (wallet feature) wraps it all: a blocked
 * address sees only "Blocked address", a wallet on another chain gets a switch notice.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle();
  return (
    <WalletGate>
      <div className={styles.shell}>
        <a href="#main" className={styles.skip}>
          {t('Skip to content')}
        </a>
        <Menu />
        <ChainHealthBanner />
        <main id="main" tabIndex={-1} className={styles.main}>
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </main>
        <ToastRegion />
        <IdleBackgroundUpdaters />
        <ScrollOnNavigate />
      </div>
    </WalletGate>
  );
}
