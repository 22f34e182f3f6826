/**
 * WalletConnect for phone wallets, offered only when the build has a project id
 * (`VITE_WALLETCONNECT_PROJECT_ID`, from Reown's dashboard). Its connector and
 * `@walletconnect/ethereum-provider` (with the QR dialog) are a bundle of their own
 * (app/walletConnectBundle.ts), loaded only when the user picks it: a `walletConnect()`
 * listed in the wagmi config would be set up at start, importing the provider and
 * opening the relay on every visit.
 */
import { walletConnectUrl } from 'virtual:walletconnect';
import type { createWalletConnect } from './walletConnectConnector.ts';

/** The build's WalletConnect project id, or undefined when WalletConnect is not offered. */
export function walletConnectProjectId(): string | undefined {
  const id = (import.meta.env.VITE_WALLETCONNECT_PROJECT_ID as string | undefined)?.trim();
  return id ? id : undefined;
}

/** WalletConnect's mark (the bridge on blue), drawn here so the dialog needs nothing from the bundle. */
export const WALLETCONNECT_ICON =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3396ff"/><path d="M9.6 12.4c3.5-3.4 9.3-3.4 12.8 0l.4.4a.4.4 0 0 1 0 .6l-1.5 1.4a.2.2 0 0 1-.3 0l-.6-.6a6.4 6.4 0 0 0-8.8 0l-.6.6a.2.2 0 0 1-.3 0l-1.5-1.4a.4.4 0 0 1 0-.6zm15.9 2.9 1.3 1.3a.4.4 0 0 1 0 .6l-5.9 5.8a.5.5 0 0 1-.6 0L16.1 19a.1.1 0 0 0-.2 0l-4.2 4a.5.5 0 0 1-.6 0l-5.9-5.8a.4.4 0 0 1 0-.6l1.3-1.3a.5.5 0 0 1 .6 0l4.2 4.1a.1.1 0 0 0 .2 0l4.2-4.1a.5.5 0 0 1 .6 0l4.2 4.1a.1.1 0 0 0 .2 0l4.2-4.1a.5.5 0 0 1 .6 0z" fill="#fff"/></svg>',
  );

/**
 * How long the relay may take to hand out the pairing code (the QR) before the attempt counts as failed:
 * unreachable, the provider itself gives up only after about 75 s of retries.
 */
const RELAY_TIMEOUT_MS = 15_000;

/** Loads the WalletConnect bundle and makes a connector for one attempt (see createWalletConnect). */
export async function loadWalletConnect(projectId: string): Promise<ReturnType<typeof createWalletConnect>> {
  const mod = (await import(/* @vite-ignore */ walletConnectUrl)) as { createWalletConnect: typeof createWalletConnect };
  return mod.createWalletConnect(projectId, RELAY_TIMEOUT_MS);
}
