/**
 * The platform token's dollar price: FUEL in WBNB (FUEL-WBNB pair) times WBNB
 * in BUSD (BUSD-WBNB pair, the BNB price reference of spec 001 §3), read from
 * the chain. Returns a 3-decimal string ("2.512") for titles and the menu, or
 * undefined while unknown, when a pair is missing or when the price is 0.
 */
import { useMemo } from 'react';
import { runtime } from '../../chain/runtime.ts';
import { toToken } from '../../chain/tokens.ts';
import { usePairs } from '../../chain/usePairs.ts';
import { Price } from '@fuelswap/sdk';

export function useFuelUsdPrice(): string | undefined {
  const { exchange } = runtime();
  const tokens = useMemo(() => {
    const fuel = exchange.fuel ? toToken(exchange.fuel) : undefined;
    const wbnb = toToken(exchange.wrappedNative);
    const usd = toToken(exchange.usd);
    return { fuel, wbnb, usd, pairs: [[fuel, wbnb], [wbnb, usd]] as const };
  }, [exchange]);
  const [fuelBnb, bnbUsd] = usePairs(tokens.pairs);
  return useMemo(() => {
    if (!tokens.fuel || !fuelBnb?.pair || !bnbUsd?.pair) return undefined;
    const fuelInBnb = fuelBnb.pair.priceOf(tokens.fuel);
    const bnbInUsd = bnbUsd.pair.priceOf(tokens.wbnb);
    const p: Price = fuelInBnb.multiplyPrice(bnbInUsd);
    const text = p.toFixed(3);
    return /^0\.?0*$/.test(text) ? undefined : text;
  }, [tokens, fuelBnb, bnbUsd]);
}
