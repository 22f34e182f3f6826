/**
 * Lottery rules, shared by the screens, the keeper and the tests.
 *
 * Tickets. On chain a ticket is a number 1,000,000..1,999,999. The screens show the six digits after the leading
 * 1 in REVERSE order (the contract matches from the units digit up), so the on-screen digits d0..d5 encode as
 * 1,000,000 + d0 + 10 d1 + ... + 10^5 d5, and "the first k digits match" on screen means the numbers agree in
 * their last k digits. Bracket j (0..5) is "the first j+1 digits match"; a ticket is paid at its highest.
 *
 * Money is bigint throughout: the bulk price is price x n x (divisor + 1 - n) / divisor, rounded down exactly as
 * the contract does; a bracket's pot is pot x (10000 - treasuryFee) / 10000 x breakdown / 10000.
 */

export const TICKET_MIN = 1_000_000;
export const TICKET_MAX = 1_999_999;
export const TICKET_DIGITS = 6;
export const BRACKETS = 6;
export const MAX_TICKETS_PER_TX = 100;

export type TicketDigits = readonly [number, number, number, number, number, number];

export function isValidTicketNumber(n: number): boolean {
  return Number.isInteger(n) && n >= TICKET_MIN && n <= TICKET_MAX;
}

/** The on-screen digits (left to right) to the contract's number. Throws on anything but six digits 0-9. */
export function encodeTicket(digits: readonly number[]): number {
  if (digits.length !== TICKET_DIGITS || digits.some((d) => !Number.isInteger(d) || d < 0 || d > 9)) {
    throw new Error('The lottery number you provided does not exist');
  }
  let n = 0;
  for (let i = TICKET_DIGITS - 1; i >= 0; i--) n = n * 10 + digits[i]!;
  return TICKET_MIN + n;
}

/** The contract's number to its on-screen digits (left to right). */
export function decodeTicket(n: number): TicketDigits {
  if (!isValidTicketNumber(n)) throw new Error('The lottery number you provided does not exist');
  const d: number[] = [];
  let rest = n - TICKET_MIN;
  for (let i = 0; i < TICKET_DIGITS; i++) {
    d.push(rest % 10);
    rest = Math.floor(rest / 10);
  }
  return d as unknown as TicketDigits;
}

/** "123456" on screen (as typed or pasted: exactly six digits) to the contract's number; undefined otherwise. */
export function parseTicketText(text: string): number | undefined {
  const t = text.trim();
  if (!/^[0-9]{6}$/.test(t)) return undefined;
  return encodeTicket([...t].map(Number));
}

export function ticketText(n: number): string {
  return decodeTicket(n).join('');
}

/** How many leading on-screen digits of `ticket` equal the winning number's (0..6). */
export function matchingDigits(ticket: number, winning: number): number {
  const a = decodeTicket(ticket);
  const b = decodeTicket(winning);
  let k = 0;
  while (k < TICKET_DIGITS && a[k] === b[k]) k++;
  return k;
}

/** The highest bracket (0..5) `ticket` wins against `winning`, or -1 when the first digit differs. */
export function highestBracket(ticket: number, winning: number): number {
  return matchingDigits(ticket, winning) - 1;
}

/** Total cost of `n` tickets with the bulk discount, rounded down like the contract. */
export function bulkPrice(pricePerTicket: bigint, n: number, discountDivisor: bigint): bigint {
  if (!Number.isInteger(n) || n < 1) return 0n;
  const count = BigInt(n);
  return (pricePerTicket * count * (discountDivisor + 1n - count)) / discountDivisor;
}

/** The bulk discount in percent with two decimals, e.g. "0.05" at 2 tickets, "2.45" at 50, "4.95" at 100. */
export function bulkDiscountPercent(n: number, discountDivisor: bigint): string {
  if (!Number.isInteger(n) || n < 2) return '0';
  // (n - 1) / divisor, in hundredths of a percent, rounded down.
  const hundredths = (BigInt(n - 1) * 10_000n) / discountDivisor;
  const whole = hundredths / 100n;
  const frac = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole.toString();
}

/** The amount the winners of bracket `bracket` share: pot x (1 - fee) x breakdown, in basis points. */
export function bracketPot(pot: bigint, breakdownBps: bigint, treasuryFeeBps: bigint): bigint {
  const toWinners = (pot * (10_000n - treasuryFeeBps)) / 10_000n;
  return (toWinners * breakdownBps) / 10_000n;
}

/** The treasury's (burn) share of the pot. */
export function treasuryShare(pot: bigint, treasuryFeeBps: bigint): bigint {
  return pot - (pot * (10_000n - treasuryFeeBps)) / 10_000n;
}

/**
 * `count` random ticket numbers, none equal to another nor to any of `existing` (the buyer's tickets this
 * round). `random` returns uniform numbers in [0, 1). Throws when the request cannot be met.
 */
export function randomTickets(count: number, existing: Iterable<number> = [], random: () => number = Math.random): number[] {
  const taken = new Set(existing);
  if (!Number.isInteger(count) || count < 0 || count + taken.size > TICKET_MAX - TICKET_MIN + 1) {
    throw new Error(`cannot draw ${count} distinct tickets`);
  }
  const out: number[] = [];
  while (out.length < count) {
    const n = TICKET_MIN + Math.floor(random() * 1_000_000);
    if (n < TICKET_MIN || n > TICKET_MAX || taken.has(n)) continue;
    taken.add(n);
    out.push(n);
  }
  return out;
}

/** Indexes of the tickets that repeat an earlier one in the list (the "Duplicate" flags of the edit view). */
export function duplicateIndexes(tickets: readonly number[]): Set<number> {
  const seen = new Map<number, number>();
  const dup = new Set<number>();
  tickets.forEach((t, i) => {
    const first = seen.get(t);
    if (first === undefined) seen.set(t, i);
    else {
      dup.add(first);
      dup.add(i);
    }
  });
  return dup;
}

/** Quantity input: an integer 1..max, or a message key for the screen. */
/** Digits a ticket count's field keeps: enough for any count the Max rule could refuse with a message. */
export const TICKET_COUNT_MAX_DIGITS = 6;

/**
 * Whether the ticket-count field takes an edit (already in the shared amount form: digits and at most one point):
 * digits only, up to TICKET_COUNT_MAX_DIGITS, or empty. A point, a letter or a sign is refused and never shown.
 */
export function acceptTicketCountText(text: string): boolean {
  return new RegExp(`^[0-9]{0,${TICKET_COUNT_MAX_DIGITS}}$`).test(text);
}

export function checkQuantity(
  raw: string,
  max: number = MAX_TICKETS_PER_TX,
): { ok: true; n: number } | { ok: false; reason: 'empty' | 'invalid' | 'tooMany' } {
  const t = raw.trim();
  if (t === '') return { ok: false, reason: 'empty' };
  if (!/^[0-9]+$/.test(t)) return { ok: false, reason: 'invalid' };
  const n = Number(t);
  if (n < 1) return { ok: false, reason: 'invalid' };
  if (n > max) return { ok: false, reason: 'tooMany' };
  return { ok: true, n };
}
