import { describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { acceptAnswer, wantedShape, type Result } from './reads.ts';

// pause -> reactivate made /profile loop (React #185). These replay the answers the page sees,
// with the plan layout useProfileData builds (numberTeams, teams..., user reads); only the reads
// wantedShape decodes are filled.
const ME = '0x00000000000000000000000000000000000000a7' as Address;
const OTHER = '0x00000000000000000000000000000000000000b8' as Address;
const X = 7n;
const ok = (result: unknown): Result => ({ status: 'success', result });
const fail: Result = { status: 'failure', error: new Error('ERC721Enumerable: owner index out of bounds') };
const profile = (tokenId: bigint, active: boolean) => ok([1n, 10n, 1n, '0x0', tokenId, active] as const);

/** A plan of `tokens` tokenOfOwnerByIndex reads and the given ids, and an answer filler for it. */
function planOf(tokens: number, ids: bigint[]) {
  // [numberTeams, team 1, profile, count, token 0..tokens-1]
  const idx = { teams: [1], user: { profile: 2, count: 3, tokens: Array.from({ length: tokens }, (_, i) => 4 + i) } };
  const answer = (count: bigint, held: Result[], p: Result): Result[] => [ok(1n), ok(['t', 'd', 0n, 0n, true]), p, ok(count), ...held];
  return { plan: { idx, ids }, answer };
}

describe('profile reads: shape decision', () => {
  it('pause then reactivate settles on one shape when only fresh answers are decoded', () => {
    // Active with #7 locked: no tokens held, the profile's id looked up.
    const active = planOf(0, [X]);
    expect(wantedShape(active.answer(0n, [], profile(X, true)), active.plan, 1n)).toEqual({ teams: 1, tokens: 0, ids: [X] });
    // Paused: #7 back in the wallet; the old plan reads no token index yet, so it keeps the ids it had.
    const pausedOnActivePlan = active.answer(1n, [], profile(X, false));
    const s1 = wantedShape(pausedOnActivePlan, active.plan, 1n)!;
    expect(s1).toEqual({ teams: 1, tokens: 1, ids: [X] });
    const paused = planOf(1, [X]);
    expect(wantedShape(paused.answer(1n, [ok(X)], profile(X, false)), paused.plan, 1n)).toEqual(s1);
    // Reactivated: the paused plan's token index now fails (nothing held), the profile is active with #7.
    const s2 = wantedShape(paused.answer(0n, [fail], profile(X, true)), paused.plan, 1n)!;
    expect(s2).toEqual({ teams: 1, tokens: 0, ids: [X] });
    // The loop: the {0, [#7]} plan's cached answer is the one from just after the pause, and decoding it
    // asks for the paused plan again, whose answer asks for {0, [#7]}: the shape flips on every render.
    expect(wantedShape(pausedOnActivePlan, active.plan, 1n)).toEqual(s1);
    // Its fresh answer agrees with itself: a fixed point.
    expect(wantedShape(active.answer(0n, [], profile(X, true)), active.plan, 1n)).toEqual(s2);
  });

  it('never decodes a cached answer older than the one shown (same account)', () => {
    const shownAt = 2_000; // the paused plan's answer after the reactivation
    const cachedAt = 1_000; // the active plan's answer cached right after the pause
    expect(acceptAnswer({ account: ME, at: shownAt }, { account: ME, at: cachedAt })).toBe(false);
    // Its refetch (newer) replaces it; the same answer re-rendered is kept.
    expect(acceptAnswer({ account: ME, at: shownAt }, { account: ME, at: 3_000 })).toBe(true);
    expect(acceptAnswer({ account: ME, at: shownAt }, { account: ME, at: shownAt })).toBe(true);
    // The first answer, and another account's answer, are always taken (another account's is never shown).
    expect(acceptAnswer(undefined, { account: ME, at: cachedAt })).toBe(true);
    expect(acceptAnswer({ account: OTHER, at: shownAt }, { account: ME, at: cachedAt })).toBe(true);
  });
});
