/**
 * Which logo a devnet token gets: every token the devnet deploys has the logo its web server draws, the auction
 * projects' tokens (outside the deployment's token list) included, and a token the devnet did not deploy none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Token } from '@fuelswap/sdk';
import { loadRuntime } from '../../../chain/runtime.ts';
import { logoSources } from './CurrencyLogo.tsx';

const A = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as const;
const file = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:8545',
  startBlock: 1,
  initCodeHash: `0x${'ab'.repeat(32)}`,
  contracts: { WBNB: A(0x10), Factory: A(0x11), Router: A(0x12), Multicall3: A(0x13) },
  tokens: [
    { symbol: 'WBNB', name: 'Wrapped BNB', address: A(0x10), decimals: 18 },
    { symbol: 'BUSD', name: 'Binance USD', address: A(0x14), decimals: 18 },
  ],
  pairs: [],
  accounts: { deployer: A(0x21), feeTo: A(0x22), devWallet: A(0x23), devWalletPrivateKey: `0x${'11'.repeat(32)}` },
  auction: {
    chainId: 31337,
    address: A(0xb1),
    operator: A(0xb2),
    startBlock: 4,
    projects: [
      { account: A(0xc1), name: 'Kalmar', token: 'KALM', farm: { tokenAddress: A(0xd1), tokenDecimals: 18, lpAddress: A(0xe1) } },
      { account: A(0xc2), name: 'Hot Cross', token: 'HOTCROSS', farm: { tokenAddress: A(0xd2), tokenDecimals: 18, lpAddress: A(0xe2) } },
      { account: A(0xc3), name: 'No Farm', token: 'NOFARM' },
    ],
  },
};

const serving = (json: unknown) =>
  (async (url: string) =>
    url === '/devnet/deployment.json' ? new Response(JSON.stringify(json)) : new Response('', { status: 404 })) as unknown as typeof fetch;

describe('devnet token logos', () => {
  beforeAll(async () => {
    await loadRuntime(serving(file));
  });

  it('a deployed token gets the logo the devnet server draws for its symbol', () => {
    expect(logoSources(new Token(31337, A(0x14), 18, 'BUSD', 'Binance USD'))).toEqual(['/devnet/logos/BUSD.svg']);
  });

  it("an auction project's token gets its logo too (the symbol from the auction section, whatever the token calls itself)", () => {
    expect(logoSources(new Token(31337, A(0xd1), 18, 'KALM', 'Kalmar'))).toEqual(['/devnet/logos/KALM.svg']);
    expect(logoSources(new Token(31337, A(0xd2), 18, 'HOT', 'Hot Cross'))).toEqual(['/devnet/logos/HOTCROSS.svg']);
  });

  it('a token the devnet did not deploy gets no devnet logo (a letter avatar)', () => {
    expect(logoSources(new Token(31337, A(0xf1), 18, 'KALM', 'Fake Kalmar'))).toEqual([]);
  });
});
