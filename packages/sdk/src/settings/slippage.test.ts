import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SLIPPAGE_TOLERANCE_BPS,
  SLIPPAGE_MESSAGES,
  SLIPPAGE_PRESETS_BPS,
  assertSlippage,
  formatSlippagePercent,
  parseSlippageInput,
  slippageWarning,
} from './slippage.ts';

describe('slippage constants', () => {
  it('match spec 9', () => {
    expect(SLIPPAGE_PRESETS_BPS).toEqual([10, 50, 100]);
    expect(DEFAULT_SLIPPAGE_TOLERANCE_BPS).toBe(50);
    expect(SLIPPAGE_MESSAGES.invalid).toBe('Enter a valid slippage percentage');
    expect(SLIPPAGE_MESSAGES['may-fail']).toBe('Your transaction may fail');
    expect(SLIPPAGE_MESSAGES['may-frontrun']).toBe('Your transaction may be frontrun');
  });
});

describe('parseSlippageInput', () => {
  it.each([
    ['0.1', 10],
    ['0.5', 50],
    ['1', 100],
    ['.8', 80],
    ['1.', 100],
    ['12.25', 1225],
    ['3,5', 350],
    ['0.500', 50],
    [' 2 ', 200],
    ['2%', 200],
    ['0', 0],
    ['0.01', 1],
    ['49.99', 4999],
  ])('%j is %i bps', (text, bps) => {
    expect(parseSlippageInput(text)).toEqual({ bps });
  });

  it.each([
    '50',
    '50.00',
    '99',
    '1000',
    '',
    ' ',
    '.',
    'abc',
    '-1',
    '+1',
    '1e2',
    '0.505',
    '0.001',
    '1.2.3',
    '1,2,3',
    'Infinity',
    'NaN',
    '0x10',
    '9'.repeat(30),
  ])('%j is invalid', (text) => {
    expect(parseSlippageInput(text)).toEqual({ error: 'invalid' });
  });

  it('accepts exactly the values below 5000 bps (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (bps) => {
        const text = `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;
        expect(parseSlippageInput(text)).toEqual(bps < 5000 ? { bps } : { error: 'invalid' });
      }),
    );
  });
});

describe('slippageWarning', () => {
  it.each([
    [0, 'may-fail'],
    [10, 'may-fail'],
    [49, 'may-fail'],
    [50, undefined],
    [100, undefined],
    [500, undefined],
    [501, 'may-frontrun'],
    [4999, 'may-frontrun'],
  ])('%i bps -> %s', (bps, warning) => {
    expect(slippageWarning(bps)).toBe(warning);
  });
});

describe('assertSlippage', () => {
  it('accepts 0..10000', () => {
    for (const bps of [0, 1, 50, 5000, 9999, 10000]) expect(() => assertSlippage(bps)).not.toThrow();
  });
  it.each([-1, 10001, 0.5, Number.NaN, Number.POSITIVE_INFINITY])('throws for %s', (bps) => {
    expect(() => assertSlippage(bps)).toThrow('Unexpected slippage value');
  });
});

describe('formatSlippagePercent', () => {
  it('shows bps as a short percent', () => {
    expect(formatSlippagePercent(50)).toBe('0.5');
    expect(formatSlippagePercent(100)).toBe('1');
    expect(formatSlippagePercent(10)).toBe('0.1');
    expect(formatSlippagePercent(1234)).toBe('12.34');
    expect(formatSlippagePercent(1)).toBe('0.01');
    expect(formatSlippagePercent(0)).toBe('0');
  });
  it('round-trips through parseSlippageInput', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4999 }), (bps) => {
        expect(parseSlippageInput(formatSlippagePercent(bps))).toEqual({ bps });
      }),
    );
  });
});
