import { describe, expect, it } from 'vitest';
import { DEFAULT_HARVEST_EVERY_BLOCKS, harvestDue, harvestEveryBlocks } from './vault.ts';

describe('vault keeper schedule', () => {
  it('reads the period from DEVNET_VAULT_HARVEST_BLOCKS (0 = off), default 100', () => {
    expect(harvestEveryBlocks({})).toBe(DEFAULT_HARVEST_EVERY_BLOCKS);
    expect(harvestEveryBlocks({ DEVNET_VAULT_HARVEST_BLOCKS: '0' })).toBe(0);
    expect(harvestEveryBlocks({ DEVNET_VAULT_HARVEST_BLOCKS: '25' })).toBe(25);
    expect(harvestEveryBlocks({ DEVNET_VAULT_HARVEST_BLOCKS: 'x' })).toBe(DEFAULT_HARVEST_EVERY_BLOCKS);
  });

  it('is due every N blocks, never when off, and again after the chain moved back (snapshot revert)', () => {
    expect(harvestDue(150n, 100n, 100)).toBe(false);
    expect(harvestDue(200n, 100n, 100)).toBe(true);
    expect(harvestDue(50n, 100n, 100)).toBe(true);
    expect(harvestDue(500n, undefined, 100)).toBe(true);
    expect(harvestDue(500n, 1n, 0)).toBe(false);
  });
});
