/**
 * The proposal form: pure
 * validation returning the spec's messages per field, and the date/time helpers.
 */
import { type FormMessage, proposalProblems } from './rules.ts';

export interface ProposalFormValues {
  title: string;
  body: string;
  choices: string[];
  /** 'YYYY-MM-DD' from the date picker (local time). */
  startDate: string;
  /** 'HH:MM' from the time picker. */
  startTime: string;
  endDate: string;
  endTime: string;
  /** The snapshot block, filled in from the chain head (`proposalSnapshotBlock`), never chosen by the author. */
  snapshot: string;
}

export type ProposalFormField = 'title' | 'body' | 'choices' | 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'snapshot';

export type ProposalFormErrors = Partial<Record<ProposalFormField, FormMessage[]>>;

export const TIME_STEP_MINUTES = 15;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** Local Date from the pickers' strings, or undefined when either is not a real date/time. */
export function combineDateTime(date: string, time: string): Date | undefined {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return undefined;
  const [y, mo, da, h, mi] = [Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2])];
  if (h > 23 || mi > 59) return undefined;
  const out = new Date(y, mo - 1, da, h, mi, 0, 0);
  if (out.getFullYear() !== y || out.getMonth() !== mo - 1 || out.getDate() !== da) return undefined;
  return out;
}

export function isValidDate(date: string): boolean {
  return combineDateTime(date, '00:00') !== undefined;
}

export function isValidTime(time: string): boolean {
  return combineDateTime('2000-01-01', time) !== undefined && Number(time.slice(3)) % TIME_STEP_MINUTES === 0;
}

/** The next quarter hour at or after `d` (seconds and milliseconds dropped). */
export function nextQuarterHour(d: Date): Date {
  const out = new Date(d.getTime());
  out.setSeconds(0, 0);
  if (out.getTime() < d.getTime()) out.setMinutes(out.getMinutes() + 1);
  const rem = out.getMinutes() % TIME_STEP_MINUTES;
  if (rem !== 0) out.setMinutes(out.getMinutes() + TIME_STEP_MINUTES - rem);
  return out;
}

/** 'YYYY-MM-DD' and 'HH:MM' of a local Date, as the pickers hold them. */
export function toPickerValues(d: Date): { date: string; time: string } {
  const p = (n: number) => String(n).padStart(2, '0');
  return { date: `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`, time: `${p(d.getHours())}:${p(d.getMinutes())}` };
}

/** The 96 quarter-hour options of the time picker. */
export function quarterHourOptions(): string[] {
  const out: string[] = [];
  for (let m = 0; m < 24 * 60; m += TIME_STEP_MINUTES)
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
}

const required = (field: string): FormMessage => ({ key: '%field% is required', data: { field } });

/**
 * Every error of the form (the screen shows a field's errors once it was touched): the shared proposal rules
 * (`proposalProblems`, what the hub checks too) on the form's values, plus what only a form has (an empty
 * or malformed picker). `currentBlock` bounds the snapshot as the hub does: a whole block number within the
 * window behind the chain's current block.
 */
export function validateProposalForm(v: ProposalFormValues, currentBlock?: bigint): ProposalFormErrors {
  const errors: ProposalFormErrors = {};
  const add = (f: ProposalFormField, m: FormMessage) => {
    const list = errors[f] ?? [];
    list.push(m);
    errors[f] = list;
  };
  for (const [f, label] of [
    ['startDate', 'Start Date'],
    ['endDate', 'End Date'],
  ] as const) {
    if (v[f] === '') add(f, required(label));
    else if (!isValidDate(v[f])) add(f, { key: 'Please select a valid date' });
  }
  for (const [f, label] of [
    ['startTime', 'Start Time'],
    ['endTime', 'End Time'],
  ] as const) {
    if (v[f] === '') add(f, required(label));
    else if (!isValidTime(v[f])) add(f, { key: 'Please select a valid time' });
  }
  const start = combineDateTime(v.startDate, v.startTime);
  const end = combineDateTime(v.endDate, v.endTime);
  const seconds = (d: Date | undefined) => (d ? Math.floor(d.getTime() / 1000) : undefined);
  const snapshotWellFormed = /^\d+$/.test(v.snapshot);
  if (v.snapshot === '') add('snapshot', required('Snapshot'));
  else if (!snapshotWellFormed) add('snapshot', { key: 'Invalid snapshot' });
  const rules = proposalProblems(
    {
      title: v.title,
      body: v.body,
      choices: v.choices,
      start: seconds(start),
      end: seconds(end),
      snapshot: snapshotWellFormed ? BigInt(v.snapshot) : undefined,
    },
    { head: currentBlock },
  );
  for (const m of rules.title ?? []) add('title', m);
  for (const m of rules.body ?? []) add('body', m);
  for (const m of rules.choices ?? []) add('choices', m);
  for (const m of [...(rules.start ?? []), ...(rules.end ?? [])]) add('endDate', m);
  for (const m of rules.snapshot ?? []) add('snapshot', m);
  return errors;
}

export function hasErrors(e: ProposalFormErrors): boolean {
  return Object.values(e).some((l) => l !== undefined && l.length > 0);
}
