/**
 * Reading and claiming many tickets ("checking and claiming for an account with thousands of tickets over
 * many rounds pages through them"). A round's tickets of one account are read with viewUserInfoForLotteryId(user, id,
 * cursor, size) at most TICKETS_PER_QUERY at a time (queries limited to 100), from cursor 0, each page
 * starting at the cursor the previous one returned, until a short page. The anchor asked for thousands
 * in one call, which failed past a few thousand tickets. Claims go in consecutive batches of at most the contract's
 * maxNumberTicketsPerBuyOrClaim, each ticket in exactly one batch.
 */

/** Tickets per viewUserInfoForLotteryId query (queries limited to 100). */
export const TICKETS_PER_QUERY = 100;

/** One answer of viewUserInfoForLotteryId: ticket ids, their numbers, claimed flags, and the next cursor. */
export interface TicketPage {
  ids: readonly bigint[];
  numbers: readonly (number | bigint)[];
  claimed: readonly boolean[];
  next: bigint;
}

export interface OwnedTicket {
  id: bigint;
  number: number;
  claimed: boolean;
}

/**
 * All tickets of one account in one round, asking `readPage(cursor, size)` with size `pageSize` (at most
 * TICKETS_PER_QUERY) from cursor 0 until a page shorter than `pageSize`. Throws when a page is malformed or the cursor
 * does not move on (a broken answer would otherwise be asked for ever).
 */
export async function readAllTickets(
  readPage: (cursor: bigint, size: bigint) => Promise<TicketPage>,
  pageSize: number = TICKETS_PER_QUERY,
): Promise<OwnedTicket[]> {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > TICKETS_PER_QUERY) {
    throw new Error(`a ticket page holds 1 to ${TICKETS_PER_QUERY} tickets, not ${pageSize}`);
  }
  const size = BigInt(pageSize);
  const out: OwnedTicket[] = [];
  let cursor = 0n;
  for (;;) {
    const page = await readPage(cursor, size);
    const n = page.ids.length;
    if (n > pageSize || page.numbers.length !== n || page.claimed.length !== n) {
      throw new Error(`malformed ticket page at cursor ${cursor}: ${n} ids, ${page.numbers.length} numbers, ${page.claimed.length} flags`);
    }
    for (let i = 0; i < n; i++) out.push({ id: page.ids[i]!, number: Number(page.numbers[i]), claimed: page.claimed[i]! });
    if (n < pageSize) return out;
    if (page.next <= cursor) throw new Error(`the ticket cursor did not move on from ${cursor}`);
    cursor = page.next;
  }
}

/** `items` in consecutive batches of at most `perClaim` (the contract's maxNumberTicketsPerBuyOrClaim), in order. */
export function claimBatches<T>(items: readonly T[], perClaim: number): T[][] {
  if (!Number.isInteger(perClaim) || perClaim < 1) throw new Error(`a claim holds at least one ticket, not ${perClaim}`);
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += perClaim) batches.push(items.slice(i, i + perClaim));
  return batches;
}
