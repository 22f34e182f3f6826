import { describe, expect, it } from 'vitest';
import { backoffMs, newStatus } from './loop.ts';
import { healthReport, keeperHealthy, keeperMetrics } from './monitor.ts';

describe('keeper health', () => {
  it('is unhealthy once a keeper has not succeeded within its expected period (counted from its start before a first success)', () => {
    const s = { ...newStatus('lottery'), startedAt: 0, expectedPeriodMs: 60_000 };
    expect(keeperHealthy(s, 59_000)).toBe(true);
    expect(keeperHealthy(s, 61_000)).toBe(false);
    s.lastSuccess = 100_000;
    expect(keeperHealthy(s, 150_000)).toBe(true);
    expect(keeperHealthy(s, 170_000)).toBe(false);
    const off = { ...newStatus('vault'), status: 'off' as const, startedAt: 0 };
    expect(keeperHealthy(off, 10 ** 9)).toBe(true);
    const { healthy, body } = healthReport([s, off], [{ keeper: 'lottery', address: '0xabc', balance: 1n, floor: 2n }], 170_000);
    expect(healthy).toBe(false);
    expect(body.keepers.lottery).toMatchObject({ status: 'stale', lowBalance: ['0xabc'] });
    expect(body.keepers.vault).toMatchObject({ status: 'off' });
  });

  it('backs off exponentially after failures, capped', () => {
    expect([0, 1, 2, 3, 4, 10].map((n) => backoffMs(1000, n, 5000))).toEqual([1000, 1000, 2000, 4000, 5000, 5000]);
  });

  it('counts errors and actions as counters that follow the statuses', async () => {
    const s = newStatus('prediction');
    const registry = keeperMetrics(
      () => [s],
      () => [],
    );
    s.errors = 2;
    s.actions.executeRound = 3;
    expect(await registry.metrics()).toMatch(/^keeper_errors_total\{keeper="prediction"\} 2$/m);
    s.errors = 5;
    const text = await registry.metrics();
    expect(text).toMatch(/^keeper_errors_total\{keeper="prediction"\} 5$/m);
    expect(text).toMatch(/^keeper_actions_total\{keeper="prediction",action="executeRound"\} 3$/m);
  });
});
