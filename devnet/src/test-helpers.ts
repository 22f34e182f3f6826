/** Shared fixtures for the devnet's unit tests (no I/O). */
import { getAddress, keccak256, toHex, type Address } from 'viem';
import type { Deployment } from '@fuelswap/config';
import { PAIRS, TOKENS, WBNB_SPEC } from './seed-plan.ts';
import { logoPath } from './tokenlist.ts';

export const fakeAddress = (label: string): Address => getAddress(`0x${keccak256(toHex(label)).slice(26)}`);

/** A deployment shaped like the deployer's output, with made-up addresses. */
export function fakeDeployment(): Deployment {
  const tokens = [WBNB_SPEC, ...TOKENS].map((t) => ({
    symbol: t.symbol,
    name: t.name,
    address: fakeAddress(t.symbol),
    decimals: t.decimals,
    logoURI: logoPath(t.symbol),
    ...(t.tags ? { tags: [...t.tags] } : {}),
  }));
  return {
    chainId: 31337,
    rpcUrl: 'http://127.0.0.1:8545',
    startBlock: 1,
    initCodeHash: keccak256(toHex('pair')),
    sourceHash: 'abc123',
    contracts: {
      WBNB: fakeAddress('WBNB'),
      Factory: fakeAddress('Factory'),
      Router: fakeAddress('Router'),
      Multicall3: fakeAddress('Multicall3'),
    },
    tokens,
    pairs: PAIRS.map((p) => {
      const [a, b] = [fakeAddress(p.a), fakeAddress(p.b)];
      const [token0, token1] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a];
      return { address: fakeAddress(`${p.a}-${p.b}`), token0, token1, name: `${p.a}-${p.b}` };
    }),
    accounts: {
      deployer: fakeAddress('deployer'),
      feeTo: fakeAddress('feeTo'),
      devWallet: fakeAddress('dev'),
      devWalletPrivateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    },
    deployedAt: '2021-05-01T12:00:00.000Z',
  };
}
