/**
 * The verdict line beside the trade, self-contained: for each currency of the swap outside the default lists,
 * what a simulated buy, transfer and sell measured (the tokens feature's TokenSafetyVerdict, loaded on demand),
 * and what that means for the Swap button (the SDK's swapSafetyBlock), handed to the page through `onBlock`
 * (undefined: nothing withholds it). While a token is being checked, or when its check failed, nothing is
 * withheld: the line says so.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cannotBeSold, swapSafetyBlock, type Currency, type I18nText, type TokenSafety } from '@fuelswap/sdk';
import { displaySymbol, TokenSafetyVerdict, useTokenSafety, type SafetyState } from '../../tokens/index.ts';
import styles from '../swap.module.css';

export interface TokenSafetyLineProps {
  input: Currency | null | undefined;
  output: Currency | null | undefined;
  expertMode: boolean;
  slippageBps: number;
  exactInput: boolean;
  onBlock: (block: I18nText | undefined) => void;
}

const measured = (s: SafetyState): TokenSafety | undefined => (s.status === 'measured' ? s.safety : undefined);

export function TokenSafetyLine({ input, output, expertMode, slippageBps, exactInput, onBlock }: TokenSafetyLineProps) {
  const { t } = useTranslation();
  const inState = useTokenSafety(input);
  const outState = useTokenSafety(output);
  const inputSymbol = displaySymbol(input?.symbol);
  const outputSymbol = displaySymbol(output?.symbol);
  const inSafety = measured(inState);
  const outSafety = measured(outState);
  const block = swapSafetyBlock({
    input: { symbol: inputSymbol, safety: inSafety },
    output: { symbol: outputSymbol, safety: outSafety },
    isExpertMode: expertMode,
    allowedSlippage: slippageBps,
    exactInput,
  });
  const blockKey = block ? `${block.key}|${JSON.stringify(block.params ?? {})}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the block is compared by its text, not its identity
  useEffect(() => onBlock(block), [blockKey, onBlock]);
  useEffect(() => () => onBlock(undefined), [onBlock]);
  const overridden = expertMode && (cannotBeSold(inSafety) || cannotBeSold(outSafety));
  return (
    <div className={styles.safetyLine} aria-live="polite" data-testid="swap-safety">
      <TokenSafetyVerdict symbol={inputSymbol} state={inState} testId="swap-safety-input" />
      <TokenSafetyVerdict symbol={outputSymbol} state={outState} testId="swap-safety-output" />
      {overridden && <p className={styles.safetyNote}>{t('Expert mode is on: Swap is allowed anyway')}</p>}
    </div>
  );
}
