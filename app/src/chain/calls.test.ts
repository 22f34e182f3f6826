import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';

const m = vi.hoisted(() => ({ getBlock: vi.fn() }));
vi.mock('wagmi/actions', () => ({ getBlock: m.getBlock }));
vi.mock('./runtime.ts', () => ({ runtime: () => ({ chainId: 31337, exchange: {} }) }));

const { chainNow, deadlineAfter } = await import('./calls.ts');
const config = {} as Config;
const NOW = 1_800_000_000;

describe('the deadline rule (swap and liquidity alike)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW * 1000);
  });
  afterEach(() => vi.useRealTimers());

  it('uses the block time when the chain is ahead of the clock', async () => {
    m.getBlock.mockResolvedValueOnce({ timestamp: BigInt(NOW + 500) });
    expect(await chainNow(config)).toBe(BigInt(NOW + 500));
  });

  it('uses the clock when the chain lags behind it', async () => {
    m.getBlock.mockResolvedValueOnce({ timestamp: BigInt(NOW - 3600) });
    expect(await chainNow(config)).toBe(BigInt(NOW));
  });

  it('uses the clock when the block cannot be read', async () => {
    m.getBlock.mockRejectedValueOnce(new Error('offline'));
    expect(await chainNow(config)).toBe(BigInt(NOW));
  });

  it('adds the user setting to that time', async () => {
    m.getBlock.mockResolvedValueOnce({ timestamp: BigInt(NOW + 10) });
    expect(await deadlineAfter(config, 1200)).toBe(BigInt(NOW + 10 + 1200));
  });
});
