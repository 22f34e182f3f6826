import { describe, expect, it } from 'vitest';
import { duration, fuelText } from './logic.ts';

describe('auction display helpers', () => {
  it('fuelText: FUEL (9 decimals) with two decimals, rounded down, thousands grouped', () => {
    expect(fuelText(1_234_567_890_123n)).toBe('1,234.56');
    expect(fuelText(10n ** 9n)).toBe('1.00');
  });

  it('duration: blocks of 3 s as days, hours and minutes; none left reads zero', () => {
    expect(duration(28_800n)).toEqual({ d: 1, h: 0, m: 0 });
    expect(duration(1230n)).toEqual({ d: 0, h: 1, m: 1 });
    expect(duration(-5n)).toEqual({ d: 0, h: 0, m: 0 });
  });
});
