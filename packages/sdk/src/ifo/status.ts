/**
 * IFO card and sale-card states, as pure functions of the block
 * number and the user's reads, so every screen rule is tested without React.
 */

export type IfoStatus = 'coming_soon' | 'live' | 'finished';

/** Coming Soon before the start block, LIVE! from it to the end block (inclusive, as depositPool accepts), then FINISHED!. */
export function ifoStatus(block: bigint, startBlock: bigint, endBlock: bigint): IfoStatus {
  if (block < startBlock) return 'coming_soon';
  if (block <= endBlock) return 'live';
  return 'finished';
}

/** Blocks until the start (coming soon) or the end (live); 0 once finished. */
export function blocksRemaining(status: IfoStatus, block: bigint, startBlock: bigint, endBlock: bigint): bigint {
  if (status === 'coming_soon') return startBlock - block;
  if (status === 'live') return endBlock - block + 1n;
  return 0n;
}

/** Progress bar of the card: time elapsed within the sale, in hundredths of a percent (0..10000). */
export function timeProgressBps(block: bigint, startBlock: bigint, endBlock: bigint): bigint {
  if (block <= startBlock) return 0n;
  if (block >= endBlock) return 10_000n;
  return ((block - startBlock) * 10_000n) / (endBlock - startBlock);
}

/** Seconds → "1d 2h 3m" (minutes only below an hour; "0m" when done), for "in ~…" next to the block count. */
export function durationLabel(seconds: bigint): string {
  if (seconds <= 0n) return '0m';
  const d = seconds / 86_400n;
  const h = (seconds % 86_400n) / 3_600n;
  const m = (seconds % 3_600n) / 60n;
  const parts: string[] = [];
  if (d > 0n) parts.push(`${d}d`);
  if (h > 0n) parts.push(`${h}h`);
  if (m > 0n || parts.length === 0) parts.push(`${m > 0n ? m : 1n}m`);
  return parts.join(' ');
}

export interface SaleUser {
  connected: boolean;
  /** Profile active (a profile is needed for an IFO). */
  hasActiveProfile: boolean;
  allowance: bigint;
  lpBalance: bigint;
  committed: bigint;
  claimed: boolean;
  /** Pool's per-user cap (0 = none). */
  limitPerUser: bigint;
}

/** What the sale card offers: its one call to action. */
export type SaleAction =
  | 'connect'
  | 'activate_profile'
  | 'not_started'
  | 'enable'
  | 'get_lp'
  | 'commit'
  | 'max_committed'
  | 'claim'
  | 'claimed'
  | 'did_not_participate';

export function saleAction(status: IfoStatus, u: SaleUser): SaleAction {
  if (!u.connected) return 'connect';
  if (status === 'finished') {
    if (u.committed === 0n) return 'did_not_participate';
    return u.claimed ? 'claimed' : 'claim';
  }
  if (!u.hasActiveProfile) return 'activate_profile';
  if (status === 'coming_soon') return 'not_started';
  if (u.limitPerUser > 0n && u.committed >= u.limitPerUser) return 'max_committed';
  if (u.lpBalance === 0n) return 'get_lp';
  if (u.allowance === 0n) return 'enable';
  return 'commit';
}
