import { describe, expect, it } from 'vitest';
import { CANONICAL_SYMBOLS, localizeNumber } from './locale.ts';

const de = { group: '.', decimal: ',' };
// French groups with a narrow no-break space (U+202F), as Intl.NumberFormat('fr-FR') prints it.
const fr = { group: '\u202f', decimal: ',' };

describe('localizeNumber', () => {
  it('leaves every string alone in en-US', () => {
    for (const s of ['1,234.56', '$1.23M', 'BUSD', '0x12']) expect(localizeNumber(s, CANONICAL_SYMBOLS)).toBe(s);
  });

  it('re-punctuates canonical numbers with the locale separators', () => {
    expect(localizeNumber('1,234.56', de)).toBe('1.234,56');
    expect(localizeNumber('1,234,567.5', fr)).toBe('1\u202f234\u202f567,5');
    expect(localizeNumber('0.00012', de)).toBe('0,00012');
    expect(localizeNumber('201464', de)).toBe('201464');
    expect(localizeNumber('12', de)).toBe('12');
  });

  it('keeps signs, comparisons, dollars and unit suffixes', () => {
    expect(localizeNumber('$1.23M', de)).toBe('$1,23M');
    expect(localizeNumber('<0.01', de)).toBe('<0,01');
    expect(localizeNumber('>1,000,000', de)).toBe('>1.000.000');
    expect(localizeNumber('-0.50%', de)).toBe('-0,50%');
    expect(localizeNumber('+1.5X', de)).toBe('+1,5X');
    expect(localizeNumber('~$12.35', de)).toBe('~$12,35');
  });

  it('leaves what is not a whole number: symbols, addresses, versions, sentences, badly grouped digits', () => {
    for (const s of ['BUSD', '1INCH', '0x5FbDB2315678afecb367f032d93F642f64180aa3', '1.2.3', '3 blocks', '1,23.4', '12,3456', ''])
      expect(localizeNumber(s, de)).toBe(s);
  });
});
