import { describe, expect, it } from 'vitest';
import { LIVE_BLOCKS, liveBlocks } from './seed-ifo.ts';

describe('kalmar length', () => {
  it('a day of blocks by default, DEVNET_IFO_LIVE_BLOCKS otherwise, refusing nonsense', () => {
    expect(liveBlocks({})).toBe(LIVE_BLOCKS);
    expect(liveBlocks({ DEVNET_IFO_LIVE_BLOCKS: '400' })).toBe(400n);
    expect(() => liveBlocks({ DEVNET_IFO_LIVE_BLOCKS: '0' })).toThrow(/whole number/);
    expect(() => liveBlocks({ DEVNET_IFO_LIVE_BLOCKS: '1e3' })).toThrow(/whole number/);
  });
});
