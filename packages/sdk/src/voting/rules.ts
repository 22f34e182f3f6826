/**
 * The rules a proposal and a vote must meet, in one place for the proposal form (app) and the hub (api), so
 * the form never lets through what the hub refuses and the hub never refuses what the form allowed for a
 * reason the form did not show. Pure: the caller passes what it knows (the clock, the chain head); a rule
 * whose input is missing is not checked (the form does not check the clock: its pickers already start at
 * the current quarter hour, and the hub decides when the signature arrives).
 *
 * Problems are message keys with placeholders (`FormMessage`), which the app passes through t() and the
 * hub turns into its English error text with `problemText`.
 */
import { VOTING_LIMITS } from './messages.ts';
import { proposalState } from './proposals.ts';
import { isProposalSnapshotAccepted } from './snapshot.ts';

/** A message key with its placeholders, for t(): e.g. { key: '%field% is required', data: { field: 'Title' } }. */
export interface FormMessage {
  key: string;
  data?: Record<string, string | number>;
}

export const MIN_CHOICES = 2;

/**
 * How far a signed message's timestamp may be ahead of the hub's clock, and how old it may be when it
 * arrives (seconds): Snapshot's sequencer refuses a message dated more than 300 s in the future; the same
 * bound on age keeps a signature from being held back and sent much later.
 */
export const MESSAGE_CLOCK_SKEW_S = 300;

export type ProposalRuleField = 'title' | 'body' | 'choices' | 'start' | 'end' | 'snapshot';
export type ProposalProblems = Partial<Record<ProposalRuleField, FormMessage[]>>;

export interface ProposalDraft {
  title: string;
  body: string;
  choices: readonly string[];
  /** Unix seconds; undefined when the form's date or time is not a valid one yet (the form says so itself). */
  start?: number | undefined;
  end?: number | undefined;
  /** The snapshot block; undefined when not known yet. */
  snapshot?: bigint | undefined;
}

export interface ProposalRuleContext {
  /** The hub's clock, Unix seconds: the end must be after it. */
  now?: number | undefined;
  /** The chain head the snapshot is checked against (`isProposalSnapshotAccepted`). */
  head?: bigint | undefined;
  /** The earliest block voting power can be read at. */
  firstBlock?: bigint | undefined;
}

const required = (field: string): FormMessage => ({ key: '%field% is required', data: { field } });

/** Every problem of a proposal, by field; an empty object when there is none. */
export function proposalProblems(p: ProposalDraft, ctx: ProposalRuleContext = {}): ProposalProblems {
  const out: ProposalProblems = {};
  const add = (f: ProposalRuleField, m: FormMessage) => {
    const list = out[f] ?? [];
    list.push(m);
    out[f] = list;
  };
  const L = VOTING_LIMITS;
  if (p.title.trim() === '') add('title', required('Title'));
  else if (p.title.length > L.titleLength)
    add('title', { key: '%field% is longer than %max% characters', data: { field: 'Title', max: L.titleLength } });
  if (p.body.trim() === '') add('body', required('Content'));
  else if (p.body.length > L.bodyLength)
    add('body', { key: '%field% is longer than %max% characters', data: { field: 'Content', max: L.bodyLength } });
  if (p.choices.length < MIN_CHOICES) add('choices', { key: 'Please create a minimum of %num% choices', data: { num: MIN_CHOICES } });
  if (p.choices.length > L.choices) add('choices', { key: 'Please create at most %num% choices', data: { num: L.choices } });
  if (p.choices.some((c) => c.trim() === '')) add('choices', { key: 'Choices must not be empty' });
  if (p.choices.some((c) => c.length > L.choiceLength))
    add('choices', { key: '%field% is longer than %max% characters', data: { field: 'A choice', max: L.choiceLength } });
  if (p.start !== undefined && p.end !== undefined && p.end <= p.start) add('end', { key: 'End date must be after the start date' });
  else if (p.end !== undefined && ctx.now !== undefined && p.end <= ctx.now) add('end', { key: 'The end date is in the past' });
  if (
    p.snapshot !== undefined &&
    (p.snapshot <= 0n || (ctx.head !== undefined && !isProposalSnapshotAccepted(p.snapshot, ctx.head, ctx.firstBlock)))
  )
    add('snapshot', { key: 'Invalid snapshot' });
  return out;
}

export type VoteProblem = { kind: 'choice'; choices: number } | { kind: 'not-started' } | { kind: 'ended' };

/**
 * A vote against its proposal: the choice is 1 to the proposal's own number of choices, and both the signed
 * timestamp and the hub's clock are inside the voting window (start inclusive, end exclusive, as
 * `proposalState`). Undefined when the vote may be counted.
 */
export function voteProblem(
  v: { choice: number; timestamp: number },
  p: { choices: readonly string[]; start: number; end: number },
  nowSeconds: number,
): VoteProblem | undefined {
  if (!Number.isInteger(v.choice) || v.choice < 1 || v.choice > p.choices.length) return { kind: 'choice', choices: p.choices.length };
  for (const t of [v.timestamp, nowSeconds]) {
    const state = proposalState(p.start, p.end, t);
    if (state === 'pending') return { kind: 'not-started' };
    if (state === 'closed') return { kind: 'ended' };
  }
  return undefined;
}

/** 'future' or 'stale' when a signed timestamp is outside `MESSAGE_CLOCK_SKEW_S` of the clock. */
export function timestampProblem(timestamp: number, nowSeconds: number): 'future' | 'stale' | undefined {
  if (timestamp > nowSeconds + MESSAGE_CLOCK_SKEW_S) return 'future';
  if (timestamp < nowSeconds - MESSAGE_CLOCK_SKEW_S) return 'stale';
  return undefined;
}

/** A problem's English text (the hub's error messages), placeholders filled in. */
export function problemText(m: FormMessage): string {
  return m.key.replace(/%(\w+)%/g, (all, name: string) => (m.data && name in m.data ? String(m.data[name]) : all));
}
