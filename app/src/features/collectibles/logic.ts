/**
 * The trade-in's rules as the page shows them (contracts/src/profile/FuelBunnyTradeIn.sol): a variation with a
 * value of 0 is not tradeable; a tradeable one pays its value while the contract's funds cover it, and is
 * refused (not funded) once they do not; a profile picture in use is held by the registry, so it is never
 * offered (the page says why on the picture's card).
 */
export type TradeInOffer =
  | { kind: 'tradeable'; amount: bigint }
  | { kind: 'unfunded'; amount: bigint }
  | { kind: 'not-tradeable' }
  | { kind: 'unknown' };

export interface TradeInTerms {
  /** fuelPerBunny by variation id. */
  values: ReadonlyMap<number, bigint>;
  /** fuelAvailable(): what trade-ins may still pay. */
  available: bigint;
}

export function tradeInOffer(terms: TradeInTerms | undefined, variationId: number | undefined): TradeInOffer {
  if (!terms || variationId === undefined) return { kind: 'unknown' };
  const amount = terms.values.get(variationId);
  if (amount === undefined) return { kind: 'unknown' };
  if (amount === 0n) return { kind: 'not-tradeable' };
  return amount <= terms.available ? { kind: 'tradeable', amount } : { kind: 'unfunded', amount };
}
