/**
 * Test fixtures for the tokens feature: a devnet-like runtime and tokens.
 * Imports nothing from the app, so vi.mock factories can use it.
 */
import type { Chain } from 'viem';

export const CHAIN_ID = 31337;
export const chain: Chain = {
  id: CHAIN_ID,
  name: 'Test Devnet',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
};

export const addr = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as const;

export const WBNB = { chainId: CHAIN_ID, address: addr(0xb0), decimals: 18, symbol: 'WBNB', name: 'Wrapped BNB' };
export const BUSD = { chainId: CHAIN_ID, address: addr(0xb1), decimals: 18, symbol: 'BUSD', name: 'Binance USD' };
export const CAKE = { chainId: CHAIN_ID, address: addr(0xc0), decimals: 18, symbol: 'CAKE', name: 'PancakeSwap Token' };
export const FUEL = { chainId: CHAIN_ID, address: addr(0xf0), decimals: 9, symbol: 'FUEL', name: 'FuelSwap Token' };

export const DEFAULT_LIST_URL = '/devnet/tokenlist.json';

export function fakeRuntime() {
  return {
    chainId: CHAIN_ID,
    chain,
    rpcUrls: ['http://127.0.0.1:1'],
    exchange: {
      chainId: CHAIN_ID,
      factory: addr(1),
      router: addr(2),
      initCodeHash: `0x${'00'.repeat(32)}`,
      wrappedNative: WBNB,
      bases: [WBNB, BUSD],
      tokens: [WBNB, BUSD, CAKE, FUEL],
      usd: BUSD,
      knownRouters: [addr(2)],
      defaultListUrls: [DEFAULT_LIST_URL],
    },
  };
}
