/**
 * The verdict line beside the trade, self-contained: for each currency of the swap outside the default lists,
 * what a simulated buy, transfer and sell measured (the tokens feature's reader and sentence), and what that
 * means for the Swap button, handed to the page through `onBlock` (undefined: nothing withholds it). Loaded
 * with import() by the page, so the simulation and its texts stay out of the page's first load.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cannotBeSold, type Currency, type I18nText } from '@fuelswap/sdk';
import { SafetyVerdict } from '../../tokens/index.ts';
import { useSwapSafety } from '../hooks/useSwapSafety.ts';
import styles from '../swap.module.css';

export interface TokenSafetyLineProps {
  input: Currency | null | undefined;
  output: Currency | null | undefined;
  expertMode: boolean;
  slippageBps: number;
  exactInput: boolean;
  onBlock: (block: I18nText | undefined) => void;
}

export function TokenSafetyLine({ input, output, expertMode, slippageBps, exactInput, onBlock }: TokenSafetyLineProps) {
  const { t } = useTranslation();
  const safety = useSwapSafety(input, output, { isExpertMode: expertMode, slippageBps, exactInput });
  const blockKey = safety.block ? `${safety.block.key}|${JSON.stringify(safety.block.params ?? {})}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the block is compared by its text, not its identity
  useEffect(() => onBlock(safety.block), [blockKey, onBlock]);
  useEffect(() => () => onBlock(undefined), [onBlock]);
  const sides = [
    { side: 'input', symbol: safety.inputSymbol, state: safety.input },
    { side: 'output', symbol: safety.outputSymbol, state: safety.output },
  ].filter((x) => x.state.status !== 'skipped');
  if (sides.length === 0) return null;
  const overridden = expertMode && sides.some((x) => x.state.status === 'measured' && cannotBeSold(x.state.safety));
  return (
    <div className={styles.safetyLine} aria-live="polite" data-testid="swap-safety">
      {sides.map((x) => (
        <SafetyVerdict key={x.side} symbol={x.symbol} state={x.state} testId={`swap-safety-${x.side}`} />
      ))}
      {overridden && <p className={styles.safetyNote}>{t('Expert mode is on: Swap is allowed anyway')}</p>}
    </div>
  );
}
