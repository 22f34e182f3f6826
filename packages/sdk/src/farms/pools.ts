/**
 * Pool rules that are not arithmetic on rates: status and countdown, the list's filters and
 * sorts, and the stake dialog's amount, maximum and error.
 */
import { parseUnits } from '../math/decimal.ts';
import { spendableBalance } from '../swap/amount-input.ts';

export type PoolStatus = 'upcoming' | 'live' | 'finished';

export interface PoolWindow {
  /** Marked finished in the config. */
  isFinished: boolean;
  startBlock: number;
  /** 0 = no end (pool 0 and the vault). */
  endBlock: number;
}

/** Finished when the config says so or the end block has passed; upcoming before the start block; live otherwise. */
export function poolStatus(p: PoolWindow, currentBlock: number | undefined): PoolStatus {
  if (p.isFinished) return 'finished';
  if (currentBlock === undefined) return 'live';
  if (p.endBlock > 0 && currentBlock > p.endBlock) return 'finished';
  if (currentBlock < p.startBlock) return 'upcoming';
  return 'live';
}

export type Countdown = { kind: 'start'; blocks: number; target: number } | { kind: 'end'; blocks: number; target: number };

/** Blocks until the start (not started) or until the end (live, with an end); undefined otherwise. */
export function poolCountdown(p: PoolWindow, currentBlock: number | undefined): Countdown | undefined {
  if (currentBlock === undefined) return undefined;
  const status = poolStatus(p, currentBlock);
  if (status === 'upcoming') return { kind: 'start', blocks: p.startBlock - currentBlock, target: p.startBlock };
  if (status === 'live' && p.endBlock > 0) return { kind: 'end', blocks: Math.max(0, p.endBlock - currentBlock), target: p.endBlock };
  return undefined;
}

export type PoolSort = 'hot' | 'apr' | 'earned' | 'totalStaked';
export const POOL_SORTS: readonly PoolSort[] = ['hot', 'apr', 'earned', 'totalStaked'];

export interface SortablePool {
  /** Config order ("hot"): 1 for pool 0 and the vault, 999 for the others; ties keep the list order. */
  sortOrder: number;
  apr: bigint | undefined;
  /** Dollar value (WAD) of the user's pending rewards. */
  earnedUsd: bigint | undefined;
  /** Dollar value (WAD) of the pool's total stake. */
  totalStakedUsd: bigint | undefined;
}

const desc = (a: bigint | undefined, b: bigint | undefined) => (a === b ? 0 : a === undefined ? 1 : b === undefined ? -1 : a > b ? -1 : 1);

/** Sorts a copy: hot keeps the configured order; the others are descending with unknown values last (stable). */
export function sortPools<T extends SortablePool>(pools: readonly T[], sort: PoolSort): T[] {
  const indexed = pools.map((p, i) => ({ p, i }));
  indexed.sort((x, y) => {
    let c = 0;
    if (sort === 'hot') c = x.p.sortOrder - y.p.sortOrder;
    else if (sort === 'apr') c = desc(x.p.apr, y.p.apr);
    else if (sort === 'earned') c = desc(x.p.earnedUsd, y.p.earnedUsd);
    else c = desc(x.p.totalStakedUsd, y.p.totalStakedUsd);
    return c || x.i - y.i;
  });
  return indexed.map((x) => x.p);
}

/** Case-insensitive substring match on the earning token's symbol; an empty query matches all. */
export function matchesEarningToken(earningSymbol: string, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || earningSymbol.toLowerCase().includes(q);
}

/** The amount the quick buttons and the slider set: `percent` (0-100) of the maximum, rounded down. */
export function percentOfMax(max: bigint, percent: number): bigint {
  const p = Math.min(100, Math.max(0, Math.round(percent)));
  return (max * BigInt(p)) / 100n;
}

/** The slider position (0-100, rounded down) an amount corresponds to. */
export function sliderPercent(amount: bigint | undefined, max: bigint): number {
  if (amount === undefined || max <= 0n || amount <= 0n) return 0;
  if (amount >= max) return 100;
  return Number((amount * 100n) / max);
}

export interface StakeLimits {
  /** Staking-token balance (stake) or staked balance (unstake). */
  balance: bigint;
  /** Already staked. */
  staked: bigint;
  /** Per-user limit; 0 = none. */
  limit: bigint;
  removing: boolean;
  /** The balance is BNB: staking it must leave the gas for this and later transactions. */
  native?: boolean;
}

/**
 * The maximum the quick buttons refer to. Unstaking: the staked
 * balance. Staking: the balance (BNB less the 0.01 kept for gas), capped for limited pools at what the limit
 * still allows (limit − staked; the spec says "capped at pool limit": capping
 * at the remainder keeps Max always valid).
 */
export function stakeMax({ balance: held, staked, limit, removing, native = false }: StakeLimits): bigint {
  if (removing) return staked;
  // Max on a BNB pool keeps what the swap's Max keeps for gas: staking the whole balance could not pay for itself.
  const balance = spendableBalance(held, native);
  if (limit > 0n) {
    const room = limit > staked ? limit - staked : 0n;
    return balance < room ? balance : room;
  }
  return balance;
}

export type StakeInputError = 'empty' | 'invalid' | 'zero' | 'overLimit' | 'insufficient';

export interface StakeInputState {
  amount: bigint | undefined;
  error: StakeInputError | undefined;
  /** Set when the limit is exceeded: the "Maximum total stake: {amount} {token}" figure (base units). */
  maxTotal?: bigint;
}

/**
 * Confirm is disabled when the amount is empty or zero, or (limited
 * pools, staking) when amount + staked exceeds the limit, which also shows the
 * maximum total stake. More than the balance (or the stake, unstaking) is an
 * error as well.
 */
export function stakeInput(text: string, decimals: number, l: StakeLimits): StakeInputState {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { amount: undefined, error: 'empty' };
  const amount = parseUnits(trimmed, decimals);
  if (amount === undefined) return { amount: undefined, error: 'invalid' };
  if (amount === 0n) return { amount, error: 'zero' };
  if (!l.removing && l.limit > 0n && amount + l.staked > l.limit) return { amount, error: 'overLimit', maxTotal: l.limit };
  if (amount > (l.removing ? l.staked : l.balance)) return { amount, error: 'insufficient' };
  return { amount, error: undefined };
}

/** Plus is disabled when the stake already equals (or exceeds) the per-user limit. */
export function isAtStakeLimit(staked: bigint, limit: bigint): boolean {
  return limit > 0n && staked >= limit;
}
