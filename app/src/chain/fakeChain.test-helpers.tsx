/**
 * A scripted chain for app-level hook tests: an EIP-1193 transport that
 * answers eth_call from a table of contracts (each decoded with its ABI), and
 * Multicall3's aggregate3 (so batched reads go through one request, as on the
 * devnet). A function that throws is a reverted call. wagmi and react-query
 * providers around it, with no retries.
 */
import { useState, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { WagmiProvider, createConfig, custom } from 'wagmi';
import { decodeFunctionData, encodeFunctionResult, type Abi, type Address, type Chain, type Hex } from 'viem';
import { multicall3Abi } from '@fuelswap/contracts';

export const CHAIN_ID = 31337;
export const MULTICALL = '0x00000000000000000000000000000000000ca11a' as Address;
export const a = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address;

/** With Multicall3 (batched) or without (one eth_call per read). */
export function testChain(multicall: boolean): Chain {
  return {
    id: CHAIN_ID,
    name: 'Test',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
    ...(multicall ? { contracts: { multicall3: { address: MULTICALL } } } : {}),
  };
}

type Answer = (args: readonly unknown[]) => unknown;
export type Contracts = Record<string, { abi: Abi; fns: Record<string, Answer> }>;

/** Returns the encoded result, or throws for a revert. */
function call(contracts: Contracts, to: string, data: Hex): Hex {
  const c = contracts[to.toLowerCase()];
  if (!c) return '0x';
  const { functionName, args } = decodeFunctionData({ abi: c.abi, data });
  const answer = c.fns[functionName];
  if (!answer) throw new Error(`unexpected ${functionName}`);
  return encodeFunctionResult({ abi: c.abi, functionName, result: answer(args ?? []) } as never);
}

export function fakeRequest(contracts: () => Contracts) {
  return async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    if (method === 'eth_chainId') return `0x${CHAIN_ID.toString(16)}`;
    if (method === 'eth_blockNumber') return '0x10';
    if (method !== 'eth_call') throw new Error(`unexpected ${method}`);
    const [{ to, data }] = params as [{ to: string; data: Hex }];
    if (to.toLowerCase() === MULTICALL) {
      const { functionName, args } = decodeFunctionData({ abi: multicall3Abi, data });
      if (functionName === 'aggregate3') {
        const [calls] = args as unknown as [readonly { target: Address; callData: Hex }[]];
        const results = calls.map((c) => {
          try {
            return { success: true, returnData: call(contracts(), c.target, c.callData) };
          } catch {
            return { success: false, returnData: '0x' as Hex };
          }
        });
        return encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: results });
      }
    }
    try {
      return call(contracts(), to, data);
    } catch {
      throw Object.assign(new Error('execution reverted'), { code: 3, data: '0x' });
    }
  };
}

/** `onRequest` sees every JSON-RPC request the app sends (e.g. to count the eth_calls of a refresh). */
export function fakeProviders(chain: Chain, contracts: () => Contracts, onRequest?: (r: { method: string; params?: unknown }) => void) {
  const answer = fakeRequest(contracts);
  const request = async (r: { method: string; params?: unknown }) => {
    onRequest?.(r);
    return answer(r);
  };
  return function Providers({ children }: { children: ReactNode }) {
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
  };
}

/** The calldata of every eth_call the fake chain answers (one per aggregate3 request): pass `onRequest` to fakeProviders. */
export function callRecorder() {
  const calls: Hex[] = [];
  const onRequest = ({ method, params }: { method: string; params?: unknown }) => {
    if (method === 'eth_call') calls.push((params as [{ data: Hex }])[0].data);
  };
  return { calls, onRequest };
}

/** The block watcher's part on a new block that these tests need: refresh the batched reads (chain/reads.ts). */
export async function newBlock(queryClient: QueryClient) {
  await act(async () => {
    await queryClient.invalidateQueries({ queryKey: ['perBlock', 'reads'] });
  });
}

/** Renders a read hook on the fake chain, with the query client (for `newBlock`) beside its value. */
export function renderOnFakeChain<T>(
  hook: () => T,
  chain: Chain,
  contracts: () => Contracts,
  onRequest?: (r: { method: string; params?: unknown }) => void,
) {
  return renderHook(() => ({ value: hook(), queryClient: useQueryClient() }), { wrapper: fakeProviders(chain, contracts, onRequest) });
}
