/**
 * Connecting a wallet: connect to the chosen connector on the target chain.
 * wagmi's injected connector asks the wallet to switch, and when the wallet
 * does not know the chain (4902) to add it, then switches. Errors become the product's toasts; on failure the stored
 * connector preference is cleared so the next start does not retry it.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig, useConnect, type Connector } from 'wagmi';
import { connect as connectAction } from 'wagmi/actions';
import { useToasts } from '../../ui/index.ts';
import { runtime } from '../../chain/runtime.ts';
import { walletErrorToast } from './walletErrors.ts';
import { loadWalletConnect } from './walletConnect.ts';

export function useWalletConnect() {
  const { t } = useTranslation();
  const config = useConfig();
  const { mutateAsync, isPending } = useConnect();
  const [loading, setLoading] = useState(false);

  const fail = useCallback(
    async (e: unknown) => {
      console.error('Wallet connection failed', e);
      await config.storage?.removeItem('recentConnectorId');
      const toast = walletErrorToast(e);
      useToasts.getState().toastError(t(toast.title), t(toast.description, toast.values ?? {}));
    },
    [config, t],
  );

  const connect = useCallback(
    async (connector: Connector): Promise<boolean> => {
      try {
        await mutateAsync({ connector, chainId: runtime().chainId });
        return true;
      } catch (e) {
        await fail(e);
        return false;
      }
    },
    [mutateAsync, fail],
  );

  /**
   * WalletConnect: loads its connector now, then connects; `onPaired` runs once the relay handed out the
   * pairing code (its QR dialog opens then). A relay that does not answer in time ends the attempt with the
   * wallet state as it was.
   */
  const connectWalletConnect = useCallback(
    async (projectId: string, onPaired: () => void): Promise<boolean> => {
      setLoading(true);
      try {
        const { connector, paired } = await loadWalletConnect(projectId);
        // wagmi's action rather than useConnect's mutation: an attempt given up on may stay pending for a minute
        // (until the provider stops retrying), and the mutation's pending state would hold every wallet button.
        const attempt = connectAction(config, { connector, chainId: runtime().chainId });
        // Whichever loses the race below still settles later: its outcome is already decided.
        attempt.catch(() => {});
        paired.catch(() => {});
        await Promise.race([
          attempt,
          paired.then(() => {
            onPaired();
            return attempt;
          }),
        ]);
        return true;
      } catch (e) {
        // The abandoned attempt would leave wagmi "connecting" until the provider gives up on its own.
        config.setState((s) => ({ ...s, status: s.current ? 'connected' : 'disconnected' }));
        await fail(e);
        return false;
      } finally {
        setLoading(false);
      }
    },
    [config, fail],
  );

  return { connect, connectWalletConnect, isPending: isPending || loading };
}
