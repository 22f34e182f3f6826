/**
 * The exchange's inputs: From and To (each with Max), the switch, and the optional
 * send to another address (hidden for wrap/unwrap). Text, labels and handlers
 * come from hooks/useSwapInputs.ts; the state is the page's reducer.
 */
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { ArrowLeftIcon } from '../../../ui/index.ts';
import type { DerivedSwapInfo } from '../hooks/useDerivedSwapInfo.ts';
import type { useSwapInputs } from '../hooks/useSwapInputs.ts';
import type { SwapAction, SwapState } from '../state.ts';
import { CurrencyInputPanel } from './CurrencyInputPanel.tsx';
import { RecipientField } from './RecipientField.tsx';
import styles from '../swap.module.css';

export interface SwapFormProps {
  state: SwapState;
  dispatch: Dispatch<SwapAction>;
  info: DerivedSwapInfo;
  inputs: ReturnType<typeof useSwapInputs>;
  account: Address | undefined;
}

export function SwapForm({ state, dispatch, info, inputs, account }: SwapFormProps) {
  const { t } = useTranslation();
  const { currencies, balances } = info;
  const { showWrap, formatted, label, onUserInput, onCurrencySelect, showMax, onMax, showMaxOutput, onMaxOutput } = inputs;
  return (
    <>
      <CurrencyInputPanel
        testId="swap-input"
        label={label('INPUT')}
        inputLabel={t('From amount')}
        selectLabel={t('From')}
        value={formatted.INPUT}
        onUserInput={(v) => onUserInput('INPUT', v)}
        currency={currencies.INPUT}
        otherCurrency={currencies.OUTPUT}
        onCurrencySelect={(c) => onCurrencySelect('INPUT', c)}
        balance={balances.INPUT}
        showBalance={!!account}
        showMaxButton={showMax}
        onMax={onMax}
      />

      <div className={styles.switchRow}>
        <button
          type="button"
          className={styles.switch}
          onClick={() => dispatch({ type: 'switchCurrencies' })}
          aria-label={t('Switch tokens')}
          title={t('Switch tokens')}
        >
          <ArrowLeftIcon size={18} className={styles.switchIcon} aria-hidden />
        </button>
        {state.recipient === null && !showWrap && (
          <button type="button" className={styles.textButton} onClick={() => dispatch({ type: 'setRecipient', recipient: '' })}>
            {t('+ Add a send (optional)')}
          </button>
        )}
      </div>

      <CurrencyInputPanel
        testId="swap-output"
        label={label('OUTPUT')}
        inputLabel={t('To amount')}
        selectLabel={t('To')}
        value={formatted.OUTPUT}
        onUserInput={(v) => onUserInput('OUTPUT', v)}
        currency={currencies.OUTPUT}
        otherCurrency={currencies.INPUT}
        onCurrencySelect={(c) => onCurrencySelect('OUTPUT', c)}
        balance={balances.OUTPUT}
        showBalance={!!account}
        showMaxButton={showMaxOutput}
        onMax={onMaxOutput}
      />

      {state.recipient !== null && !showWrap && (
        <>
          <div className={styles.switchRow}>
            <span className={styles.arrowDown} aria-hidden>
              ↓
            </span>
            <button type="button" className={styles.textButton} onClick={() => dispatch({ type: 'setRecipient', recipient: null })}>
              {t('- Remove send')}
            </button>
          </div>
          <RecipientField
            value={state.recipient}
            resolved={info.recipient}
            onChange={(v) => dispatch({ type: 'setRecipient', recipient: v })}
          />
        </>
      )}
    </>
  );
}
