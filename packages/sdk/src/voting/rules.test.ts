import { describe, expect, it } from 'vitest';
import { VOTING_LIMITS } from './messages.ts';
import { MESSAGE_CLOCK_SKEW_S, problemText, proposalProblems, timestampProblem, voteProblem } from './rules.ts';

const ok = { title: 'T', body: 'B', choices: ['Yes', 'No', 'Maybe'], start: 100, end: 200, snapshot: 50n };

describe('proposal and vote rules (shared by the form and the hub)', () => {
  it('accepts a proposal within every limit, whatever its number of choices up to the limit', () => {
    expect(proposalProblems(ok, { now: 150, head: 52n })).toEqual({});
    expect(proposalProblems({ ...ok, choices: Array.from({ length: VOTING_LIMITS.choices }, (_, i) => `c${i}`) })).toEqual({});
  });

  it('names each problem with its field and limit', () => {
    const p = proposalProblems(
      { title: 'x'.repeat(VOTING_LIMITS.titleLength + 1), body: ' ', choices: ['only'], start: 200, end: 200, snapshot: 500n },
      { head: 52n },
    );
    expect(Object.fromEntries(Object.entries(p).map(([k, v]) => [k, v!.map(problemText)]))).toEqual({
      title: [`Title is longer than ${VOTING_LIMITS.titleLength} characters`],
      body: ['Content is required'],
      choices: ['Please create a minimum of 2 choices'],
      end: ['End date must be after the start date'],
      snapshot: ['Invalid snapshot'],
    });
    expect(proposalProblems({ ...ok, choices: Array(VOTING_LIMITS.choices + 1).fill('c') }).choices?.map(problemText)).toEqual([
      `Please create at most ${VOTING_LIMITS.choices} choices`,
    ]);
    expect(proposalProblems(ok, { now: 200 }).end?.map(problemText)).toEqual(['The end date is in the past']);
  });

  it('bounds a vote by its proposal: its own number of choices, and the window by signed time and clock', () => {
    const p = { choices: ['a', 'b', 'c'], start: 100, end: 200 };
    expect(voteProblem({ choice: 3, timestamp: 150 }, p, 150)).toBeUndefined();
    expect(voteProblem({ choice: 4, timestamp: 150 }, p, 150)).toEqual({ kind: 'choice', choices: 3 });
    expect(voteProblem({ choice: 0, timestamp: 150 }, p, 150)).toEqual({ kind: 'choice', choices: 3 });
    expect(voteProblem({ choice: 1, timestamp: 99 }, p, 150)).toEqual({ kind: 'not-started' });
    expect(voteProblem({ choice: 1, timestamp: 150 }, p, 99)).toEqual({ kind: 'not-started' });
    expect(voteProblem({ choice: 1, timestamp: 200 }, p, 150)).toEqual({ kind: 'ended' });
    expect(voteProblem({ choice: 1, timestamp: 199 }, p, 200)).toEqual({ kind: 'ended' });
  });

  it('allows a signed timestamp at most 300 s either side of the clock', () => {
    expect(MESSAGE_CLOCK_SKEW_S).toBe(300);
    expect(timestampProblem(1300, 1000)).toBeUndefined();
    expect(timestampProblem(1301, 1000)).toBe('future');
    expect(timestampProblem(700, 1000)).toBeUndefined();
    expect(timestampProblem(699, 1000)).toBe('stale');
  });
});
