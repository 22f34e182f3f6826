/**
 * Wallet errors mapped to toast texts (translation keys).
 * Pure: takes whatever a connector threw, returns { title, description }.
 */
import { errorCode, errorName, isUserRejection } from '../../chain/errors.ts';

export interface WalletErrorToast {
  title: string;
  description: string;
  /** Interpolation values for the description key. */
  values?: Record<string, string>;
}

const code = errorCode;
const name = errorName;

export function walletErrorToast(e: unknown): WalletErrorToast {
  const n = name(e);
  const c = code(e);
  if (n === 'ProviderNotFoundError' || n === 'NoEthereumProviderError') {
    return { title: 'Provider Error', description: 'No provider was found' };
  }
  if (c === 4001 || n === 'UserRejectedRequestError') {
    return { title: 'Authorization Error', description: 'Please authorize to access your account' };
  }
  if (n === 'WalletConnectRelayError') {
    return {
      title: 'WalletConnect is unavailable',
      description: 'The WalletConnect relay could not be reached. Check your connection and try again.',
    };
  }
  if (n === 'ConnectorNotFoundError' || n === 'ConnectorUnavailableReconnectingError') {
    return { title: 'Unable to find connector', description: 'The connector config is wrong' };
  }
  const message = e instanceof Error ? ((e as Error & { shortMessage?: string }).shortMessage ?? e.message) : String(e);
  return { title: n, description: '{{message}}', values: { message } };
}

export { isUserRejection };
