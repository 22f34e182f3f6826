import { parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  bracketPot,
  bulkDiscountPercent,
  bulkPrice,
  checkQuantity,
  decodeTicket,
  duplicateIndexes,
  encodeTicket,
  highestBracket,
  matchingDigits,
  parseTicketText,
  randomTickets,
  ticketText,
  treasuryShare,
} from './rules.ts';

const FUEL = (v: number) => parseUnits(String(v), 9);

describe('ticket encoding', () => {
  it('shows the six digits after the leading 1 in reverse', () => {
    expect(decodeTicket(1_234_567)).toEqual([7, 6, 5, 4, 3, 2]);
    expect(ticketText(1_234_567)).toBe('765432');
    expect(encodeTicket([7, 6, 5, 4, 3, 2])).toBe(1_234_567);
    expect(encodeTicket([0, 0, 0, 0, 0, 0])).toBe(1_000_000);
    expect(encodeTicket([9, 9, 9, 9, 9, 9])).toBe(1_999_999);
    expect(parseTicketText('000001')).toBe(1_100_000);
    for (const n of [1_000_000, 1_000_001, 1_999_999, 1_500_042]) expect(encodeTicket(decodeTicket(n))).toBe(n);
  });

  it('refuses what is not six digits 0-9 with the documented message', () => {
    expect(() => decodeTicket(999_999)).toThrow('The lottery number you provided does not exist');
    expect(() => decodeTicket(2_000_000)).toThrow('does not exist');
    expect(() => encodeTicket([1, 2, 3, 4, 5])).toThrow('does not exist');
    expect(() => encodeTicket([1, 2, 3, 4, 5, 10])).toThrow('does not exist');
    expect(parseTicketText('12345')).toBeUndefined();
    expect(parseTicketText('12a456')).toBeUndefined();
    expect(parseTicketText('1234567')).toBeUndefined();
  });
});

describe('bracket matching', () => {
  it('counts leading on-screen digits, which are the last digits of the number', () => {
    const win = encodeTicket([1, 2, 3, 4, 5, 6]);
    expect(matchingDigits(encodeTicket([1, 2, 3, 4, 5, 6]), win)).toBe(6);
    expect(highestBracket(encodeTicket([1, 2, 3, 4, 5, 6]), win)).toBe(5);
    expect(highestBracket(encodeTicket([1, 2, 3, 0, 5, 6]), win)).toBe(2); // a later match does not count
    expect(highestBracket(encodeTicket([1, 9, 3, 4, 5, 6]), win)).toBe(0);
    expect(highestBracket(encodeTicket([0, 2, 3, 4, 5, 6]), win)).toBe(-1);
  });
});

describe('bulk discount', () => {
  it('is 0.05% at 2 tickets, 2.45% at 50, 4.95% at 100 with the divisor 2000', () => {
    expect(bulkDiscountPercent(1, 2000n)).toBe('0');
    expect(bulkDiscountPercent(2, 2000n)).toBe('0.05');
    expect(bulkDiscountPercent(50, 2000n)).toBe('2.45');
    expect(bulkDiscountPercent(100, 2000n)).toBe('4.95');
    expect(bulkDiscountPercent(11, 2000n)).toBe('0.5');
  });

  it('prices n tickets at price x n x (divisor + 1 - n) / divisor, rounded down like the contract', () => {
    expect(bulkPrice(FUEL(5), 1, 2000n)).toBe(FUEL(5));
    expect(bulkPrice(FUEL(5), 2, 2000n)).toBe(FUEL(9.995));
    expect(bulkPrice(FUEL(5), 50, 2000n)).toBe(FUEL(243.875));
    expect(bulkPrice(FUEL(5), 100, 2000n)).toBe(FUEL(475.25));
    expect(bulkPrice(3n, 2, 2000n)).toBe(5n); // 3 x 2 x 1999 / 2000 = 5.997
    expect(bulkPrice(FUEL(5), 0, 2000n)).toBe(0n);
  });
});

describe('bracket amounts', () => {
  it('shares the pot after the treasury fee by the breakdown', () => {
    const pot = FUEL(24.98);
    expect(treasuryShare(pot, 2000n)).toBe(FUEL(4.996));
    expect(bracketPot(pot, 5000n, 2000n)).toBe(FUEL(9.992));
    expect(bracketPot(pot, 625n, 2000n)).toBe(FUEL(1.249));
    expect(bracketPot(pot, 250n, 2000n)).toBe(FUEL(0.4996));
  });
});

describe('random tickets', () => {
  it('draws distinct numbers in range, avoiding the ones already held', () => {
    const held = [1_000_000, 1_000_001];
    let i = 0;
    // A generator that repeats itself and hits the held numbers: the rules must skip those.
    const seq = [0, 0.000001, 0, 0.5, 0.5, 0.999999, 0.25];
    const rand = () => seq[i++ % seq.length]!;
    const got = randomTickets(3, held, rand);
    expect(got).toEqual([1_500_000, 1_999_999, 1_250_000]);
    const many = randomTickets(100);
    expect(new Set(many).size).toBe(100);
    expect(many.every((n) => n >= 1_000_000 && n <= 1_999_999)).toBe(true);
  });

  it('flags every ticket that repeats another', () => {
    expect([...duplicateIndexes([1_000_001, 1_000_002, 1_000_001, 1_000_003, 1_000_001])].sort()).toEqual([0, 2, 4]);
    expect(duplicateIndexes([1_000_001, 1_000_002]).size).toBe(0);
  });
});

describe('quantity', () => {
  it('takes 1..100 and says when it is more than one transaction can buy', () => {
    expect(checkQuantity('3')).toEqual({ ok: true, n: 3 });
    expect(checkQuantity('100')).toEqual({ ok: true, n: 100 });
    expect(checkQuantity('101')).toEqual({ ok: false, reason: 'tooMany' });
    expect(checkQuantity('0')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkQuantity('1.5')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkQuantity('')).toEqual({ ok: false, reason: 'empty' });
  });
});
