// @vitest-environment happy-dom
/**
 * Check Now and Claim for a heavy account ("checking and claiming for an account with thousands of tickets
 * over many rounds pages through them"), over a scripted FuelLottery: 2,500 tickets in the latest drawn round, 130
 * and 7 in the two drawn rounds before it, with an open round, a round not drawn yet and an older drawn round around
 * them. The tickets are read 100 a query (counted), every unclaimed winning ticket is found at its bracket, and the
 * claim goes in batches of at most the per-claim maximum, each winning ticket in exactly one successful batch.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Abi, Address, Hash } from 'viem';
import { fuelLotteryAbi } from '@fuelswap/contracts';
import type { DeployedLottery } from '@fuelswap/config';
import { encodeTicket } from '@fuelswap/sdk';
import { initTestI18n } from '../../../i18n/testing.ts';
import { a, fakeProviders, testChain, type Contracts } from '../../../chain/fakeChain.test-helpers.tsx';

const chain = testChain(false);
const USER = a(0xaa);
const LOTTERY = a(0x1077);

vi.mock('../../../chain/runtime.ts', () => {
  const rt = { chainId: 31337, chain, exchange: {}, rpcUrls: [], services: { indexerUrl: 'http://127.0.0.1:1' } };
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

/** Every transaction the page sends: what it calls and with which arguments. `failAt` makes that send fail (1-based). */
const sent: { functionName: string; args: readonly unknown[] }[] = [];
let failAt: number | undefined;
let sends = 0;
vi.mock('../../../chain/write/sendContractTransaction.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../chain/write/sendContractTransaction.ts')>()),
  sendContractTransaction: async (_config: unknown, p: { functionName: string; args: readonly unknown[] }): Promise<Hash> => {
    sends++;
    if (sends === failAt) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    sent.push({ functionName: p.functionName, args: p.args });
    return `0x${sends.toString(16).padStart(64, '0')}`;
  },
}));

const { CheckNow } = await import('./CheckNow.tsx');
const { useLotteryActions } = await import('../hooks/useLotteryActions.ts');
const { formatFuel } = await import('../logic.ts');

const FUEL = 10n ** 9n;
/** Per winning ticket of brackets 1..6 (matching the first 1..6 digits); bracket 4 (index 3) has no share. */
const SHARES = [1n * FUEL, 2n * FUEL, 3n * FUEL, 0n, 5n * FUEL, 6n * FUEL] as const;
const WIN = [1, 2, 3, 4, 5, 6] as const;

/** A ticket matching exactly the first `k` digits of the winning number (k = 0..6). */
function matching(k: number, salt: number): number {
  const d = WIN.map((w, i) => (i < k ? w : i === k ? (w + 1) % 10 : (salt + i) % 10));
  return encodeTicket(d);
}

interface Ticket {
  id: bigint;
  number: number;
  claimed: boolean;
  /** Matched leading digits, by construction. */
  k: number;
}

interface Round {
  status: number;
  firstTicketId: bigint;
  tickets: Ticket[];
}

/** `count` tickets from id `first`: ticket i matches i % 7 leading digits; every `claimedEvery`-th is claimed already. */
function tickets(first: bigint, count: number, claimedEvery = 0): Ticket[] {
  return Array.from({ length: count }, (_, i) => ({
    id: first + BigInt(i),
    number: matching(i % 7, i),
    claimed: claimedEvery > 0 && i % claimedEvery === 0,
    k: i % 7,
  }));
}

const ROUNDS: Record<string, Round> = {
  // 4: drawn, but older than the 3 latest drawn rounds: Check Now does not look at it.
  4: { status: 3, firstTicketId: 100n, tickets: tickets(100n, 40) },
  5: { status: 3, firstTicketId: 1000n, tickets: tickets(1000n, 7) },
  6: { status: 3, firstTicketId: 2000n, tickets: tickets(2000n, 130, 5) },
  // 7: closed, not drawn yet.
  7: { status: 2, firstTicketId: 3000n, tickets: tickets(3000n, 20) },
  8: { status: 3, firstTicketId: 10_000n, tickets: tickets(10_000n, 2500) },
  // 9: open (the current round).
  9: { status: 1, firstTicketId: 20_000n, tickets: tickets(20_000n, 50) },
};

/** What the page should claim in `id`: the unclaimed tickets at their highest bracket, when that bracket pays. */
function owed(id: number): { id: bigint; bracket: number }[] {
  return ROUNDS[id]!.tickets.filter((t) => !t.claimed && t.k > 0 && SHARES[t.k - 1]! > 0n).map((t) => ({ id: t.id, bracket: t.k - 1 }));
}
const totalOwed = (ids: number[]) => ids.reduce((s, id) => s + owed(id).reduce((x, t) => x + SHARES[t.bracket]!, 0n), 0n);

/** viewUserInfoForLotteryId calls: round, cursor, size. */
let pageCalls: { lotteryId: bigint; cursor: bigint; size: bigint }[] = [];

function lotteryContract(): Contracts {
  const round = (id: bigint) => ROUNDS[id.toString()];
  return {
    [LOTTERY.toLowerCase()]: {
      abi: fuelLotteryAbi as Abi,
      fns: {
        viewLottery: ([id]) => {
          const r = round(id as bigint);
          return {
            status: r?.status ?? 0,
            startTime: r ? 1_700_000_000n : 0n,
            endTime: r ? 1_700_000_060n : 0n,
            priceTicketInCake: 5n * FUEL,
            discountDivisor: 2000n,
            rewardsBreakdown: [250n, 375n, 625n, 1250n, 2500n, 5000n],
            treasuryFee: 2000n,
            cakePerBracket: r?.status === 3 ? [...SHARES] : [0n, 0n, 0n, 0n, 0n, 0n],
            countWinnersPerBracket: [0n, 0n, 0n, 0n, 0n, 0n],
            firstTicketId: r?.firstTicketId ?? 0n,
            firstTicketIdNextLottery: r ? r.firstTicketId + BigInt(r.tickets.length) : 0n,
            amountCollectedInCake: 0n,
            finalNumber: r?.status === 3 ? encodeTicket([...WIN]) : 0,
          };
        },
        // As FuelLottery answers it: from `cursor`, at most `size` tickets (the contract does not cap `size`).
        viewUserInfoForLotteryId: ([user, id, cursor, size]) => {
          pageCalls.push({ lotteryId: id as bigint, cursor: cursor as bigint, size: size as bigint });
          const mine = (user as Address).toLowerCase() === USER.toLowerCase() ? (round(id as bigint)?.tickets ?? []) : [];
          const from = Number(cursor as bigint);
          const page = mine.slice(from, from + Number(size as bigint));
          return [page.map((t) => t.id), page.map((t) => t.number), page.map((t) => t.claimed), (cursor as bigint) + BigInt(page.length)];
        },
      },
    },
  };
}

function data(maxPerClaim: bigint) {
  return {
    config: { lottery: LOTTERY, token: a(0xf0) } as unknown as DeployedLottery,
    currentLotteryId: 9n,
    maxNumberTicketsPerBuyOrClaim: maxPerClaim,
    current: undefined,
    history: undefined,
    fuelUsdWad: undefined,
    balance: undefined,
    userTicketCount: undefined,
    clockOffset: 0,
    refetch: () => undefined,
  };
}

function Harness({ maxPerClaim }: { maxPerClaim: bigint }) {
  const d = data(maxPerClaim);
  const actions = useLotteryActions(LOTTERY, d.refetch);
  return <CheckNow data={d} actions={actions} />;
}

/** The claimTickets calls sent, as round, ticket ids and brackets. */
function claims() {
  return sent.map((s) => {
    expect(s.functionName).toBe('claimTickets');
    const [lotteryId, ids, brackets] = s.args as [bigint, readonly bigint[], readonly number[]];
    expect(ids).toHaveLength(brackets.length);
    return { lotteryId, items: ids.map((id, i) => ({ id, bracket: brackets[i]! })) };
  });
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  pageCalls = [];
  sent.length = 0;
  sends = 0;
  failAt = undefined;
});
afterEach(cleanup);

describe('Check Now and Claim for an account with thousands of tickets over several rounds', () => {
  it('reads 100 tickets a query, finds every winning ticket, and claims each once in batches of at most 100', async () => {
    render(<Harness maxPerClaim={100n} />, { wrapper: fakeProviders(chain, lotteryContract) });
    await userEvent.click(screen.getByRole('button', { name: 'Check Now' }));
    const won = await screen.findByTestId('lottery-won', {}, { timeout: 10_000 });

    // Reads: the 3 latest drawn rounds (8, 6, 5), newest first, never the open round 9, the undrawn 7 nor the older 4;
    // each page from the cursor the previous one returned, 100 at most, until a short page.
    expect(pageCalls.every((c) => c.size <= 100n)).toBe(true);
    const per = (id: bigint) => pageCalls.filter((c) => c.lotteryId === id);
    expect(per(8n).map((c) => c.cursor)).toEqual(Array.from({ length: 26 }, (_, k) => BigInt(k * 100)));
    expect(per(6n).map((c) => c.cursor)).toEqual([0n, 100n]);
    expect(per(5n).map((c) => c.cursor)).toEqual([0n]);
    expect(pageCalls).toHaveLength(29);
    expect(pageCalls.map((c) => c.lotteryId)).toEqual([...per(8n), ...per(6n), ...per(5n)].map((c) => c.lotteryId));

    // Every unclaimed winning ticket, at its highest bracket, in the total shown.
    const total = totalOwed([8, 6, 5]);
    expect(won).toHaveTextContent(`${formatFuel(total, 4)} FUEL`);
    expect(screen.getByText('Rounds: #8, #6, #5')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(screen.queryByTestId('lottery-won')).not.toBeInTheDocument(), { timeout: 10_000 });

    // Claims: per round, in order, consecutive batches of at most 100; together exactly the owed tickets, each once.
    const sentClaims = claims();
    for (const id of [8, 6, 5]) {
      const mine = sentClaims.filter((c) => c.lotteryId === BigInt(id));
      expect(mine).toHaveLength(Math.ceil(owed(id).length / 100));
      expect(mine.every((c) => c.items.length >= 1 && c.items.length <= 100)).toBe(true);
      expect(mine.flatMap((c) => c.items)).toEqual(owed(id));
    }
    expect(sentClaims.map((c) => c.lotteryId)).toEqual(sentClaims.map((c) => c.lotteryId).sort((x, y) => Number(y - x)));
    const ids = sentClaims.flatMap((c) => c.items.map((t) => t.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(owed(8).length + owed(6).length + owed(5).length);
    expect(owed(8).length).toBeGreaterThan(1500); // the heavy round really is heavy: 16+ claims
  });

  it('a claim that fails leaves its tickets and the later ones to claim again; in the end each is claimed once (per-claim maximum 37)', async () => {
    failAt = 3;
    render(<Harness maxPerClaim={37n} />, { wrapper: fakeProviders(chain, lotteryContract) });
    await userEvent.click(screen.getByRole('button', { name: 'Check Now' }));
    await screen.findByTestId('lottery-won', {}, { timeout: 10_000 });
    expect(pageCalls.every((c) => c.size <= 100n)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    // Round 8's third batch failed: its first two went through, rounds 6 and 5 were claimed after it, and round 8's
    // rest (the failed batch's tickets and the later ones) is offered again with what it pays.
    const claimed8 = owed(8).slice(0, 74);
    const left = totalOwed([8]) - claimed8.reduce((s, t) => s + SHARES[t.bracket]!, 0n);
    await waitFor(() => expect(screen.getByTestId('lottery-won')).toHaveTextContent(`${formatFuel(left, 4)} FUEL`), { timeout: 10_000 });
    expect(claims().flatMap((c) => c.items)).toEqual(claimed8.concat(owed(6), owed(5)));

    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(screen.queryByTestId('lottery-won')).not.toBeInTheDocument(), { timeout: 10_000 });
    const all = claims();
    expect(all.every((c) => c.items.length >= 1 && c.items.length <= 37)).toBe(true);
    for (const id of [8, 6, 5]) {
      const items = all.filter((c) => c.lotteryId === BigInt(id)).flatMap((c) => c.items);
      expect(new Set(items.map((t) => t.id)).size).toBe(items.length);
      expect(new Set(items.map((t) => t.id))).toEqual(new Set(owed(id).map((t) => t.id)));
    }
  });
});
