/**
 * Measures one token (useTokenSafety) and shows the sentence; reports each state to `onState` (the swap's
 * button decides on it). Loaded with import() through TokenSafetyVerdict: the one place the simulation, its
 * decoding and its texts enter the bundle.
 */
import { useEffect } from 'react';
import type { Currency } from '@fuelswap/sdk';
import { SafetyVerdict } from './SafetyVerdict.tsx';
import { useTokenSafety, type SafetyState } from './useTokenSafety.ts';

export interface MeasuredVerdictProps {
  currency: Currency | null | undefined;
  symbol: string;
  testId?: string;
  onState?: ((state: SafetyState) => void) | undefined;
}

export function MeasuredVerdict({ currency, symbol, testId, onState }: MeasuredVerdictProps) {
  const state = useTokenSafety(currency);
  const stateKey = state.status === 'measured' ? JSON.stringify(state.safety) : state.status;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the state is compared by its content, not its identity
  useEffect(() => onState?.(state), [stateKey, onState]);
  return <SafetyVerdict symbol={symbol} state={state} {...(testId ? { testId } : {})} />;
}
