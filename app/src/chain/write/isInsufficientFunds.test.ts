import { describe, expect, it } from 'vitest';
import { BaseError, InsufficientFundsError, TransactionExecutionError } from 'viem';
import { isInsufficientFunds } from './isInsufficientFunds.ts';

describe('isInsufficientFunds', () => {
  it("viem's error anywhere in the causes, or a node's text in the message or the details", () => {
    expect(isInsufficientFunds(new TransactionExecutionError(new InsufficientFundsError(), {} as never))).toBe(true);
    expect(isInsufficientFunds(new Error('insufficient funds for gas * price + value'))).toBe(true);
    expect(isInsufficientFunds(new BaseError('Execution failed', { details: 'Insufficient funds for transfer' }))).toBe(true);
  });

  it('not a shortfall of a token the contract reports', () => {
    expect(isInsufficientFunds(new Error('ERC20: transfer amount exceeds balance'))).toBe(false);
  });
});
