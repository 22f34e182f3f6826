import type { TokenInfo, TokenList, TokenListVersion } from './types.ts';

export const WBNB: TokenInfo = {
  chainId: 56,
  address: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
  decimals: 18,
  symbol: 'WBNB',
  name: 'Wrapped BNB',
  logoURI: 'https://example.org/wbnb.png',
};
export const BUSD: TokenInfo = {
  chainId: 56,
  address: '0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56',
  decimals: 18,
  symbol: 'BUSD',
  name: 'Binance USD',
};
export const CAKE: TokenInfo = {
  chainId: 56,
  address: '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82',
  decimals: 18,
  symbol: 'CAKE',
  name: 'PancakeSwap Token',
};
export const USDT: TokenInfo = {
  chainId: 56,
  address: '0x55d398326f99059fF775485246999027B3197955',
  decimals: 18,
  symbol: 'USDT',
  name: 'Tether USD',
};

export function makeList(
  tokens: readonly TokenInfo[],
  version: TokenListVersion = { major: 1, minor: 0, patch: 0 },
  name = 'FuelSwap Default',
): TokenList {
  return { name, timestamp: '2021-05-01T00:00:00.000Z', version, tokens };
}
