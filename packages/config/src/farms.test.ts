import { describe, expect, it } from 'vitest';
import { getAddress } from 'viem';
import { devnetFarmsConfig, farmsConfig, parseDeployedFarms } from './farms.ts';
import { parseDeployment } from './deployment.ts';

const A = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const FUEL = A(0xf0);
const WBNB = A(0xbb);
const BUSD = A(0xb5);
const CAKE = A(0xca);

const farmsSection = {
  chainId: 31337,
  chef: A(1),
  bar: A(2),
  vault: A(3),
  treasury: A(4),
  vaultAdmin: A(5),
  fuelPerBlock: '40',
  startBlock: 9,
  keyFarms: { fuelBnb: 2, busdBnb: 1 },
  farms: [
    {
      pid: 0,
      lpSymbol: 'FUEL',
      lpAddress: FUEL,
      token: FUEL,
      quoteToken: WBNB,
      tokenSymbol: 'FUEL',
      quoteTokenSymbol: 'BNB',
      allocPoint: 2000,
      isCommunity: false,
    },
    {
      pid: 1,
      lpSymbol: 'BUSD-BNB LP',
      lpAddress: A(0x101),
      token: BUSD,
      quoteToken: WBNB,
      tokenSymbol: 'BUSD',
      quoteTokenSymbol: 'BNB',
      allocPoint: 1000,
      isCommunity: false,
    },
    {
      pid: 2,
      lpSymbol: 'FUEL-BNB LP',
      lpAddress: A(0x102),
      token: FUEL,
      quoteToken: WBNB,
      tokenSymbol: 'FUEL',
      quoteTokenSymbol: 'BNB',
      allocPoint: 4000,
      isCommunity: false,
    },
    {
      pid: 3,
      lpSymbol: 'CAKE-BNB LP',
      lpAddress: A(0x103),
      token: CAKE,
      quoteToken: WBNB,
      tokenSymbol: 'CAKE',
      quoteTokenSymbol: 'BNB',
      allocPoint: 1000,
      isCommunity: true,
    },
  ],
  pools: [
    {
      sousId: 0,
      contractAddress: A(1),
      stakingToken: FUEL,
      earningToken: FUEL,
      stakingTokenSymbol: 'FUEL',
      earningTokenSymbol: 'FUEL',
      stakingTokenDecimals: 9,
      earningTokenDecimals: 9,
      poolCategory: 'CORE',
      tokenPerBlock: '10',
      startBlock: 9,
      endBlock: 0,
      stakingLimit: '0',
      isFinished: false,
      enableEmergencyWithdraw: false,
      sortOrder: 1,
      harvest: true,
    },
    {
      sousId: 1,
      contractAddress: A(0x201),
      stakingToken: FUEL,
      earningToken: CAKE,
      stakingTokenSymbol: 'FUEL',
      earningTokenSymbol: 'CAKE',
      stakingTokenDecimals: 9,
      earningTokenDecimals: 18,
      poolCategory: 'CORE',
      tokenPerBlock: '0.5',
      startBlock: 9,
      endBlock: 201609,
      stakingLimit: '100000000000',
      isFinished: false,
      enableEmergencyWithdraw: false,
      sortOrder: 999,
      harvest: true,
    },
    {
      sousId: 2,
      contractAddress: A(0x202),
      stakingToken: WBNB,
      earningToken: CAKE,
      stakingTokenSymbol: 'WBNB',
      earningTokenSymbol: 'CAKE',
      stakingTokenDecimals: 18,
      earningTokenDecimals: 18,
      poolCategory: 'BINANCE',
      tokenPerBlock: '0.4',
      startBlock: 9,
      endBlock: 201609,
      stakingLimit: '0',
      isFinished: false,
      enableEmergencyWithdraw: false,
      sortOrder: 999,
      harvest: true,
    },
    {
      sousId: 3,
      contractAddress: A(0x203),
      stakingToken: FUEL,
      earningToken: CAKE,
      stakingTokenSymbol: 'FUEL',
      earningTokenSymbol: 'CAKE',
      stakingTokenDecimals: 9,
      earningTokenDecimals: 18,
      poolCategory: 'COMMUNITY',
      tokenPerBlock: '1.1',
      startBlock: 0,
      endBlock: 7,
      stakingLimit: '0',
      isFinished: true,
      enableEmergencyWithdraw: true,
      sortOrder: 999,
      harvest: true,
    },
  ],
};

const deploymentJson = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:8545',
  startBlock: 1,
  initCodeHash: `0x${'ab'.repeat(32)}`,
  sourceHash: 'h',
  contracts: { WBNB, Factory: A(0x11), Router: A(0x12), Multicall3: A(0x13) },
  tokens: [
    { symbol: 'WBNB', name: 'Wrapped BNB', address: WBNB, decimals: 18 },
    { symbol: 'FUEL', name: 'Fuel Token', address: FUEL, decimals: 9 },
    { symbol: 'BUSD', name: 'Binance USD', address: BUSD, decimals: 18 },
    { symbol: 'CAKE', name: 'PancakeSwap Token', address: CAKE, decimals: 18 },
  ],
  pairs: [],
  accounts: { deployer: A(0x21), feeTo: A(0x22), devWallet: A(0x23), devWalletPrivateKey: `0x${'11'.repeat(32)}` },
  deployedAt: '2024-01-01T00:00:00.000Z',
};

describe('farms config', () => {
  it('an older deployment file without farms still parses; the devnet then has no farms config', () => {
    const d = parseDeployment(deploymentJson);
    expect(d.farms).toBeUndefined();
    expect(devnetFarmsConfig(d)).toBeUndefined();
    expect(farmsConfig()).toBeUndefined();
  });

  it('parses the farms section and maps it to the chain-neutral config', () => {
    const d = parseDeployment({ ...deploymentJson, farms: farmsSection });
    expect(d.farms?.pools).toHaveLength(4);
    const c = farmsConfig(d)!;
    expect(c.fuel).toEqual({ address: getAddress(FUEL), symbol: 'FUEL', decimals: 9 });
    expect(c.usd.symbol).toBe('BUSD');
    expect(c.keyFarms).toEqual({ fuelBnb: 2, busdBnb: 1 });
    expect(c.farms.find((f) => f.pid === 3)).toMatchObject({
      isCommunity: true,
      token: { symbol: 'CAKE', decimals: 18 },
      quoteToken: { symbol: 'BNB' },
    });
    const bnbPool = c.pools.find((p) => p.sousId === 2)!;
    expect(bnbPool).toMatchObject({ isNative: true, poolCategory: 'BINANCE', stakingToken: { symbol: 'BNB', decimals: 18 } });
    expect(c.pools.find((p) => p.sousId === 1)!.stakingLimit).toBe(100_000_000_000n);
    expect(c.pools.find((p) => p.sousId === 3)).toMatchObject({ isFinished: true, enableEmergencyWithdraw: true });
  });

  it('rejects what the app cannot use, naming the field', () => {
    const bad = (patch: (f: typeof farmsSection) => unknown) => () =>
      parseDeployment({ ...deploymentJson, farms: patch(structuredClone(farmsSection)) });
    expect(bad((f) => ({ ...f, chef: 'nope' }))).toThrow(/farms: chef is not an address/);
    expect(bad((f) => ({ ...f, chainId: 56 }))).toThrow(/farms.chainId 56/);
    expect(bad((f) => ({ ...f, keyFarms: { fuelBnb: 99, busdBnb: 1 } }))).toThrow(/keyFarms.fuelBnb 99/);
    expect(bad((f) => ({ ...f, pools: [...f.pools, f.pools[1]] }))).toThrow(/sousId 1 is listed twice/);
    expect(bad((f) => ({ ...f, pools: [{ ...f.pools[1], poolCategory: 'AUTO' }] }))).toThrow(/poolCategory/);
    expect(bad((f) => ({ ...f, pools: [{ ...f.pools[1], stakingLimit: '1.5' }] }))).toThrow(/stakingLimit/);
    expect(bad((f) => ({ ...f, pools: [{ ...f.pools[1], endBlock: 9 }] }))).toThrow(/ends \(9\) before it starts/);
    expect(() => parseDeployedFarms({ ...farmsSection, farms: 'x' })).toThrow(/Invalid farms config: farms.farms missing/);
  });
});
