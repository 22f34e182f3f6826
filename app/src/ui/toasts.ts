import type { ReactNode } from 'react';
import { create } from 'zustand';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  /** Derived from the title: the same title never shows twice (spec: toasts de-duplicated by a title-based id). */
  id: string;
  type: ToastType;
  title: string;
  description?: ReactNode;
  /** Bumped on every push so a repeated toast restarts its auto-dismiss timer. */
  version: number;
}

interface ToastState {
  toasts: Toast[];
  toastSuccess: (title: string, description?: ReactNode) => string;
  toastError: (title: string, description?: ReactNode) => string;
  toastInfo: (title: string, description?: ReactNode) => string;
  toastWarning: (title: string, description?: ReactNode) => string;
  removeToast: (id: string) => void;
  clearToasts: () => void;
}

/** Newest first; more than this and the oldest go. */
export const MAX_TOASTS = 5;

/** The title-based id: lower-case words joined by dashes ("Transaction failed!" -> "transaction-failed"). */
export function toastId(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'toast';
}

let version = 0;

/** The toast store. Call the actions anywhere: `useToasts.getState().toastError('Unknown Error')` or `const { toastSuccess } = useToasts()`. */
export const useToasts = create<ToastState>()((set) => {
  const push = (type: ToastType) => (title: string, description?: ReactNode) => {
    const id = toastId(title);
    version += 1;
    const toast: Toast = { id, type, title, description, version };
    // A toast with the same id is replaced and moved to the top, never duplicated.
    set((s) => ({ toasts: [toast, ...s.toasts.filter((x) => x.id !== id)].slice(0, MAX_TOASTS) }));
    return id;
  };
  return {
    toasts: [],
    toastSuccess: push('success'),
    toastError: push('error'),
    toastInfo: push('info'),
    toastWarning: push('warning'),
    removeToast: (id) => set((s) => ({ toasts: s.toasts.filter((x) => x.id !== id) })),
    clearToasts: () => set({ toasts: [] }),
  };
});
