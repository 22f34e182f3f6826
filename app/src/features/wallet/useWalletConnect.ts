/**
 * Connecting a wallet: connect to the chosen connector on the target chain.
 * wagmi's injected connector asks the wallet to switch, and when the wallet
 * does not know the chain (4902) to add it, then switches (spec 000 §4
 * "Wallet login"). Errors become the spec's toasts; on failure the stored
 * connector preference is cleared so the next start does not retry it.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig, useConnect, type Connector } from 'wagmi';
import { useToasts } from '../../ui/index.ts';
import { runtime } from '../../chain/runtime.ts';
import { walletErrorToast } from './walletErrors.ts';

export function useWalletConnect() {
  const { t } = useTranslation();
  const config = useConfig();
  const { mutateAsync, isPending } = useConnect();
  const connect = useCallback(
    async (connector: Connector): Promise<boolean> => {
      try {
        await mutateAsync({ connector, chainId: runtime().chainId });
        return true;
      } catch (e) {
        console.error('Wallet connection failed', e);
        await config.storage?.removeItem('recentConnectorId');
        const toast = walletErrorToast(e);
        useToasts.getState().toastError(t(toast.title), t(toast.description, toast.values ?? {}));
        return false;
      }
    },
    [mutateAsync, config, t],
  );
  return { connect, isPending };
}
