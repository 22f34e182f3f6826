/**
 * The task list of /profile/tasks: what the connected wallet can do to build a profile and earn points,
 * each done or to do, with where it is done. Derived only from what the page already reads: the profile
 * (useProfileData) and, per point-center campaign, checkClaimStatus and hasClaimedPoints. Unknown data (no
 * wallet, a read not answered yet or failed) counts as not done.
 *
 * No "Join a team" task: createProfile requires a team and nothing removes a profile from one (changeTeam
 * only moves it), so it would always equal "Set up your profile".
 */
import type { ProfileState } from '@fuelswap/sdk';

/** The id of the "Points to collect" card, the target of the "Collect your IFO points" task. */
export const POINTS_TO_COLLECT_ID = 'points-to-collect';

export interface TaskInput {
  /** The wallet's profile reads; undefined without a wallet. */
  user:
    | {
        state: ProfileState | undefined;
        hasClaimedStarter: boolean | undefined;
        collectibleCount: number | undefined;
      }
    | undefined;
  /** Per point-center campaign: may collect now (checkClaimStatus), has collected (hasClaimedPoints). */
  campaigns: readonly { eligible: boolean | undefined; collected: boolean | undefined }[];
}

/**
 * starter: a starter collectible claimed, or any collectible (the profile's picture included);
 * profile: a registered profile, or 'reactivate' in its place while the profile is paused (a paused
 * profile cannot collect points: checkClaimStatus needs an active one);
 * ifo: took part in an IFO that gives points (a campaign eligible or collected);
 * collect: collected at least one campaign and none is left to collect.
 */
export type TaskId = 'starter' | 'profile' | 'reactivate' | 'ifo' | 'collect';

export interface Task {
  id: TaskId;
  done: boolean;
  /** Where the task is done: a path, or `#id` on the same page. */
  to: string;
}

export function profileTasks({ user, campaigns }: TaskInput): Task[] {
  const state = user?.state;
  const registered = state === 'active' || state === 'paused';
  const starter = registered || user?.hasClaimedStarter === true || (user?.collectibleCount ?? 0) > 0;
  const anyEligible = campaigns.some((c) => c.eligible === true);
  const anyCollected = campaigns.some((c) => c.collected === true);
  const leftToCollect = campaigns.some((c) => c.eligible === true && c.collected !== true);
  return [
    { id: 'starter', done: starter, to: '/profile' },
    state === 'paused' ? { id: 'reactivate', done: false, to: '/profile' } : { id: 'profile', done: registered, to: '/profile' },
    { id: 'ifo', done: anyEligible || anyCollected, to: '/ifo' },
    { id: 'collect', done: anyCollected && !leftToCollect, to: `#${POINTS_TO_COLLECT_ID}` },
  ];
}

/** How many of the tasks are done. */
export function doneCount(tasks: readonly Task[]): number {
  return tasks.filter((t) => t.done).length;
}
