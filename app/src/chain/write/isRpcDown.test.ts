import { describe, expect, it } from 'vitest';
import { HttpRequestError, TimeoutError, TransactionExecutionError } from 'viem';
import { StaleChainError } from './errors.ts';
import { isRpcDown } from './isRpcDown.ts';

describe('isRpcDown', () => {
  it("viem's transport failures in the causes, a bare fetch failure, and a stale chain", () => {
    const http = new HttpRequestError({ url: 'http://127.0.0.1:8545' });
    expect(isRpcDown(new TransactionExecutionError(http, {} as never))).toBe(true);
    expect(isRpcDown(new TimeoutError({ body: {}, url: 'http://127.0.0.1:8545' }))).toBe(true);
    expect(isRpcDown(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRpcDown(new StaleChainError())).toBe(true);
  });

  it('not an answer the node gave', () => {
    expect(isRpcDown(new Error('nonce too low'))).toBe(false);
  });
});
