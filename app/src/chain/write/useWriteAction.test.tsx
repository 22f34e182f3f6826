// @vitest-environment happy-dom
/**
 * The action hook with its real toasts, classifier and messages: the wallet (the Send) and the receipt are
 * scripted, everything between them is the code under test.
 */
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRejectedRequestError } from 'viem';
import { initTestI18n } from '../../i18n/testing.ts';

const ACCOUNT = '0x00000000000000000000000000000000000000aa' as const;
const HASH = `0x${'ab'.repeat(32)}` as const;
const w = vi.hoisted(() => ({ account: '0x00000000000000000000000000000000000000aa' as string | undefined, wait: vi.fn() }));
vi.mock('wagmi', () => ({ useConfig: () => ({}), useConnection: () => ({ address: w.account }) }));
vi.mock('./waitForSuccess.ts', () => ({ waitForSuccess: w.wait }));

const { useWriteAction } = await import('./useWriteAction.ts');
const { retryFailureText } = await import('./retryFailureText.ts');
const { TransactionRevertedError } = await import('./errors.ts');
const { useToasts } = await import('../../ui/index.ts');
const { useHealthStore } = await import('../blocks.ts');

const i18n = initTestI18n();
const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n }, children);
const toasts = () => useToasts.getState().toasts.map((x) => ({ type: x.type, title: x.title, description: x.description }));

beforeEach(() => {
  useToasts.setState({ toasts: [] });
  useHealthStore.setState({ stale: false });
  w.account = ACCOUNT;
  w.wait.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function setup(options?: Parameters<typeof useWriteAction>[1]) {
  const refresh = vi.fn();
  const { result } = renderHook(() => useWriteAction(refresh, options), { wrapper });
  return { result, refresh };
}

describe('useWriteAction', () => {
  it('sends with the connected account, waits, toasts success, refreshes; pending names the action meanwhile', async () => {
    const { result, refresh } = setup();
    let release!: () => void;
    const send = vi.fn(() => new Promise<typeof HASH>((r) => (release = () => r(HASH))));
    w.wait.mockResolvedValue({ status: 'success' });
    const onSubmitted = vi.fn();
    let done!: Promise<boolean>;
    act(() => {
      done = result.current.run('harvest-1', send, { success: { title: 'Harvested' }, onSubmitted });
    });
    expect(result.current.pending).toBe('harvest-1');
    // One action at a time: a second run while the first waits is refused and sends nothing.
    await act(async () => expect(await result.current.run('other', vi.fn(), { success: { title: 'x' } })).toBe(false));
    await act(async () => {
      release();
      expect(await done).toBe(true);
    });
    expect(send).toHaveBeenCalledWith({}, ACCOUNT);
    expect(onSubmitted).toHaveBeenCalledWith(HASH);
    expect(w.wait).toHaveBeenCalledWith({}, HASH);
    expect(toasts()).toEqual([{ type: 'success', title: 'Harvested', description: undefined }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBeUndefined();
  });

  it("toasts a failure with the classifier's message (a rejection)", async () => {
    const { result, refresh } = setup();
    const send = vi.fn().mockRejectedValue(new UserRejectedRequestError(new Error('no')));
    await act(async () => expect(await result.current.run('buy', send, { success: { title: 'Bought' } })).toBe(false));
    expect(toasts()).toEqual([{ type: 'error', title: 'Transaction rejected.', description: undefined }]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a transaction that reverted on the chain is a failure, with its hash', async () => {
    const { result } = setup();
    w.wait.mockRejectedValue(new TransactionRevertedError(HASH));
    await act(async () => expect(await result.current.run('buy', async () => HASH, { success: { title: 'Bought' } })).toBe(false));
    expect(toasts()).toEqual([{ type: 'error', title: 'Error', description: `Transaction ${HASH} reverted - Please try again.` }]);
  });

  it("the hook's failure text (the yield screens'), and an action's own, win over the classifier's", async () => {
    const { result } = setup({ failure: retryFailureText });
    const send = vi.fn().mockRejectedValue(new UserRejectedRequestError(new Error('no')));
    await act(async () => void (await result.current.run('stake', send, { success: { title: 'Staked' } })));
    expect(toasts()[0]).toEqual({
      type: 'error',
      title: 'Error',
      description: 'Please try again. Confirm the transaction and make sure you are paying enough gas!',
    });
    await act(
      async () =>
        void (await result.current.run('stake', send, {
          success: { title: 'Staked' },
          failure: { title: 'Error', description: 'An error occurred approving transaction' },
        })),
    );
    expect(toasts()[0]).toEqual({ type: 'error', title: 'Error', description: 'An error occurred approving transaction' });
  });

  it('refuses on a stale chain with the chain message, whatever the failure text, and sends nothing', async () => {
    useHealthStore.setState({ stale: true });
    const { result } = setup({ failure: retryFailureText });
    const send = vi.fn();
    await act(async () => expect(await result.current.run('stake', send, { success: { title: 'Staked' } })).toBe(false));
    expect(send).not.toHaveBeenCalled();
    expect(toasts()).toEqual([{ type: 'error', title: 'Error', description: 'The chain is not responding; figures may be out of date.' }]);
    expect(result.current.stale).toBe(true);
  });

  it('a success text marked as an error is toasted as one and resolves false', async () => {
    const { result } = setup();
    w.wait.mockResolvedValue({ status: 'success' });
    await act(async () =>
      expect(await result.current.run('bounty', async () => HASH, { success: () => ({ title: 'Too late', isError: true }) })).toBe(false),
    );
    expect(toasts()).toEqual([{ type: 'error', title: 'Too late', description: undefined }]);
  });

  it('does nothing without a connected account', async () => {
    w.account = undefined;
    const { result } = setup();
    const send = vi.fn();
    await act(async () => expect(await result.current.run('stake', send, { success: { title: 'Staked' } })).toBe(false));
    expect(send).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });
});
