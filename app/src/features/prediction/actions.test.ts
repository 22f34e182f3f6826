import { describe, expect, it } from 'vitest';
import { InsufficientFundsError, UserRejectedRequestError } from 'viem';
import { initTestI18n } from '../../i18n/testing.ts';
import { classifyWriteError } from '../../chain/write/index.ts';
import { betFailureText } from './actions.ts';

const t = initTestI18n().getFixedT('en-US');
const text = (e: unknown) => betFailureText(classifyWriteError(e), t);

describe('betFailureText', () => {
  it('a bet that fails says the position could not be entered, with the reason', () => {
    expect(text(new Error('Bet is too early/late'))).toEqual({
      title: 'An error occurred, unable to enter your position',
      description: 'Bet is too early/late - Please try again.',
    });
  });

  it('a refused signature and a wallet without gas are told as such, for a bet too', () => {
    expect(text(new UserRejectedRequestError(new Error('denied')))).toEqual({ title: 'Transaction rejected.' });
    expect(text(new InsufficientFundsError())).toEqual({
      title: 'Insufficient BNB balance',
      description: 'You need BNB to pay for the transaction fee (gas).',
    });
  });
});
