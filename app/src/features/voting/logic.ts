/**
 * Pure page rules of the voting screens: the proposal form's starting values, the SDK's form messages
 * through t(), and the votes the verification service reports invalid.
 */
import { nextQuarterHour, toPickerValues, type FormMessage, type ProposalFormValues } from '@fuelswap/sdk';
import type { Vote } from './data/hub.ts';

/** Starts at the current quarter hour (already open: voting can begin at once), ends three days later. */
export function initialValues(): ProposalFormValues {
  const start = nextQuarterHour(new Date(Date.now() - 15 * 60 * 1000 + 1));
  const end = new Date(start.getTime() + 3 * 24 * 3600 * 1000);
  const s = toPickerValues(start);
  const e = toPickerValues(end);
  return { title: '', body: '', choices: ['', ''], startDate: s.date, startTime: s.time, endDate: e.date, endTime: e.time, snapshot: '' };
}

/** The SDK's form messages through t() with their own keys. */
export function formMessage(t: (key: string, data?: Record<string, unknown>) => string, m: FormMessage): string {
  const d = m.data ?? {};
  switch (m.key) {
    case '%field% is required':
      return t('{{field}} is required', { field: t(String(d.field)) });
    case 'Please create a minimum of %num% choices':
      return t('Please create a minimum of {{num}} choices', { num: d.num });
    case 'Choices must not be empty':
      return t('Choices must not be empty');
    case 'Please select a valid date':
      return t('Please select a valid date');
    case 'Please select a valid time':
      return t('Please select a valid time');
    case 'End date must be after the start date':
      return t('End date must be after the start date');
    case 'Invalid snapshot':
      return t('Invalid snapshot');
    default:
      return m.key;
  }
}

/**
 * Vote verification: votes the verification service says are not valid are marked (and
 * not counted by the tally); until its answer is in, no vote is marked.
 */
export function markInvalid(votes: readonly Vote[], verification: Record<string, { isValid: boolean }> | undefined): Vote[] {
  return votes.map((v) => ({
    ...v,
    invalid: verification ? verification[v.voter.toLowerCase()]?.isValid === false : false,
  }));
}
