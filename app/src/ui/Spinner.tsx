import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Spinner.module.css';
import { cx } from './cx.ts';

/** A loading spinner. With a label it is announced (role="status"); without, it is decorative. */
export function Spinner({ size = 24, label, className }: { size?: number; label?: string; className?: string }) {
  return (
    <svg
      className={cx(styles.spinner, className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle className={styles.track} cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A centred spinner for a page or panel that is loading. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className={styles.pageLoader}>
      <Spinner size={40} label={t('Loading…')} />
    </div>
  );
}

/** A shimmering placeholder block for content that is loading (hidden from assistive tech). */
export function Skeleton({
  width = '100%',
  height = 16,
  circle = false,
  className,
  style,
}: {
  width?: number | string;
  height?: number | string;
  circle?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  return <span aria-hidden className={cx(styles.skeleton, circle && styles.circle, className)} style={{ width, height, ...style }} />;
}

/**
 * Code loaded on first use (React.lazy inside): a small spinner and `label` in its place meanwhile, e.g. the
 * transaction preview in a page that shows it only in a later step.
 */
export function LazyBoundary({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <span className={styles.lazyLine} aria-busy="true">
          <Spinner size={16} /> {label}
        </span>
      }
    >
      {children}
    </Suspense>
  );
}
