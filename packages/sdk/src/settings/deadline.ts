/**
 * Transaction deadline (spec 5, spec 9): typed in whole minutes, greater than
 * 0, stored in seconds; default 1200 s (20 minutes).
 */

export const DEFAULT_DEADLINE_SECONDS = 1200;
/**
 * Upper bound on typed minutes (3 days). The spec only says "greater than 0";
 * a far-future deadline defeats its purpose and huge numbers lose precision,
 * so longer values are rejected like any other invalid input.
 */
export const MAX_DEADLINE_MINUTES = 4320;
export const DEADLINE_INVALID_MESSAGE = 'Enter a valid deadline';

export type DeadlineParseResult = { readonly seconds: number } | { readonly error: 'invalid' };

/** "20" -> { seconds: 1200 }. Decimals, signs, zero, blanks and values above 3 days are invalid. */
export function parseDeadlineMinutes(text: string): DeadlineParseResult {
  const t = text.trim();
  if (!/^\d{1,6}$/.test(t)) return { error: 'invalid' };
  const minutes = Number(t);
  if (minutes <= 0 || minutes > MAX_DEADLINE_MINUTES) return { error: 'invalid' };
  return { seconds: minutes * 60 };
}

/** The stored seconds as whole minutes for the input box (rounded up). */
export function deadlineMinutes(seconds: number): number {
  return Math.ceil(seconds / 60);
}

/** Absolute deadline for a contract call: the chain's (or wall) time in seconds plus the TTL. */
export function deadlineFrom(nowSeconds: bigint, ttlSeconds: number = DEFAULT_DEADLINE_SECONDS): bigint {
  if (!Number.isSafeInteger(ttlSeconds) || ttlSeconds <= 0) throw new Error('Invalid deadline');
  return nowSeconds + BigInt(ttlSeconds);
}
