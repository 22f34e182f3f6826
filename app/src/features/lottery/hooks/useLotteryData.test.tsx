// @vitest-environment happy-dom
/**
 * /lottery's batched read over a scripted FuelLottery with Multicall3: the current id comes with its round and the
 * user's ticket count in it (viewCurrentLottery, viewUserCurrentTicketCount), so a new round is seen in the one
 * request of that refresh and the request's calls are the same in every round (at most one RPC request
 * per block).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { erc20Abi, fuelLotteryAbi, multicall3Abi } from '@fuelswap/contracts';
import type { DeployedLottery } from '@fuelswap/config';
import {
  a,
  callRecorder,
  newBlock,
  renderOnFakeChain,
  MULTICALL,
  testChain,
  type Contracts,
} from '../../../chain/fakeChain.test-helpers.tsx';

const chain = testChain(true);
vi.mock('../../../chain/runtime.ts', () => {
  const token = (n: number, symbol: string) => ({ chainId: 31337, address: a(n), decimals: 18, symbol, name: symbol });
  const exchange = {
    factory: a(0xfac),
    initCodeHash: `0x${'11'.repeat(32)}`,
    wrappedNative: token(0xb0, 'WBNB'),
    usd: token(0xb1, 'BUSD'),
  };
  return { runtime: () => ({ chainId: 31337, chain, exchange }) };
});

const { useLotteryData } = await import('./useLotteryData.ts');

const FUEL = 10n ** 9n;
const LOTTERY = a(0x1077);
const TOKEN = a(0xf0);
const USER = a(0xaa);
const config = { lottery: LOTTERY, token: TOKEN } as unknown as DeployedLottery;

/** The lottery's state: the current round id; round `id` sold tickets 10 x (id - 1) up to 10 x id, round 0 is empty. */
let current = 5n;
const empty = {
  status: 0,
  startTime: 0n,
  endTime: 0n,
  priceTicketInCake: 0n,
  discountDivisor: 0n,
  rewardsBreakdown: [0n, 0n, 0n, 0n, 0n, 0n],
  treasuryFee: 0n,
  cakePerBracket: [0n, 0n, 0n, 0n, 0n, 0n],
  countWinnersPerBracket: [0n, 0n, 0n, 0n, 0n, 0n],
  firstTicketId: 0n,
  firstTicketIdNextLottery: 0n,
  amountCollectedInCake: 0n,
  finalNumber: 0,
};
const lottery = (id: bigint) => {
  if (id === 0n) return empty;
  return {
    status: id === current ? 1 : 3,
    startTime: 1_700_000_000n + id * 3600n,
    endTime: 1_700_003_600n + id * 3600n,
    priceTicketInCake: 2n * FUEL,
    discountDivisor: 2000n,
    rewardsBreakdown: [250n, 375n, 625n, 1250n, 2500n, 5000n],
    treasuryFee: 2000n,
    cakePerBracket: [0n, 0n, 0n, 0n, 0n, 0n],
    countWinnersPerBracket: [0n, 0n, 0n, 0n, 0n, 0n],
    firstTicketId: 10n * (id - 1n),
    firstTicketIdNextLottery: id === current ? 0n : 10n * id,
    amountCollectedInCake: 100n * id * FUEL,
    finalNumber: id === current ? 0 : 1_234_567,
  };
};
const contracts = (): Contracts => ({
  [LOTTERY.toLowerCase()]: {
    abi: fuelLotteryAbi,
    fns: {
      viewCurrentLottery: () => [current, lottery(current)],
      viewUserCurrentTicketCount: () => [current, current === 0n ? 0n : 3n],
      viewLottery: ([id]) => lottery(id as bigint),
      maxNumberTicketsPerBuyOrClaim: () => 100n,
    },
  },
  [TOKEN.toLowerCase()]: { abi: erc20Abi, fns: { balanceOf: () => 50n * FUEL } },
  [MULTICALL]: { abi: multicall3Abi, fns: { getCurrentBlockTimestamp: () => 1_700_020_000n } },
});

/** The eth_calls the page sent (each one aggregate3 of the whole plan), by their calldata. */
const { calls, onRequest } = callRecorder();

function render(account: typeof USER | undefined, historyId: bigint | undefined) {
  return renderOnFakeChain(() => useLotteryData(config, account, historyId), chain, contracts, onRequest);
}

afterEach(() => {
  cleanup();
  calls.length = 0;
  current = 5n;
});

describe('useLotteryData', () => {
  it('reads the current id with its round, the round looked at and the user in one aggregate3', async () => {
    const { result } = render(USER, 4n);
    await waitFor(() => expect(result.current.value.current).toBeDefined());
    const { value: d } = result.current;
    expect(d.currentLotteryId).toBe(5n);
    expect(d.current).toMatchObject({ lotteryId: 5n, status: 1, amountCollectedInCake: 500n * FUEL, firstTicketId: 40n });
    expect(d.history).toMatchObject({ lotteryId: 4n, status: 3, lastTicketId: 40n, finalNumber: 1_234_567 });
    expect(d.userTicketCount).toBe(3n);
    expect(d.balance).toBe(50n * FUEL);
    expect(d.maxNumberTicketsPerBuyOrClaim).toBe(100n);
    expect(calls).toHaveLength(1);
  });

  it('follows a new round in the same request: the calls do not depend on the id', async () => {
    const { result } = render(USER, 4n);
    await waitFor(() => expect(result.current.value.current).toBeDefined());
    expect(calls).toHaveLength(1);

    current = 6n;
    await newBlock(result.current.queryClient);
    await waitFor(() => expect(result.current.value.currentLotteryId).toBe(6n));
    // The new round at once (no "Calculating..." in between), the finished round looked at unchanged.
    expect(result.current.value.current).toMatchObject({ lotteryId: 6n, status: 1, amountCollectedInCake: 600n * FUEL });
    expect(result.current.value.history).toMatchObject({ lotteryId: 4n });
    expect(result.current.value.userTicketCount).toBe(3n);
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toHaveLength(2);
    expect(calls[1]).toBe(calls[0]);
  });

  it('has no current round before the first one starts', async () => {
    current = 0n;
    const { result } = render(USER, undefined);
    await waitFor(() => expect(result.current.value.currentLotteryId).toBe(0n));
    expect(result.current.value.current).toBeUndefined();
    expect(result.current.value.history).toBeUndefined();
    expect(result.current.value.userTicketCount).toBe(0n);
  });
});
