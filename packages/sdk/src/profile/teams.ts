/**
 * Team lists: /teams ranks by points (ties: more members first, then the lower id), the setup's team step
 * shows them shuffled with full (not joinable) teams disabled.
 */
export interface TeamStanding {
  id: number;
  name: string;
  users: bigint;
  points: bigint;
  isJoinable: boolean;
}

export function rankTeams<T extends TeamStanding>(teams: readonly T[]): T[] {
  return [...teams].sort((a, b) =>
    a.points !== b.points ? (b.points > a.points ? 1 : -1) : a.users !== b.users ? (b.users > a.users ? 1 : -1) : a.id - b.id,
  );
}

/** Fisher-Yates with the given source of numbers in [0, 1) (Math.random in the app, a fixed one in tests). */
export function shuffleTeams<T>(teams: readonly T[], random: () => number = Math.random): T[] {
  const out = [...teams];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** getTeamProfile's tuple (name, description, users, points, isJoinable) with its id. */
export function parseTeamProfile(
  id: number,
  t: readonly [string, string, bigint, bigint, boolean],
): TeamStanding & { description: string } {
  return { id, name: t[0], description: t[1], users: t[2], points: t[3], isJoinable: t[4] };
}

/** Team ids 1..numberTeams, for one batched read of every team. */
export function teamIds(numberTeams: bigint | number): number[] {
  return Array.from({ length: Number(numberTeams) }, (_, i) => i + 1);
}
