/**
 * The platform token's dollar price, from the FUEL-WBNB and BUSD-WBNB pairs.
 * Returns a decimal string with 3 decimals ("2.512"), or undefined while
 * unknown or when the price is 0.
 * TODO(chain layer): read reserves through the batched multicall.
 */
export function useFuelUsdPrice(): string | undefined {
  return undefined;
}
