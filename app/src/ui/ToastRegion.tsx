import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ToastRegion.module.css';
import { IconButton } from './Button.tsx';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons.tsx';
import { useToasts, type Toast } from './toasts.ts';
import { cx } from './cx.ts';

/** How long a toast stays, in ms; errors stay longer. Hover or focus pauses the timer. */
export const TOAST_DURATION = { success: 6000, info: 6000, warning: 8000, error: 10000 } as const;

const icons = { success: SuccessIcon, error: ErrorIcon, info: InfoIcon, warning: WarningIcon };

/** Renders the toast store: a polite live region (errors are announced assertively). Mount once in the layout. */
export function ToastRegion() {
  const { t } = useTranslation();
  const toasts = useToasts((s) => s.toasts);
  return (
    <ol className={styles.region} aria-label={t('Notifications')} aria-live="polite" aria-relevant="additions text">
      {toasts.map((toast) => (
        <ToastItem key={`${toast.id}:${toast.version}`} toast={toast} />
      ))}
    </ol>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const remove = useToasts((s) => s.removeToast);
  const [paused, setPaused] = useState(false);
  const remaining = useRef<number>(TOAST_DURATION[toast.type]);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => remove(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(1000, remaining.current - (Date.now() - started));
    };
  }, [paused, remove, toast.id]);

  const Icon = icons[toast.type];
  return (
    <li
      className={cx(styles.toast, styles[toast.type])}
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-toast-id={toast.id}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon className={styles.icon} size={22} />
      <div className={styles.content}>
        <div className={styles.title}>{toast.title}</div>
        {toast.description != null && <div className={styles.description}>{toast.description}</div>}
      </div>
      <IconButton label={t('Dismiss notification')} size="sm" onClick={() => remove(toast.id)}>
        <CloseIcon size={16} />
      </IconButton>
    </li>
  );
}
