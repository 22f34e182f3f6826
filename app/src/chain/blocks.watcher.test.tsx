// @vitest-environment happy-dom
/**
 * The block watcher over the app's real transport (chain/wagmi.ts: fallback,
 * JSON-RPC batching, Multicall3 batching) against a scripted RPC behind
 * `fetch`: one HTTP request per refresh, carrying the block number and the
 * page's aggregate3; a silent RPC marks the chain stale
 * and the next block clears it ("Stale data and outages").
 */
import { cleanup, render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider, createConfig, useReadContract } from 'wagmi';
import { erc20Abi, type Hex } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockWatcher, useHealthStore } from './blocks.ts';
import { CHAIN_ID, a, fakeRequest, testChain } from './fakeChain.test-helpers.tsx';
import { MULTICALL_BATCH, rpcTransport } from './wagmi.ts';

const TOKEN = a(0xaa);

/** A JSON-RPC endpoint behind fetch: records each POST's methods; the block grows by one per answer. */
function scriptedRpc() {
  let block = 100;
  let silent = false;
  const posts: string[][] = [];
  const answer = fakeRequest(() => ({ [TOKEN]: { abi: erc20Abi, fns: { totalSupply: () => 1000n } } }));
  const one = async (c: { id: number; method: string; params?: unknown }) => {
    const result = c.method === 'eth_blockNumber' ? `0x${(block++).toString(16)}` : await answer({ method: c.method, params: c.params });
    return { jsonrpc: '2.0', id: c.id, result: result as Hex };
  };
  const fetchImpl = async (_url: unknown, init?: RequestInit): Promise<Response> => {
    const body = JSON.parse(String(init?.body)) as
      | { id: number; method: string; params?: unknown }
      | { id: number; method: string; params?: unknown }[];
    const calls = Array.isArray(body) ? body : [body];
    posts.push(calls.map((c) => c.method));
    if (silent) return new Promise<Response>(() => undefined);
    const out = Array.isArray(body) ? await Promise.all(calls.map(one)) : await one(body);
    return new Response(JSON.stringify(out), { headers: { 'content-type': 'application/json' } });
  };
  return { posts, fetchImpl, setSilent: (v: boolean) => (silent = v) };
}

function Page() {
  const { data } = useReadContract({ address: TOKEN, abi: erc20Abi, functionName: 'totalSupply', chainId: CHAIN_ID });
  return <p>{data?.toString() ?? '…'}</p>;
}

function Providers({ children }: { children: ReactNode }) {
  const [wagmi] = useState(() =>
    createConfig({
      chains: [testChain(true)],
      transports: { [CHAIN_ID]: rpcTransport(['http://rpc.test']) },
      batch: { multicall: MULTICALL_BATCH },
      multiInjectedProviderDiscovery: false,
    }),
  );
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY } } }),
  );
  return (
    <WagmiProvider config={wagmi}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useHealthStore.getState().set(false);
});

describe('BlockWatcher', () => {
  it('refreshes with one HTTP request per poll: the block number and the aggregate3 in one JSON-RPC batch', async () => {
    const rpc = scriptedRpc();
    vi.stubGlobal('fetch', rpc.fetchImpl);
    render(
      <Providers>
        <BlockWatcher chainId={CHAIN_ID} />
        <Page />
      </Providers>,
    );
    // The first poll, then two refreshes (a poll every 3 s on the devnet); waited for, not timed.
    const refreshes = () => rpc.posts.filter((m) => m.includes('eth_blockNumber'));
    await vi.waitFor(() => expect(refreshes().length).toBeGreaterThanOrEqual(3), { timeout: 20_000, interval: 100 });
    // After the first one, every POST is a refresh carrying both the block number and the read.
    const later = rpc.posts.slice(rpc.posts.indexOf(refreshes()[1]!));
    expect(later.length).toBeGreaterThanOrEqual(2);
    for (const post of later) expect(post).toEqual(['eth_blockNumber', 'eth_call']);
  }, 30_000);

  it('marks the chain stale after two polls (6 s on the devnet) without an answer, not before', async () => {
    const rpc = scriptedRpc();
    vi.stubGlobal('fetch', rpc.fetchImpl);
    render(
      <Providers>
        <BlockWatcher chainId={CHAIN_ID} />
      </Providers>,
    );
    await vi.waitFor(() => expect(rpc.posts.length).toBeGreaterThan(0), { timeout: 5_000 });
    const lastAnswer = Date.now();
    rpc.setSilent(true);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(useHealthStore.getState().stale).toBe(false);
    await vi.waitFor(() => expect(useHealthStore.getState().stale).toBe(true), { timeout: 15_000, interval: 100 });
    // Never before the threshold (two 3-second polls) after the last block seen.
    expect(Date.now() - lastAnswer).toBeGreaterThan(6_000);
  }, 30_000);
});
