/**
 * Which logo a devnet token gets: every token the devnet deploys has the logo its web server draws, the auction
 * projects' tokens (outside the deployment's token list) included, and a token the devnet did not deploy none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Token } from '@fuelswap/sdk';
import { loadRuntime } from '../../../chain/runtime.ts';
import { address as A, deploymentCore, servingDeployment as serving } from '../../../chain/runtime.test-helpers.ts';
import { logoSources } from './CurrencyLogo.tsx';

const file = {
  ...deploymentCore,
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
