/**
 * The menu's wallet slot: "Connect Wallet" when disconnected; when connected,
 * the account chip (profile image placeholder, short address, a marker while
 * the account has no username) with a menu to copy the address or log out.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection, useDisconnect } from 'wagmi';
import { Link } from 'wouter';
import { APPROVALS_PATH } from '../approvals/index.ts';
import { ConnectWalletButton } from './ConnectWalletButton.tsx';
import { shortAddress } from './format.ts';
import styles from './wallet.module.css';

export function WalletButton() {
  const { t } = useTranslation();
  const { address, status } = useConnection();
  const { mutate: disconnect } = useDisconnect();
  const [open, setOpen] = useState(false);

  if (!address || status !== 'connected') return <ConnectWalletButton size="sm" />;

  return (
    <div className={styles.chipWrap} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className={styles.chip}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('Account {{address}}', { address: shortAddress(address) })}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={styles.avatar} aria-hidden />
        <span className={styles.address}>{shortAddress(address)}</span>
        <span className={styles.noName} title={t('No username yet')} aria-label={t('No username yet')}>
          !
        </span>
      </button>
      {open && (
        <div role="menu" className={styles.menu}>
          <Link role="menuitem" to="/profile" onClick={() => setOpen(false)}>
            {t('Your Profile')}
          </Link>
          <Link role="menuitem" to={APPROVALS_PATH} onClick={() => setOpen(false)}>
            {t('Token approvals')}
          </Link>
          <button role="menuitem" type="button" onClick={() => void navigator.clipboard?.writeText(address).then(() => setOpen(false))}>
            {t('Copy address')}
          </button>
          <button
            role="menuitem"
            type="button"
            onClick={() => {
              setOpen(false);
              disconnect({});
            }}
          >
            {t('Log out')}
          </button>
        </div>
      )}
    </div>
  );
}
