import { describe, expect, it } from 'vitest';
import { DEFAULT_DEADLINE_SECONDS, deadlineFrom, deadlineMinutes, parseDeadlineMinutes } from './deadline.ts';
import { isConfirmWord } from './expert.ts';

describe('deadline', () => {
  it('defaults to 1200 s', () => {
    expect(DEFAULT_DEADLINE_SECONDS).toBe(1200);
    expect(deadlineMinutes(DEFAULT_DEADLINE_SECONDS)).toBe(20);
  });
  it.each([
    ['20', 1200],
    ['1', 60],
    [' 30 ', 1800],
    ['4320', 259200],
  ])('%j minutes is %i s', (text, seconds) => {
    expect(parseDeadlineMinutes(text)).toEqual({ seconds });
  });
  it.each(['0', '00', '', ' ', '-5', '1.5', '2,5', '10m', '4321', '1e3', '9999999999'])('%j is invalid', (text) => {
    expect(parseDeadlineMinutes(text)).toEqual({ error: 'invalid' });
  });
  it('deadlineFrom adds the TTL in bigint seconds', () => {
    expect(deadlineFrom(1_700_000_000n)).toBe(1_700_001_200n);
    expect(deadlineFrom(10n, 60)).toBe(70n);
    expect(() => deadlineFrom(10n, 0)).toThrow('Invalid deadline');
  });
});

describe('isConfirmWord', () => {
  it('accepts the word confirm, ignoring case and surrounding spaces', () => {
    for (const t of ['confirm', 'Confirm', ' CONFIRM ']) expect(isConfirmWord(t)).toBe(true);
  });
  it('rejects anything else', () => {
    for (const t of ['', 'confirmed', 'con firm', 'yes', 'confirm.', null, undefined]) expect(isConfirmWord(t)).toBe(false);
  });
});
