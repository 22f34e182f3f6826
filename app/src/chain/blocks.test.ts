import { describe, expect, it } from 'vitest';
import { isStale, staleAfterMs } from './blocks.ts';

describe('chain health', () => {
  it('two block polls of silence: 6 s on the devnet, 12 s on BSC (6 s poll)', () => {
    expect(staleAfterMs(31337)).toBe(6_000);
    expect(staleAfterMs(56)).toBe(12_000);
  });
  it('stale only past the threshold, or at once when the poll failed', () => {
    const base = { lastBlockAt: 1_000, staleAfter: 6_000, pollFailed: false };
    expect(isStale({ ...base, now: 7_000 })).toBe(false);
    expect(isStale({ ...base, now: 7_001 })).toBe(true);
    expect(isStale({ ...base, now: 1_500, pollFailed: true })).toBe(true);
  });
});
