/**
 * The lottery's remote data as react-query queries, and their keys. Indexer reads (Your History, a round's players,
 * the refunds) and the paged ticket reads of the chain live here, so that an action that changes them invalidates
 * them by key (`invalidateLottery`) and a mounted panel shows the change without being remounted.
 *
 * Your History's key starts with 'perBlock': BlockWatcher refreshes it on every new block, so a round the keeper
 * drew or opened, or tickets bought in another tab, appear within a block of the indexer seeing them. The refunds
 * walk every page of the history and read the chain for each candidate: too heavy for every block, they are read on
 * mount and after the writes that change them. A finished round's player count asks on a back-off of its own until
 * the indexer agrees with the chain.
 */
import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Config } from 'wagmi';
import type { Address } from 'viem';
import { fuelLotteryAbi } from '@fuelswap/contracts';
import { fetchIndexedRound, fetchRefundableRounds, fetchUserRounds, type UserRoundsPage } from '@fuelswap/sdk/indexer';
import { runtime } from '../../../chain/runtime.ts';
import { serviceUrl } from '../../../chain/services.ts';
import { readContractOnce } from '../../../chain/reads.ts';
import { indexedPlayers, type ChainLottery } from '../logic.ts';
import { fetchUserTickets } from './useLotteryData.ts';

const indexer = () => ({ url: serviceUrl('indexer') });

export const lotteryKeys = {
  /** Refreshed on every block (BlockWatcher's 'perBlock' prefix). */
  perBlock: ['perBlock', 'lottery'] as const,
  /** Read on mount and after the lottery's writes. */
  onDemand: ['lottery'] as const,
  history: (lottery: Address, account: Address | undefined) =>
    [...lotteryKeys.perBlock, 'history', runtime().chainId, lottery.toLowerCase(), account?.toLowerCase()] as const,
  tickets: (lottery: Address, account: Address | undefined, lotteryId: bigint) =>
    [...lotteryKeys.onDemand, 'tickets', runtime().chainId, lottery.toLowerCase(), account?.toLowerCase(), lotteryId.toString()] as const,
  refunds: (lottery: Address, account: Address | undefined) =>
    [...lotteryKeys.onDemand, 'refunds', runtime().chainId, lottery.toLowerCase(), account?.toLowerCase()] as const,
  players: (round: ChainLottery) => [...lotteryKeys.onDemand, 'players', runtime().chainId, chainKey(round)] as const,
};

/** After a lottery write (buy, claim, refund): every lottery query is read again. */
export function invalidateLottery(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: lotteryKeys.perBlock }),
    queryClient.invalidateQueries({ queryKey: lotteryKeys.onDemand }),
  ]);
}

/** Your History: the account's rounds, newest first, a page of 100 at a time by the indexer's cursor (Load more). */
export function useUserRounds(lottery: Address, account: Address | undefined) {
  return useInfiniteQuery({
    queryKey: lotteryKeys.history(lottery, account),
    queryFn: ({ pageParam }): Promise<UserRoundsPage> =>
      fetchUserRounds(indexer(), account as Address, pageParam).catch((e: unknown) => {
        console.error('getUserLotteries failed', e);
        throw e;
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
    enabled: !!account,
    // A refresh of a block keeps the rows on screen; a failure is reported as it is.
    retry: false,
  });
}

/** All of the account's tickets of one round (the chain's viewUserInfoForLotteryId, 100 a query). */
export function useUserTickets(wagmi: Config, lottery: Address, account: Address | undefined, lotteryId: bigint) {
  return useQuery({
    queryKey: lotteryKeys.tickets(lottery, account, lotteryId),
    queryFn: () =>
      fetchUserTickets(wagmi, lottery, account as Address, lotteryId).catch((e: unknown) => {
        console.error('viewUserInfoForLotteryId failed', e);
        throw e;
      }),
    enabled: !!account,
    retry: false,
  });
}

/** FuelLottery's Status.Refundable. */
const REFUNDABLE = 4;

export interface RoundRefund {
  lotteryId: bigint;
  /** What the account paid for its tickets of the round: the refund. */
  paid: bigint;
  refunded: boolean;
}

/**
 * The account's refundable rounds, from every page of its history in the indexer, each confirmed on the chain
 * (`viewLottery` status, `viewRefund` paid and refunded): an indexer row can belong to another history after a reorg.
 */
async function fetchRefunds(wagmi: Config, lottery: Address, user: Address): Promise<RoundRefund[]> {
  const rows = await fetchRefundableRounds(indexer(), user);
  const chainId = runtime().chainId;
  const checked = await Promise.all(
    rows.map(async (r) => {
      const round = await readContractOnce(wagmi, {
        address: lottery,
        abi: fuelLotteryAbi,
        functionName: 'viewLottery',
        args: [r.lotteryId],
        chainId,
      });
      if (round.status !== REFUNDABLE) return undefined;
      const [paid, refunded] = await readContractOnce(wagmi, {
        address: lottery,
        abi: fuelLotteryAbi,
        functionName: 'viewRefund',
        args: [user, r.lotteryId],
        chainId,
      });
      return { lotteryId: r.lotteryId, paid, refunded };
    }),
  );
  return checked.filter((r): r is RoundRefund => r !== undefined);
}

export function useRefundsQuery(wagmi: Config, lottery: Address, account: Address | undefined) {
  return useQuery({
    queryKey: lotteryKeys.refunds(lottery, account),
    // Refunds are rare; a failed lookup leaves the page as it is (Your History reports the indexer's state).
    queryFn: () =>
      fetchRefunds(wagmi, lottery, account as Address).catch((e: unknown) => {
        console.error('lottery refunds lookup failed', e);
        throw e;
      }),
    enabled: !!account,
    retry: false,
  });
}

/** Asks while the indexer's row is missing or disagrees with the chain: every 3 s for the first minute, then every 30 s. */
const FAST_ASKS = 20;
const FAST_MS = 3_000;
const SLOW_MS = 30_000;

/** Everything `indexedPlayers` compares: when the chain's answer for the round changes, the asking starts over. */
function chainKey(r: ChainLottery): string {
  return [
    r.lotteryId,
    r.status,
    r.startTime,
    r.endTime,
    r.priceTicketInCake,
    r.firstTicketId,
    r.lastTicketId,
    r.amountCollectedInCake,
    r.finalNumber,
    r.countWinnersPerBracket.join(','),
  ].join('|');
}

/**
 * A finished round's player count from the indexer, once its row is the chain's round (`indexedPlayers`); null
 * while it is not (asked again on the back-off above), and after a failure (asked again too; logged once).
 */
export function useRoundPlayers(round: ChainLottery): number | undefined {
  const logged = useRef(false);
  const q = useQuery({
    queryKey: lotteryKeys.players(round),
    queryFn: async () => {
      try {
        return indexedPlayers(await fetchIndexedRound(indexer(), round.lotteryId), round) ?? null;
      } catch (e) {
        if (!logged.current) console.error('lottery players query failed', e);
        logged.current = true;
        throw e;
      }
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => {
      if (typeof query.state.data === 'number') return false;
      const asked = query.state.dataUpdateCount + query.state.errorUpdateCount;
      return asked < FAST_ASKS ? FAST_MS : SLOW_MS;
    },
  });
  return q.data ?? undefined;
}
