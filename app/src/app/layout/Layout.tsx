import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader, ToastRegion } from '../../ui/index.ts';
import { WalletGate } from '../../features/wallet/index.ts';
import { Menu } from '../menu/Menu.tsx';
import { ChainHealthBanner } from './ChainHealthBanner.tsx';
import { ScrollOnNavigate } from './ScrollOnNavigate.tsx';
import { useNavigationPending } from '../routes/AppRouter.tsx';
import { usePageTitle } from '../title/usePageTitle.ts';
import styles from './Layout.module.css';

const BackgroundUpdaters = lazy(() => import('./BackgroundUpdaters.tsx'));

/**
 * The shell around every page: skip link, navigation progress, menu, the page,
 * toasts. WalletGate (wallet feature) wraps it all: a blocked address sees only
 * "Blocked address", a wallet on another chain gets a switch notice.
 */
export function Layout() {
  const { t } = useTranslation();
  const pending = useNavigationPending();
  usePageTitle();
  return (
    <WalletGate>
      <div className={styles.shell}>
        <a href="#main" className={styles.skip}>
          {t('Skip to content')}
        </a>
        {pending && <div className={styles.progress} role="progressbar" aria-label={t('Loading…')} />}
        <Menu />
        <ChainHealthBanner />
        <main id="main" tabIndex={-1} className={styles.main}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
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
