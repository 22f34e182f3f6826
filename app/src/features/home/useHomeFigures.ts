/**
 * The home page's figures, from the chain and the indexer, never hard-coded:
 * - chain (one batched read per block): FUEL total supply, FUEL held by the dead address, the chef's emissions
 *   per block, FUEL burned by the farm auction, the lottery's current round and its prize pot (`viewCurrentLottery`:
 *   the id and the round in one call, so a new round needs no second request);
 * - indexer: accounts that traded (users), swaps (trades), the pairs' liquidity, the last 24 h of volume, the
 *   prediction rounds' rewards (BNB won) and WBNB's dollar price.
 * Each figure is undefined until its own read answers; one failed read never blanks the others.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { erc20Abi, fuelChefAbi, fuelFarmAuctionAbi, fuelLotteryAbi } from '@fuelswap/contracts';
import { parseDeployedAuction, parseDeployedFarms, parseDeployedLottery, parseDeployedPrediction } from '@fuelswap/config';
import { runtime } from '../../chain/runtime.ts';
import { deployedSection } from '../../chain/deployment.ts';
import { readValue, ReadPlan, useBatchedReads } from '../../chain/reads.ts';
import { gql } from '../../chain/indexer.ts';

export const DEAD_ADDRESS = '0x000000000000000000000000000000000000dEaD' as const;
const PAGE = 1000;

const big = z.pipe(
  z.string().check(z.regex(/^-?\d{1,78}$/)),
  z.transform((v: string) => BigInt(v)),
);
const schema = z.object({
  accounts: z.object({ totalCount: z.number() }),
  swaps: z.object({ totalCount: z.number() }),
  pairs: z.object({ items: z.array(z.object({ reserveUSD: big })) }),
  pairHourDatas: z.object({ items: z.array(z.object({ volumeUSD: big })) }),
  token: z.nullable(z.object({ priceUSD: big })),
});
const predictionSchema = z.object({ predictionRounds: z.object({ items: z.array(z.object({ rewardAmount: z.nullable(big) })) }) });

export interface IndexerFigures {
  users: number;
  trades: number;
  /** Dollars, 18 decimals. */
  pairsLiquidityUsd: bigint;
  volume24hUsd: bigint;
  bnbPriceUsd: bigint | undefined;
}

export function useHomeFigures() {
  const rt = runtime();
  const d = rt.deployment;
  const farms = deployedSection('farms', parseDeployedFarms, rt);
  const auction = deployedSection('auction', parseDeployedAuction, rt);
  const lotterySection = deployedSection('lottery', parseDeployedLottery, rt);
  const fuel = rt.exchange.fuel?.address;
  const { plan, h } = useMemo(() => {
    const plan = new ReadPlan();
    const h = {
      supply: fuel ? plan.add(fuel, erc20Abi, 'totalSupply') : undefined,
      dead: fuel ? plan.add(fuel, erc20Abi, 'balanceOf', [DEAD_ADDRESS]) : undefined,
      perBlock: farms ? plan.add(farms.chef, fuelChefAbi, 'fuelPerBlock') : undefined,
      auctionBurned: auction ? plan.add(auction.address, fuelFarmAuctionAbi, 'totalCollected') : undefined,
      // The current round's id with its round, in one call: the plan is the same in every round.
      lottery: lotterySection ? plan.add(lotterySection.lottery, fuelLotteryAbi, 'viewCurrentLottery') : undefined,
    };
    return { plan, h };
  }, [fuel, farms, auction, lotterySection]);
  const { results } = useBatchedReads(plan);
  const lottery = readValue(results, h.lottery);
  const lotteryId = lottery?.[0];
  // Round 0 is no round: no pot until the first one opens.
  const round = lottery && lottery[0] > 0n ? lottery[1] : undefined;

  const wbnb = d?.contracts.WBNB.toLowerCase();
  const indexer = useQuery({
    queryKey: ['perBlock', 'home', 'figures'],
    retry: false,
    queryFn: async ({ signal }): Promise<IndexerFigures> => {
      const since = Math.floor(Date.now() / 1000) - 86_400;
      const data = await gql(
        `query H($since: Int!, $wbnb: String!) {
          accounts { totalCount }
          swaps { totalCount }
          pairs(limit: ${PAGE}) { items { reserveUSD } }
          pairHourDatas(where: { periodStart_gte: $since }, limit: ${PAGE}) { items { volumeUSD } }
          token(id: $wbnb) { priceUSD }
        }`,
        { since, wbnb: wbnb ?? '0x' },
        schema,
        { signal },
      );
      return {
        users: data.accounts.totalCount,
        trades: data.swaps.totalCount,
        pairsLiquidityUsd: data.pairs.items.reduce((s, p) => s + p.reserveUSD, 0n),
        volume24hUsd: data.pairHourDatas.items.reduce((s, p) => s + p.volumeUSD, 0n),
        bnbPriceUsd: data.token?.priceUSD,
      };
    },
  });
  const prediction = useQuery({
    queryKey: ['perBlock', 'home', 'prediction'],
    retry: false,
    enabled: deployedSection('prediction', parseDeployedPrediction, rt) !== undefined,
    queryFn: async ({ signal }) => {
      const data = await gql(`query { predictionRounds(limit: ${PAGE}) { items { rewardAmount } } }`, {}, predictionSchema, { signal });
      return data.predictionRounds.items.reduce((s, r) => s + (r.rewardAmount ?? 0n), 0n);
    },
  });

  return {
    supply: readValue(results, h.supply),
    dead: readValue(results, h.dead),
    perBlock: readValue(results, h.perBlock),
    auctionBurned: readValue(results, h.auctionBurned),
    lotteryId,
    /** The current round's pot (FUEL), with its status (0 Pending, 1 Open, 2 Close, 3 Claimable). */
    lotteryPot: round?.amountCollectedInCake,
    indexer: indexer.data,
    indexerError: indexer.isError,
    /** BNB (wei) won in prediction rounds so far. */
    predictionWon: prediction.data,
  };
}
