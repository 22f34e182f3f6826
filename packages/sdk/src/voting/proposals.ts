/**
 * Proposal rules: state from start and end, Core vs Community by
 * author, the list filters, and the page sizes.
 */
import { isAddressEqual, type Address } from 'viem';

export type ProposalState = 'pending' | 'active' | 'closed';
export type ProposalType = 'all' | 'core' | 'community';

/** Proposals page size 5, votes page size 1000, one governance space. */
export const PROPOSALS_PAGE_SIZE = 5;
export const VOTES_PAGE_SIZE = 1000;
/** Votes shown before "See All" on the proposal page. */
export const VOTES_SHOWN = 20;

/** Pending before start, active from start until end (exclusive), closed from end on. Times in seconds. */
export function proposalState(start: number, end: number, nowSeconds: number): ProposalState {
  if (nowSeconds < start) return 'pending';
  if (nowSeconds < end) return 'active';
  return 'closed';
}

/** Core proposals are those by an admin address of the configuration; all others are Community. */
export function isCoreProposal(author: string, admins: readonly Address[]): boolean {
  return admins.some((a) => isAddressEqual(a, author as Address));
}

export function matchesType(author: string, type: ProposalType, admins: readonly Address[]): boolean {
  if (type === 'all') return true;
  return isCoreProposal(author, admins) === (type === 'core');
}
