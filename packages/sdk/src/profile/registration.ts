/**
 * The text a wallet signs (EIP-191 personal_sign) to register a username with the
 * project's API. The app builds it, the API parses it back and checks every field,
 * so both import these functions and can never disagree on a byte.
 *
 *   FuelSwap username registration
 *   Sign this message to set your username. It can never be changed.
 *
 *   Username: Alice01
 *   Address: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8
 *   Chain ID: 31337
 *   Nonce: 4f1c9a0b2d7e6c35
 *   Issued At: 2026-11-24T05:10:00.000Z
 *
 * Lines end with "\n", no trailing newline. The issued-at time bounds how long a
 * signature can be used (REGISTRATION_MAX_AGE_MS); the nonce makes two messages of
 * the same second differ; the API stores every used message so none is accepted twice.
 */

export const REGISTRATION_TITLE = 'FuelSwap username registration';
export const REGISTRATION_STATEMENT = 'Sign this message to set your username. It can never be changed.';
/** A signed registration is accepted for 10 minutes after it was issued. */
export const REGISTRATION_MAX_AGE_MS = 10 * 60 * 1000;
/** Clocks of the signer and the server may differ a little; beyond this, a time ahead of the server is refused. */
export const REGISTRATION_MAX_CLOCK_SKEW_MS = 30 * 1000;

export interface RegistrationFields {
  username: string;
  /** 0x-prefixed, 40 hex digits, any case (kept as written: it is part of the signed text). */
  address: string;
  chainId: number;
  /** 8 to 64 letters and digits. */
  nonce: string;
  /** ISO 8601 in UTC as `Date.prototype.toISOString()` writes it, e.g. 2026-11-24T05:10:00.000Z. */
  issuedAt: string;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const NONCE = /^[A-Za-z0-9]{8,64}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
// Usernames are validated by checkUsername; here only "one line, no separators".
const FIELD = /^[^\s]{1,64}$/;

export function isAddressText(value: string): boolean {
  return ADDRESS.test(value);
}

export function isNonce(value: string): boolean {
  return NONCE.test(value);
}

/** A fresh nonce of 16 hex digits from the platform's cryptographic random source (browser and Node 20). */
export function newRegistrationNonce(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Builds the message; throws on a field that could not be parsed back exactly. */
export function buildRegistrationMessage(fields: RegistrationFields): string {
  const problem = fieldProblem(fields);
  if (problem) throw new Error(problem);
  return [
    REGISTRATION_TITLE,
    REGISTRATION_STATEMENT,
    '',
    `Username: ${fields.username}`,
    `Address: ${fields.address}`,
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
  ].join('\n');
}

function fieldProblem(f: RegistrationFields): string | null {
  if (!FIELD.test(f.username)) return 'Username must be one word';
  if (!ADDRESS.test(f.address)) return 'Address must be 0x and 40 hex digits';
  if (!Number.isSafeInteger(f.chainId) || f.chainId <= 0) return 'Chain ID must be a positive integer';
  if (!NONCE.test(f.nonce)) return 'Nonce must be 8 to 64 letters and digits';
  if (!ISO.test(f.issuedAt) || Number.isNaN(Date.parse(f.issuedAt)) || new Date(f.issuedAt).toISOString() !== f.issuedAt) {
    return 'Issued At must be an ISO 8601 UTC time like 2026-11-24T05:10:00.000Z';
  }
  return null;
}

const LINE = /^Username: (.*)\nAddress: (.*)\nChain ID: (\d{1,16})\nNonce: (.*)\nIssued At: (.*)$/;

/**
 * Reads a message back into its fields, or null when it is not exactly what
 * buildRegistrationMessage writes (extra lines, spaces or another title included).
 */
export function parseRegistrationMessage(message: string): RegistrationFields | null {
  const head = `${REGISTRATION_TITLE}\n${REGISTRATION_STATEMENT}\n\n`;
  if (!message.startsWith(head)) return null;
  const m = LINE.exec(message.slice(head.length));
  if (!m) return null;
  const fields: RegistrationFields = {
    username: m[1] ?? '',
    address: m[2] ?? '',
    chainId: Number(m[3]),
    nonce: m[4] ?? '',
    issuedAt: m[5] ?? '',
  };
  if (fieldProblem(fields)) return null;
  // Round trip: the text must be the one canonical rendering of its fields.
  return buildRegistrationMessage(fields) === message ? fields : null;
}

export type IssuedAtCheck = 'ok' | 'expired' | 'future';

/** Whether a message issued at `issuedAt` may still be used at `nowMs` (milliseconds since the epoch). */
export function checkIssuedAt(issuedAt: string, nowMs: number): IssuedAtCheck {
  const t = Date.parse(issuedAt);
  if (Number.isNaN(t)) return 'expired';
  if (t > nowMs + REGISTRATION_MAX_CLOCK_SKEW_MS) return 'future';
  if (nowMs - t > REGISTRATION_MAX_AGE_MS) return 'expired';
  return 'ok';
}
