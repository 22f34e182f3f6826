// @vitest-environment happy-dom
/**
 * /prediction's batched read over a scripted market with Multicall3: currentEpoch comes with the loaded epochs'
 * rounds and the user's bets (the market's viewCurrentRounds and viewUserCurrentRounds), so a round change is
 * seen in the one request of that refresh, and the request's calls are the same in every round (at
 * most one RPC request per block).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { decodeFunctionData } from 'viem';
import { fuelPredictionAbi, multicall3Abi, priceAggregatorAbi } from '@fuelswap/contracts';
import type { PredictionConfig } from '@fuelswap/config';
import { a, callRecorder, newBlock, renderOnFakeChain, MULTICALL, testChain, type Contracts } from '../../chain/fakeChain.test-helpers.tsx';

const chain = testChain(true);
vi.mock('../../chain/runtime.ts', () => ({ runtime: () => ({ chainId: 31337, chain, exchange: {} }) }));

const { usePredictionData } = await import('./data.ts');

const E18 = 10n ** 18n;
const MARKET = a(0x9e);
const ORACLE = a(0x0c);
const USER = a(0xaa);
const config = { market: MARKET, oracle: ORACLE } as unknown as PredictionConfig;

/** The market's state: the current epoch; epoch 8 won by the user's Bull bet, epoch 9 failed with a Bear bet. */
let epoch = 10n;
/** The feed's decimals and its latest answer ($300.12345678). */
let feed = { decimals: 8, answer: 30_012_345_678n };
const round = (e: bigint) => ({
  epoch: e,
  startBlock: 100n * e,
  lockBlock: 100n * e + 20n,
  endBlock: 100n * e + 40n,
  lockPrice: 300n,
  closePrice: 301n,
  lockOracleId: e,
  closeOracleId: e + 1n,
  totalAmount: e * E18,
  bullAmount: E18,
  bearAmount: (e - 1n) * E18,
  rewardBaseCalAmount: E18,
  rewardAmount: (e * E18 * 97n) / 100n,
  oracleCalled: e < epoch - 1n,
  canceled: false,
});
const recent = (count: bigint) => {
  const out: bigint[] = [];
  for (let e = epoch - count + 1n; e <= epoch; e++) if (e >= 1n) out.push(e);
  return out;
};
const bet = (e: bigint) =>
  e === 8n
    ? { position: 0, amount: E18 / 2n, claimed: false }
    : e === 9n
      ? { position: 1, amount: E18 / 4n, claimed: false }
      : { position: 0, amount: 0n, claimed: false };
const contracts = (): Contracts => ({
  [MARKET.toLowerCase()]: {
    abi: fuelPredictionAbi,
    fns: {
      viewCurrentRounds: ([count]) => [epoch, recent(count as bigint).map(round)],
      viewUserCurrentRounds: ([, count]) => {
        const es = recent(count as bigint);
        return [epoch, es.map(bet), es.map((e) => e === 8n), es.map((e) => e === 9n)];
      },
      intervalBlocks: () => 20n,
      bufferBlocks: () => 4n,
      minBetAmount: () => E18 / 1000n,
      rewardRate: () => 97n,
      paused: () => false,
    },
  },
  [ORACLE.toLowerCase()]: {
    abi: priceAggregatorAbi,
    fns: { latestRoundData: () => [7n, feed.answer, 0n, 0n, 7n], decimals: () => feed.decimals },
  },
  [MULTICALL]: { abi: multicall3Abi, fns: { getEthBalance: () => 2n * E18 } },
});

/** The eth_calls the page sent (each one aggregate3 of the whole plan), by their calldata. */
const { calls, onRequest } = callRecorder();

function render() {
  return renderOnFakeChain(() => usePredictionData(config, USER), chain, contracts, onRequest);
}

afterEach(() => {
  cleanup();
  calls.length = 0;
  epoch = 10n;
  feed = { decimals: 8, answer: 30_012_345_678n };
});

describe('usePredictionData', () => {
  it('reads the market, the five loaded rounds and the user bets in one aggregate3', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.value.balance).toBeDefined());
    const { value: d } = result.current;
    expect(d.market).toEqual({
      currentEpoch: 10n,
      intervalBlocks: 20n,
      bufferBlocks: 4n,
      minBetAmount: E18 / 1000n,
      rewardRate: 97n,
      paused: false,
    });
    expect(d.oraclePrice).toBe(30_012_345_678n);
    expect([...d.rounds.keys()]).toEqual([6n, 7n, 8n, 9n, 10n]);
    expect(d.rounds.get(8n)).toMatchObject({ epoch: 8n, startBlock: 800n, totalAmount: 8n * E18, oracleCalled: true });
    expect(d.rounds.get(10n)).toMatchObject({ epoch: 10n, oracleCalled: false });
    expect([...d.bets]).toEqual([
      [8n, { position: 'Bull', amount: E18 / 2n, claimed: false }],
      [9n, { position: 'Bear', amount: E18 / 4n, claimed: false }],
    ]);
    expect([...d.claimable]).toEqual([8n]);
    expect([...d.refundable]).toEqual([9n]);
    expect(d.balance).toBe(2n * E18);
    expect(calls).toHaveLength(1);
    expect(decodeFunctionData({ abi: multicall3Abi, data: calls[0]! }).functionName).toBe('aggregate3');
  });

  it('follows a new round in the same request: the calls do not depend on the epoch', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.value.balance).toBeDefined());
    expect(calls).toHaveLength(1);

    epoch = 11n;
    await newBlock(result.current.queryClient);
    await waitFor(() => expect(result.current.value.market?.currentEpoch).toBe(11n));
    // The new round's five epochs at once, with the user's bets among them.
    expect([...result.current.value.rounds.keys()]).toEqual([7n, 8n, 9n, 10n, 11n]);
    expect([...result.current.value.bets.keys()]).toEqual([8n, 9n]);
    // Nothing else goes out after the answer: the plan did not change with the epoch.
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toHaveLength(2);
    expect(calls[1]).toBe(calls[0]);
  });

  it("shows a feed's prices in 8 decimals whatever its own (read as AggregatorV3 `decimals`)", async () => {
    feed = { decimals: 18, answer: 300_123_456_789_000_000_000n };
    const { result } = render();
    await waitFor(() => expect(result.current.value.oraclePrice).toBeDefined());
    expect(result.current.value.oraclePrice).toBe(30_012_345_678n);
    // The rounds' recorded prices are the feed's answers too (300 and 301 units of 10^-18 are below a 10^-8 unit).
    expect(result.current.value.rounds.get(10n)).toMatchObject({ lockPrice: 0n, closePrice: 0n });
    feed = { decimals: 6, answer: 300_123_456n };
    await newBlock(result.current.queryClient);
    await waitFor(() => expect(result.current.value.oraclePrice).toBe(30_012_345_600n));
    expect(result.current.value.rounds.get(10n)).toMatchObject({ lockPrice: 30_000n, closePrice: 30_100n });
  });

  it('loads fewer rounds near the genesis and none before it', async () => {
    epoch = 2n;
    const { result } = render();
    await waitFor(() => expect(result.current.value.market?.currentEpoch).toBe(2n));
    expect([...result.current.value.rounds.keys()]).toEqual([1n, 2n]);

    epoch = 0n;
    await newBlock(result.current.queryClient);
    await waitFor(() => expect(result.current.value.market?.currentEpoch).toBe(0n));
    expect(result.current.value.rounds.size).toBe(0);
    expect(result.current.value.bets.size).toBe(0);
  });
});
