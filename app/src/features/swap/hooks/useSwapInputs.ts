/**
 * The two amount panels' side of the swap: the text on each side (the typed
 * one, and the trade's amount, or for wrap the same amount, on the other, 6
 * significant digits), their labels ("From (estimated)" on the derived side),
 * typing and choosing a currency, and each side's Max (with an account): the
 * side's balance, less the gas reserve for BNB, typed into that side.
 * Also the performance marks of the quote benchmark (../perf.ts).
 */
import { useCallback, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { currencyId, maxAmountSpend, showMaxButton, type Currency } from '@fuelswap/sdk';
import { markSwapInput, useQuoteMark } from '../perf.ts';
import { playSwapSound } from '../sound.ts';
import type { Field, SwapAction, SwapState } from '../state.ts';
import type { DerivedSwapInfo } from './useDerivedSwapInfo.ts';

export function useSwapInputs(
  state: SwapState,
  dispatch: Dispatch<SwapAction>,
  info: DerivedSwapInfo,
  account: Address | undefined,
  audioPlay: boolean,
) {
  const { t } = useTranslation();
  const { currencies, balances, parsedAmount, trade } = info;
  const showWrap = info.wrapType !== 'NOT_APPLICABLE';
  const isExactIn = state.independentField === 'INPUT';
  const dependentField: Field = isExactIn ? 'OUTPUT' : 'INPUT';

  const formatted = {
    [state.independentField]: state.typedValue,
    [dependentField]: showWrap
      ? (parsedAmount?.toExact() ?? '')
      : trade
        ? (isExactIn ? trade.outputAmount : trade.inputAmount).toSignificant(6)
        : '',
  } as Record<Field, string>;
  const inputAmount = showWrap ? parsedAmount : (trade?.inputAmount ?? (isExactIn ? parsedAmount : undefined));
  const outputAmount = showWrap ? parsedAmount : (trade?.outputAmount ?? (isExactIn ? undefined : parsedAmount));

  // The quote is on screen once the trade (or its absence) for the typed amount is known.
  const quoteReady = !!parsedAmount && (showWrap || !!trade || !info.pairsLoading);
  useQuoteMark(quoteReady, `${state.typedValue}|${state.independentField}|${formatted[dependentField]}`);

  const onUserInput = useCallback(
    (field: Field, typedValue: string) => {
      markSwapInput();
      dispatch({ type: 'typeInput', field, typedValue });
    },
    [dispatch],
  );
  const onCurrencySelect = useCallback(
    (field: Field, currency: Currency) => {
      dispatch({ type: 'selectCurrency', field, currencyId: currencyId(currency) });
      if (audioPlay) playSwapSound();
    },
    [audioPlay, dispatch],
  );
  const clearInput = useCallback(() => dispatch({ type: 'typeInput', field: 'INPUT', typedValue: '' }), [dispatch]);
  const maxSpend = maxAmountSpend(balances.INPUT);
  const showMax =
    !!account &&
    showMaxButton(maxSpend, inputAmount && currencies.INPUT && inputAmount.currency.equals(currencies.INPUT) ? inputAmount : undefined);
  const onMax = () => maxSpend && onUserInput('INPUT', maxSpend.toExact());
  // To's Max types the To currency's balance into To (the output becomes the exact side), hidden once To equals it.
  const maxOutput = maxAmountSpend(balances.OUTPUT);
  const showMaxOutput =
    !!account &&
    showMaxButton(
      maxOutput,
      outputAmount && currencies.OUTPUT && outputAmount.currency.equals(currencies.OUTPUT) ? outputAmount : undefined,
    );
  const onMaxOutput = () => maxOutput && onUserInput('OUTPUT', maxOutput.toExact());

  const label = (field: Field) => {
    const estimated = !showWrap && !!trade && state.independentField !== field;
    if (field === 'INPUT') return estimated ? t('From (estimated)') : t('From');
    return estimated ? t('To (estimated)') : t('To');
  };

  return { showWrap, formatted, label, onUserInput, onCurrencySelect, clearInput, showMax, onMax, showMaxOutput, onMaxOutput };
}
