/** The measured verdict of one token, loaded on demand (MeasuredVerdict.tsx); nothing shows until it arrives. */
import { Suspense, lazy, type ReactNode } from 'react';
import type { Token } from '@fuelswap/sdk';
import { displaySymbol } from '../components/display.ts';
import type { MeasuredVerdictProps } from './MeasuredVerdict.tsx';

const MeasuredVerdict = lazy(() => import('./MeasuredVerdict.tsx').then((m) => ({ default: m.MeasuredVerdict })));

export function TokenSafetyVerdict(props: MeasuredVerdictProps) {
  return (
    <Suspense fallback={null}>
      <MeasuredVerdict {...props} />
    </Suspense>
  );
}

/**
 * The import warning's verdict for a token. Given to the warning by the modal and the URL gate rather than
 * imported by it: the on-demand load then starts from the page's own chunk, which keeps the shell's chunks whole.
 */
export function importVerdict(token: Token): ReactNode {
  return (
    <div aria-live="polite">
      <TokenSafetyVerdict currency={token} symbol={displaySymbol(token.symbol)} testId="import-safety" />
    </div>
  );
}
