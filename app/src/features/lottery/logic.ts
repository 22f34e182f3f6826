/**
 * Pure rules and display helpers of the lottery page: bigint amounts to text without floats, countdowns, what a
 * drawn round owes for a player's tickets (Check Now and the tickets dialog's Collect Prizes), which rounds Check Now
 * looks at, and when the indexer's count of a round's players may be shown (only while its row agrees with the chain).
 */
import { formatUnits } from 'viem';
import { encodeTicket, highestBracket } from '@fuelswap/sdk';

/** The contract's round status (the names; the contract's enum order). */
export const LotteryStatus = { Pending: 0, Open: 1, Close: 2, Claimable: 3 } as const;

function group(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A token amount with at most `decimals` decimals (rounded down) and thousands separators. */
export function formatAmount(value: bigint, tokenDecimals: number, decimals = 2): string {
  const [whole = '0', frac = ''] = formatUnits(value, tokenDecimals).split('.');
  const cut = frac.slice(0, decimals).replace(/0+$/, '');
  return cut ? `${group(whole)}.${cut}` : group(whole);
}

export const formatFuel = (value: bigint, decimals = 2) => formatAmount(value, 9, decimals);

/** Dollars (18 decimals) of `fuel` at `fuelUsdWad` dollars per FUEL; undefined when no price. */
export function fuelToUsd(fuel: bigint, fuelUsdWad: bigint | undefined): bigint | undefined {
  return fuelUsdWad === undefined ? undefined : (fuel * fuelUsdWad) / 10n ** 9n;
}

export function formatUsd(usd: bigint | undefined): string | undefined {
  return usd === undefined ? undefined : `$${formatAmount(usd, 18, 2)}`;
}

/** "1d 2h 3m" style countdown parts (at least minutes; seconds under an hour). */
export function countdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (d > 0) return `${d}d ${h}h ${m}m`;
  if (h > 0) return `${h}h ${m}m`;
  return `${m}m ${sec}s`;
}

export interface ClaimItem {
  id: bigint;
  /** The ticket's highest matching bracket (0..5), the one the contract pays. */
  bracket: number;
  /** What the ticket is paid: the round's share per winning ticket of that bracket. */
  amount: bigint;
}

/**
 * What a drawn round owes for these tickets: each unclaimed ticket at its highest matching bracket (the contract
 * pays that one only), skipping brackets whose share is zero. Check Now and the tickets dialog's Collect Prizes.
 */
export function prizesOf(
  tickets: readonly { id: bigint; number: number; claimed: boolean }[],
  round: { finalNumber: number; cakePerBracket: readonly bigint[] },
): { items: ClaimItem[]; total: bigint } {
  const items: ClaimItem[] = [];
  let total = 0n;
  for (const tk of tickets) {
    if (tk.claimed) continue;
    const b = highestBracket(tk.number, round.finalNumber);
    if (b < 0) continue;
    const amount = round.cakePerBracket[b] ?? 0n;
    if (amount === 0n) continue;
    items.push({ id: tk.id, bracket: b, amount });
    total += amount;
  }
  return { items, total };
}

/** Tickets per claim: the contract's maxNumberTicketsPerBuyOrClaim, at least 1 (a 0 would make no batch at all). */
export function perClaimOf(maxNumberTicketsPerBuyOrClaim: bigint): number {
  return Math.max(1, Number(maxNumberTicketsPerBuyOrClaim));
}

/** What Check Now found in one round: the unclaimed winning tickets at their brackets and what they pay. */
export interface Winnings {
  lotteryId: bigint;
  total: bigint;
  items: ClaimItem[];
}

/** How many of the latest claimable rounds Check Now looks at. */
export const CHECK_ROUNDS = 3;

/**
 * Check Now: from `currentId` down, the first `rounds` claimable rounds (`readRound` answers undefined for a round
 * that is not), each with all of the account's tickets (`readTickets`, which pages through them), and what each
 * round owes (prizesOf). Rounds are read one after another, newest first; a round owing nothing is left out.
 */
export async function findWinnings(
  currentId: bigint,
  readRound: (id: bigint) => Promise<{ finalNumber: number; cakePerBracket: readonly bigint[] } | undefined>,
  readTickets: (id: bigint) => Promise<readonly { id: bigint; number: number; claimed: boolean }[]>,
  rounds: number = CHECK_ROUNDS,
): Promise<Winnings[]> {
  const found: Winnings[] = [];
  let looked = 0;
  for (let id = currentId; id >= 1n && looked < rounds; id--) {
    const round = await readRound(id);
    if (!round) continue;
    looked++;
    const { items, total } = prizesOf(await readTickets(id), round);
    if (items.length) found.push({ lotteryId: id, total, items });
  }
  return found;
}

export { indexedPlayers, type ChainLottery, type IndexedLottery } from '@fuelswap/sdk';

type RoundLookup = 'empty' | 'missing' | 'notDrawn' | 'drawn';

/**
 * What a round typed in Finished Rounds is: nothing typed yet, a round that does not exist (0, or past the
 * latest round the contract has opened), one that exists but is not drawn yet, or a drawn round to show.
 */
export function lookupRound(text: string, lastFinished: bigint, currentLotteryId: bigint | undefined): RoundLookup {
  if (!/^[0-9]+$/.test(text)) return 'empty';
  const id = BigInt(text);
  const latest = currentLotteryId !== undefined && currentLotteryId > lastFinished ? currentLotteryId : lastFinished;
  if (id < 1n || id > latest) return 'missing';
  return id > lastFinished ? 'notDrawn' : 'drawn';
}

export type HistoryState = 'pending' | 'drawn' | 'claimed' | 'refundable' | 'refunded';

/**
 * A Your History row's state from the indexed round's status and the account's row: a round whose number never
 * came (Refundable) is Refundable until the account takes its FUEL back, then Refunded (the refund marks the
 * row claimed); a drawn round is Claimed once claimed; an open or closing round is Pending.
 */
export function historyState(status: string, claimed: boolean): HistoryState {
  if (status === 'Refundable') return claimed ? 'refunded' : 'refundable';
  if (status === 'Claimable') return claimed ? 'claimed' : 'drawn';
  return 'pending';
}

/** One ticket in the number editor: six boxes, a digit or empty each. */
export type Digits = (number | undefined)[];

/** The tickets' numbers once every box holds a digit; undefined while one is empty. */
export function ticketNumbers(tickets: Digits[]): number[] | undefined {
  const numbers: number[] = [];
  for (const d of tickets) {
    if (d.length !== 6 || d.some((x) => x === undefined)) return undefined;
    numbers.push(encodeTicket(d as number[]));
  }
  return numbers;
}
