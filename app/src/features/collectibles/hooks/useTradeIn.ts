/**
 * The trade-in's terms (each variation's value and what the contract may still pay), read with the page's
 * other reads in the same block, and its one write: `getCakeBack(tokenId)` burns the caller's collectible
 * and pays its value (contracts/src/profile/FuelBunnyTradeIn.sol).
 */
import { useMemo } from 'react';
import type { Address } from 'viem';
import { fuelBunnyTradeInAbi } from '@fuelswap/contracts';
import { BUNNIES, type DeployedProfile } from '@fuelswap/config';
import { runtime } from '../../../chain/runtime.ts';
import { readValue, ReadPlan, useBatchedReads } from '../../../chain/reads.ts';
import { call, type Send } from '../../../chain/write/index.ts';
import type { TradeInTerms } from '../logic.ts';

export function useTradeInTerms(c: DeployedProfile | undefined): TradeInTerms | undefined {
  const chainId = runtime().chainId;
  const tradeIn = c?.tradeIn;
  const plan = useMemo(() => {
    const p = new ReadPlan(chainId);
    if (!tradeIn) return { p, idx: undefined };
    return {
      p,
      idx: {
        available: p.add(tradeIn, fuelBunnyTradeInAbi, 'fuelAvailable'),
        values: BUNNIES.map((b) => [b.variationId, p.add(tradeIn, fuelBunnyTradeInAbi, 'fuelPerBunny', [b.variationId])] as const),
      },
    };
  }, [chainId, tradeIn]);
  const q = useBatchedReads(plan.p);
  return useMemo(() => {
    if (!plan.idx || q.isPlaceholderData) return undefined;
    const available = readValue(q.results, plan.idx.available);
    if (available === undefined) return undefined;
    const values = new Map<number, bigint>();
    for (const [id, h] of plan.idx.values) {
      const v = readValue(q.results, h);
      if (v !== undefined) values.set(id, v);
    }
    return { values, available };
  }, [plan, q.results, q.isPlaceholderData]);
}

/** The trade-in call without its sender: what the dialog previews and what it sends. */
export const tradeInCall = (tradeIn: Address, tokenId: bigint) =>
  ({ address: tradeIn, abi: fuelBunnyTradeInAbi, functionName: 'getCakeBack', args: [tokenId] }) as const;

export const sendTradeIn = (tradeIn: Address, tokenId: bigint, summary: string): Send =>
  call({ ...tradeInCall(tradeIn, tokenId), chainId: runtime().chainId, summary });
