import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader, ToastRegion } from '../../ui/index.ts';
import { WalletGate } from '../../features/wallet/index.ts';
import { Menu } from '../menu/Menu.tsx';
import { ChainHealthBanner } from './ChainHealthBanner.tsx';
import { ScrollOnNavigate } from './ScrollOnNavigate.tsx';
import { usePageTitle } from '../title/usePageTitle.ts';
import styles from './Layout.module.css';

const BackgroundUpdaters = lazy(() => import('./BackgroundUpdaters.tsx'));

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
        <Suspense fallback={null}>
          <BackgroundUpdaters />
        </Suspense>
        <ScrollOnNavigate />
      </div>
    </WalletGate>
  );
}
