// @vitest-environment happy-dom
/**
 * Finished Rounds' player count: the indexer's row is shown only once it agrees with the chain's round. A row of the
 * same id from a history the chain has left (what the e2e suite's snapshot reverts left behind: the page showed one
 * player fewer than the round had) is asked again, not kept; a failed read is asked again too.
 */
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render as renderBare, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, notifyManager } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../i18n/testing.ts';
import type { ChainLottery, IndexedLottery } from '../logic.ts';

vi.mock('../../../chain/runtime.ts', () => {
  const rt = { chainId: 31337, exchange: {}, rpcUrls: [], services: { indexerUrl: 'http://127.0.0.1:1' } };
  return { runtime: () => rt, targetChainId: () => 31337, loadRuntime: async () => rt };
});
const answers: (IndexedLottery | null | Error)[] = [];
const asked: bigint[] = [];
vi.mock('@fuelswap/sdk/indexer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@fuelswap/sdk/indexer')>()),
  fetchIndexedRound: async (_target: unknown, id: bigint) => {
    asked.push(id);
    const a = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (a instanceof Error) throw a;
    return a;
  },
}));

const { RoundPlayers } = await import('./RoundPlayers.tsx');

/** Each test its own query cache, as a fresh page has. */
let client: QueryClient;
const wrap = (ui: ReactElement) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
function render(ui: ReactElement) {
  const r = renderBare(wrap(ui));
  return { ...r, rerender: (next: ReactElement) => r.rerender(wrap(next)) };
}

const round: ChainLottery = {
  lotteryId: 12n,
  status: 3,
  startTime: 1_700_000_000n,
  endTime: 1_700_000_060n,
  priceTicketInCake: 5_000_000_000n,
  firstTicketId: 500n,
  lastTicketId: 520n,
  amountCollectedInCake: 99_000_000_000n,
  finalNumber: 1_234_567,
  countWinnersPerBracket: [3n, 1n, 0n, 0n, 0n, 0n],
};
const agreeing: IndexedLottery = {
  lotteryId: '12',
  status: 'Claimable',
  startTime: 1_700_000_000,
  endTime: 1_700_000_060,
  ticketPrice: '5000000000',
  firstTicket: '500',
  lastTicket: '520',
  totalUsers: 5,
  totalTickets: 20,
  winningTickets: 4,
  finalNumber: 1_234_567,
  totalCake: '99000000000',
};
// Round 12 as a reverted history drew it: same seed and first ticket, without the test account's 3 tickets.
const stale: IndexedLottery = { ...agreeing, lastTicket: '517', totalTickets: 17, totalCake: '84000000000', totalUsers: 4 };

beforeAll(() => {
  // The query cache tells components of an answer on a timer of its own by default: under fake timers that would
  // hold every answer back until the next advance, so it tells them in a microtask here.
  notifyManager.setScheduler(queueMicrotask);
  return initTestI18n();
});
beforeEach(() => {
  answers.length = 0;
  asked.length = 0;
  client = new QueryClient();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));
const after = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('RoundPlayers', () => {
  it('never shows a stale row of the same id: asks every 3 s until the indexer has the chain round, then stops', async () => {
    answers.push(stale, stale, { ...agreeing, status: 'Close' }, agreeing);
    render(<RoundPlayers round={round} />);
    await flush();
    expect(screen.queryByTestId('lottery-round-players')).not.toBeInTheDocument();
    await after(3_000);
    await after(3_000);
    expect(screen.queryByTestId('lottery-round-players')).not.toBeInTheDocument();
    await after(3_000);
    expect(screen.getByTestId('lottery-round-players')).toHaveTextContent('Total players this round: 5');
    expect(asked).toEqual([12n, 12n, 12n, 12n]);
    await after(60_000);
    expect(asked).toHaveLength(4);
  });

  it('keeps asking after a minute (every 30 s) and after failed reads', async () => {
    answers.push(new Error('indexer down'), ...Array<IndexedLottery>(19).fill(stale), agreeing);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RoundPlayers round={round} />);
    await flush();
    // 20 asks in the first minute (at 0, 3, ..., 57 s), the next one 30 s after the last.
    await after(57_000);
    expect(asked).toHaveLength(20);
    expect(screen.queryByTestId('lottery-round-players')).not.toBeInTheDocument();
    await after(29_000);
    expect(asked).toHaveLength(20);
    await after(1_000);
    expect(asked).toHaveLength(21);
    expect(screen.getByTestId('lottery-round-players')).toHaveTextContent('Total players this round: 5');
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it('asks again when the chain answers differently for the round (a reorg): the shown count follows the chain', async () => {
    answers.push(agreeing);
    const { rerender } = render(<RoundPlayers round={round} />);
    await flush();
    expect(screen.getByTestId('lottery-round-players')).toHaveTextContent('Total players this round: 5');
    answers.length = 0;
    answers.push(stale);
    // The chain now has the other history's round: the stale row is that round's and is shown.
    rerender(<RoundPlayers round={{ ...round, lastTicketId: 517n, amountCollectedInCake: 84_000_000_000n }} />);
    await flush();
    expect(screen.getByTestId('lottery-round-players')).toHaveTextContent('Total players this round: 4');
  });
});
