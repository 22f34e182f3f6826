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
import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useReadContracts } from 'wagmi';
import type { Abi, Address } from 'viem';
import { fuelPredictionAbi, multicall3Abi, priceAggregatorAbi } from '@fuelswap/contracts';
import { predictionConfig, type PredictionConfig } from '@fuelswap/config';
import { epochsToLoad, type BetPosition, type PredictionBet, type PredictionRound } from '@fuelswap/sdk';
import { runtime } from '../../chain/runtime.ts';
import { useCurrentBlock } from '../../chain/blocks.ts';

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

type Call = { address: Address; abi: Abi; functionName: string; args?: readonly unknown[]; chainId: number };
type Result = { status: 'success'; result: unknown } | { status: 'failure'; error: unknown };

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
    const calls: Call[] = [];
    const add = (address: Address, abi: Abi | readonly unknown[], functionName: string, args?: readonly unknown[]) => {
      calls.push({ address, abi: abi as Abi, functionName, ...(args ? { args } : {}), chainId });
      return calls.length - 1;
    };
    const idx = {
      epoch: add(market, fuelPredictionAbi, 'currentEpoch'),
      interval: add(market, fuelPredictionAbi, 'intervalBlocks'),
      buffer: add(market, fuelPredictionAbi, 'bufferBlocks'),
      minBet: add(market, fuelPredictionAbi, 'minBetAmount'),
      rate: add(market, fuelPredictionAbi, 'rewardRate'),
      paused: add(market, fuelPredictionAbi, 'paused'),
      price: add(config.oracle, priceAggregatorAbi, 'latestRoundData'),
    };
    const epochs = [...epochsToLoad(knownEpoch), ...(knownEpoch > 0n ? [knownEpoch + 1n] : [1n])];
    const rounds = epochs.map((e) => [e, add(market, fuelPredictionAbi, 'rounds', [e])] as const);
    const user = account
      ? {
          balance: runtime().chain.contracts?.multicall3?.address
            ? add(runtime().chain.contracts!.multicall3!.address, multicall3Abi, 'getEthBalance', [account])
            : undefined,
          perEpoch: epochs.map(
            (e) =>
              [
                e,
                add(market, fuelPredictionAbi, 'ledger', [e, account]),
                add(market, fuelPredictionAbi, 'claimable', [e, account]),
                add(market, fuelPredictionAbi, 'refundable', [e, account]),
              ] as const,
          ),
        }
      : undefined;
    return { calls, idx, rounds, user };
  }, [account, chainId, config.oracle, knownEpoch, market]);

  const q = useReadContracts({
    contracts: plan.calls as never,
    allowFailure: true,
    query: { placeholderData: keepPreviousData },
  });
  const results = q.data as readonly Result[] | undefined;
  const value = <T,>(i: number | undefined): T | undefined => {
    if (i === undefined || !results) return undefined;
    const r = results[i];
    return r && r.status === 'success' ? (r.result as T) : undefined;
  };

  const epoch = value<bigint>(plan.idx.epoch);
  useEffect(() => {
    if (epoch !== undefined && epoch !== knownEpoch) setKnownEpoch(epoch);
  }, [epoch, knownEpoch]);

  const interval = value<bigint>(plan.idx.interval);
  const buffer = value<bigint>(plan.idx.buffer);
  const minBet = value<bigint>(plan.idx.minBet);
  const rate = value<bigint>(plan.idx.rate);
  const paused = value<boolean>(plan.idx.paused);
  const marketData =
    epoch !== undefined && interval !== undefined && buffer !== undefined && minBet !== undefined && rate !== undefined && paused !== undefined
      ? { currentEpoch: epoch, intervalBlocks: interval, bufferBlocks: buffer, minBetAmount: minBet, rewardRate: rate, paused }
      : undefined;

  const rounds = new Map<bigint, PredictionRound>();
  for (const [e, i] of plan.rounds) {
    const r = value<PredictionRound>(i);
    if (r && r.startBlock > 0n) rounds.set(e, r);
  }
  const bets = new Map<bigint, PredictionBet>();
  const claimable = new Set<bigint>();
  const refundable = new Set<bigint>();
  for (const [e, li, ci, ri] of plan.user?.perEpoch ?? []) {
    const l = value<readonly [number, bigint, boolean]>(li);
    if (l && l[1] > 0n) bets.set(e, { position: (l[0] === 0 ? 'Bull' : 'Bear') as BetPosition, amount: l[1], claimed: l[2] });
    if (value<boolean>(ci)) claimable.add(e);
    if (value<boolean>(ri)) refundable.add(e);
  }
  const price = value<readonly [bigint, bigint, bigint, bigint, bigint]>(plan.idx.price);

  return {
    config,
    block: block !== undefined ? BigInt(block) : undefined,
    market: marketData,
    oraclePrice: price?.[1],
    rounds,
    bets,
    claimable,
    refundable,
    balance: value<bigint>(plan.user?.balance),
    isLoading: q.isLoading,
    isError: q.isError && !results,
    refetch: q.refetch,
  };
}
