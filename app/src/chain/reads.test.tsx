// @vitest-environment happy-dom
/**
 * The batched reads (chain/reads.ts) over a scripted chain: one aggregate3 eth_call per 500 reads, each read
 * decoded on its own (a revert, an address without the function, an argument that cannot be encoded fail that
 * read alone), one eth_call per read on a chain without Multicall3, and a failed request keeps the last answer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { decodeFunctionData } from 'viem';
import { erc20Abi, multicall3Abi } from '@fuelswap/contracts';
import { a, callRecorder, CHAIN_ID, newBlock, renderOnFakeChain, testChain, type Contracts } from './fakeChain.test-helpers.tsx';

const chains = { multicall: testChain(true), plain: testChain(false) };
let chain = chains.multicall;
vi.mock('./runtime.ts', () => ({ runtime: () => ({ chainId: 31337, chain }) }));

const { ReadPlan, READ_CHUNK, readValue, useBatchedReads } = await import('./reads.ts');

const TOKEN = a(0x70);
const NOT_A_CONTRACT = a(0x71);
let supply = 1_000n;
const contracts = (): Contracts => ({
  [TOKEN.toLowerCase()]: {
    abi: erc20Abi,
    fns: {
      totalSupply: () => supply,
      balanceOf: ([owner]) => BigInt(owner as string),
      decimals: () => {
        throw new Error('reverts');
      },
    },
  },
});

const { calls, onRequest } = callRecorder();
afterEach(() => {
  cleanup();
  calls.length = 0;
  chain = chains.multicall;
  supply = 1_000n;
});

function plan(build: (p: InstanceType<typeof ReadPlan>) => void) {
  const p = new ReadPlan(CHAIN_ID);
  build(p);
  return p;
}

describe('useBatchedReads', () => {
  it('reads a plan in one aggregate3, each read decoded or failed on its own', async () => {
    const handles: Record<string, number> = {};
    const p = plan((p) => {
      handles.supply = p.add(TOKEN, erc20Abi, 'totalSupply');
      handles.balance = p.add(TOKEN, erc20Abi, 'balanceOf', [a(7)]);
      handles.reverts = p.add(TOKEN, erc20Abi, 'decimals');
      handles.noCode = p.add(NOT_A_CONTRACT, erc20Abi, 'totalSupply');
      // Not an address: cannot be encoded, so it never reaches the chain.
      handles.bad = p.add(TOKEN, erc20Abi, 'balanceOf', ['nope' as `0x${string}`]);
    });
    const { result } = renderOnFakeChain(() => useBatchedReads(p), chain, contracts, onRequest);
    await waitFor(() => expect(result.current.value.results).toBeDefined());
    const results = result.current.value.results;
    expect(readValue(results, handles.supply)).toBe(1_000n);
    expect(readValue(results, handles.balance)).toBe(7n);
    expect(results?.map((r) => r.status)).toEqual(['success', 'success', 'failure', 'failure', 'failure']);
    expect(calls).toHaveLength(1);
    const { functionName, args } = decodeFunctionData({ abi: multicall3Abi, data: calls[0]! });
    expect(functionName).toBe('aggregate3');
    expect((args as unknown as [readonly unknown[]])[0]).toHaveLength(4);
  });

  it(`sends at most ${READ_CHUNK} reads in one aggregate3, in order`, async () => {
    const n = 2 * READ_CHUNK + 1;
    const p = plan((p) => {
      for (let i = 1; i <= n; i++) p.add(TOKEN, erc20Abi, 'balanceOf', [a(i)]);
    });
    const { result } = renderOnFakeChain(() => useBatchedReads(p), chain, contracts, onRequest);
    await waitFor(() => expect(result.current.value.results).toBeDefined());
    expect(calls).toHaveLength(3);
    expect(result.current.value.results?.map((r) => (r.status === 'success' ? r.result : r.status))).toEqual(
      Array.from({ length: n }, (_, i) => BigInt(i + 1)),
    );
  });

  it('reads one eth_call per read on a chain without Multicall3', async () => {
    chain = chains.plain;
    const p = plan((p) => {
      p.add(TOKEN, erc20Abi, 'totalSupply');
      p.add(TOKEN, erc20Abi, 'decimals');
    });
    const { result } = renderOnFakeChain(() => useBatchedReads(p), chain, contracts, onRequest);
    await waitFor(() => expect(result.current.value.results).toBeDefined());
    expect(result.current.value.results?.map((r) => r.status)).toEqual(['success', 'failure']);
    expect(calls).toHaveLength(2);
  });

  it('refreshes on a new block, and keeps the last answer when the request fails', async () => {
    const p = plan((p) => p.add(TOKEN, erc20Abi, 'totalSupply'));
    let down = false;
    const { result } = renderOnFakeChain(
      () => useBatchedReads(p),
      chain,
      contracts,
      (r) => {
        if (down && r.method === 'eth_call') throw new Error('the node is down');
        onRequest(r);
      },
    );
    await waitFor(() => expect(readValue(result.current.value.results, 0)).toBe(1_000n));
    supply = 2_000n;
    await newBlock(result.current.queryClient);
    await waitFor(() => expect(readValue(result.current.value.results, 0)).toBe(2_000n));
    down = true;
    supply = 3_000n;
    await newBlock(result.current.queryClient);
    await waitFor(() => expect(result.current.value.isError).toBe(true));
    expect(readValue(result.current.value.results, 0)).toBe(2_000n);
  });
});
