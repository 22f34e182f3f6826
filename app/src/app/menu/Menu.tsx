import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link as RouterLink, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import { CloseIcon, IconButton, LogoMark, MenuIcon, cx, useFocusTrap } from '../../ui/index.ts';
import { WalletButton } from '../../features/wallet/index.ts';
import { menuEntries, type MenuEntry } from './menuConfig.ts';
import { DesktopNav, DrawerNav } from './MenuItems.tsx';
import { LanguageSelector, PriceChip, ThemeSwitch, ThemeToggle } from './MenuControls.tsx';
import styles from './Menu.module.css';

// The profile chip loads after the first paint (its own chunk with the profile feature), and only with a wallet
// connected: it shows nothing without one, and a first visit should not fetch the profile feature for nothing.
const ProfileChip = lazy(() => import('../../features/profile/index.ts').then((m) => ({ default: m.ProfileChip })));

/**
 * The top menu. Desktop: a sticky bar with the links and dropdown groups, the
 * FUEL price, theme toggle, language selector and wallet button. Below 852 px:
 * logo, price, wallet and a menu button that opens a slide-out drawer with
 * everything else.
 */
export function Menu() {
  const { t } = useTranslation();
  const entries = menuEntries(t);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { address } = useConnection();

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <RouterLink to="/" className={styles.brand} aria-label="FuelSwap">
          <LogoMark size={34} />
          <span className={styles.wordmark} aria-hidden>
            Fuel<span>Swap</span>
          </span>
        </RouterLink>
        <DesktopNav entries={entries} />
        <div className={styles.controls}>
          <PriceChip />
          <span className={styles.desktopOnly}>
            <ThemeToggle />
          </span>
          <span className={styles.desktopOnly}>
            <LanguageSelector />
          </span>
          {address && (
            <Suspense fallback={null}>
              <ProfileChip />
            </Suspense>
          )}
          <span className={styles.walletSlot}>
            <WalletButton />
          </span>
          <span className={styles.mobileOnly}>
            <IconButton label={t('Open menu')} aria-expanded={drawerOpen} aria-haspopup="dialog" onClick={() => setDrawerOpen(true)}>
              <MenuIcon />
            </IconButton>
          </span>
        </div>
      </div>
      {drawerOpen && <MobileDrawer entries={entries} onClose={() => setDrawerOpen(false)} />}
    </header>
  );
}

function MobileDrawer({ entries, onClose }: { entries: MenuEntry[]; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [pathname] = useLocation();
  const openedAt = useRef(pathname);
  useFocusTrap(ref, true);

  // Following a link closes the drawer.
  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
  }, [pathname, onClose]);

  return createPortal(
    <>
      <div className={styles.backdrop} onMouseDown={onClose} />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby="menu-drawer-title"
        className={styles.drawer}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onClose();
          }
        }}
        onClick={(e) => {
          // Also close on a link to the page already shown.
          if ((e.target as Element).closest('a')) onClose();
        }}
      >
        <div className={styles.drawerHeader}>
          <h2 id="menu-drawer-title" className={styles.drawerTitle}>
            {t('Menu')}
          </h2>
          <IconButton label={t('Close menu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        <div className={styles.drawerBody}>
          <DrawerNav entries={entries} />
        </div>
        <div className={cx(styles.drawerFooter)}>
          <div className={styles.drawerRow}>
            <ThemeSwitch />
          </div>
          <div className={styles.drawerRow}>
            <span>{t('Language')}</span>
            <LanguageSelector direction="up" align="end" />
          </div>
        </div>
      </div>
    </>,
    document.body,
  );
}
