import { describe, expect, it } from 'vitest';
import {
  isProposalSnapshotAccepted,
  PROPOSAL_SNAPSHOT_LAG_BLOCKS,
  PROPOSAL_SNAPSHOT_MAX_AGE_BLOCKS,
  proposalSnapshotBlock,
  proposalSnapshotWindow,
} from './snapshot.ts';

describe('proposal snapshot rule', () => {
  it('the app takes the head minus a small lag, which the hub accepts', () => {
    expect(proposalSnapshotBlock(1000n)).toBe(1000n - PROPOSAL_SNAPSHOT_LAG_BLOCKS);
    expect(proposalSnapshotBlock(1n)).toBe(0n);
    expect(isProposalSnapshotAccepted(proposalSnapshotBlock(1000n), 1000n)).toBe(true);
    // The hub's node may be ahead of the app's by the whole window and still accept it.
    expect(
      isProposalSnapshotAccepted(proposalSnapshotBlock(1000n), 1000n + PROPOSAL_SNAPSHOT_MAX_AGE_BLOCKS - PROPOSAL_SNAPSHOT_LAG_BLOCKS),
    ).toBe(true);
  });

  it('refuses a block from the future, one older than the window, and one before the first block', () => {
    expect(isProposalSnapshotAccepted(1001n, 1000n)).toBe(false);
    expect(isProposalSnapshotAccepted(1000n - PROPOSAL_SNAPSHOT_MAX_AGE_BLOCKS, 1000n)).toBe(true);
    expect(isProposalSnapshotAccepted(1000n - PROPOSAL_SNAPSHOT_MAX_AGE_BLOCKS - 1n, 1000n)).toBe(false);
    expect(isProposalSnapshotAccepted(3n, 50n, 10n)).toBe(false);
    expect(proposalSnapshotWindow(50n, 10n)).toEqual({ earliest: 10n, latest: 50n });
    expect(proposalSnapshotWindow(1000n)).toEqual({ earliest: 1000n - PROPOSAL_SNAPSHOT_MAX_AGE_BLOCKS, latest: 1000n });
  });
});
