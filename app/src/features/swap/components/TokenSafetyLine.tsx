/**
 * The verdict line beside the trade, self-contained: for each currency of the swap outside the default lists,
 * what a simulated buy, transfer and sell measured (the tokens feature's TokenSafetyVerdict, loaded on demand),
 * and what that means for the Swap button (the SDK's swapSafetyBlock), handed to the page through `onBlock`
 * (undefined: nothing withholds it). While a token is being checked, or when its check failed, nothing is
 * withheld: the line says so.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cannotBeSold, swapSafetyBlock, type Currency, type I18nText, type TokenSafety } from '@fuelswap/sdk';
import { displaySymbol, TokenSafetyVerdict, type SafetyState } from '../../tokens/index.ts';
import styles from '../swap.module.css';

export interface TokenSafetyLineProps {
  input: Currency | null | undefined;
  output: Currency | null | undefined;
  expertMode: boolean;
  slippageBps: number;
  exactInput: boolean;
  onBlock: (block: I18nText | undefined) => void;
}

const measured = (s: SafetyState | undefined): TokenSafety | undefined => (s?.status === 'measured' ? s.safety : undefined);

export function TokenSafetyLine({ input, output, expertMode, slippageBps, exactInput, onBlock }: TokenSafetyLineProps) {
  const { t } = useTranslation();
  const [inState, setInState] = useState<SafetyState>();
  const [outState, setOutState] = useState<SafetyState>();
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
      <TokenSafetyVerdict
        key={`in-${input?.symbol}`}
        currency={input}
        symbol={inputSymbol}
        testId="swap-safety-input"
        onState={setInState}
      />
      <TokenSafetyVerdict
        key={`out-${output?.symbol}`}
        currency={output}
        symbol={outputSymbol}
        testId="swap-safety-output"
        onState={setOutState}
      />
      {overridden && <p className={styles.safetyNote}>{t('Expert mode is on: Swap is allowed anyway')}</p>}
    </div>
  );
}
