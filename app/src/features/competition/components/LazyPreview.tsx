import { lazy, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyBoundary } from '../../../ui/index.ts';
import type { LivePreview as EagerLivePreview } from '../../transactions/index.ts';

// The transaction preview's code (~8 kB gzipped) loads with the first preview shown, not with the page.
// The dynamic import must be written in this feature: inside the transactions feature the bundler
// merged the preview back into every page importing its index. Loading never blocks Confirm: only a revert does.
const LivePreview = lazy(() => import('../../transactions/index.ts').then((m) => ({ default: m.LivePreview })));

export function LazyLivePreview(props: ComponentProps<typeof EagerLivePreview>) {
  const { t } = useTranslation();
  return (
    <LazyBoundary label={t('Simulating the transaction…')}>
      <LivePreview {...props} />
    </LazyBoundary>
  );
}
