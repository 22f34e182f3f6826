import { describe, expect, it } from 'vitest';
import { blocksRemaining, durationLabel, ifoStatus, saleAction, timeProgressBps, type SaleUser } from './status.ts';

describe('IFO status from blocks', () => {
  it('coming soon before the start, live through the end block, finished after', () => {
    expect(ifoStatus(99n, 100n, 200n)).toBe('coming_soon');
    expect(ifoStatus(100n, 100n, 200n)).toBe('live');
    expect(ifoStatus(200n, 100n, 200n)).toBe('live');
    expect(ifoStatus(201n, 100n, 200n)).toBe('finished');
  });
  it('blocks to the start, to the end, or none', () => {
    expect(blocksRemaining('coming_soon', 90n, 100n, 200n)).toBe(10n);
    expect(blocksRemaining('live', 150n, 100n, 200n)).toBe(51n);
    expect(blocksRemaining('finished', 300n, 100n, 200n)).toBe(0n);
  });
  it('time progress', () => {
    expect(timeProgressBps(50n, 100n, 200n)).toBe(0n);
    expect(timeProgressBps(150n, 100n, 200n)).toBe(5000n);
    expect(timeProgressBps(250n, 100n, 200n)).toBe(10000n);
  });
  it('durations', () => {
    expect(durationLabel(0n)).toBe('0m');
    expect(durationLabel(30n)).toBe('1m');
    expect(durationLabel(3n * 100n)).toBe('5m');
    expect(durationLabel(86_400n + 7_200n + 180n)).toBe('1d 2h 3m');
  });
});

describe('sale card action', () => {
  const base: SaleUser = {
    connected: true,
    hasActiveProfile: true,
    allowance: 10n,
    lpBalance: 10n,
    committed: 0n,
    claimed: false,
    limitPerUser: 0n,
  };
  it('asks to connect, then for a profile', () => {
    expect(saleAction('live', { ...base, connected: false })).toBe('connect');
    expect(saleAction('live', { ...base, hasActiveProfile: false })).toBe('activate_profile');
  });
  it('live: get LP, enable, commit, or max committed at the cap', () => {
    expect(saleAction('live', { ...base, lpBalance: 0n })).toBe('get_lp');
    expect(saleAction('live', { ...base, allowance: 0n })).toBe('enable');
    expect(saleAction('live', base)).toBe('commit');
    expect(saleAction('live', { ...base, limitPerUser: 100n, committed: 100n })).toBe('max_committed');
    expect(saleAction('coming_soon', base)).toBe('not_started');
  });
  it('finished: claim once, then claimed; nothing for non-participants, profile or not', () => {
    expect(saleAction('finished', { ...base, committed: 5n })).toBe('claim');
    expect(saleAction('finished', { ...base, committed: 5n, claimed: true })).toBe('claimed');
    expect(saleAction('finished', { ...base, hasActiveProfile: false, committed: 5n })).toBe('claim');
    expect(saleAction('finished', base)).toBe('did_not_participate');
  });
});
