import { describe, expect, it } from 'vitest';
import { shouldCheck } from './polling.ts';

const MIN = 60_000;
const NOW = 1_700_000_000_000;
const tx = (ageMs: number, lastCheckedBlockNumber?: number) => ({ addedTime: NOW - ageMs, lastCheckedBlockNumber });

describe('shouldCheck', () => {
  it('never checks a transaction with a receipt or one that was replaced', () => {
    expect(shouldCheck(100, { ...tx(0), receipt: { status: 1 } }, NOW)).toBe(false);
    expect(shouldCheck(100, { ...tx(0), replacedBy: '0xabc' }, NOW)).toBe(false);
  });
  it('checks a never-checked transaction at once', () => {
    expect(shouldCheck(100, tx(0), NOW)).toBe(true);
    expect(shouldCheck(100, tx(2 * 60 * MIN), NOW)).toBe(true);
  });
  it('needs at least 1 block since the last check', () => {
    expect(shouldCheck(100, tx(0, 100), NOW)).toBe(false);
    expect(shouldCheck(99, tx(0, 100), NOW)).toBe(false);
    expect(shouldCheck(100, tx(10 * MIN, 100), NOW)).toBe(false);
  });
  it('under 5 minutes: more than 2 blocks (spec numbers)', () => {
    expect(shouldCheck(101, tx(1 * MIN, 100), NOW)).toBe(false);
    expect(shouldCheck(102, tx(1 * MIN, 100), NOW)).toBe(false);
    expect(shouldCheck(103, tx(1 * MIN, 100), NOW)).toBe(true);
    expect(shouldCheck(103, tx(5 * MIN - 1, 100), NOW)).toBe(true);
  });
  it('5 to 60 minutes: more than 2 blocks', () => {
    expect(shouldCheck(102, tx(5 * MIN, 100), NOW)).toBe(false);
    expect(shouldCheck(103, tx(5 * MIN, 100), NOW)).toBe(true);
    expect(shouldCheck(102, tx(60 * MIN, 100), NOW)).toBe(false);
    expect(shouldCheck(103, tx(60 * MIN, 100), NOW)).toBe(true); // exactly 60 minutes is still this band
  });
  it('over 60 minutes: more than 9 blocks', () => {
    expect(shouldCheck(103, tx(60 * MIN + 1, 100), NOW)).toBe(false);
    expect(shouldCheck(109, tx(3 * 60 * MIN, 100), NOW)).toBe(false);
    expect(shouldCheck(110, tx(3 * 60 * MIN, 100), NOW)).toBe(true);
  });
  it('treats lastCheckedBlockNumber 0 as a real check', () => {
    expect(shouldCheck(2, tx(0, 0), NOW)).toBe(false);
    expect(shouldCheck(3, tx(0, 0), NOW)).toBe(true);
  });
});
