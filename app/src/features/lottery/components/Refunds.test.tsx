// @vitest-environment happy-dom
/**
 * Refunds for rounds whose number never came: the indexer lists the account's rounds, the chain confirms which are
 * refundable and what the account paid (`viewLottery`, `viewRefund`), the panel offers exactly those not refunded
 * yet, Refund sends `claimRefund(id)`, and the round leaves the panel once the chain says it was refunded. A round the
 * indexer calls refundable that the chain does not (another history) is not offered.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Abi, Address, Hash } from 'viem';
import { fuelLotteryAbi } from '@fuelswap/contracts';
import { initTestI18n } from '../../../i18n/testing.ts';
import { a, fakeProviders, testChain, type Contracts } from '../../../chain/fakeChain.test-helpers.tsx';

const chain = testChain(false);
const USER = a(0xaa);
const LOTTERY = a(0x1077);

vi.mock('../../../chain/runtime.ts', () => {
  const rt = { chainId: 31337, chain, exchange: {}, rpcUrls: [], services: { indexerUrl: 'http://indexer.test' } };
  return { runtime: () => rt, targetChainId: () => 31337, loadRuntime: async () => rt };
});
vi.mock('wagmi', async (importOriginal) => ({
  ...(await importOriginal<typeof import('wagmi')>()),
  useConnection: () => ({ address: USER, isConnected: true }),
}));
vi.mock('wagmi/actions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('wagmi/actions')>()),
  waitForTransactionReceipt: async () => ({ status: 'success' }),
}));

const sent: { functionName: string; args: readonly unknown[] }[] = [];
vi.mock('../../../chain/write/sendContractTransaction.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../chain/write/sendContractTransaction.ts')>()),
  sendContractTransaction: async (_config: unknown, p: { functionName: string; args: readonly unknown[] }): Promise<Hash> => {
    sent.push({ functionName: p.functionName, args: p.args });
    // The chain pays the refund: the next viewRefund says so.
    const round = ROUNDS[String(p.args[0])];
    if (p.functionName === 'claimRefund' && round) round.refunded = true;
    return `0x${sent.length.toString(16).padStart(64, '0')}`;
  },
}));

const { Refunds } = await import('./Refunds.tsx');

const FUEL = 10n ** 9n;
interface Round {
  /** The chain's status. */
  status: number;
  /** The indexer's status. */
  indexed: string;
  paid: bigint;
  refunded: boolean;
}
let ROUNDS: Record<string, Round> = {};

function lotteryContract(): Contracts {
  return {
    [LOTTERY.toLowerCase()]: {
      abi: fuelLotteryAbi as Abi,
      fns: {
        viewLottery: ([id]) => ({
          status: ROUNDS[String(id)]?.status ?? 0,
          startTime: 0n,
          endTime: 0n,
          priceTicketInCake: 5n * FUEL,
          discountDivisor: 2000n,
          rewardsBreakdown: [250n, 375n, 625n, 1250n, 2500n, 5000n],
          treasuryFee: 2000n,
          cakePerBracket: [0n, 0n, 0n, 0n, 0n, 0n],
          countWinnersPerBracket: [0n, 0n, 0n, 0n, 0n, 0n],
          firstTicketId: 0n,
          firstTicketIdNextLottery: 0n,
          amountCollectedInCake: 0n,
          finalNumber: 0,
        }),
        viewRefund: ([user, id]) => {
          const r = ROUNDS[String(id)];
          const mine = (user as Address).toLowerCase() === USER.toLowerCase();
          return [mine && r ? r.paid : 0n, mine && r ? r.refunded : false];
        },
      },
    },
  };
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  sent.length = 0;
  ROUNDS = {
    7: { status: 4, indexed: 'Refundable', paid: 14_995_000_000n, refunded: false }, // 3 tickets, bulk discount
    6: { status: 3, indexed: 'Claimable', paid: 5n * FUEL, refunded: false },
    5: { status: 4, indexed: 'Refundable', paid: 5n * FUEL, refunded: true }, // taken already
    4: { status: 3, indexed: 'Refundable', paid: 5n * FUEL, refunded: false }, // the indexer's row of another history
  };
  vi.stubGlobal('fetch', async (url: string) => {
    expect(url).toBe('http://indexer.test/graphql');
    const ids = Object.keys(ROUNDS).sort((x, y) => Number(y) - Number(x));
    return new Response(
      JSON.stringify({
        data: {
          lotteryUserRounds: {
            items: ids.map((id) => ({ lotteryId: id, totalTickets: 1, claimed: false })),
            pageInfo: { hasNextPage: false, endCursor: null },
          },
          lotterys: { items: ids.map((id) => ({ id, status: ROUNDS[id]!.indexed, endTime: 1_700_000_000 })) },
        },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('lottery refunds', () => {
  it('offers the refund of each refundable round not refunded yet, sends claimRefund, then drops the round', async () => {
    render(<Refunds lottery={LOTTERY} />, { wrapper: fakeProviders(chain, lotteryContract) });
    const panel = await screen.findByTestId('lottery-refunds', {}, { timeout: 10_000 });
    expect(within(panel).getByRole('heading', { name: 'Refunds' })).toBeVisible();
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('data-round'))).toEqual(['7']);
    expect(rows[0]).toHaveTextContent('Round #7 drew no winning number: you can take back the 14.995 FUEL you paid.');

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByTestId('lottery-refunds')).toBeNull(), { timeout: 10_000 });
    expect(sent).toEqual([{ functionName: 'claimRefund', args: [7n] }]);
  });

  it('shows nothing when there is nothing to take back', async () => {
    ROUNDS = { 6: { status: 3, indexed: 'Claimable', paid: 5n * FUEL, refunded: false } };
    const { container } = render(<Refunds lottery={LOTTERY} />, { wrapper: fakeProviders(chain, lotteryContract) });
    await new Promise((r) => setTimeout(r, 300));
    expect(container).toBeEmptyDOMElement();
    expect(sent).toEqual([]);
  });
});
