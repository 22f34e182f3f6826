// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../i18n/testing.ts';
import { ToastRegion, TOAST_DURATION } from './ToastRegion.tsx';
import { MAX_TOASTS, toastId, useToasts } from './toasts.ts';

beforeAll(() => void initTestI18n());
beforeEach(() => useToasts.getState().clearToasts());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('derives the id from the title', () => {
    expect(toastId('Transaction failed!')).toBe('transaction-failed');
    expect(toastId('  Approve  FUEL ')).toBe('approve-fuel');
    expect(toastId('Überweisung bestätigt')).toBe('uberweisung-bestatigt');
    expect(toastId('!!!')).toBe('toast');
  });

  it('keeps one toast per title: a repeat replaces it and moves it to the top', () => {
    const { toastSuccess, toastError, toastInfo } = useToasts.getState();
    toastSuccess('Swapped', 'first');
    toastError('Unknown Error');
    toastSuccess('Swapped', 'second');
    const toasts = useToasts.getState().toasts;
    expect(toasts.map((t) => t.id)).toEqual(['swapped', 'unknown-error']);
    expect(toasts[0]).toMatchObject({ type: 'success', description: 'second' });
    // Same title, other type: still the same toast.
    toastInfo('Unknown Error');
    expect(useToasts.getState().toasts.map((t) => [t.id, t.type])).toEqual([
      ['unknown-error', 'info'],
      ['swapped', 'success'],
    ]);
  });

  it(`keeps at most ${MAX_TOASTS}`, () => {
    for (let i = 0; i < MAX_TOASTS + 3; i++) useToasts.getState().toastInfo(`Toast ${i}`);
    expect(useToasts.getState().toasts).toHaveLength(MAX_TOASTS);
    expect(useToasts.getState().toasts[0]?.title).toBe(`Toast ${MAX_TOASTS + 2}`);
  });
});

describe('ToastRegion', () => {
  it('renders a live region with one toast per title', () => {
    render(<ToastRegion />);
    act(() => {
      useToasts.getState().toastSuccess('Swapped', '1 FUEL for 2 BUSD');
      useToasts.getState().toastSuccess('Swapped', '1 FUEL for 2 BUSD');
      useToasts.getState().toastError('Transaction failed');
    });
    const region = screen.getByRole('list', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getAllByText('Swapped')).toHaveLength(1);
    expect(within(region).getByRole('alert')).toHaveTextContent('Transaction failed');
    expect(within(region).getByRole('status')).toHaveTextContent('1 FUEL for 2 BUSD');
  });

  it('dismisses by its button', async () => {
    const user = userEvent.setup();
    render(<ToastRegion />);
    act(() => void useToasts.getState().toastInfo('Copied'));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it('dismisses itself after its duration; a repeat restarts the timer', () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    act(() => void useToasts.getState().toastSuccess('Saved'));
    act(() => void vi.advanceTimersByTime(TOAST_DURATION.success - 1000));
    act(() => void useToasts.getState().toastSuccess('Saved'));
    act(() => void vi.advanceTimersByTime(TOAST_DURATION.success - 1000));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
