/**
 * The lottery's chain-side steps that its specs repeat: reading the contract, waiting for an open round, approving
 * the lottery on chain (when only a purchase is under test), and letting the keeper draw a round now.
 */
import type { Page } from '@playwright/test';
import { maxUint256, type Address } from 'viem';
import { erc20Abi, fuelLotteryAbi } from '@fuelswap/contracts';
import type { Deployment } from '@fuelswap/config';
import { connectWith, expect, type ChainClient } from './fixtures.ts';

export function lottery(d: Deployment) {
  if (!d.lottery) throw new Error('the devnet deployment has no lottery section');
  return d.lottery;
}

export interface RoundView {
  status: number;
  endTime: bigint;
  finalNumber: number;
  cakePerBracket: readonly bigint[];
  firstTicketId: bigint;
  firstTicketIdNextLottery: bigint;
}

export async function read<T>(chain: ChainClient, d: Deployment, functionName: string, args: readonly unknown[] = []): Promise<T> {
  return (await chain.readContract({
    address: lottery(d).lottery,
    abi: fuelLotteryAbi,
    functionName: functionName as 'currentLotteryId',
    args: args as never,
  })) as T;
}

/** Waits until a round is open with at least `seconds` of sales left; returns its id. */
export async function openRoundWithTime(chain: ChainClient, d: Deployment, seconds: bigint): Promise<bigint> {
  for (let i = 0; i < 150; i++) {
    const id = await read<bigint>(chain, d, 'currentLotteryId');
    if (id > 0n) {
      const r = await read<RoundView>(chain, d, 'viewLottery', [id]);
      const now = (await chain.getBlock({ blockTag: 'latest' })).timestamp;
      if (r.status === 1 && r.endTime > now + seconds) return id;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('no open lottery round with enough time left: is the lottery keeper running?');
}

/** /lottery with `who`'s wallet connected. */
export async function openLotteryConnected(page: Page, useWallet: (a: Address) => Promise<void>, who: Address): Promise<void> {
  await useWallet(who);
  await page.goto('/lottery');
  await connectWith(page, 'E2E Test Wallet');
}

/** The lottery may take `who`'s FUEL: approved on chain, for a test whose subject is the purchase, not Enable. */
export async function approveLottery(chain: ChainClient, d: Deployment, who: Address): Promise<void> {
  const l = lottery(d);
  const approve = await chain.writeContract({
    account: who,
    chain: null,
    address: l.token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [l.lottery, maxUint256],
  });
  expect((await chain.waitForTransactionReceipt({ hash: approve })).status).toBe('success');
}

/**
 * The keeper closes round `id` at its end time, reveals the seed and draws; the chain's clock is moved to the end time
 * rather than waited for (up to a minute of a round's sales): the keeper reads the chain's time. Returns the drawn
 * round.
 */
export async function drawnByKeeper(chain: ChainClient, d: Deployment, id: bigint): Promise<RoundView> {
  const { endTime } = await read<RoundView>(chain, d, 'viewLottery', [id]);
  const head = await chain.getBlock({ blockTag: 'latest' });
  if (endTime > head.timestamp + 1n) {
    await chain.setNextBlockTimestamp({ timestamp: endTime });
    await chain.mine({ blocks: 1 });
  }
  for (let i = 0; i < 120; i++) {
    const r = await read<RoundView>(chain, d, 'viewLottery', [id]);
    if (r.status === 3) return r;
    await new Promise((res) => setTimeout(res, 1000));
  }
  throw new Error(`round ${id} was not drawn`);
}
