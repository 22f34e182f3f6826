import { describe, expect, it } from 'vitest';
import { INITIAL_SWAP_STATE, swapReducer, type SwapState } from './state.ts';

const A = '0x0165878A594ca255338adfa4d48449f69242Eb8F';
const B = '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853';
const s = (over: Partial<SwapState> = {}): SwapState => ({ ...INITIAL_SWAP_STATE, ...over });

describe('swap state', () => {
  it('selecting a new currency sets that side only', () => {
    expect(swapReducer(s(), { type: 'selectCurrency', field: 'OUTPUT', currencyId: A })).toEqual(s({ outputCurrencyId: A }));
  });

  it('selecting the currency of the other side swaps the sides and the independent field', () => {
    const state = s({ inputCurrencyId: 'BNB', outputCurrencyId: A, typedValue: '1' });
    expect(swapReducer(state, { type: 'selectCurrency', field: 'INPUT', currencyId: A.toLowerCase() })).toEqual(
      s({ inputCurrencyId: A.toLowerCase(), outputCurrencyId: 'BNB', typedValue: '1', independentField: 'OUTPUT' }),
    );
    expect(swapReducer(state, { type: 'selectCurrency', field: 'OUTPUT', currencyId: 'BNB' })).toEqual(
      s({ inputCurrencyId: A, outputCurrencyId: 'BNB', typedValue: '1', independentField: 'OUTPUT' }),
    );
  });

  it('selecting the same currency again changes nothing', () => {
    const state = s({ inputCurrencyId: A });
    expect(swapReducer(state, { type: 'selectCurrency', field: 'INPUT', currencyId: A })).toBe(state);
  });

  it('switch exchanges currencies and the independent field, keeping the text', () => {
    const state = s({ inputCurrencyId: A, outputCurrencyId: B, typedValue: '2.5', independentField: 'INPUT' });
    expect(swapReducer(state, { type: 'switchCurrencies' })).toEqual(
      s({ inputCurrencyId: B, outputCurrencyId: A, typedValue: '2.5', independentField: 'OUTPUT' }),
    );
    // With an empty side too.
    expect(swapReducer(s(), { type: 'switchCurrencies' })).toEqual(
      s({ inputCurrencyId: '', outputCurrencyId: 'BNB', independentField: 'OUTPUT' }),
    );
  });

  it('typing makes that field independent', () => {
    expect(swapReducer(s(), { type: 'typeInput', field: 'OUTPUT', typedValue: '3' })).toEqual(
      s({ independentField: 'OUTPUT', typedValue: '3' }),
    );
  });

  it('recipient: null is none, "" is an open empty field', () => {
    const open = swapReducer(s(), { type: 'setRecipient', recipient: '' });
    expect(open.recipient).toBe('');
    expect(swapReducer(open, { type: 'setRecipient', recipient: null }).recipient).toBeNull();
  });

  it('replace takes a parsed query', () => {
    const q = { inputCurrencyId: A, outputCurrencyId: '', typedValue: '5', independentField: 'OUTPUT' as const, recipient: 'bob.eth' };
    expect(swapReducer(s(), { type: 'replace', state: q })).toEqual(q);
  });
});
