/**
 * Wallet errors of spec 000 §8 mapped to toast texts (translation keys).
 * Pure: takes whatever a connector threw, returns { title, description }.
 */
export interface WalletErrorToast {
  title: string;
  description: string;
  /** Interpolation values for the description key. */
  values?: Record<string, string>;
}

function code(e: unknown): number | undefined {
  let cur: unknown = e;
  for (let i = 0; i < 5 && cur && typeof cur === 'object'; i++) {
    const c = (cur as { code?: unknown }).code;
    if (typeof c === 'number') return c;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

function name(e: unknown): string {
  return e && typeof e === 'object' && 'name' in e && typeof e.name === 'string' ? e.name : 'Error';
}

export function walletErrorToast(e: unknown): WalletErrorToast {
  const n = name(e);
  const c = code(e);
  if (n === 'ProviderNotFoundError' || n === 'NoEthereumProviderError') {
    return { title: 'Provider Error', description: 'No provider was found' };
  }
  if (c === 4001 || n === 'UserRejectedRequestError') {
    return { title: 'Authorization Error', description: 'Please authorize to access your account' };
  }
  if (n === 'ConnectorNotFoundError' || n === 'ConnectorUnavailableReconnectingError') {
    return { title: 'Unable to find connector', description: 'The connector config is wrong' };
  }
  const message = e instanceof Error ? (e as Error & { shortMessage?: string }).shortMessage ?? e.message : String(e);
  return { title: n, description: '{{message}}', values: { message } };
}

/** Is this a wallet rejection (EIP-1193 code 4001)? */
export function isUserRejection(e: unknown): boolean {
  return code(e) === 4001 || name(e) === 'UserRejectedRequestError';
}
