import { lazy, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyBoundary } from '../../../ui/index.ts';
import type { LivePreview as EagerLivePreview } from '../../transactions/index.ts';

// The transaction preview's code loads with the trade-in dialog, not with the page; the dynamic import is written
// in this feature because inside the transactions feature the bundler merges it back into every importing page.
const LivePreview = lazy(() => import('../../transactions/index.ts').then((m) => ({ default: m.LivePreview })));

export function LazyLivePreview(props: ComponentProps<typeof EagerLivePreview>) {
  const { t } = useTranslation();
  return (
    <LazyBoundary label={t('Simulating the transaction…')}>
      <LivePreview {...props} />
    </LazyBoundary>
  );
}
