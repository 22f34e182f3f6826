/**
 * Approval status (spec 4 "Approval status", spec 5 "Approval rule").
 */
import type { TransactionDetails } from './reducer.ts';

/** 24 hours: older approval transactions without a receipt no longer count as pending. */
export const PENDING_APPROVAL_VALIDITY_MS = 86_400_000;
/** approve() first tries the maximum uint256 amount (spec 7). */
export const MAX_APPROVAL_AMOUNT = 2n ** 256n - 1n;

/** Same strings as the swap module's ApprovalState. */
export type ApprovalStatus = 'UNKNOWN' | 'NOT_APPROVED' | 'PENDING' | 'APPROVED';

/**
 * True if tx is an approval in flight for this token and spender: no receipt
 * (and not replaced), same token and spender (case-insensitive), added less
 * than 24 h before now (ms).
 */
export function isPendingApproval(tx: TransactionDetails, tokenAddress: string, spender: string, now: number): boolean {
  if (tx.receipt || tx.replacedBy || !tx.approval) return false;
  if (now - tx.addedTime >= PENDING_APPROVAL_VALIDITY_MS) return false;
  return (
    tx.approval.tokenAddress.toLowerCase() === tokenAddress.toLowerCase() && tx.approval.spender.toLowerCase() === spender.toLowerCase()
  );
}

export function hasPendingApproval(
  txs: Iterable<TransactionDetails> | Readonly<Record<string, TransactionDetails>>,
  tokenAddress: string,
  spender: string,
  now: number,
): boolean {
  const list = Symbol.iterator in txs ? txs : Object.values(txs);
  for (const tx of list as Iterable<TransactionDetails>) if (isPendingApproval(tx, tokenAddress, spender, now)) return true;
  return false;
}

export interface ApprovalInputs {
  /** The native coin never needs approval. */
  readonly isNative: boolean;
  /** The current allowance, undefined while loading. */
  readonly allowance: bigint | undefined;
  /** The amount to spend, undefined when there is none yet. */
  readonly amount: bigint | undefined;
  readonly pendingApproval: boolean;
  /** The allowance read failed. */
  readonly allowanceError?: boolean;
}

/**
 * APPROVED for the native coin or when the allowance covers the amount;
 * UNKNOWN without an amount or while the allowance loads; NOT_APPROVED when
 * the allowance read failed or falls short with no approval in flight;
 * PENDING when it falls short while an approval is in flight.
 */
export function approvalState({ isNative, allowance, amount, pendingApproval, allowanceError }: ApprovalInputs): ApprovalStatus {
  if (isNative) return 'APPROVED';
  if (amount === undefined) return 'UNKNOWN';
  if (allowanceError) return 'NOT_APPROVED';
  if (allowance === undefined) return 'UNKNOWN';
  if (allowance < amount) return pendingApproval ? 'PENDING' : 'NOT_APPROVED';
  return 'APPROVED';
}

/**
 * Approve only when the status is NOT_APPROVED and the token,
 * contract, amount and spender all exist.
 */
export function canApprove(args: {
  readonly status: ApprovalStatus;
  readonly token: string | undefined;
  readonly spender: string | undefined;
  readonly amount: bigint | undefined;
  readonly hasContract: boolean;
}): boolean {
  return args.status === 'NOT_APPROVED' && !!args.token && !!args.spender && args.amount !== undefined && args.hasContract;
}

/** Amounts to try in order: the maximum first, then the exact amount if estimating the maximum fails. */
export function approvalAmounts(exact: bigint): readonly [bigint, bigint] {
  return [MAX_APPROVAL_AMOUNT, exact];
}

/**
 * An allowance shown as "Unlimited" (on the approvals page): at or above 2^255. The maximum approval is
 * 2^256 - 1; tokens that spend from an unlimited allowance lower it slightly, and no real amount comes near 2^255.
 */
export function isUnlimitedAllowance(amount: bigint): boolean {
  return amount >= 2n ** 255n;
}

/** One allowance the account has given, as the indexer found it and the chain confirmed it. */
export interface AllowanceRow<S> {
  token: string;
  spender: S;
  /** The allowance read from the chain now; the indexed amount while that read is missing or failed. */
  amount: bigint;
  /** True when `amount` is the chain's current allowance. */
  confirmed: boolean;
}

/**
 * The approvals page's rows: the indexer's (token, spender, amount) with the allowance read from the chain,
 * those still above 0 only (a spend can lower an allowance without an event), spenders the project does not
 * know dropped, ordered by spender (the project's order) then token address. A read that is missing or failed
 * keeps the indexed amount, unconfirmed (one failed read never empties the list).
 */
export function liveAllowances<S extends { address: string }>(
  found: readonly { token: string; spender: string; amount: bigint }[],
  readAllowance: (token: string, spender: string) => bigint | undefined,
  spenders: readonly S[],
): AllowanceRow<S>[] {
  const order = new Map(spenders.map((s, i) => [s.address.toLowerCase(), i] as const));
  const rows: (AllowanceRow<S> & { rank: number })[] = [];
  for (const f of found) {
    const rank = order.get(f.spender.toLowerCase());
    if (rank === undefined) continue;
    const read = readAllowance(f.token, f.spender);
    const amount = read ?? f.amount;
    if (amount === 0n) continue;
    rows.push({ token: f.token, spender: spenders[rank]!, amount, confirmed: read !== undefined, rank });
  }
  rows.sort(
    (a, b) =>
      a.rank - b.rank || (a.token.toLowerCase() < b.token.toLowerCase() ? -1 : a.token.toLowerCase() > b.token.toLowerCase() ? 1 : 0),
  );
  return rows.map(({ rank: _rank, ...r }) => r);
}
