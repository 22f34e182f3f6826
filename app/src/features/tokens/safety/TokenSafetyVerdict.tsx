/**
 * A token's measured safety on screen. The measuring hook (useTokenSafety) stays with the page, whose chunk
 * already holds react-query and the lists; the sentence and the probe load on demand (SafetyVerdict.tsx here,
 * chain/tokenSafety.ts from the hook), so neither is part of a page's first load.
 */
import { Suspense, lazy } from 'react';
import type { Token } from '@fuelswap/sdk';
import { displaySymbol } from '../components/display.ts';
import type { SafetyVerdictProps } from './SafetyVerdict.tsx';
import { useTokenSafety } from './useTokenSafety.ts';

const SafetyVerdict = lazy(() => import('./SafetyVerdict.tsx').then((m) => ({ default: m.SafetyVerdict })));

export function TokenSafetyVerdict(props: SafetyVerdictProps) {
  return (
    <Suspense fallback={null}>
      <SafetyVerdict {...props} />
    </Suspense>
  );
}

/** The import warning's verdict for a token (given to the warning by the modal and the URL gate). */
export function ImportVerdict({ token }: { token: Token }) {
  const state = useTokenSafety(token);
  return (
    <div aria-live="polite">
      <TokenSafetyVerdict symbol={displaySymbol(token.symbol)} state={state} testId="import-safety" />
    </div>
  );
}
