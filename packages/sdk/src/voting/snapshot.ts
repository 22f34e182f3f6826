/**
 * Which block a new proposal's snapshot is. Voting power is read at that block for every vote, so the author
 * must not choose it: a block from the past could count FUEL that was borrowed or has been sold since. The
 * snapshot is the block the proposal is created at. The signed message carries it (the signature covers it,
 * so the hub cannot fill it in), and the hub accepts it only within a short window behind its own head.
 */

/**
 * How far behind the chain head the app takes the snapshot: a hub whose node is a block or two behind the
 * app's node still knows that block.
 */
export const PROPOSAL_SNAPSHOT_LAG_BLOCKS = 2n;

/**
 * The oldest snapshot the hub accepts, in blocks behind its head when the message arrives: the time between
 * the form reading the block and the wallet's signature reaching the hub (five minutes of 3-second blocks).
 */
export const PROPOSAL_SNAPSHOT_MAX_AGE_BLOCKS = 100n;

/** The snapshot the app puts in a new proposal when the chain head is `head`. */
export function proposalSnapshotBlock(head: bigint): bigint {
  return head > PROPOSAL_SNAPSHOT_LAG_BLOCKS ? head - PROPOSAL_SNAPSHOT_LAG_BLOCKS : 0n;
}

/**
 * The snapshots accepted for a proposal created when the chain head is `head`: from `head` minus the
 * maximum age (never before `firstBlock`, the earliest block voting power can be read at) to `head`.
 */
export function proposalSnapshotWindow(head: bigint, firstBlock = 0n): { earliest: bigint; latest: bigint } {
  const oldest = head > PROPOSAL_SNAPSHOT_MAX_AGE_BLOCKS ? head - PROPOSAL_SNAPSHOT_MAX_AGE_BLOCKS : 0n;
  return { earliest: oldest > firstBlock ? oldest : firstBlock, latest: head };
}

export function isProposalSnapshotAccepted(snapshot: bigint, head: bigint, firstBlock = 0n): boolean {
  const { earliest, latest } = proposalSnapshotWindow(head, firstBlock);
  return snapshot >= earliest && snapshot <= latest;
}
