/**
 * Component-test harness for the tokens feature: a fake devnet runtime, a
 * wagmi config over a scripted EIP-1193 transport (ERC-20 reads answered
 * from a table, no multicall so each read is its own eth_call), react-query,
 * a fresh lists store and en-US translations.
 */
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider, createConfig, custom } from 'wagmi';
import { decodeFunctionData, encodeFunctionResult, type Hex } from 'viem';
import { erc20Abi } from '@fuelswap/contracts';
import type { TokenList } from '@fuelswap/sdk';
import { createListsStore, setListsStoreForTests, type ListsStore } from './lists/store.ts';
import { markListsRefreshed } from './lists/hooks.ts';

export * from './fixtures.test-helpers.ts';
import { CHAIN_ID, DEFAULT_LIST_URL, WBNB, BUSD, CAKE, FUEL, chain } from './fixtures.test-helpers.ts';

export function makeList(
  name: string,
  tokens: readonly object[],
  version = { major: 1, minor: 0, patch: 0 },
  extra: Partial<TokenList> = {},
): TokenList {
  return { name, timestamp: '2021-05-01T00:00:00.000Z', version, tokens: tokens as TokenList['tokens'], ...extra };
}

/** A lists store with the default list loaded (and optionally more lists). */
export function installListsStore(
  lists: Record<string, TokenList | null> = { [DEFAULT_LIST_URL]: makeList('FuelSwap Default', [WBNB, BUSD, CAKE, FUEL]) },
  active = Object.keys(lists),
): ListsStore {
  const store = createListsStore({ chainId: CHAIN_ID, defaultListUrls: [DEFAULT_LIST_URL], storage: null });
  const { dispatch } = store.getState();
  if (!active.includes(DEFAULT_LIST_URL)) dispatch({ type: 'lists/disable', url: DEFAULT_LIST_URL });
  for (const [url, list] of Object.entries(lists)) {
    dispatch({ type: 'lists/add', url });
    if (active.includes(url)) dispatch({ type: 'lists/enable', url });
    if (list) {
      dispatch({ type: 'lists/fetchPending', url, requestId: `seed-${url}` });
      dispatch({ type: 'lists/fetchFulfilled', url, requestId: `seed-${url}`, tokenList: list });
    }
  }
  setListsStoreForTests(store);
  markListsRefreshed(store); // no download on mount: the test decides what the lists hold
  return store;
}

export interface ChainToken {
  name?: string | Error;
  symbol?: string | Error;
  decimals?: number | Error;
  balance?: bigint;
}

/** Contracts the fake chain knows: lower-cased address → fields. */
export const chainTokens = new Map<string, ChainToken>();
export const rpcCalls: string[] = [];

async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
  rpcCalls.push(method);
  if (method === 'eth_chainId') return `0x${CHAIN_ID.toString(16)}`;
  if (method === 'eth_blockNumber') return '0x10';
  if (method === 'eth_getBalance') return '0x0';
  if (method === 'eth_call') {
    const [{ to, data }] = params as [{ to: string; data: Hex }];
    const token = chainTokens.get(to.toLowerCase());
    if (!token) return '0x';
    const { functionName } = decodeFunctionData({ abi: erc20Abi, data });
    const value =
      functionName === 'name'
        ? token.name
        : functionName === 'symbol'
          ? token.symbol
          : functionName === 'decimals'
            ? token.decimals
            : functionName === 'balanceOf'
              ? (token.balance ?? 0n)
              : undefined;
    if (value === undefined || value instanceof Error) throw Object.assign(new Error('execution reverted'), { code: 3, data: '0x' });
    return encodeFunctionResult({ abi: erc20Abi, functionName: functionName as 'name', result: value as never });
  }
  throw new Error(`unexpected ${method}`);
}

/** @public used as `<h.Providers>` after `const h = await import(...)`, which knip does not follow. */
export function Providers({ children }: { children: ReactNode }) {
  const [config] = useState(() =>
    createConfig({
      chains: [chain],
      transports: { [CHAIN_ID]: custom({ request }, { retryCount: 0 }) },
      multiInjectedProviderDiscovery: false,
    }),
  );
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  );
}
