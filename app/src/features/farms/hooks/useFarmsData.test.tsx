// @vitest-environment happy-dom
/**
 * The farms screen's data hook over a scripted chain (an EIP-1193 transport
 * answering each eth_call from a table, decoded with the contracts' ABIs):
 * one batched read typed from the ABI (chain/reads.ts), prices from the farm
 * pairs (chain/prices.ts), and the dollar figures the cards show.
 */
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider, createConfig, custom } from 'wagmi';
import { decodeFunctionData, encodeFunctionResult, type Abi, type Address, type Hex } from 'viem';
import { erc20Abi, fuelChefAbi, pairAbi } from '@fuelswap/contracts';
import type { FarmsConfig } from '@fuelswap/config';

const CHAIN_ID = 31337;
const chain = { id: CHAIN_ID, name: 'Test', nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } };
vi.mock('../../../chain/runtime.ts', () => ({ runtime: () => ({ chainId: 31337, chain, exchange: {} }) }));

const { useFarmsData } = await import('./useFarmsData.ts');

const a = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address;
const E18 = 10n ** 18n;
const WBNB = { address: a(0xb0), symbol: 'WBNB', decimals: 18 };
const BUSD = { address: a(0xb1), symbol: 'BUSD', decimals: 18 };
const FUEL = { address: a(0xf0), symbol: 'FUEL', decimals: 18 };
const CHEF = a(0xc1);
const LP_FUEL_BNB = a(0x11);
const LP_BUSD_BNB = a(0x12);
const USER = a(0xaa);

const config: FarmsConfig = {
  chainId: CHAIN_ID,
  chef: CHEF,
  bar: a(0xc2),
  vault: a(0xc3),
  fuelPerBlock: '1',
  keyFarms: { fuelBnb: 1, busdBnb: 2 },
  fuel: FUEL,
  wbnb: WBNB,
  usd: BUSD,
  farms: [
    { pid: 0, lpSymbol: 'FUEL', lpAddress: FUEL.address, token: FUEL, quoteToken: FUEL, isCommunity: false, allocPoint: 0 },
    { pid: 1, lpSymbol: 'FUEL-BNB LP', lpAddress: LP_FUEL_BNB, token: FUEL, quoteToken: WBNB, isCommunity: false, allocPoint: 60 },
    { pid: 2, lpSymbol: 'BUSD-BNB LP', lpAddress: LP_BUSD_BNB, token: BUSD, quoteToken: WBNB, isCommunity: false, allocPoint: 40 },
  ],
  pools: [],
};

type Answer = (args: readonly unknown[]) => unknown;
/** address → function name → answer (throwing = the call reverts). */
let contracts: Record<string, { abi: Abi; fns: Record<string, Answer> }> = {};

function scriptChain(failStakedOfPid2 = false) {
  // WBNB sorts before FUEL and BUSD, so it is token0 of both pairs.
  contracts = {
    [CHEF.toLowerCase()]: {
      abi: fuelChefAbi,
      fns: {
        totalAllocPoint: () => 100n,
        fuelPerBlock: () => E18,
        poolInfo: ([pid]) => [a(0), pid === 1n ? 60n : 40n, 0n, 0n],
        totalStaked: ([pid]) => {
          if (pid === 2n && failStakedOfPid2) throw new Error('revert');
          return pid === 1n ? 10n * E18 : 4n * E18;
        },
        userInfo: ([pid]) => (pid === 1n ? [5n * E18, 0n] : [0n, 0n]),
        pendingCake: ([pid]) => (pid === 1n ? 2n * E18 : 0n),
      },
    },
    [LP_FUEL_BNB.toLowerCase()]: {
      abi: [...pairAbi, ...erc20Abi] as Abi,
      fns: { getReserves: () => [E18, 100n * E18, 0], totalSupply: () => 20n * E18, allowance: () => 0n, balanceOf: () => 7n * E18 },
    },
    [LP_BUSD_BNB.toLowerCase()]: {
      abi: [...pairAbi, ...erc20Abi] as Abi,
      fns: { getReserves: () => [E18, 300n * E18, 0], totalSupply: () => 8n * E18, allowance: () => 0n, balanceOf: () => 0n },
    },
  };
}

async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
  if (method === 'eth_chainId') return `0x${CHAIN_ID.toString(16)}`;
  if (method === 'eth_blockNumber') return '0x10';
  if (method !== 'eth_call') throw new Error(`unexpected ${method}`);
  const [{ to, data }] = params as [{ to: string; data: Hex }];
  const c = contracts[to.toLowerCase()];
  if (!c) return '0x';
  const { functionName, args } = decodeFunctionData({ abi: c.abi, data });
  const answer = c.fns[functionName];
  if (!answer) throw new Error(`unexpected ${functionName}`);
  let result: unknown;
  try {
    result = answer(args ?? []);
  } catch {
    throw Object.assign(new Error('execution reverted'), { code: 3, data: '0x' });
  }
  return encodeFunctionResult({ abi: c.abi, functionName, result } as never);
}

function Providers({ children }: { children: ReactNode }) {
  const [wagmi] = useState(() => createConfig({ chains: [chain], transports: { [CHAIN_ID]: custom({ request }, { retryCount: 0 }) }, multiInjectedProviderDiscovery: false }));
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <WagmiProvider config={wagmi}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  );
}

afterEach(cleanup);

describe('useFarmsData', () => {
  it('prices FUEL from the farm pairs and shows the farm, the user and the earned dollars', async () => {
    scriptChain();
    const { result } = renderHook(() => useFarmsData(config, USER), { wrapper: Providers });
    await waitFor(() => expect(result.current.complete).toBe(true));
    const { farms, fuelPrice } = result.current;
    // BNB = 300 BUSD; FUEL = 1/100 BNB = 3 BUSD.
    expect(fuelPrice).toBe(3n * E18);
    expect(farms.map((f) => f.def.pid)).toEqual([1, 2]);
    const f1 = farms[0]!;
    expect(f1.allocPoint).toBe(60n);
    expect(f1.finished).toBe(false);
    expect(f1.lpTotalSupply).toBe(20n * E18);
    expect(f1.lpStaked).toBe(10n * E18);
    // Twice the quote reserve (1 BNB = $300) times the staked half of the supply.
    expect(f1.liquidityUsd).toBe(300n * E18);
    expect(f1.user).toEqual({ allowance: 0n, balance: 7n * E18, staked: 5n * E18, earnings: 2n * E18 });
    // 2 FUEL earned at $3.
    expect(f1.earnedUsd).toBe(6n * E18);
    expect(f1.apr).toBeGreaterThan(0n);
  });

  it('keeps the page when one read fails: only that figure is missing', async () => {
    scriptChain(true);
    const { result } = renderHook(() => useFarmsData(config, undefined), { wrapper: Providers });
    await waitFor(() => expect(result.current.complete).toBe(true));
    const [f1, f2] = result.current.farms;
    expect(f2!.lpStaked).toBeUndefined();
    expect(f2!.liquidityUsd).toBeUndefined();
    expect(f2!.allocPoint).toBe(40n);
    expect(f1!.liquidityUsd).toBe(300n * E18);
    expect(f1!.user).toBeUndefined();
  });
});
