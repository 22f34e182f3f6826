/**
 * Everything /prediction shows, in one batched read per block: the market's
 * intervalBlocks, bufferBlocks, minBetAmount, rewardRate and paused; the oracle's latest price;
 * `viewCurrentRounds`: currentEpoch with the rounds of the five loaded epochs; and with a wallet
 * `viewUserCurrentRounds` (the ledger, claimable and refundable of the same epochs) and the BNB balance
 * (through Multicall3, in the same aggregate3). The block watcher refreshes the query on every block.
 *
 * The epochs to read depend on currentEpoch: the market's views answer currentEpoch together with those
 * epochs' rounds and bets, so the plan is the same in every round and a new round is seen in the batch where
 * it starts, with no second request in that block.
 */
import { useMemo, useRef } from 'react';
import type { Address } from 'viem';
import { fuelPredictionAbi } from '@fuelswap/contracts';
import { parseDeployedPrediction, predictionConfig, type PredictionConfig } from '@fuelswap/config';
import {
  epochsToLoad,
  PREDICTION_EPOCHS_LOADED,
  rescaleUnits,
  type BetPosition,
  type PredictionBet,
  type PredictionRound,
} from '@fuelswap/sdk';
import { runtime } from '../../chain/runtime.ts';
import { deployedSection } from '../../chain/deployment.ts';
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
  /** Latest oracle answer, in 8 decimals whatever the feed's (its `decimals`). */
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

/**
 * The feed read as Chainlink's AggregatorV3Interface (its `decimals` and `latestRoundData`), which the devnet's
 * PriceAggregator implements too: the same reads on every chain. Written out here because the project compiles
 * no ABI for an interface it does not deploy.
 */
const aggregatorV3Abi = [
  { type: 'function', name: 'decimals', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint8' }] },
  {
    type: 'function',
    name: 'latestRoundData',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'roundId', type: 'uint80' },
      { name: 'answer', type: 'int256' },
      { name: 'startedAt', type: 'uint256' },
      { name: 'updatedAt', type: 'uint256' },
      { name: 'answeredInRound', type: 'uint80' },
    ],
  },
] as const;

/** The decimals the page shows prices in (formatUsdPrice); a feed with others is rescaled to them. */
const SHOWN_DECIMALS = 8;

/** The epochs the page loads (the current one and the four before it), as the count the market's views take. */
const LOADED = BigInt(PREDICTION_EPOCHS_LOADED);

export function usePredictionConfig(): PredictionConfig | undefined {
  const r = runtime();
  return predictionConfig(r.chainId, { prediction: deployedSection('prediction', parseDeployedPrediction, r) });
}

export function usePredictionData(config: PredictionConfig, account: Address | undefined): PredictionData {
  const chainId = runtime().chainId;
  const block = useCurrentBlock(chainId);
  const market = config.market;

  const plan = useMemo(() => {
    // The page reads a market only where one is deployed (PredictionPage checks config.market first).
    if (!market) throw new Error('No prediction market is deployed on this chain.');
    const p = new ReadPlan(chainId);
    const idx = {
      // currentEpoch and the rounds of the loaded epochs, in one call: the plan does not depend on the epoch.
      current: p.add(market, fuelPredictionAbi, 'viewCurrentRounds', [LOADED]),
      interval: p.add(market, fuelPredictionAbi, 'intervalBlocks'),
      buffer: p.add(market, fuelPredictionAbi, 'bufferBlocks'),
      minBet: p.add(market, fuelPredictionAbi, 'minBetAmount'),
      rate: p.add(market, fuelPredictionAbi, 'rewardRate'),
      paused: p.add(market, fuelPredictionAbi, 'paused'),
      price: p.add(config.oracle, aggregatorV3Abi, 'latestRoundData'),
      decimals: p.add(config.oracle, aggregatorV3Abi, 'decimals'),
    };
    const user = account
      ? {
          balance: addNativeBalanceRead(p, account),
          rounds: p.add(market, fuelPredictionAbi, 'viewUserCurrentRounds', [account, LOADED]),
        }
      : undefined;
    return { p, idx, user, account };
  }, [account, chainId, config.oracle, market]);

  const q = useBatchedReads(plan.p);
  // While a new plan loads (another wallet), the results shown are the previous plan's: decode them with that plan.
  const lastPlan = useRef(plan);
  if (q.results && !q.isPlaceholderData) lastPlan.current = plan;
  const used = q.isPlaceholderData ? lastPlan.current : plan;
  const results = q.results;

  const current = readValue(results, used.idx.current);
  const epoch = current?.[0];
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

  // The views answer the loaded epochs oldest first: the SDK's epochsToLoad(currentEpoch).
  const epochs = epoch !== undefined ? epochsToLoad(epoch, PREDICTION_EPOCHS_LOADED) : [];
  // The market records the feed's answers as they are: every price is in the feed's decimals.
  const feedDecimals = readValue(results, used.idx.decimals) ?? config.oracleDecimals;
  const shown = (v: bigint) => rescaleUnits(v, feedDecimals, SHOWN_DECIMALS);
  const rounds = new Map<bigint, PredictionRound>();
  const list = current?.[1];
  if (list?.length === epochs.length) {
    epochs.forEach((e, i) => {
      const r = list[i];
      if (r && r.startBlock > 0n && r.epoch === e)
        rounds.set(e, feedDecimals === SHOWN_DECIMALS ? r : { ...r, lockPrice: shown(r.lockPrice), closePrice: shown(r.closePrice) });
    });
  }
  const bets = new Map<bigint, PredictionBet>();
  const claimable = new Set<bigint>();
  const refundable = new Set<bigint>();
  // After a wallet switch the placeholder's user reads are the previous account's: not shown.
  const sameUser = used.account === account;
  const mine = sameUser ? readValue(results, used.user?.rounds) : undefined;
  if (mine && mine[0] === epoch && mine[1].length === epochs.length) {
    const [, ledger, wins, refunds] = mine;
    epochs.forEach((e, i) => {
      const l = ledger[i];
      if (l && l.amount > 0n)
        bets.set(e, { position: (l.position === 0 ? 'Bull' : 'Bear') as BetPosition, amount: l.amount, claimed: l.claimed });
      if (wins[i]) claimable.add(e);
      if (refunds[i]) refundable.add(e);
    });
  }
  const price = readValue(results, used.idx.price);

  return {
    config,
    block: block !== undefined ? BigInt(block) : undefined,
    market: marketData,
    oraclePrice: price ? shown(price[1]) : undefined,
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
