/** The measured verdict of one token, loaded on demand (MeasuredVerdict.tsx); nothing shows until it arrives. */
import { Suspense, lazy } from 'react';
import type { MeasuredVerdictProps } from './MeasuredVerdict.tsx';

const MeasuredVerdict = lazy(() => import('./MeasuredVerdict.tsx').then((m) => ({ default: m.MeasuredVerdict })));

export function TokenSafetyVerdict(props: MeasuredVerdictProps) {
  return (
    <Suspense fallback={null}>
      <MeasuredVerdict {...props} />
    </Suspense>
  );
}
