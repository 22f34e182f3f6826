import { describe, expect, it } from 'vitest';
import { POOLS_PAGE_SIZE, STAKE_PERCENT_BUTTONS } from './constants.ts';
import {
  isAtStakeLimit,
  matchesEarningToken,
  percentOfMax,
  poolCountdown,
  poolStatus,
  sliderPercent,
  sortPools,
  stakeInput,
  stakeMax,
} from './pools.ts';
import { MIN_BNB, spendableBalance } from '../swap/amount-input.ts';

const E18 = 10n ** 18n;

describe('pool status and countdown (spec 4)', () => {
  const pool = { isFinished: false, startBlock: 100, endBlock: 200 };
  it('is upcoming before the start, live until the end block, finished after it', () => {
    expect(poolStatus(pool, 50)).toBe('upcoming');
    expect(poolStatus(pool, 100)).toBe('live');
    expect(poolStatus(pool, 200)).toBe('live');
    expect(poolStatus(pool, 201)).toBe('finished');
    expect(poolStatus({ ...pool, isFinished: true }, 150)).toBe('finished');
    expect(poolStatus({ isFinished: false, startBlock: 1, endBlock: 0 }, 10 ** 9)).toBe('live');
  });

  it('counts blocks until the start, then until the end', () => {
    expect(poolCountdown(pool, 40)).toEqual({ kind: 'start', blocks: 60, target: 100 });
    expect(poolCountdown(pool, 150)).toEqual({ kind: 'end', blocks: 50, target: 200 });
    expect(poolCountdown(pool, 250)).toBeUndefined();
    expect(poolCountdown({ isFinished: false, startBlock: 1, endBlock: 0 }, 5)).toBeUndefined();
  });
});

describe('list rules (spec 2/9)', () => {
  it('pages 12 at a time', () => {
    expect(POOLS_PAGE_SIZE).toBe(12);
  });

  const pools = [
    { id: 'a', sortOrder: 999, apr: 5n, earnedUsd: undefined, totalStakedUsd: 10n },
    { id: 'vault', sortOrder: 1, apr: 3n, earnedUsd: 7n, totalStakedUsd: 30n },
    { id: 'b', sortOrder: 999, apr: undefined, earnedUsd: 9n, totalStakedUsd: 20n },
    { id: 'c', sortOrder: 999, apr: 8n, earnedUsd: 1n, totalStakedUsd: undefined },
  ];
  it('sorts hot by config order (stable), the rest descending with unknowns last', () => {
    expect(sortPools(pools, 'hot').map((p) => p.id)).toEqual(['vault', 'a', 'b', 'c']);
    expect(sortPools(pools, 'apr').map((p) => p.id)).toEqual(['c', 'a', 'vault', 'b']);
    expect(sortPools(pools, 'earned').map((p) => p.id)).toEqual(['b', 'vault', 'c', 'a']);
    expect(sortPools(pools, 'totalStaked').map((p) => p.id)).toEqual(['vault', 'b', 'a', 'c']);
  });

  it('searches the earning token symbol, case-insensitively', () => {
    expect(matchesEarningToken('ALPACA', 'alp')).toBe(true);
    expect(matchesEarningToken('ALPACA', ' ')).toBe(true);
    expect(matchesEarningToken('CAKE', 'fuel')).toBe(false);
  });
});

describe('stake input (spec 5)', () => {
  it('quick buttons and slider set a percentage of the maximum', () => {
    expect(STAKE_PERCENT_BUTTONS).toEqual([25, 50, 75, 100]);
    expect(percentOfMax(1000n, 25)).toBe(250n);
    expect(percentOfMax(999n, 50)).toBe(499n);
    expect(percentOfMax(999n, 100)).toBe(999n);
    expect(percentOfMax(999n, 150)).toBe(999n);
    expect(sliderPercent(499n, 999n)).toBe(49);
    expect(sliderPercent(2000n, 999n)).toBe(100);
    expect(sliderPercent(undefined, 999n)).toBe(0);
  });

  it('the maximum: staked balance to unstake; the balance capped by the limit left to stake', () => {
    expect(stakeMax({ balance: 500n, staked: 70n, limit: 0n, removing: true })).toBe(70n);
    expect(stakeMax({ balance: 500n, staked: 70n, limit: 0n, removing: false })).toBe(500n);
    expect(stakeMax({ balance: 500n, staked: 70n, limit: 100n, removing: false })).toBe(30n);
    expect(stakeMax({ balance: 10n, staked: 70n, limit: 100n, removing: false })).toBe(10n);
    expect(stakeMax({ balance: 10n, staked: 100n, limit: 100n, removing: false })).toBe(0n);
  });

  it('staking BNB, Max keeps the 0.01 BNB the swap keeps for gas', () => {
    const bnb = 10n ** 18n;
    expect(stakeMax({ balance: 2n * bnb, staked: 0n, limit: 0n, removing: false, native: true })).toBe(2n * bnb - MIN_BNB);
    // Never below zero, and the limit still caps it.
    expect(stakeMax({ balance: MIN_BNB / 2n, staked: 0n, limit: 0n, removing: false, native: true })).toBe(0n);
    expect(stakeMax({ balance: 2n * bnb, staked: 0n, limit: bnb, removing: false, native: true })).toBe(bnb);
    // Unstaking BNB pays gas from the wallet, not from the stake.
    expect(stakeMax({ balance: 2n * bnb, staked: bnb, limit: 0n, removing: true, native: true })).toBe(bnb);
    // The same reserve as the swap's Max.
    expect(spendableBalance(2n * bnb, true)).toBe(2n * bnb - MIN_BNB);
    expect(spendableBalance(2n * bnb, false)).toBe(2n * bnb);
  });

  it('disables confirm for empty, zero and over-limit amounts, naming the maximum total stake', () => {
    const l = { balance: 1000n * E18, staked: 60n * E18, limit: 100n * E18, removing: false };
    expect(stakeInput('', 18, l).error).toBe('empty');
    expect(stakeInput('0.0', 18, l).error).toBe('zero');
    expect(stakeInput('abc', 18, l).error).toBe('invalid');
    expect(stakeInput('40', 18, l)).toEqual({ amount: 40n * E18, error: undefined });
    expect(stakeInput('40.000000000000000001', 18, l)).toEqual({ amount: 40n * E18 + 1n, error: 'overLimit', maxTotal: 100n * E18 });
    expect(stakeInput('2000', 18, { ...l, limit: 0n }).error).toBe('insufficient');
    expect(stakeInput('61', 18, { ...l, removing: true }).error).toBe('insufficient');
    expect(stakeInput('1,5', 18, { ...l, limit: 0n }).amount).toBe(15n * 10n ** 17n);
  });

  it('plus is disabled at the limit', () => {
    expect(isAtStakeLimit(100n, 100n)).toBe(true);
    expect(isAtStakeLimit(99n, 100n)).toBe(false);
    expect(isAtStakeLimit(5n, 0n)).toBe(false);
  });
});
