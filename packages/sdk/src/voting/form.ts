/**
 * The proposal form (spec 001 §3 "Proposal form", §5 errors, 000 §2.7 pickers in 15-minute steps): pure
 * validation returning the spec's messages per field, and the date/time helpers.
 */
import { isProposalSnapshotAccepted } from './snapshot.ts';

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

/** A message with its placeholders, for t(): e.g. { key: '%field% is required', data: { field: 'Title' } }. */
export interface FormMessage {
  key: string;
  data?: Record<string, string | number>;
}

export type ProposalFormErrors = Partial<Record<ProposalFormField, FormMessage[]>>;

export const MIN_CHOICES = 2;
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
 * Every error of the form (the screen shows a field's errors once it was touched). `currentBlock` bounds the
 * snapshot as the hub does: a whole block number within the window behind the chain's current block
 * (`isProposalSnapshotAccepted`).
 */
export function validateProposalForm(v: ProposalFormValues, currentBlock?: bigint): ProposalFormErrors {
  const errors: ProposalFormErrors = {};
  const add = (f: ProposalFormField, m: FormMessage) => {
    const list = errors[f] ?? [];
    list.push(m);
    errors[f] = list;
  };
  if (v.title.trim() === '') add('title', required('Title'));
  if (v.body.trim() === '') add('body', required('Content'));
  if (v.choices.length < MIN_CHOICES) add('choices', { key: 'Please create a minimum of %num% choices', data: { num: MIN_CHOICES } });
  if (v.choices.some((c) => c.trim() === '')) add('choices', { key: 'Choices must not be empty' });
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
  if (start && end && end.getTime() <= start.getTime()) add('endDate', { key: 'End date must be after the start date' });
  if (v.snapshot === '') add('snapshot', required('Snapshot'));
  else if (
    !/^\d+$/.test(v.snapshot) ||
    BigInt(v.snapshot) === 0n ||
    (currentBlock !== undefined && !isProposalSnapshotAccepted(BigInt(v.snapshot), currentBlock))
  ) {
    add('snapshot', { key: 'Invalid snapshot' });
  }
  return errors;
}

export function hasErrors(e: ProposalFormErrors): boolean {
  return Object.values(e).some((l) => l !== undefined && l.length > 0);
}
