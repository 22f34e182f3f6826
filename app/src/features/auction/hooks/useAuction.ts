/**
 * Everything the farm auction shows, in one batched
 * read per block: the current auction id, the shown auction (latest, or one from the archive) with its bids,
 * the burned total and the whitelist; with a wallet whether it is whitelisted, its FUEL balance and allowance
 * and, for the shown auction, its bid, refund state and win.
 */
import { useMemo } from 'react';
import type { Address } from 'viem';
import { erc20Abi, fuelFarmAuctionAbi } from '@fuelswap/contracts';
import { parseDeployedAuction, type DeployedAuction } from '@fuelswap/config';
import { rankBids, type RankedBid } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { deployedSection } from '../../../chain/deployment.ts';
import { useCurrentBlock } from '../../../chain/blocks.ts';
import { readValue, ReadPlan, useBatchedReads } from '../../../chain/reads.ts';

/** The contract caps bidders per auction at 200 (MAX_BIDDERS): one page reads them all. */
const MAX_BIDDERS = 200n;
const MAX_WHITELIST = 500n;

export interface AuctionInfo {
  id: number;
  status: number;
  startBlock: bigint;
  endBlock: bigint;
  initialBidAmount: bigint;
  leaderboard: number;
  threshold: bigint;
}

export interface AuctionData {
  deployed: DeployedAuction | undefined;
  fuel: Address | undefined;
  block: bigint | undefined;
  currentId: number | undefined;
  auction: AuctionInfo | undefined;
  bids: RankedBid[] | undefined;
  /** Claimed (reclaimed) flags by bidder, lower case. */
  claimed: Map<string, boolean>;
  totalCollected: bigint | undefined;
  whitelist: Address[] | undefined;
  user:
    | {
        whitelisted: boolean | undefined;
        balance: bigint | undefined;
        allowance: bigint | undefined;
        bid: bigint | undefined;
        hasClaimed: boolean | undefined;
        isWinner: boolean | undefined;
      }
    | undefined;
  refetch: () => unknown;
  isError: boolean;
}

export function useAuction(account: Address | undefined, shownId: number | undefined): AuctionData {
  const rt = runtime();
  const deployed = deployedSection('auction', parseDeployedAuction, rt);
  const fuel = rt.exchange.fuel?.address;
  const blockNumber = useCurrentBlock(rt.chainId);
  // First the current id (and everything that does not depend on it); the shown auction defaults to it.
  const base = useMemo(() => {
    const plan = new ReadPlan();
    if (!deployed) return { plan, h: undefined };
    const h = {
      current: plan.add(deployed.address, fuelFarmAuctionAbi, 'currentAuctionId'),
      collected: plan.add(deployed.address, fuelFarmAuctionAbi, 'totalCollected'),
      whitelist: plan.add(deployed.address, fuelFarmAuctionAbi, 'viewWhitelist', [0n, MAX_WHITELIST]),
      whitelisted: account ? plan.add(deployed.address, fuelFarmAuctionAbi, 'whitelisted', [account]) : undefined,
      balance: account && fuel ? plan.add(fuel, erc20Abi, 'balanceOf', [account]) : undefined,
      allowance: account && fuel ? plan.add(fuel, erc20Abi, 'allowance', [account, deployed.address]) : undefined,
    };
    return { plan, h };
  }, [deployed, account, fuel]);
  const b = useBatchedReads(base.plan);
  const currentRaw = readValue(b.results, base.h?.current);
  const currentId = currentRaw === undefined ? undefined : Number(currentRaw);
  const id = shownId ?? currentId;

  const shown = useMemo(() => {
    const plan = new ReadPlan();
    if (!deployed || id === undefined || id === 0) return { plan, h: undefined };
    const aid = BigInt(id);
    const h = {
      auction: plan.add(deployed.address, fuelFarmAuctionAbi, 'auctions', [aid]),
      bids: plan.add(deployed.address, fuelFarmAuctionAbi, 'viewBidsPerAuction', [aid, 0n, MAX_BIDDERS]),
      bid: account ? plan.add(deployed.address, fuelFarmAuctionAbi, 'bids', [aid, account]) : undefined,
      winner: account ? plan.add(deployed.address, fuelFarmAuctionAbi, 'isWinner', [aid, account]) : undefined,
    };
    return { plan, h };
  }, [deployed, id, account]);
  const s = useBatchedReads(shown.plan, { keepPrevious: false });

  const a = readValue(s.results, shown.h?.auction);
  const auction: AuctionInfo | undefined =
    a && id !== undefined
      ? { id, status: Number(a[0]), startBlock: a[1], endBlock: a[2], initialBidAmount: a[3], leaderboard: Number(a[4]), threshold: a[5] }
      : undefined;
  const rawBids = readValue(s.results, shown.h?.bids);
  const claimed = new Map<string, boolean>();
  let bids: RankedBid[] | undefined;
  if (rawBids && auction) {
    const [bidders, amounts, flags] = rawBids;
    bidders.forEach((x, i) => claimed.set(x.toLowerCase(), flags[i] ?? false));
    bids = rankBids(
      bidders.map((x, i) => ({ account: x, amount: amounts[i] ?? 0n })),
      auction.leaderboard,
    );
  }
  const userBid = readValue(s.results, shown.h?.bid);
  const wl = readValue(b.results, base.h?.whitelist);
  return {
    deployed,
    fuel,
    block: blockNumber === undefined ? undefined : BigInt(blockNumber),
    currentId,
    auction,
    bids,
    claimed,
    totalCollected: readValue(b.results, base.h?.collected),
    whitelist: wl ? [...wl[0]] : undefined,
    user: account
      ? {
          whitelisted: readValue(b.results, base.h?.whitelisted),
          balance: readValue(b.results, base.h?.balance),
          allowance: readValue(b.results, base.h?.allowance),
          bid: userBid?.[0],
          hasClaimed: userBid?.[1],
          isWinner: readValue(s.results, shown.h?.winner),
        }
      : undefined,
    refetch: () => Promise.all([b.refetch(), s.refetch()]),
    isError: b.isError || s.isError,
  };
}
