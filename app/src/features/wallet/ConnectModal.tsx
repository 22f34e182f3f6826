/**
 * The wallet connection dialog: every EIP-6963 wallet the browser announced,
 * by its own name and icon, and on the devnet the "Devnet wallet", marked as
 * a development-only account. With a WalletConnect project id in the build,
 * "WalletConnect" for phone wallets (its code loaded when picked).
 */
import { useTranslation } from 'react-i18next';
import { useConnectors, type Connector } from 'wagmi';
import { Modal } from '../../ui/index.ts';
import { DEVNET_WALLET_ID } from '../../chain/wagmi.ts';
import { useConnectModal } from './connectModalStore.ts';
import { useWalletConnect } from './useWalletConnect.ts';
import { WALLETCONNECT_ICON, walletConnectProjectId } from './walletConnect.ts';
import styles from './wallet.module.css';

export function ConnectModal() {
  const { t } = useTranslation();
  const { open, hide } = useConnectModal();
  const connectors = useConnectors();
  const { connect, connectWalletConnect, isPending } = useWalletConnect();
  const projectId = walletConnectProjectId();
  const browserWallets = connectors.filter((c) => c.id !== DEVNET_WALLET_ID);
  const devnet = connectors.find((c) => c.id === DEVNET_WALLET_ID);

  const pick = async (c: Connector) => {
    if (await connect(c)) hide();
  };
  // The dialog closes once the QR is up (WalletConnect's own dialog), so the two never trap focus together.
  const pickWalletConnect = async (id: string) => {
    if (await connectWalletConnect(id, hide)) hide();
  };

  return (
    <Modal open={open} onDismiss={hide} title={t('Connect Wallet')}>
      <div className={styles.list}>
        {browserWallets.length === 0 && (
          <p className={styles.empty}>{t('No browser wallet was found. Install one, then reload this page.')}</p>
        )}
        {browserWallets.map((c) => (
          <button key={c.uid} type="button" className={styles.wallet} disabled={isPending} onClick={() => void pick(c)}>
            {c.icon ? <img src={c.icon} alt="" width={32} height={32} /> : <span className={styles.noIcon} aria-hidden />}
            <span>{c.name}</span>
          </button>
        ))}
        {projectId && (
          <button type="button" className={styles.wallet} disabled={isPending} onClick={() => void pickWalletConnect(projectId)}>
            <img src={WALLETCONNECT_ICON} alt="" width={32} height={32} />
            <span>
              {t('WalletConnect')}
              <small className={styles.hint}>{t('Scan a QR code with a phone wallet')}</small>
            </span>
          </button>
        )}
        {devnet && (
          <button type="button" className={`${styles.wallet} ${styles.devnet}`} disabled={isPending} onClick={() => void pick(devnet)}>
            <img src={devnet.icon} alt="" width={32} height={32} />
            <span>
              {t('Devnet wallet')}
              <small className={styles.devTag}>{t('Development only: a pre-funded test account')}</small>
            </span>
          </button>
        )}
      </div>
      <p className={styles.help}>
        {t('By connecting a wallet you act on your own funds. Nothing is sent without your confirmation in the wallet.')}
      </p>
    </Modal>
  );
}
