import { describe, expect, it } from 'vitest';
import { InsufficientFundsError, UserRejectedRequestError } from 'viem';
import { initTestI18n } from '../../i18n/testing.ts';
import { failureToast } from './actions.ts';

const t = initTestI18n().getFixedT('en-US');

describe('failureToast', () => {
  it('a bet that fails says the position could not be entered, with the reason', () => {
    const toast = failureToast(new Error('Bet is too early/late'), 'bet', t);
    expect(toast).toEqual({
      title: 'An error occurred, unable to enter your position',
      description: 'Bet is too early/late - Please try again.',
    });
  });

  it('a failed collect keeps the generic title', () => {
    expect(failureToast(new Error('Not eligible for claim'), 'claim', t).title).toBe('Error');
  });

  it('a refused signature and a wallet without gas are told as such, for a bet too', () => {
    expect(failureToast(new UserRejectedRequestError(new Error('denied')), 'bet', t)).toEqual({
      title: 'Transaction rejected.',
      description: undefined,
    });
    expect(failureToast(new InsufficientFundsError(), 'bet', t).title).toBe('Insufficient BNB balance');
  });
});
