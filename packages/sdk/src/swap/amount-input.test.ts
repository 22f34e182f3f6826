import { describe, expect, it } from 'vitest';
import { CurrencyAmount } from './amount.ts';
import { AMOUNT_INPUT_MAX_LENGTH, MIN_BNB, maxAmountSpend, parseAmount, sanitizeAmountInput, showMaxButton } from './amount-input.ts';
import { BNB, E18, E9, FUEL, ZERO_DEC } from './fixtures.test-helpers.ts';

describe('sanitizeAmountInput (spec 5)', () => {
  it('accepts digits with one decimal point, and partial input', () => {
    for (const ok of ['', '0', '12', '1.5', '.5', '1.', '.', '007.10']) expect(sanitizeAmountInput(ok)).toBe(ok);
  });
  it('turns commas into points', () => {
    expect(sanitizeAmountInput('1,5')).toBe('1.5');
    expect(sanitizeAmountInput(',5')).toBe('.5');
    expect(sanitizeAmountInput('1,000,5')).toBeNull(); // two points after conversion
  });
  it('rejects anything else', () => {
    for (const bad of ['1.2.3', '-1', '+1', '1e5', 'abc', ' 1', '1 ', '0x1', '١', '1_000']) expect(sanitizeAmountInput(bad)).toBeNull();
  });
  it('allows at most 79 characters', () => {
    expect(AMOUNT_INPUT_MAX_LENGTH).toBe(79);
    expect(sanitizeAmountInput('1'.repeat(79))).toBe('1'.repeat(79));
    expect(sanitizeAmountInput('1'.repeat(80))).toBeNull();
    expect(sanitizeAmountInput(`0.${'1'.repeat(77)}`)).toHaveLength(79);
  });
});

describe('parseAmount', () => {
  it('parses in the currency decimals', () => {
    expect(parseAmount('1.5', FUEL)?.raw).toBe(1_500_000_000n);
    expect(parseAmount('0.01', BNB)?.raw).toBe(10n ** 16n);
    expect(parseAmount('42', ZERO_DEC)?.raw).toBe(42n);
  });
  it('zero or unparsable counts as no amount', () => {
    for (const none of ['', '0', '0.000', '.', 'abc', '1.0000000001']) expect(parseAmount(none, FUEL)).toBeUndefined();
    expect(parseAmount('1', undefined)).toBeUndefined();
    expect(parseAmount('0.5', ZERO_DEC)).toBeUndefined();
  });
});

describe('maxAmountSpend', () => {
  it('keeps 0.01 BNB (10^16 wei) for gas', () => {
    expect(MIN_BNB).toBe(10_000_000_000_000_000n);
    expect(maxAmountSpend(CurrencyAmount.fromRaw(BNB, E18))?.raw).toBe(E18 - 10n ** 16n);
    expect(maxAmountSpend(CurrencyAmount.fromRaw(BNB, 10n ** 16n))?.raw).toBe(0n);
    expect(maxAmountSpend(CurrencyAmount.fromRaw(BNB, 10n ** 16n + 1n))?.raw).toBe(1n);
    expect(maxAmountSpend(CurrencyAmount.fromRaw(BNB, 5n))?.raw).toBe(0n);
  });
  it('spends tokens in full', () => {
    expect(maxAmountSpend(CurrencyAmount.fromRaw(FUEL, 3n * E9))?.raw).toBe(3n * E9);
    expect(maxAmountSpend(undefined)).toBeUndefined();
  });
  it('hides Max when the input already equals it', () => {
    const max = maxAmountSpend(CurrencyAmount.fromRaw(BNB, E18));
    expect(showMaxButton(max, CurrencyAmount.fromRaw(BNB, E18 - 10n ** 16n))).toBe(false);
    expect(showMaxButton(max, CurrencyAmount.fromRaw(BNB, 1n))).toBe(true);
    expect(showMaxButton(max, undefined)).toBe(true);
    expect(showMaxButton(undefined, undefined)).toBe(false);
  });
});
