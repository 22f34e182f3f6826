/** Small devnet-like tokens and pairs for the swap feature's unit tests. */
import { getAddress } from 'viem';
import { CurrencyAmount, NativeCurrency, Pair, Token } from '@fuelswap/sdk';

export const CHAIN_ID = 31337;
export const addr = (n: number) => getAddress(`0x${n.toString(16).padStart(40, '0')}`);

export const WBNB = new Token(CHAIN_ID, addr(0x1001), 18, 'WBNB', 'Wrapped BNB');
export const BNB = new NativeCurrency(WBNB);
export const BUSD = new Token(CHAIN_ID, addr(0x1003), 18, 'BUSD', 'Binance USD');
export const USDT = new Token(CHAIN_ID, addr(0x1004), 18, 'USDT', 'Tether USD');
export const TAXED = new Token(CHAIN_ID, addr(0x1005), 18, 'SAFEMOON', 'SafeMoon', { tags: ['taxed'] });
export const E18 = 10n ** 18n;

let pairN = 0x9000;
export function pair(a: Token, ra: bigint, b: Token, rb: bigint): Pair {
  return new Pair(CurrencyAmount.fromRaw(a, ra), CurrencyAmount.fromRaw(b, rb), addr(pairN++));
}
