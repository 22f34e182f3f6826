/**
 * The swap's review dialog loads when there is a trade to review, not with /swap: what the
 * dialog shares with the page (the transactions feature's chunk) stays in the first load, the review's own
 * code (its content, the preview hook) does not.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import type { SwapReviewProps } from './SwapReview.tsx';

const loadReview = () => import('./SwapReview.tsx');
const SwapReview = lazy(() => loadReview().then((m) => ({ default: m.SwapReview })));

/**
 * The review dialog, mounted from its first opening on (so that it closes as it opened). Its code starts
 * loading as soon as there is a trade to review, so that Swap opens it at once.
 */
export function LazySwapReview({ hasTrade, ...props }: SwapReviewProps & { hasTrade: boolean }) {
  const [mounted, setMounted] = useState(false);
  const open = props.confirm.open;
  useEffect(() => {
    if (hasTrade) void loadReview();
  }, [hasTrade]);
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);
  if (!mounted && !open) return null;
  return (
    <Suspense fallback={null}>
      <SwapReview {...props} />
    </Suspense>
  );
}
