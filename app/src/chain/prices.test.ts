import { describe, expect, it } from 'vitest';
import type { ExchangeConfig, TokenInfo } from '@fuelswap/config';
import { computePairAddress, Token } from '@fuelswap/sdk';
import { ReadPlan, type ReadResults } from './reads.ts';
import { addReferencePriceReads, decodeFuelPriceText } from './prices.ts';

// Addresses in ascending order: WBNB < FUEL < BUSD, so WBNB is token0 of both pairs.
const token = (n: number, decimals: number, symbol: string): TokenInfo => ({
  chainId: 31337,
  address: `0x${n.toString(16).padStart(40, '0')}`,
  decimals,
  symbol,
  name: symbol,
});
const WBNB = token(0x1001, 18, 'WBNB');
const FUEL = token(0x1002, 9, 'FUEL');
const BUSD = token(0x1003, 18, 'BUSD');
const exchange: ExchangeConfig = {
  chainId: 31337,
  factory: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  router: '0x0000000000000000000000000000000000000009',
  initCodeHash: `0x${'11'.repeat(32)}`,
  wrappedNative: WBNB,
  fuel: FUEL,
  bases: [],
  tokens: [WBNB, FUEL, BUSD],
  usd: BUSD,
  knownRouters: [],
  defaultListUrls: [],
};
const E18 = 10n ** 18n;
const E9 = 10n ** 9n;
const ok = (r0: bigint, r1: bigint) => ({ status: 'success' as const, result: [r0, r1, 0] });

function plan(ex: ExchangeConfig = exchange) {
  const p = new ReadPlan(31337);
  return { p, reads: addReferencePriceReads(p, ex) };
}

describe('the FUEL price from the reference pairs (one price source)', () => {
  it('reads getReserves of WBNB-BUSD and FUEL-WBNB at their CREATE2 addresses', () => {
    const { p } = plan();
    const toToken = (i: TokenInfo) => new Token(i.chainId, i.address, i.decimals, i.symbol, i.name);
    expect(p.calls.map((c) => [c.address, c.functionName])).toEqual([
      [computePairAddress(exchange.factory, toToken(WBNB), toToken(BUSD), exchange.initCodeHash), 'getReserves'],
      [computePairAddress(exchange.factory, toToken(FUEL), toToken(WBNB), exchange.initCodeHash), 'getReserves'],
    ]);
  });

  it('walks BUSD -> WBNB -> FUEL: 1 BNB = 300 BUSD, 1 FUEL = 0.01 BNB gives 3.000', () => {
    const { reads } = plan();
    // WBNB-BUSD: 1,000 WBNB / 300,000 BUSD; WBNB-FUEL: 1,000 WBNB / 100,000 FUEL (9 decimals).
    const results: ReadResults = [ok(1_000n * E18, 300_000n * E18), ok(1_000n * E18, 100_000n * E9)];
    expect(decodeFuelPriceText(results, reads)).toBe('3.000');
  });

  it('rounds half up to 3 decimals', () => {
    const { reads } = plan();
    // 1 BNB = 250.25 BUSD; 1 FUEL = 0.01 BNB -> 2.5025 -> "2.503".
    const results: ReadResults = [ok(1_000n * E18, 250_250n * E18), ok(1_000n * E18, 100_000n * E9)];
    expect(decodeFuelPriceText(results, reads)).toBe('2.503');
  });

  it('is unknown while loading, when a pair is missing or too shallow, and without FUEL', () => {
    const { reads } = plan();
    expect(decodeFuelPriceText(undefined, reads)).toBeUndefined();
    expect(
      decodeFuelPriceText([ok(1_000n * E18, 300_000n * E18), { status: 'failure', error: new Error('no pair') }], reads),
    ).toBeUndefined();
    // 0.1 WBNB ($30) on the FUEL side: below the $100 pricing depth.
    expect(decodeFuelPriceText([ok(1_000n * E18, 300_000n * E18), ok(E18 / 10n, 10n * E9)], reads)).toBeUndefined();
    const { fuel: _, ...noFuel } = exchange;
    expect(decodeFuelPriceText([ok(1_000n * E18, 300_000n * E18)], plan(noFuel).reads)).toBeUndefined();
  });
});
