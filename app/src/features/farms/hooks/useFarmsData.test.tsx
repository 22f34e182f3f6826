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
const chain = {
  id: CHAIN_ID,
  name: 'Test',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
};
const mocked = vi.hoisted(() => ({ deployment: undefined as unknown }));
vi.mock('../../../chain/runtime.ts', () => ({ runtime: () => ({ chainId: 31337, chain, exchange: {}, deployment: mocked.deployment }) }));

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
const PRJ = a(0xd0);
const LP_PRJ = a(0xd1);
const LP_LOST = a(0xd2);

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
        poolInfo: ([pid]) => [a(0), pid === 1n ? 60n : pid === 3n ? 100n : 40n, 0n, 0n],
        totalStaked: ([pid]) => {
          if (pid === 2n && failStakedOfPid2) throw new Error('revert');
          return pid === 1n ? 10n * E18 : pid === 3n ? 2n * E18 : 4n * E18;
        },
        userInfo: ([pid]) => (pid === 1n ? [5n * E18, 0n] : pid === 3n ? [E18, 0n] : [0n, 0n]),
        pendingCake: ([pid]) => (pid === 1n ? 2n * E18 : pid === 3n ? E18 : 0n),
        // The auction winner's farm: pid 3 until block 500; the other project has none.
        farmOf: ([lp]) => ((lp as string).toLowerCase() === LP_PRJ.toLowerCase() ? [true, 3n, 500n] : [false, 0n, 0n]),
      },
    },
    [LP_FUEL_BNB.toLowerCase()]: {
      abi: [...pairAbi, ...erc20Abi] as Abi,
      fns: { getReserves: () => [E18, 100n * E18, 0], totalSupply: () => 20n * E18, allowance: () => 0n, balanceOf: () => 7n * E18 },
    },
    [LP_PRJ.toLowerCase()]: {
      abi: [...pairAbi, ...erc20Abi] as Abi,
      // WBNB (0xb0) is token0: 2 BNB against 1,000 PRJ.
      fns: { getReserves: () => [2n * E18, 1000n * E18, 0], totalSupply: () => 4n * E18, allowance: () => 0n, balanceOf: () => 3n * E18 },
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
  const [wagmi] = useState(() =>
    createConfig({
      chains: [chain],
      transports: { [CHAIN_ID]: custom({ request }, { retryCount: 0 }) },
      multiInjectedProviderDiscovery: false,
    }),
  );
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

  it("adds the auction winners' farms with their end, and a wallet connecting later reads their user data", async () => {
    scriptChain();
    const farm = (lpAddress: Address) => ({ tokenAddress: PRJ, tokenDecimals: 18, lpAddress });
    // The runtime's deployment as loadRuntime leaves it: the auction section still JSON, parsed where the hook reads it.
    mocked.deployment = {
      chainId: CHAIN_ID,
      unparsed: {
        auction: {
          chainId: CHAIN_ID,
          address: a(0xa0),
          operator: a(0xa1),
          startBlock: 1,
          projects: [
            { account: a(0xe1), name: 'Project', token: 'PRJ', farm: farm(LP_PRJ) },
            { account: a(0xe2), name: 'Lost', token: 'LST', farm: farm(LP_LOST) },
            { account: a(0xe3), name: 'No farm', token: 'NF' },
          ],
        },
      },
    };
    try {
      const { result, rerender } = renderHook(
        ({ account }: { account: Address | undefined }) => useFarmsData(config, account, { auctionFarms: true }),
        {
          wrapper: Providers,
          initialProps: { account: undefined as Address | undefined },
        },
      );
      await waitFor(() => expect(result.current.farms.find((f) => f.def.pid === 3)?.lpStaked).toBe(2n * E18));
      const p = result.current.farms.find((f) => f.def.pid === 3)!;
      expect(result.current.farms.map((f) => f.def.pid)).toEqual([1, 2, 3]);
      expect(p.def.lpSymbol).toBe('PRJ-BNB LP');
      expect(p.project).toBe('Project');
      expect(p.endBlock).toBe(500n);
      expect(p.allocPoint).toBe(100n);
      expect(p.multiplier).toBe('1X');
      // 2 BNB of quote at $300, doubled, half the LP staked: $600.
      expect(p.liquidityUsd).toBe(600n * E18);
      expect(p.user).toBeUndefined();
      // The wallet connects: the user's reads come in before the auction farms' (the plan changes shape).
      rerender({ account: USER });
      await waitFor(() => expect(result.current.farms.find((f) => f.def.pid === 3)?.user?.staked).toBe(E18));
      const q = result.current.farms.find((f) => f.def.pid === 3)!;
      expect(q.user).toEqual({ allowance: 0n, balance: 3n * E18, staked: E18, earnings: E18 });
      expect(q.allocPoint).toBe(100n);
    } finally {
      mocked.deployment = undefined;
    }
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
