/**
 * The pair of two chosen currencies (BNB as WBNB): its reserves (usePairs,
 * refreshed per block) and its address, computed with CREATE2 from the
 * factory (undefined when a currency is missing or both are the same token).
 */
import { useMemo } from 'react';
import type { Currency } from '@fuelswap/sdk';
import { pairAddressOf, usePairs } from '../../../chain/usePairs.ts';

export function useCurrencyPair(currencyA: Currency | undefined, currencyB: Currency | undefined) {
  const tokenPairs = useMemo(() => [[currencyA?.wrapped, currencyB?.wrapped] as const], [currencyA, currencyB]);
  const [pairResult] = usePairs(tokenPairs);
  const pairAddress = useMemo(
    () =>
      currencyA && currencyB && !currencyA.wrapped.equals(currencyB.wrapped)
        ? pairAddressOf(currencyA.wrapped, currencyB.wrapped)
        : undefined,
    [currencyA, currencyB],
  );
  return { pairResult, pair: pairResult?.pair ?? null, pairAddress };
}
