import { describe, expect, it } from 'vitest';
import { judge, type Probe, type WatchState } from './indexer-watchdog.ts';

const at = (number: number, timestamp = 1_000 + number) => ({ number, timestamp });

/** Feeds probes one look apart (2 s) and returns the verdicts. */
function run(probes: Probe[], start: WatchState = {}) {
  let state = start;
  return probes.map((p, i) => {
    const v = judge(state, p, i * 2_000);
    state = v.state;
    return v;
  });
}

describe('indexer watchdog rule', () => {
  it('an indexer at or a block or three behind the head is following, moving or not', () => {
    const v = run([
      { head: 100, indexed: at(100), canonicalTimestamp: 1_100 },
      { head: 103, indexed: at(100), canonicalTimestamp: 1_100 },
      { head: 103, indexed: at(100), canonicalTimestamp: 1_100 },
    ]);
    expect(v.map((x) => x.problem)).toEqual([undefined, undefined, undefined]);
    expect(v.some((x) => x.restart)).toBe(false);
  });

  it('far behind but moving (catching up after a long anvil_mine) is following', () => {
    const v = run(
      Array.from({ length: 20 }, (_, i) => ({ head: 5_000, indexed: at(1_000 + i * 10), canonicalTimestamp: 1_000 + 1_000 + i * 10 })),
    );
    expect(v.every((x) => !x.problem && !x.restart)).toBe(true);
  });

  it('a block past the head (a revert dropped it) is a stall, restarted after 15 s of it, not before', () => {
    const p: Probe = { head: 1_700, indexed: at(3_580) };
    const v = run(Array.from({ length: 9 }, () => p));
    expect(v[0]!.problem).toBe("its block 3580 is past the chain's head 1700");
    expect(v.slice(0, 8).some((x) => x.restart)).toBe(false); // 0..14 s
    expect(v[8]!.restart).toBe(true); // 16 s
  });

  it('a block of a dropped chain (same number, other timestamp) is a stall', () => {
    const v = run([{ head: 1_800, indexed: at(1_717), canonicalTimestamp: 9 }]);
    expect(v[0]!.problem).toBe("its block 1717 is not the chain's");
    expect(judge({}, { head: 1_800, indexed: at(1_717), canonicalTimestamp: null }, 0).problem).toBe('the chain has no block 1717');
  });

  it('a block of the dropped history with the same number and timestamp but another hash is a stall (a snapshot revert)', () => {
    const dropped = { ...at(1_717), hash: '0xaa' };
    expect(judge({}, { head: 1_800, indexed: dropped, canonicalTimestamp: 2_717, canonicalHash: '0xbb' }, 0).problem).toBe(
      "its block 1717 is not the chain's",
    );
    expect(judge({}, { head: 1_718, indexed: dropped, canonicalTimestamp: 2_717, canonicalHash: '0xAA' }, 0).problem).toBeUndefined();
  });

  it('stuck behind the head is a stall from the second look on; silence is one too', () => {
    const v = run([
      { head: 3_583, indexed: at(1_717), canonicalTimestamp: 2_717 },
      { head: 3_585, indexed: at(1_717), canonicalTimestamp: 2_717 },
    ]);
    expect(v[0]!.problem).toBeUndefined();
    expect(v[1]!.problem).toBe('it stays at block 1717, 1868 behind the head');
    expect(judge({}, { head: 10 }, 0).problem).toBe('it does not answer /status');
  });

  it('a chain without the next block below its head (anvil lost blocks) is broken: told, never restarted', () => {
    const hole: Probe = { head: 500, indexed: at(403), canonicalTimestamp: 1_403, nextMissing: true };
    const v = run(Array.from({ length: 12 }, () => hole));
    expect(v[0]!.broken).toBeUndefined(); // one look can be a revert between two reads
    expect(v[1]!.broken).toBe(
      'the chain has no block 404 below its head 500: anvil lost blocks (a snapshot revert raced a block being mined); no index can pass it, restart the devnet',
    );
    expect(v.some((x) => x.restart)).toBe(false); // 22 s stuck, and a fresh index could not pass block 404 either
    // Once the block is there (a devnet restarted), the rule is the ordinary one again.
    expect(judge(v[11]!.state, { head: 500, indexed: at(403), canonicalTimestamp: 1_403 }, 24_000).broken).toBeUndefined();
  });

  it('following again clears the stall: a later stall counts its 15 s from its own start', () => {
    const bad: Probe = { head: 10, indexed: at(20) };
    const good: Probe = { head: 10, indexed: at(10), canonicalTimestamp: 1_010 };
    const v = run([bad, bad, bad, bad, bad, bad, good, bad, bad, bad, bad, bad, bad, bad, bad, bad]);
    expect(v[6]!.state.badSince).toBeUndefined();
    expect(v.findIndex((x) => x.restart)).toBe(15); // 14 s → 30 s: 16 s after the second stall began at 14 s
  });
});
