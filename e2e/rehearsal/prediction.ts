/** Reading and moving the rehearsal's prediction market, shared by the specs. */
import { parseEventLogs } from 'viem';
import { fuelPredictionAbi } from '@fuelswap/contracts';
import type { Deployment } from '@fuelswap/config';
import { expect } from '@playwright/test';
import { type ChainClient, mineTo } from './fixtures.ts';

export const market = (d: Deployment) => {
  if (!d.prediction) throw new Error('the 97 deployment has no prediction section');
  return d.prediction.market;
};
export const epochOf = (chain: ChainClient, d: Deployment) =>
  chain.readContract({ address: market(d), abi: fuelPredictionAbi, functionName: 'currentEpoch' });
export const roundOf = (chain: ChainClient, d: Deployment, epoch: bigint) =>
  chain.readContract({ address: market(d), abi: fuelPredictionAbi, functionName: 'rounds', args: [epoch] });

/** Waits (polling, no retries of anything) until the keepers have moved the market past `epoch`. */
export async function waitEpochAbove(chain: ChainClient, d: Deployment, epoch: bigint, ms = 40_000): Promise<void> {
  await expect.poll(() => epochOf(chain, d), { timeout: ms, intervals: [250] }).toBeGreaterThan(epoch);
}

/**
 * One round further: mines at once to a few blocks before the open round's lock block, then lets the chain's own
 * one-second blocks run while the keepers execute the round. Returns the epoch that was open.
 */
export async function nextRound(chain: ChainClient, d: Deployment): Promise<bigint> {
  const e = await epochOf(chain, d);
  const r = await roundOf(chain, d, e);
  await mineTo(chain, r.lockBlock - 3n);
  await waitEpochAbove(chain, d, e);
  return e;
}

/** The block the round of `epoch` was locked in, from its LockRound event. */
export async function lockedAt(chain: ChainClient, d: Deployment, epoch: bigint, fromBlock: bigint): Promise<bigint> {
  const logs = await chain.getLogs({ address: market(d), fromBlock, toBlock: 'latest' });
  const lock = parseEventLogs({ abi: fuelPredictionAbi, logs, eventName: 'LockRound' }).find((l) => l.args.epoch === epoch);
  if (!lock) throw new Error(`round ${epoch} was never locked`);
  return lock.blockNumber;
}
