// @vitest-environment happy-dom
/**
 * The home page's chain figures over a scripted chain with Multicall3: FUEL's supply and burned balance and the
 * lottery's pot in one aggregate3. The lottery's current id comes with its round (viewCurrentLottery), so a new
 * round's pot is shown from the one request of that refresh (at most one RPC request per block).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { erc20Abi, fuelLotteryAbi } from '@fuelswap/contracts';
import { a, callRecorder, newBlock, renderOnFakeChain, testChain, type Contracts } from '../../chain/fakeChain.test-helpers.tsx';

const chain = testChain(true);
const FUEL_TOKEN = a(0xf0);
const LOTTERY = a(0x1077);
vi.mock('../../chain/runtime.ts', () => {
  const rt = {
    chainId: 31337,
    chain,
    exchange: { fuel: { address: FUEL_TOKEN } },
    // As loadRuntime leaves it: the core parsed, the lottery section still JSON (parsed where the hook reads it).
    deployment: {
      chainId: 31337,
      contracts: { WBNB: a(0xb0) },
      unparsed: {
        lottery: {
          chainId: 31337,
          lottery: LOTTERY,
          randomGenerator: a(0x1078),
          randomKind: 'dev',
          token: FUEL_TOKEN,
          owner: a(0x1),
          operator: a(0x2),
          treasury: a(0x3),
          injector: a(0x4),
          startBlock: 1,
        },
      },
    },
  };
  return { runtime: () => rt };
});
// The indexer's figures are not this test's: they never answer.
vi.mock('../../chain/indexer.ts', () => ({ gql: () => new Promise(() => undefined) }));

const { useHomeFigures } = await import('./useHomeFigures.ts');

const FUEL = 10n ** 9n;
let current = 5n;
const round = (id: bigint) => ({
  status: 1,
  startTime: 1_700_000_000n,
  endTime: 1_700_003_600n,
  priceTicketInCake: 2n * FUEL,
  discountDivisor: 2000n,
  rewardsBreakdown: [250n, 375n, 625n, 1250n, 2500n, 5000n],
  treasuryFee: 2000n,
  cakePerBracket: [0n, 0n, 0n, 0n, 0n, 0n],
  countWinnersPerBracket: [0n, 0n, 0n, 0n, 0n, 0n],
  firstTicketId: 0n,
  firstTicketIdNextLottery: 0n,
  amountCollectedInCake: 100n * id * FUEL,
  finalNumber: 0,
});
const contracts = (): Contracts => ({
  [FUEL_TOKEN.toLowerCase()]: { abi: erc20Abi, fns: { totalSupply: () => 1_000_000n * FUEL, balanceOf: () => 1_000n * FUEL } },
  [LOTTERY.toLowerCase()]: { abi: fuelLotteryAbi, fns: { viewCurrentLottery: () => [current, round(current)] } },
});

const { calls, onRequest } = callRecorder();

function render() {
  return renderOnFakeChain(() => useHomeFigures(), chain, contracts, onRequest);
}

afterEach(() => {
  cleanup();
  calls.length = 0;
  current = 5n;
});

describe('useHomeFigures: the chain figures', () => {
  it('reads the supply, the burned FUEL and the lottery pot in one request, and a new round in one more', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.value.lotteryPot).toBeDefined());
    expect(result.current.value.supply).toBe(1_000_000n * FUEL);
    expect(result.current.value.dead).toBe(1_000n * FUEL);
    expect(result.current.value.lotteryId).toBe(5n);
    expect(result.current.value.lotteryPot).toBe(500n * FUEL);
    expect(calls).toHaveLength(1);

    current = 6n;
    await newBlock(result.current.queryClient);
    await waitFor(() => expect(result.current.value.lotteryPot).toBe(600n * FUEL));
    // Nothing else goes out after the answer: the plan did not change with the round.
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toHaveLength(2);
    expect(calls[1]).toBe(calls[0]);
  });

  it('shows no pot before the first round', async () => {
    current = 0n;
    const { result } = render();
    await waitFor(() => expect(result.current.value.lotteryId).toBe(0n));
    expect(result.current.value.lotteryPot).toBeUndefined();
  });
});
