import { describe, expect, it } from 'vitest';
import { doneCount, POINTS_TO_COLLECT_ID, profileTasks, type Task, type TaskInput } from './tasks.ts';

type User = NonNullable<TaskInput['user']>;
const user = (u: Partial<User>): User => ({ state: 'none', hasClaimedStarter: false, collectibleCount: 0, ...u });
const campaign = (eligible: boolean | undefined, collected: boolean | undefined) => ({ eligible, collected });
/** The tasks as [id, done] pairs, in order. */
const states = (tasks: Task[]) => tasks.map((t) => [t.id, t.done]);

describe('the task list of /profile/tasks', () => {
  it('has every task to do without a wallet, with the links where each is done', () => {
    const tasks = profileTasks({ user: undefined, campaigns: [campaign(undefined, undefined), campaign(undefined, undefined)] });
    expect(tasks).toEqual([
      { id: 'starter', done: false, to: '/profile' },
      { id: 'profile', done: false, to: '/profile' },
      { id: 'ifo', done: false, to: '/ifo' },
      { id: 'collect', done: false, to: `#${POINTS_TO_COLLECT_ID}` },
    ]);
    expect(doneCount(tasks)).toBe(0);
  });

  it('has every task to do while the wallet data is unknown (reads not answered or failed)', () => {
    const tasks = profileTasks({
      user: { state: undefined, hasClaimedStarter: undefined, collectibleCount: undefined },
      campaigns: [campaign(undefined, undefined)],
    });
    expect(doneCount(tasks)).toBe(0);
    expect(tasks.map((t) => t.id)).toEqual(['starter', 'profile', 'ifo', 'collect']);
  });

  it('has every task to do for a fresh account, with or without campaigns', () => {
    expect(doneCount(profileTasks({ user: user({}), campaigns: [] }))).toBe(0);
    expect(doneCount(profileTasks({ user: user({}), campaigns: [campaign(false, false), campaign(false, false)] }))).toBe(0);
  });

  it('counts the starter done once claimed, or with any collectible in the wallet', () => {
    expect(states(profileTasks({ user: user({ hasClaimedStarter: true }), campaigns: [campaign(false, false)] }))).toEqual([
      ['starter', true],
      ['profile', false],
      ['ifo', false],
      ['collect', false],
    ]);
    expect(profileTasks({ user: user({ collectibleCount: 2 }), campaigns: [] })[0]).toEqual({ id: 'starter', done: true, to: '/profile' });
  });

  it('counts the starter and the profile done for an active profile without IFO (its collectible is locked in the profile)', () => {
    const tasks = profileTasks({ user: user({ state: 'active', collectibleCount: 0 }), campaigns: [campaign(false, false)] });
    expect(states(tasks)).toEqual([
      ['starter', true],
      ['profile', true],
      ['ifo', false],
      ['collect', false],
    ]);
    expect(doneCount(tasks)).toBe(2);
  });

  it('asks a paused profile to reactivate (it cannot collect points) instead of setting up', () => {
    // Its picture came back to the wallet on pause, and may have been sold since: registered still counts as the starter.
    const tasks = profileTasks({ user: user({ state: 'paused', collectibleCount: 0 }), campaigns: [campaign(false, true)] });
    expect(tasks[1]).toEqual({ id: 'reactivate', done: false, to: '/profile' });
    expect(states(tasks)).toEqual([
      ['starter', true],
      ['reactivate', false],
      ['ifo', true],
      ['collect', true],
    ]);
  });

  it('counts the IFO done but leaves Collect to do while a campaign is eligible and not collected', () => {
    const eligibleOnly = profileTasks({ user: user({ state: 'active' }), campaigns: [campaign(false, false), campaign(true, false)] });
    expect(states(eligibleOnly).slice(2)).toEqual([
      ['ifo', true],
      ['collect', false],
    ]);
    // One collected, another still to collect: not done yet.
    const oneLeft = profileTasks({ user: user({ state: 'active' }), campaigns: [campaign(false, true), campaign(true, false)] });
    expect(states(oneLeft).slice(2)).toEqual([
      ['ifo', true],
      ['collect', false],
    ]);
    expect(doneCount(oneLeft)).toBe(3);
  });

  it('has everything done once every eligible campaign is collected', () => {
    const tasks = profileTasks({
      user: user({ state: 'active', hasClaimedStarter: true }),
      campaigns: [campaign(false, true), campaign(false, false), campaign(undefined, true)],
    });
    expect(states(tasks)).toEqual([
      ['starter', true],
      ['profile', true],
      ['ifo', true],
      ['collect', true],
    ]);
    expect(doneCount(tasks)).toBe(tasks.length);
  });
});
