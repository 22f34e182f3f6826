/**
 * Whether the indexer's row of a lottery round may be trusted for what only the indexer knows (its player count):
 * the app's Finished Rounds and the indexer's own tests apply the same rule.
 */

/** FuelLottery's Status.Claimable: the round is drawn. */
const CLAIMABLE = 3;

/** The indexer's row of a round (GraphQL gives its BigInt fields as decimal text). */
export interface IndexedLottery {
  lotteryId: string;
  status: string;
  startTime: number;
  endTime: number;
  ticketPrice: string;
  firstTicket: string;
  lastTicket: string | null;
  totalUsers: number;
  totalTickets: number;
  winningTickets: number | null;
  finalNumber: number | null;
  totalCake: string;
}

/** The same round as the chain has it (viewLottery; `lastTicketId` is firstTicketIdNextLottery). */
export interface ChainLottery {
  lotteryId: bigint;
  status: number;
  startTime: bigint;
  endTime: bigint;
  priceTicketInCake: bigint;
  firstTicketId: bigint;
  lastTicketId: bigint;
  amountCollectedInCake: bigint;
  finalNumber: number;
  countWinnersPerBracket: readonly bigint[];
}

/** A row's field as a bigint; undefined when it is missing or not a whole number (never throws). */
function big(value: string | number | null): bigint | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : undefined;
  return value !== null && /^[0-9]+$/.test(value) ? BigInt(value) : undefined;
}

/**
 * The round's player count from the indexer's row, or undefined while that row cannot be trusted: only a drawn
 * round's count is final, and only a row that agrees with the chain's round in everything both know (id, times,
 * ticket price, first and next ticket ids, ticket count, pot, drawn number, winning tickets) is the chain's round.
 * The indexer can still hold a row of the same id from a history the chain has left (a reorg; on the devnet every
 * e2e test reverts a snapshot, so ids are reused on other histories): such a row differs in its tickets or pot.
 */
export function indexedPlayers(row: IndexedLottery | null | undefined, round: ChainLottery): number | undefined {
  if (row?.status !== 'Claimable' || round.status !== CLAIMABLE) return undefined;
  const tickets = round.lastTicketId - round.firstTicketId;
  const winners = round.countWinnersPerBracket.reduce((s, n) => s + n, 0n);
  const agrees =
    big(row.lotteryId) === round.lotteryId &&
    big(row.startTime) === round.startTime &&
    big(row.endTime) === round.endTime &&
    big(row.ticketPrice) === round.priceTicketInCake &&
    big(row.firstTicket) === round.firstTicketId &&
    big(row.lastTicket) === round.lastTicketId &&
    big(row.totalTickets) === tickets &&
    big(row.totalCake) === round.amountCollectedInCake &&
    row.finalNumber === round.finalNumber &&
    big(row.winningTickets) === winners;
  if (!agrees) return undefined;
  const users = row.totalUsers;
  if (!Number.isInteger(users) || users < 0 || BigInt(users) > tickets || (users === 0) !== (tickets === 0n)) return undefined;
  return users;
}
