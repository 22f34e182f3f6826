/**
 * Everything /prediction shows, in one batched read per block (spec 001 §7 "Prediction"): the market's
 * currentEpoch, intervalBlocks, bufferBlocks, minBetAmount, rewardRate and paused; the oracle's latest
 * price; rounds(epoch) for the five loaded epochs (spec §4) and the next one; and with a wallet the
 * ledger, claimable and refundable of each loaded epoch and the BNB balance (through Multicall3, in the
 * same aggregate3). The block watcher refreshes the query on every block.
 *
 * The epochs to read depend on currentEpoch, which is part of the same batch: the plan uses the epoch of
 * the previous result and reads one epoch ahead, so an epoch change is seen in the batch where it happens
 * and the next batch follows it (no second request per block).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Address } from 'viem';
import { fuelPredictionAbi, priceAggregatorAbi } from '@fuelswap/contracts';
import { predictionConfig, type PredictionConfig } from '@fuelswap/config';
import { epochsToLoad, type BetPosition, type PredictionBet, type PredictionRound } from '@fuelswap/sdk';
import { runtime } from '../../chain/runtime.ts';
import { useCurrentBlock } from '../../chain/blocks.ts';
import { addNativeBalanceRead, ReadPlan, readValue, useBatchedReads } from '../../chain/reads.ts';

export interface PredictionMarket {
  currentEpoch: bigint;
  intervalBlocks: bigint;
  bufferBlocks: bigint;
  minBetAmount: bigint;
  rewardRate: bigint;
  paused: boolean;
}

export interface PredictionData {
  config: PredictionConfig;
  block: bigint | undefined;
  market: PredictionMarket | undefined;
  /** Latest oracle answer (8 decimals) and its round id. */
  oraclePrice: bigint | undefined;
  rounds: Map<bigint, PredictionRound>;
  bets: Map<bigint, PredictionBet>;
  claimable: Set<bigint>;
  refundable: Set<bigint>;
  balance: bigint | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export function usePredictionConfig(): PredictionConfig | undefined {
  const r = runtime();
  return predictionConfig(r.chainId, r.deployment);
}

export function usePredictionData(config: PredictionConfig, account: Address | undefined): PredictionData {
  const chainId = runtime().chainId;
  const block = useCurrentBlock(chainId);
  const [knownEpoch, setKnownEpoch] = useState<bigint>(0n);
  const market = config.market!;

  const plan = useMemo(() => {
    const p = new ReadPlan(chainId);
    const idx = {
      epoch: p.add(market, fuelPredictionAbi, 'currentEpoch'),
      interval: p.add(market, fuelPredictionAbi, 'intervalBlocks'),
      buffer: p.add(market, fuelPredictionAbi, 'bufferBlocks'),
      minBet: p.add(market, fuelPredictionAbi, 'minBetAmount'),
      rate: p.add(market, fuelPredictionAbi, 'rewardRate'),
      paused: p.add(market, fuelPredictionAbi, 'paused'),
      price: p.add(config.oracle, priceAggregatorAbi, 'latestRoundData'),
    };
    const epochs = [...epochsToLoad(knownEpoch), knownEpoch + 1n];
    const rounds = epochs.map((e) => [e, p.add(market, fuelPredictionAbi, 'rounds', [e])] as const);
    const user = account
      ? {
          balance: addNativeBalanceRead(p, account),
          perEpoch: epochs.map(
            (e) =>
              [
                e,
                p.add(market, fuelPredictionAbi, 'ledger', [e, account]),
                p.add(market, fuelPredictionAbi, 'claimable', [e, account]),
                p.add(market, fuelPredictionAbi, 'refundable', [e, account]),
              ] as const,
          ),
        }
      : undefined;
    return { p, idx, rounds, user, account };
  }, [account, chainId, config.oracle, knownEpoch, market]);

  const q = useBatchedReads(plan.p);
  // While a new plan loads, the results shown are the previous plan's: decode them with that plan
  // (the epochs it read sit at other positions).
  const lastPlan = useRef(plan);
  if (q.results && !q.isPlaceholderData) lastPlan.current = plan;
  const used = q.isPlaceholderData ? lastPlan.current : plan;
  const results = q.results;

  const epoch = readValue(results, used.idx.epoch);
  useEffect(() => {
    if (epoch !== undefined && epoch !== knownEpoch) setKnownEpoch(epoch);
  }, [epoch, knownEpoch]);

  const interval = readValue(results, used.idx.interval);
  const buffer = readValue(results, used.idx.buffer);
  const minBet = readValue(results, used.idx.minBet);
  const rate = readValue(results, used.idx.rate);
  const paused = readValue(results, used.idx.paused);
  const marketData =
    epoch !== undefined &&
    interval !== undefined &&
    buffer !== undefined &&
    minBet !== undefined &&
    rate !== undefined &&
    paused !== undefined
      ? { currentEpoch: epoch, intervalBlocks: interval, bufferBlocks: buffer, minBetAmount: minBet, rewardRate: rate, paused }
      : undefined;

  const rounds = new Map<bigint, PredictionRound>();
  for (const [e, i] of used.rounds) {
    const r = readValue(results, i);
    if (r && r.startBlock > 0n && r.epoch === e) rounds.set(e, r);
  }
  const bets = new Map<bigint, PredictionBet>();
  const claimable = new Set<bigint>();
  const refundable = new Set<bigint>();
  // After a wallet switch the placeholder's user reads are the previous account's: not shown.
  const sameUser = used.account === account;
  for (const [e, li, ci, ri] of sameUser ? (used.user?.perEpoch ?? []) : []) {
    const l = readValue(results, li);
    if (l && l[1] > 0n) bets.set(e, { position: (l[0] === 0 ? 'Bull' : 'Bear') as BetPosition, amount: l[1], claimed: l[2] });
    if (readValue(results, ci)) claimable.add(e);
    if (readValue(results, ri)) refundable.add(e);
  }
  const price = readValue(results, used.idx.price);

  return {
    config,
    block: block !== undefined ? BigInt(block) : undefined,
    market: marketData,
    oraclePrice: price?.[1],
    rounds,
    bets,
    claimable,
    refundable,
    balance: sameUser ? readValue(results, used.user?.balance) : undefined,
    isLoading: q.isLoading,
    isError: q.isError && !results,
    refetch: q.refetch,
  };
}
