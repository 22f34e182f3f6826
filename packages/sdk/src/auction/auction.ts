/**
 * Community farm auction rules (contracts/src/farms/FuelFarmAuction.sol): the auction's
 * phase at a block, the leaderboard's positions (equal totals share a position, the next distinct total takes
 * its 1-based place) and which bids win (the top `places`, ties with the last place included, as the contract's
 * close decides), and the bid input's checks (first bid at least the initial amount, multiples of 10 FUEL,
 * not above the balance). FUEL amounts are bigints in smallest units (9 decimals).
 */
export type AuctionPhase = 'none' | 'pending' | 'live' | 'finished' | 'closed';

export interface AuctionState {
  /** 0 Pending (none yet), 1 Open, 2 Close, as FuelFarmAuction.Status. */
  status: number;
  startBlock: bigint;
  endBlock: bigint;
}

export function auctionPhase(a: AuctionState | undefined, block: bigint): AuctionPhase {
  if (!a || a.status === 0) return 'none';
  if (a.status === 2) return 'closed';
  if (block < a.startBlock) return 'pending';
  if (block <= a.endBlock) return 'live';
  return 'finished';
}

export interface Bid {
  account: string;
  amount: bigint;
}

export interface RankedBid extends Bid {
  position: number;
  /** Inside the winning places (ties with the last place included). */
  winning: boolean;
}

export function rankBids(bids: readonly Bid[], places: number): RankedBid[] {
  const sorted = bids.filter((b) => b.amount > 0n).sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1));
  const threshold = sorted.length === 0 || places <= 0 ? undefined : sorted[Math.min(places, sorted.length) - 1]!.amount;
  const out: RankedBid[] = [];
  sorted.forEach((b, i) => {
    const position = i > 0 && sorted[i - 1]!.amount === b.amount ? out[i - 1]!.position : i + 1;
    out.push({ ...b, position, winning: threshold !== undefined && b.amount >= threshold });
  });
  return out;
}

export type BidError = 'invalid' | 'belowInitial' | 'notMultiple' | 'insufficient';

export function checkBid(
  amount: bigint | undefined,
  o: { hasBid: boolean; initial: bigint; balance: bigint | undefined; step: bigint },
): BidError | undefined {
  if (amount === undefined || amount <= 0n) return 'invalid';
  if (amount % o.step !== 0n) return 'notMultiple';
  if (!o.hasBid && amount < o.initial) return 'belowInitial';
  if (o.balance !== undefined && amount > o.balance) return 'insufficient';
  return undefined;
}
