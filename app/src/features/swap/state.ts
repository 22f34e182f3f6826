/**
 * The swap state: which side the user typed in (the
 * independent field), what they typed, the two currency ids ('BNB' or an
 * address, '' when none) and the optional recipient (null = none, '' = the
 * field is open but empty). A plain reducer: the page holds it with
 * useReducer and initialises it from the URL (parseSwapQuery, spec 2.4).
 */
import type { Field, SwapQueryState } from '@fuelswap/sdk';

export type { Field };

export interface SwapState {
  independentField: Field;
  typedValue: string;
  inputCurrencyId: string;
  outputCurrencyId: string;
  recipient: string | null;
}

export type SwapAction =
  | { type: 'selectCurrency'; field: Field; currencyId: string }
  | { type: 'switchCurrencies' }
  | { type: 'typeInput'; field: Field; typedValue: string }
  | { type: 'setRecipient'; recipient: string | null }
  | { type: 'replace'; state: SwapQueryState | SwapState };

export const INITIAL_SWAP_STATE: SwapState = {
  independentField: 'INPUT',
  typedValue: '',
  inputCurrencyId: 'BNB',
  outputCurrencyId: '',
  recipient: null,
};

const other = (f: Field): Field => (f === 'INPUT' ? 'OUTPUT' : 'INPUT');
const sameId = (a: string, b: string) => a !== '' && a.toLowerCase() === b.toLowerCase();

export function swapReducer(state: SwapState, action: SwapAction): SwapState {
  switch (action.type) {
    case 'selectCurrency': {
      const key = action.field === 'INPUT' ? 'inputCurrencyId' : 'outputCurrencyId';
      const otherKey = action.field === 'INPUT' ? 'outputCurrencyId' : 'inputCurrencyId';
      if (sameId(state[key], action.currencyId)) return state;
      // Spec 4 "Swap sides": choosing the currency already on the other side swaps the sides.
      if (sameId(state[otherKey], action.currencyId)) {
        return {
          ...state,
          independentField: other(state.independentField),
          [key]: action.currencyId,
          [otherKey]: state[key],
        };
      }
      return { ...state, [key]: action.currencyId };
    }
    case 'switchCurrencies':
      // The switch exchanges input and output and the independent field; the typed text stays.
      return {
        ...state,
        independentField: other(state.independentField),
        inputCurrencyId: state.outputCurrencyId,
        outputCurrencyId: state.inputCurrencyId,
      };
    case 'typeInput':
      if (state.independentField === action.field && state.typedValue === action.typedValue) return state;
      return { ...state, independentField: action.field, typedValue: action.typedValue };
    case 'setRecipient':
      return state.recipient === action.recipient ? state : { ...state, recipient: action.recipient };
    case 'replace':
      return {
        independentField: action.state.independentField,
        typedValue: action.state.typedValue,
        inputCurrencyId: action.state.inputCurrencyId,
        outputCurrencyId: action.state.outputCurrencyId,
        recipient: action.state.recipient,
      };
  }
}
