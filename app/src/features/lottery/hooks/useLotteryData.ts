/**
 * Everything /lottery shows, in one batched read per block: `viewCurrentLottery`
 * (currentLotteryId with its round), maxNumberTicketsPerBuyOrClaim, viewLottery of the finished round being looked
 * at, the reference pairs FUEL-WBNB and WBNB-BUSD (the dollar price, as the menu), and with a wallet the FUEL balance
 * and `viewUserCurrentTicketCount` (the user's ticket count in the current round). The lottery's views answer the
 * current id together with what depends on it, so the plan is the same in every round and a new round is seen in the
 * batch where it opens, with no second request in that block.
 *
 * Ticket lists (viewUserInfoForLotteryId) are paged on demand (`fetchUserTickets`: the SDK's readAllTickets, 100 a
 * query as the spec limits queries, one page after another until a short page), so an account with thousands of
 * tickets is read in full without one heavy call.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Config } from 'wagmi';
import type { Address } from 'viem';
import { erc20Abi, fuelLotteryAbi } from '@fuelswap/contracts';
import { parseDeployedLottery, type DeployedLottery } from '@fuelswap/config';
import { readAllTickets, type OwnedTicket } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { deployedSection } from '../../../chain/deployment.ts';
import { ReadPlan, addTimestampRead, readContractOnce, readValue, useBatchedReads } from '../../../chain/reads.ts';
import { addReferencePriceReads, decodeFuelPrice } from '../../../chain/prices.ts';

export interface LotteryRound {
  lotteryId: bigint;
  status: number;
  startTime: bigint;
  endTime: bigint;
  priceTicketInCake: bigint;
  discountDivisor: bigint;
  rewardsBreakdown: readonly bigint[];
  treasuryFee: bigint;
  cakePerBracket: readonly bigint[];
  countWinnersPerBracket: readonly bigint[];
  firstTicketId: bigint;
  lastTicketId: bigint;
  amountCollectedInCake: bigint;
  finalNumber: number;
}

export interface LotteryData {
  config: DeployedLottery;
  currentLotteryId: bigint | undefined;
  maxNumberTicketsPerBuyOrClaim: bigint;
  current: LotteryRound | undefined;
  history: LotteryRound | undefined;
  /** BUSD (18 decimals) per 1 FUEL, scaled by 1e18; undefined when unknown. */
  fuelUsdWad: bigint | undefined;
  balance: bigint | undefined;
  userTicketCount: bigint | undefined;
  /** Chain time minus the wall clock, seconds (countdowns follow the chain's clock). */
  clockOffset: number;
  refetch: () => unknown;
}

export function useLotteryConfig(): DeployedLottery | undefined {
  return deployedSection('lottery', parseDeployedLottery);
}

export function toRound(id: bigint, raw: unknown): LotteryRound | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const r = raw as Omit<LotteryRound, 'lotteryId' | 'lastTicketId'> & { firstTicketIdNextLottery: bigint };
  if (typeof r.startTime !== 'bigint' || typeof r.amountCollectedInCake !== 'bigint' || !Array.isArray(r.rewardsBreakdown))
    return undefined;
  if (id === 0n || r.startTime === 0n) return undefined;
  return {
    lotteryId: id,
    status: Number(r.status),
    startTime: r.startTime,
    endTime: r.endTime,
    priceTicketInCake: r.priceTicketInCake,
    discountDivisor: r.discountDivisor,
    rewardsBreakdown: r.rewardsBreakdown,
    treasuryFee: r.treasuryFee,
    cakePerBracket: r.cakePerBracket,
    countWinnersPerBracket: r.countWinnersPerBracket,
    firstTicketId: r.firstTicketId,
    lastTicketId: r.firstTicketIdNextLottery,
    amountCollectedInCake: r.amountCollectedInCake,
    finalNumber: Number(r.finalNumber),
  };
}

export function useLotteryData(config: DeployedLottery, account: Address | undefined, historyId: bigint | undefined): LotteryData {
  const plan = useMemo(() => {
    const p = new ReadPlan();
    // The shape is the same in every round (the current id comes with its round), and the user's reads come last:
    // results kept from the previous plan while a new one loads can never be read at a shifted index.
    const idx = {
      current: p.add(config.lottery, fuelLotteryAbi, 'viewCurrentLottery'),
      max: p.add(config.lottery, fuelLotteryAbi, 'maxNumberTicketsPerBuyOrClaim'),
      history: p.add(config.lottery, fuelLotteryAbi, 'viewLottery', [historyId ?? 0n]),
      time: addTimestampRead(p),
      // The FUEL price the menu shows (chain/prices.ts: FUEL-WBNB and WBNB-BUSD), as the keeper prices tickets.
      prices: addReferencePriceReads(p, runtime().exchange),
      balance: account ? p.add(config.token, erc20Abi, 'balanceOf', [account]) : undefined,
      count: account ? p.add(config.lottery, fuelLotteryAbi, 'viewUserCurrentTicketCount', [account]) : undefined,
    };
    return { p, idx };
  }, [account, config.lottery, config.token, historyId]);
  const { results, refetch } = useBatchedReads(plan.p);
  const current = readValue(results, plan.idx.current);
  const id = current?.[0];
  const count = readValue(results, plan.idx.count);
  const chainTime = readValue(results, plan.idx.time);
  const [clockOffset, setClockOffset] = useState(0);
  useEffect(() => {
    if (chainTime !== undefined) setClockOffset(Number(chainTime) - Math.floor(Date.now() / 1000));
  }, [chainTime]);
  const fuelUsdWad = decodeFuelPrice(results, plan.idx.prices);
  return {
    config,
    currentLotteryId: id,
    maxNumberTicketsPerBuyOrClaim: readValue(results, plan.idx.max) ?? 100n,
    current: current ? toRound(current[0], current[1]) : undefined,
    history: historyId !== undefined ? toRound(historyId, readValue(results, plan.idx.history)) : undefined,
    fuelUsdWad,
    balance: readValue(results, plan.idx.balance),
    userTicketCount: count !== undefined && count[0] === id ? count[1] : undefined,
    clockOffset,
    refetch,
  };
}

export type UserTicket = OwnedTicket;

/** All of `user`'s tickets in round `lotteryId`, 100 a query, page after page until a short page. */
export async function fetchUserTickets(wagmi: Config, lottery: Address, user: Address, lotteryId: bigint): Promise<UserTicket[]> {
  return readAllTickets(async (cursor, size) => {
    const [ids, numbers, claimed, next] = await readContractOnce(wagmi, {
      address: lottery,
      abi: fuelLotteryAbi,
      functionName: 'viewUserInfoForLotteryId',
      args: [user, lotteryId, cursor, size],
      chainId: runtime().chainId,
    });
    return { ids, numbers, claimed, next };
  });
}

export async function fetchRound(wagmi: Config, lottery: Address, lotteryId: bigint): Promise<LotteryRound | undefined> {
  const raw = await readContractOnce(wagmi, {
    address: lottery,
    abi: fuelLotteryAbi,
    functionName: 'viewLottery',
    args: [lotteryId],
    chainId: runtime().chainId,
  });
  return toRound(lotteryId, raw);
}
