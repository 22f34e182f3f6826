import { afterEach, describe, expect, it, vi } from 'vitest';
import { formMessage, initialValues, markInvalid } from './logic.ts';
import type { Vote } from './data/hub.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('initialValues', () => {
  it('starts at the current quarter hour and ends three days later, with two empty choices', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 4, 10, 9, 7, 30));
    expect(initialValues()).toEqual({
      title: '',
      body: '',
      choices: ['', ''],
      startDate: '2024-05-10',
      startTime: '09:00',
      endDate: '2024-05-13',
      endTime: '09:00',
      snapshot: '',
    });
  });

  it('keeps a time already on a quarter hour', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 4, 10, 23, 45, 0));
    const v = initialValues();
    expect([v.startDate, v.startTime, v.endDate, v.endTime]).toEqual(['2024-05-10', '23:45', '2024-05-13', '23:45']);
  });
});

describe('formMessage', () => {
  const t = (key: string, data?: Record<string, unknown>) => (data ? `${key} ${JSON.stringify(data)}` : `[${key}]`);

  it('translates the SDK keys with their own keys and values', () => {
    expect(formMessage(t, { key: '%field% is required', data: { field: 'Title' } })).toBe('{{field}} is required {"field":"[Title]"}');
    expect(formMessage(t, { key: 'Please create a minimum of %num% choices', data: { num: 2 } })).toBe(
      'Please create a minimum of {{num}} choices {"num":2}',
    );
    expect(formMessage(t, { key: 'Choices must not be empty' })).toBe('[Choices must not be empty]');
    expect(formMessage(t, { key: 'Please select a valid date' })).toBe('[Please select a valid date]');
    expect(formMessage(t, { key: 'Please select a valid time' })).toBe('[Please select a valid time]');
    expect(formMessage(t, { key: 'End date must be after the start date' })).toBe('[End date must be after the start date]');
    expect(formMessage(t, { key: 'Invalid snapshot' })).toBe('[Invalid snapshot]');
  });

  it('passes an unknown key through untranslated', () => {
    expect(formMessage(t, { key: 'Something new' })).toBe('Something new');
  });
});

describe('markInvalid', () => {
  const vote = (voter: string): Vote => ({
    id: voter,
    voter,
    created: 1,
    choice: 1,
    vp: '1',
    metadata: { votingPower: '1', verificationHash: '0x' },
  });
  const A = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
  const B = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';

  it('marks nothing before the verification answer', () => {
    expect(markInvalid([vote(A), vote(B)], undefined).map((v) => v.invalid)).toEqual([false, false]);
  });

  it('marks the votes reported not valid, by lower-case voter; unreported votes stay valid', () => {
    const checked = markInvalid([vote(A), vote(B)], { [B.toLowerCase()]: { isValid: false } });
    expect(checked.map((v) => v.invalid)).toEqual([false, true]);
    expect(markInvalid([vote(A)], { [A.toLowerCase()]: { isValid: true } })[0]!.invalid).toBe(false);
  });
});
