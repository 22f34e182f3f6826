/** Test fixtures for the swap domain: devnet-like tokens and pairs. Not exported from the package. */
import { getAddress } from 'viem';
import { CurrencyAmount } from './amount.ts';
import { NativeCurrency, Token } from './currency.ts';
import { Pair } from './pair.ts';
import { computePairAddress } from './pair-address.ts';

export const CHAIN_ID = 31337;
export const FACTORY = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
/** Any 32-byte value works for tests; the devnet's real one comes from its build. */
export const INIT_CODE_HASH = '0x1111111111111111111111111111111111111111111111111111111111111111';

/** A checksummed address from a number, unique per n. */
export function addr(n: number | bigint): string {
  return getAddress(`0x${BigInt(n).toString(16).padStart(40, '0')}`);
}

export const WBNB = new Token(CHAIN_ID, addr(0x1001), 18, 'WBNB', 'Wrapped BNB');
export const BNB = new NativeCurrency(WBNB);
export const FUEL = new Token(CHAIN_ID, addr(0x1002), 9, 'FUEL', 'FuelSwap Token');
export const BUSD = new Token(CHAIN_ID, addr(0x1003), 18, 'BUSD', 'Binance USD');
export const USDT = new Token(CHAIN_ID, addr(0x1004), 18, 'USDT', 'Tether USD');
export const ZERO_DEC = new Token(CHAIN_ID, addr(0x1005), 0, 'ZERO', 'No decimals');

export function pair(a: Token, ra: bigint, b: Token, rb: bigint): Pair {
  return new Pair(CurrencyAmount.fromRaw(a, ra), CurrencyAmount.fromRaw(b, rb), computePairAddress(FACTORY, a, b, INIT_CODE_HASH));
}

export const E18 = 10n ** 18n;
export const E9 = 10n ** 9n;
