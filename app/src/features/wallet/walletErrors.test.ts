import { describe, expect, it } from 'vitest';
import { isUserRejection, walletErrorToast } from './walletErrors.ts';

class Named extends Error {
  constructor(
    name: string,
    message: string,
    public code?: number,
    override cause?: unknown,
  ) {
    super(message);
    this.name = name;
  }
}

describe('walletErrorToast', () => {
  it('no provider', () => {
    expect(walletErrorToast(new Named('ProviderNotFoundError', 'x'))).toEqual({
      title: 'Provider Error',
      description: 'No provider was found',
    });
  });
  it('authorization refused, also when the 4001 is nested in a cause', () => {
    expect(walletErrorToast({ code: 4001, message: 'User rejected' }).title).toBe('Authorization Error');
    expect(walletErrorToast(new Named('ConnectError', 'wrapped', undefined, { code: 4001 })).description).toBe(
      'Please authorize to access your account',
    );
    expect(isUserRejection(new Named('UserRejectedRequestError', 'no'))).toBe(true);
  });
  it('a WalletConnect relay that did not answer', () => {
    expect(walletErrorToast(new Named('WalletConnectRelayError', 'The WalletConnect relay did not answer'))).toEqual({
      title: 'WalletConnect is unavailable',
      description: 'The WalletConnect relay could not be reached. Check your connection and try again.',
    });
  });
  it('unknown connector', () => {
    expect(walletErrorToast(new Named('ConnectorNotFoundError', 'x'))).toEqual({
      title: 'Unable to find connector',
      description: 'The connector config is wrong',
    });
  });
  it('other errors show their name and message', () => {
    expect(walletErrorToast(new Named('ChainMismatchError', 'Wrong chain'))).toEqual({
      title: 'ChainMismatchError',
      description: '{{message}}',
      values: { message: 'Wrong chain' },
    });
    expect(isUserRejection(new Error('x'))).toBe(false);
  });
});
