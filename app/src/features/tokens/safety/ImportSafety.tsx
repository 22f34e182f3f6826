/** The import warning's measured verdict for one token; loaded with import() when the warning shows. */
import type { Token } from '@fuelswap/sdk';
import { displaySymbol } from '../components/display.ts';
import { SafetyVerdict } from './SafetyVerdict.tsx';
import { useTokenSafety } from './useTokenSafety.ts';

export function ImportSafety({ token }: { token: Token }) {
  const safety = useTokenSafety(token);
  return (
    <div aria-live="polite">
      <SafetyVerdict symbol={displaySymbol(token.symbol)} state={safety} testId="import-safety" />
    </div>
  );
}
