/**
 * Replacement detection ("a transaction replaced by another with the
 * same nonce (sped up or cancelled in the wallet) is detected and marked,
 * never left pending for ever"). The I/O lives in the app's updater; these
 * are the decisions it makes.
 */

/** A mined transaction as read from a block (only the fields the search needs). */
export interface MinedTransaction {
  readonly hash: string;
  readonly from: string;
  readonly nonce: number;
}

/**
 * A pending transaction's nonce has been used when the sender's confirmed
 * transaction count (at the latest block) is above it. Unknown nonce: false.
 */
export function isNonceUsed(nonce: number | undefined, confirmedCount: number): boolean {
  return nonce !== undefined && confirmedCount > nonce;
}

export type ReplacementSearch =
  /** The transaction itself was mined (its receipt was not yet visible): not a replacement. */
  | { readonly kind: 'self' }
  /** Another transaction from the same sender with the same nonce. */
  | { readonly kind: 'replaced'; readonly hash: string }
  | { readonly kind: 'not-found' };

/** Looks through mined transactions for the one that used `from`'s `nonce`. */
export function findReplacement(
  mined: Iterable<MinedTransaction>,
  tx: { readonly hash: string; readonly from: string; readonly nonce: number },
): ReplacementSearch {
  const from = tx.from.toLowerCase();
  for (const m of mined) {
    if (m.nonce !== tx.nonce || m.from.toLowerCase() !== from) continue;
    return m.hash.toLowerCase() === tx.hash.toLowerCase() ? { kind: 'self' } : { kind: 'replaced', hash: m.hash.toLowerCase() };
  }
  return { kind: 'not-found' };
}

/** How far back (in blocks) the updater looks for a replacement before giving up. */
export const REPLACEMENT_SCAN_MAX_BLOCKS = 256;

/**
 * Block numbers to search, newest first: from the latest block down to the
 * block the transaction was added at (or the scan limit, whichever is
 * nearer). A replacement is usually mined in the last few blocks, so the
 * search normally stops after one or two reads.
 */
export function replacementScanRange(
  latestBlock: number,
  addedBlock: number | undefined,
  maxBlocks = REPLACEMENT_SCAN_MAX_BLOCKS,
): number[] {
  const floor = Math.max(0, latestBlock - maxBlocks + 1, addedBlock ?? 0);
  const out: number[] = [];
  for (let b = latestBlock; b >= floor; b--) out.push(b);
  return out;
}

/** Marker stored as replacedBy when the nonce was used but the replacing transaction could not be found. */
export const UNKNOWN_REPLACEMENT = 'unknown';
