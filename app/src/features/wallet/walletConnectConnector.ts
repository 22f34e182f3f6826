/**
 * The WalletConnect bundle's entry (built apart from the app by app/walletConnectBundle.ts, loaded when the user
 * picks WalletConnect): wagmi's connector, which imports @walletconnect/ethereum-provider and its QR dialog
 * when it starts, wrapped to tell when the relay has handed out the pairing code.
 */
import type { CreateConnectorFn } from 'wagmi';
import { walletConnect } from 'wagmi/connectors';

/** The relay did not hand out a pairing code in time: nothing was connected. */
class WalletConnectRelayError extends Error {
  override name = 'WalletConnectRelayError';
}

/**
 * A fresh connector (the connector keeps a failed provider start for good, so every attempt gets its own), and
 * `paired`: resolves when the pairing code is out (the QR dialog opens then), rejects with
 * WalletConnectRelayError when it is not within `relayTimeoutMs`.
 */
export function createWalletConnect(projectId: string, relayTimeoutMs: number): { connector: CreateConnectorFn; paired: Promise<void> } {
  const create = walletConnect({
    projectId,
    showQrModal: true,
    metadata: {
      name: 'FuelSwap',
      description: 'FuelSwap',
      url: window.location.origin,
      icons: [`${window.location.origin}/favicon.svg`],
    },
  });
  let onUri: () => void = () => {};
  let made: ReturnType<typeof create> | undefined;
  const paired = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new WalletConnectRelayError('The WalletConnect relay did not answer'));
      // The provider opens its QR dialog at once (a spinner until the pairing code): closing it ends the attempt
      // (the provider drops the pairing) and gives the page back to the connect dialog.
      void made
        ?.getProvider()
        .then((p) => (p as { modal?: { close(): void } } | undefined)?.modal?.close())
        .catch(() => {});
    }, relayTimeoutMs);
    onUri = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  // Wraps wagmi's factory only to hear the connector's own `display_uri` message.
  const connector: CreateConnectorFn = (config) => {
    config.emitter.on('message', (m) => {
      if (m.type === 'display_uri') onUri();
    });
    made = create(config);
    return made;
  };
  return { connector, paired };
}
