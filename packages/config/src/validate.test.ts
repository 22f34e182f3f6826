import { describe, expect, it } from 'vitest';
import { sectionValidator } from './validate.ts';

const v = sectionValidator('thing');

describe('section validators', () => {
  it('name the section and the field', () => {
    expect(() => v.addr('nope', 'market')).toThrow('Invalid thing config: market is not an address');
    expect(() => v.int(1.5, 'startBlock')).toThrow('startBlock must be an integer >= 0');
    expect(() => v.int(0, 'chainId', 1)).toThrow('chainId must be an integer >= 1');
    expect(() => v.units('01', 'amount')).toThrow('amount is not an integer string');
    expect(() => v.units('-1', 'amount')).toThrow();
    expect(() => v.obj([], 'pools')).toThrow('pools is not an object');
  });
  it('return checked values', () => {
    expect(v.addr('0x000000000000000000000000000000000000dead', 'a')).toBe('0x000000000000000000000000000000000000dEaD');
    expect(v.int(7, 'n')).toBe(7);
    expect(v.units('0', 'x')).toBe('0');
    expect(v.units('123456789012345678901234567890', 'x')).toBe('123456789012345678901234567890');
  });
});
