// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRejectedRequestError } from 'viem';
import { useConfirmation } from './useConfirmation.ts';
import { TransactionCannotSucceedError } from './errors.ts';

const HASH = `0x${'ab'.repeat(32)}` as const;
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

describe('useConfirmation', () => {
  it('idle, attempting while the wallet asks, then submitted with the hash', async () => {
    const { result } = renderHook(() => useConfirmation());
    expect(result.current.state).toEqual({ status: 'idle' });
    let release!: () => void;
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.run(() => new Promise((r) => (release = () => r(HASH))));
    });
    expect(result.current.state).toEqual({ status: 'attempting' });
    await act(async () => {
      release();
      expect(await done).toBe(HASH);
    });
    expect(result.current.state).toEqual({ status: 'submitted', hash: HASH });
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('an error with its message key and values', async () => {
    const { result } = renderHook(() => useConfirmation());
    await act(async () => void (await result.current.run(() => Promise.reject(new TransactionCannotSucceedError('K')))));
    expect(result.current.state).toEqual({
      status: 'error',
      message: 'The transaction cannot succeed due to error: {{reason}}.',
      values: { reason: 'K' },
    });
  });

  it('a rejection shows "Transaction rejected.", or goes back to the review when silent', async () => {
    const rejected = () => Promise.reject(new UserRejectedRequestError(new Error('no')));
    const loud = renderHook(() => useConfirmation());
    await act(async () => void (await loud.result.current.run(rejected)));
    expect(loud.result.current.state).toEqual({ status: 'error', message: 'Transaction rejected.', values: {} });
    const silent = renderHook(() => useConfirmation({ silentRejection: true }));
    await act(async () => void (await silent.result.current.run(rejected)));
    expect(silent.result.current.state).toEqual({ status: 'idle' });
  });
});
