/**
 * The network fee row and the "splits are off" note, loaded with the first trade shown rather than with
 * /swap: /swap's first load stays within its limit, and the rows appear with the quote.
 */
import { Suspense, lazy } from 'react';
import type { NetworkFee } from '../hooks/useDerivedSwapInfo.ts';

const load = () => import('./ExecutionRows.tsx');
const NetworkFeeRow = lazy(() => load().then((m) => ({ default: m.NetworkFeeRow })));
const SplitsOffNote = lazy(() => load().then((m) => ({ default: m.SplitsOffNote })));

export function LazyNetworkFeeRow({ fee }: { fee: NetworkFee }) {
  return (
    <Suspense fallback={null}>
      <NetworkFeeRow fee={fee} />
    </Suspense>
  );
}

export function LazySplitsOffNote() {
  return (
    <Suspense fallback={null}>
      <SplitsOffNote />
    </Suspense>
  );
}
