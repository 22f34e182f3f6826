/**
 * Results of a proposal: power per choice as bigint,
 * invalid votes left out, percentages in basis points (no float on an amount), and the vote order.
 */
export interface CountedVote {
  voter: string;
  /** 1-based, as signed. */
  choice: number;
  /** FUEL base units at the snapshot, as the hub computed it. */
  power: bigint;
  created: number;
  invalid?: boolean;
}

export interface ChoiceResult {
  choice: string;
  /** Sum of valid votes' power. */
  power: bigint;
  votes: number;
  /** Share of the total power in basis points, rounded down (0 when nothing was cast). */
  bps: number;
}

export function tallyVotes(
  choices: readonly string[],
  votes: readonly CountedVote[],
): { results: ChoiceResult[]; total: bigint; votes: number } {
  const results: ChoiceResult[] = choices.map((choice) => ({ choice, power: 0n, votes: 0, bps: 0 }));
  let total = 0n;
  let count = 0;
  for (const v of votes) {
    const r = results[v.choice - 1];
    if (v.invalid || r === undefined) continue;
    r.power += v.power;
    r.votes += 1;
    total += v.power;
    count += 1;
  }
  if (total > 0n) for (const r of results) r.bps = Number((r.power * 10_000n) / total);
  return { results, total, votes: count };
}

/** Highest power first; equal power: earlier first, then by address (a stable, total order). */
export function sortVotes<T extends { power: bigint; created: number; voter: string }>(votes: readonly T[]): T[] {
  return [...votes].sort((a, b) =>
    a.power === b.power ? a.created - b.created || a.voter.localeCompare(b.voter) : a.power > b.power ? -1 : 1,
  );
}
