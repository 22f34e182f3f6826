/**
 * Wraps the app: an address on the block list sees only "Blocked address";
 * a wallet on another chain gets a notice with a button to
 * switch (adding the chain to the wallet when it does not know it). Also
 * mounts the connect dialog once.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChainId, useConnection, useSwitchChain } from 'wagmi';
import { isBlockedAddress } from '@fuelswap/config';
import { runtime } from '../../chain/runtime.ts';
import { Button, useToasts } from '../../ui/index.ts';
import { whenIdle } from '../../lib/idle.ts';
import { useConnectModal } from './connectModalStore.ts';
import { walletErrorToast } from './walletErrors.ts';
import styles from './wallet.module.css';

// The connect dialog is its own chunk, fetched in idle time after the first paint (or on the first click before
// that): the shell every page loads first does not carry it.
const loadConnectModal = () => import('./ConnectModal.tsx');
const ConnectModal = lazy(() => loadConnectModal().then((m) => ({ default: m.ConnectModal })));

/** The connect dialog, mounted from its first opening on (so that it closes with its own transition). */
function LazyConnectModal() {
  const open = useConnectModal((s) => s.open);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  useEffect(() => whenIdle(() => void loadConnectModal()), []);
  return opened ? (
    <Suspense fallback={null}>
      <ConnectModal />
    </Suspense>
  ) : null;
}

export function WalletGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { address, chainId: walletChainId, status } = useConnection();
  const appChainId = useChainId();
  const { mutateAsync: switchChain, isPending } = useSwitchChain();
  if (isBlockedAddress(address)) {
    return (
      <main className={styles.blocked} role="alert">
        {t('Blocked address')}
      </main>
    );
  }
  const target = runtime().chain;
  const wrongChain = status === 'connected' && walletChainId !== undefined && walletChainId !== appChainId;
  return (
    <>
      {wrongChain && (
        <div className={styles.wrongNetwork} role="alert">
          <span>{t('Your wallet is on another network. Switch to {{network}} to continue.', { network: target.name })}</span>
          <Button
            size="sm"
            variant="secondary"
            loading={isPending}
            onClick={() =>
              void switchChain({ chainId: target.id }).catch((e: unknown) => {
                console.error('Chain setup failed', e);
                const toast = walletErrorToast(e);
                useToasts.getState().toastError(t(toast.title), t(toast.description, toast.values ?? {}));
              })
            }
          >
            {t('Switch network')}
          </Button>
        </div>
      )}
      {children}
      <LazyConnectModal />
    </>
  );
}
