import { describe, expect, it } from 'vitest';
import { TransactionExecutionError, UserRejectedRequestError } from 'viem';
import { TransactionRejectedError } from './errors.ts';
import { isRejection } from './isRejection.ts';

describe('isRejection', () => {
  it("the wallet's refusal: its own error, viem's in the causes, or the bare EIP-1193 code", () => {
    expect(isRejection(new TransactionRejectedError())).toBe(true);
    expect(isRejection(new TransactionExecutionError(new UserRejectedRequestError(new Error('no')), {} as never))).toBe(true);
    expect(isRejection(Object.assign(new Error('nope'), { code: 4001 }))).toBe(true);
  });

  it('not another error code or text', () => {
    expect(isRejection(Object.assign(new Error('Internal JSON-RPC error'), { code: -32603 }))).toBe(false);
    expect(isRejection(new Error('User rejected'))).toBe(false);
    expect(isRejection(undefined)).toBe(false);
  });
});
