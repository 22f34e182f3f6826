/**
 * Lottery indexing: rounds (status, times, ticket price, totals of players and
 * tickets, the drawn number and its count of winning tickets) and each player's rounds (tickets, FUEL
 * spent, claimed), for getLotteries and getUserLotteries (Your History). A round whose number never came is
 * 'Refundable'; a player's refund of it counts as claimed.
 */
import { ponder, type Context } from 'ponder:registry';
import { lottery, lotteryUser, lotteryUserRound } from 'ponder:schema';
import type { Hex } from 'viem';

const lower = (a: string) => a.toLowerCase() as Hex;

async function ensureRound(context: Context, id: bigint, block: number) {
  await context.db
    .insert(lottery)
    .values({
      id: id.toString(),
      lotteryId: id,
      status: 'Open',
      startTime: 0,
      endTime: 0,
      ticketPrice: 0n,
      firstTicket: 0n,
      totalUsers: 0,
      totalTickets: 0,
      totalCake: 0n,
      block,
    })
    .onConflictDoNothing();
}

ponder.on('FuelLottery:LotteryOpen', async ({ event, context }) => {
  const block = Number(event.block.number);
  await ensureRound(context, event.args.lotteryId, block);
  await context.db.update(lottery, { id: event.args.lotteryId.toString() }).set({
    status: 'Open',
    startTime: Number(event.args.startTime),
    endTime: Number(event.args.endTime),
    ticketPrice: event.args.priceTicketInCake,
    firstTicket: event.args.firstTicketId,
    totalCake: event.args.injectedAmount,
    block,
  });
});

ponder.on('FuelLottery:LotteryInjection', async ({ event, context }) => {
  await ensureRound(context, event.args.lotteryId, Number(event.block.number));
  await context.db
    .update(lottery, { id: event.args.lotteryId.toString() })
    .set((row) => ({ totalCake: row.totalCake + event.args.injectedAmount }));
});

ponder.on('FuelLottery:TicketsPurchase', async ({ event, context }) => {
  const { buyer, lotteryId, numberTickets, amount } = event.args;
  const block = Number(event.block.number);
  const user = lower(buyer);
  const n = Number(numberTickets);
  await ensureRound(context, lotteryId, block);
  const roundKey = `${user}-${lotteryId}`;
  const existing = await context.db.find(lotteryUserRound, { id: roundKey });
  if (existing) {
    await context.db
      .update(lotteryUserRound, { id: roundKey })
      .set({ totalTickets: existing.totalTickets + n, totalCake: existing.totalCake + amount, block });
  } else {
    await context.db
      .insert(lotteryUserRound)
      .values({ id: roundKey, user, lotteryId, totalTickets: n, totalCake: amount, claimed: false, block });
  }
  await context.db.update(lottery, { id: lotteryId.toString() }).set((row) => ({
    totalTickets: row.totalTickets + n,
    totalUsers: row.totalUsers + (existing ? 0 : 1),
    totalCake: row.totalCake + amount,
  }));
  await context.db
    .insert(lotteryUser)
    .values({ id: user, totalTickets: n, totalCake: amount, totalRounds: 1, block })
    .onConflictDoUpdate((row) => ({
      totalTickets: row.totalTickets + n,
      totalCake: row.totalCake + amount,
      totalRounds: row.totalRounds + (existing ? 0 : 1),
      block,
    }));
});

ponder.on('FuelLottery:LotteryClose', async ({ event, context }) => {
  await ensureRound(context, event.args.lotteryId, Number(event.block.number));
  await context.db
    .update(lottery, { id: event.args.lotteryId.toString() })
    .set({ status: 'Close', lastTicket: event.args.firstTicketIdNextLottery });
});

ponder.on('FuelLottery:LotteryNumberDrawn', async ({ event, context }) => {
  await ensureRound(context, event.args.lotteryId, Number(event.block.number));
  await context.db.update(lottery, { id: event.args.lotteryId.toString() }).set({
    status: 'Claimable',
    finalNumber: Number(event.args.finalNumber),
    winningTickets: Number(event.args.countWinningTickets),
  });
});

ponder.on('FuelLottery:TicketsClaim', async ({ event, context }) => {
  const id = `${lower(event.args.claimer)}-${event.args.lotteryId}`;
  if (await context.db.find(lotteryUserRound, { id })) await context.db.update(lotteryUserRound, { id }).set({ claimed: true });
});

ponder.on('FuelLottery:LotteryRefundable', async ({ event, context }) => {
  await ensureRound(context, event.args.lotteryId, Number(event.block.number));
  await context.db.update(lottery, { id: event.args.lotteryId.toString() }).set({ status: 'Refundable' });
});

ponder.on('FuelLottery:TicketsRefund', async ({ event, context }) => {
  const id = `${lower(event.args.buyer)}-${event.args.lotteryId}`;
  if (await context.db.find(lotteryUserRound, { id })) await context.db.update(lotteryUserRound, { id }).set({ claimed: true });
});
