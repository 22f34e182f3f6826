import { describe, expect, it } from 'vitest';
import { ENS_NAME_PATTERN, parseSwapQuery } from './query.ts';

const A = '0x55d398326f99059fF775485246999027B3197955';
const B = '0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56';
const isAddress = (s: string) => /^0x[0-9a-fA-F]{40}$/.test(s);
const parse = (q: string) => parseSwapQuery(new URLSearchParams(q), { isAddress });

describe('parseSwapQuery (spec 2.4)', () => {
  it('reads all five parameters', () => {
    expect(parse(`inputCurrency=${A}&outputCurrency=${B}&exactAmount=1.5&exactField=output&recipient=${A}`)).toEqual({
      inputCurrencyId: A,
      outputCurrencyId: B,
      typedValue: '1.5',
      independentField: 'OUTPUT',
      recipient: A,
    });
  });
  it('BNB, missing or invalid currencies fall back to BNB', () => {
    expect(parse(`inputCurrency=BNB&outputCurrency=${B}`).inputCurrencyId).toBe('BNB');
    expect(parse(`inputCurrency=bnb&outputCurrency=${B}`).inputCurrencyId).toBe('BNB');
    expect(parse(`inputCurrency=0x123&outputCurrency=${B}`).inputCurrencyId).toBe('BNB');
    expect(parse(`outputCurrency=${B}`)).toMatchObject({ inputCurrencyId: 'BNB', outputCurrencyId: B });
  });
  it('the same currency on both sides clears the output', () => {
    expect(parse(`inputCurrency=${A}&outputCurrency=${A}`)).toMatchObject({ inputCurrencyId: A, outputCurrencyId: '' });
    expect(parse(`inputCurrency=${A}&outputCurrency=${A.toLowerCase()}`).outputCurrencyId).toBe('');
    expect(parse('')).toMatchObject({ inputCurrencyId: 'BNB', outputCurrencyId: '' });
    expect(parse('inputCurrency=garbage&outputCurrency=BNB').outputCurrencyId).toBe('');
  });
  it('exactField output (any case) makes the output independent; anything else the input', () => {
    expect(parse('exactField=OUTPUT').independentField).toBe('OUTPUT');
    expect(parse('exactField=input').independentField).toBe('INPUT');
    expect(parse('exactField=banana').independentField).toBe('INPUT');
    expect(parse('').independentField).toBe('INPUT');
  });
  it('keeps exactAmount only when it is a number', () => {
    expect(parse('exactAmount=10').typedValue).toBe('10');
    expect(parse('exactAmount=.5').typedValue).toBe('.5');
    expect(parse('exactAmount=0,25').typedValue).toBe('0.25');
    for (const bad of ['abc', '1abc', '-1', '.', '', '1e3', '1.2.3', '1'.repeat(80)])
      expect(parse(`exactAmount=${bad}`).typedValue).toBe('');
  });
  it('keeps a recipient only if an address or an ENS-style name', () => {
    expect(parse(`recipient=${B}`).recipient).toBe(B);
    expect(parse('recipient=alice.eth').recipient).toBe('alice.eth');
    expect(parse('recipient=pay.alice.eth/invoice/7').recipient).toBe('pay.alice.eth/invoice/7');
    expect(parse('recipient=my-name.eth').recipient).toBe('my-name.eth');
    for (const bad of ['alice', 'alice.com', '.eth', 'a..eth', '-a.eth', '0x123', 'ali ce.eth'])
      expect(parse(`recipient=${encodeURIComponent(bad)}`).recipient).toBeNull();
    expect(parse('').recipient).toBeNull();
    expect(ENS_NAME_PATTERN.test('vitalik.eth')).toBe(true);
  });
  it('normalises addresses when asked', () => {
    const q = parseSwapQuery(new URLSearchParams(`inputCurrency=${A.toLowerCase()}`), { isAddress, normalizeAddress: () => A });
    expect(q.inputCurrencyId).toBe(A);
  });
});
