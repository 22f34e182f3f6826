import { describe, expect, it } from 'vitest';
import { BaseError, UserRejectedRequestError } from 'viem';
import { errorMessage } from './errorMessage.ts';
import { TransactionCannotSucceedError } from './errors.ts';

describe('errorMessage', () => {
  it('maps errors to the catalogue texts', () => {
    expect(errorMessage(new UserRejectedRequestError(new Error('denied')))).toEqual({ message: 'Transaction rejected.', values: {} });
    expect(errorMessage(new TransactionCannotSucceedError('Pausable: paused'))).toEqual({
      message: 'The transaction cannot succeed due to error: {{reason}}.',
      values: { reason: 'Pausable: paused' },
    });
    expect(errorMessage(new BaseError('insufficient funds'))).toEqual({
      message: '{{error}} - Please try again.',
      values: { error: 'insufficient funds' },
    });
    expect(errorMessage(new Error('nope'))).toEqual({ message: '{{error}} - Please try again.', values: { error: 'nope' } });
    expect(errorMessage('???')).toEqual({ message: 'Unknown Error', values: {} });
  });
});
