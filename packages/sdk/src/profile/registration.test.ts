import { describe, expect, it } from 'vitest';
import {
  buildRegistrationMessage,
  checkIssuedAt,
  newRegistrationNonce,
  parseRegistrationMessage,
  REGISTRATION_MAX_AGE_MS,
  type RegistrationFields,
} from './registration.ts';

const fields: RegistrationFields = {
  username: 'Alice01',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 31337,
  nonce: '4f1c9a0b2d7e6c35',
  issuedAt: '2026-11-24T05:10:00.000Z',
};

const text = [
  'FuelSwap username registration',
  'Sign this message to set your username. It can never be changed.',
  '',
  'Username: Alice01',
  'Address: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  'Chain ID: 31337',
  'Nonce: 4f1c9a0b2d7e6c35',
  'Issued At: 2026-11-24T05:10:00.000Z',
].join('\n');

describe('registration message', () => {
  it('is the documented text (api/README.md)', () => {
    expect(buildRegistrationMessage(fields)).toBe(text);
  });

  it('parses back to its fields', () => {
    expect(parseRegistrationMessage(text)).toEqual(fields);
  });

  it.each([
    ['a trailing newline', `${text}\n`],
    ['a leading space', ` ${text}`],
    ['another title', text.replace('FuelSwap', 'PancakeSwap')],
    ['a missing line', text.replace('Nonce: 4f1c9a0b2d7e6c35\n', '')],
    ['an extra line', text.replace('Chain ID', 'Extra: 1\nChain ID')],
    ['swapped lines', text.replace('Chain ID: 31337\nNonce: 4f1c9a0b2d7e6c35', 'Nonce: 4f1c9a0b2d7e6c35\nChain ID: 31337')],
    ['a short address', text.replace('dc79C8', 'dc79C')],
    ['a non-hex address', text.replace('dc79C8', 'dc79CZ')],
    ['a chain id with a leading zero', text.replace('31337', '031337')],
    ['a chain id of zero', text.replace('31337', '0')],
    ['a short nonce', text.replace('4f1c9a0b2d7e6c35', 'abc')],
    ['a nonce with symbols', text.replace('4f1c9a0b2d7e6c35', 'abc-defgh')],
    ['a local time', text.replace('05:10:00.000Z', '05:10:00.000+01:00')],
    ['a time without milliseconds', text.replace('05:10:00.000Z', '05:10:00Z')],
    ['an impossible date', text.replace('2026-11-24', '2026-02-30')],
    ['a username with a space', text.replace('Alice01', 'Ali ce')],
  ])('refuses %s', (_what, message) => {
    expect(parseRegistrationMessage(message)).toBeNull();
  });

  it('refuses to build a message it could not parse back', () => {
    expect(() => buildRegistrationMessage({ ...fields, username: 'a\nb' })).toThrow(/one word/);
    expect(() => buildRegistrationMessage({ ...fields, chainId: 1.5 })).toThrow(/Chain ID/);
    expect(() => buildRegistrationMessage({ ...fields, issuedAt: 'yesterday' })).toThrow(/Issued At/);
  });

  it('makes 16-hex-digit nonces that differ', () => {
    const a = newRegistrationNonce();
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(newRegistrationNonce()).not.toBe(a);
  });
});

describe('checkIssuedAt (10 minutes, never in the future)', () => {
  const t = Date.parse(fields.issuedAt);
  it('accepts a message up to 10 minutes old', () => {
    expect(REGISTRATION_MAX_AGE_MS).toBe(600_000);
    expect(checkIssuedAt(fields.issuedAt, t)).toBe('ok');
    expect(checkIssuedAt(fields.issuedAt, t + 600_000)).toBe('ok');
  });
  it('refuses one older than 10 minutes', () => {
    expect(checkIssuedAt(fields.issuedAt, t + 600_001)).toBe('expired');
  });
  it('tolerates 30 s of clock skew and refuses a time further ahead', () => {
    expect(checkIssuedAt(fields.issuedAt, t - 30_000)).toBe('ok');
    expect(checkIssuedAt(fields.issuedAt, t - 30_001)).toBe('future');
  });
  it('treats an unreadable time as expired', () => {
    expect(checkIssuedAt('nonsense', t)).toBe('expired');
  });
});
