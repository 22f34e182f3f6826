/**
 * The measured safety of the two currencies of a swap (tokens outside the default lists only) and what it
 * means for the Swap button: the SDK's swapSafetyBlock (a token that cannot be sold outside expert mode, a
 * taxed token in an exact-output trade, a slippage tolerance at or below the measured tax).
 */
import { useMemo } from 'react';
import { swapSafetyBlock, type Currency, type I18nText, type TokenSafety } from '@fuelswap/sdk';
import { displaySymbol, useTokenSafety, type SafetyState } from '../../tokens/index.ts';

export interface SwapSafety {
  input: SafetyState;
  output: SafetyState;
  inputSymbol: string;
  outputSymbol: string;
  /** Why Swap is withheld, as the button's label; undefined when the measurements allow it. */
  block: I18nText | undefined;
}

const measured = (s: SafetyState): TokenSafety | undefined => (s.status === 'measured' ? s.safety : undefined);

export function useSwapSafety(
  input: Currency | null | undefined,
  output: Currency | null | undefined,
  o: { isExpertMode: boolean; slippageBps: number; exactInput: boolean },
): SwapSafety {
  const inState = useTokenSafety(input);
  const outState = useTokenSafety(output);
  const inputSymbol = displaySymbol(input?.symbol);
  const outputSymbol = displaySymbol(output?.symbol);
  const block = useMemo(
    () =>
      swapSafetyBlock({
        input: { symbol: inputSymbol, safety: measured(inState) },
        output: { symbol: outputSymbol, safety: measured(outState) },
        isExpertMode: o.isExpertMode,
        allowedSlippage: o.slippageBps,
        exactInput: o.exactInput,
      }),
    [inState, outState, inputSymbol, outputSymbol, o.isExpertMode, o.slippageBps, o.exactInput],
  );
  return { input: inState, output: outState, inputSymbol, outputSymbol, block };
}
