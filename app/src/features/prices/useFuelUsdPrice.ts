/**
 * The platform token's dollar price for titles and the menu, from the app's
 * one price source (chain/prices.ts): the reserves of the reference pairs
 * FUEL-WBNB and WBNB-BUSD in one batched
 * read per block, walked from BUSD by the SDK's resolveUsdPrices like every
 * farm and pool price. Returns a 3-decimal string ("2.512"), or undefined
 * while unknown, when a pair is missing or too shallow to price, or when the
 * price is 0.
 */
import { useMemo } from 'react';
import { runtime } from '../../chain/runtime.ts';
import { ReadPlan, useBatchedReads } from '../../chain/reads.ts';
import { addReferencePriceReads, decodeFuelPriceText } from '../../chain/prices.ts';

export function useFuelUsdPrice(): string | undefined {
  const { chainId, exchange } = runtime();
  const plan = useMemo(() => {
    const p = new ReadPlan(chainId);
    return { p, reads: addReferencePriceReads(p, exchange) };
  }, [chainId, exchange]);
  const { results } = useBatchedReads(plan.p);
  return useMemo(() => decodeFuelPriceText(results, plan.reads), [results, plan]);
}
