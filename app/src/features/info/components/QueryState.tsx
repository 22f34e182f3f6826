import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Skeleton, Text } from '../../../ui/index.ts';
import { InfoError } from '../../../chain/indexer.ts';
import styles from '../info.module.css';

/** The inline notice for a failed indexer read: what went wrong, and a retry. Never a blank area. */
export function InlineError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const text =
    error instanceof InfoError
      ? t(error.message, error.params)
      : t('The data could not be loaded: {{reason}}', { reason: error instanceof Error ? error.message : String(error) });
  return (
    <div role="alert" className={styles.error}>
      <Text color="danger" size="sm">
        {text}
      </Text>
      {onRetry && (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('Try again')}
        </Button>
      )}
    </div>
  );
}

/**
 * Renders `children(data)` once there is data; a skeleton while the first
 * load runs; the inline error when it failed (above the stale data, if any).
 */
export function QueryState<T>({
  q,
  children,
  height = 120,
}: {
  q: { data: T | undefined; error: unknown; isPending: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
  height?: number;
}) {
  return (
    <>
      {q.error != null && <InlineError error={q.error} onRetry={() => void q.refetch()} />}
      {q.data !== undefined ? children(q.data) : q.isPending && q.error == null ? <Skeleton height={height} /> : null}
    </>
  );
}
