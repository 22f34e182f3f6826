/**
 * The wagmi configuration for the loaded runtime: one target chain, a
 * transport that falls back across the chain's RPC endpoints, reads batched
 * through Multicall3 (viem aggregates every read issued in the same tick into
 * one aggregate3 call), EIP-6963 wallet discovery, and on the devnet the
 * development wallet.
 */
import { createConfig, createStorage, fallback, http, injected, type Config } from 'wagmi';
import { DEVNET_BUILD, devnetWalletKey, type Runtime } from './runtime.ts';
import { createDevnetWalletProvider } from './devnetWallet.ts';

export const DEVNET_WALLET_ID = 'devnet-wallet';
export const DEVNET_WALLET_ICON =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#ffb237"/><path d="M8 11h16v12H8z" fill="#280d5f"/><circle cx="21" cy="17" r="2" fill="#ffb237"/></svg>',
  );

/** Block polling interval: the spec's 6 s on BSC; one block (3 s) on the devnet. */
export function pollingIntervalFor(chainId: number): number {
  return chainId === 31337 ? 3_000 : 6_000;
}

/** Multicall: the spec's chunks of 500 calls; viem's batchSize is in bytes of calldata. */
const MULTICALL_BATCH_BYTES = 500 * 200;
/** Longer than the multicall's 16 ms wait, so the aggregate3 joins the block poll's batch. */
const TRANSPORT_BATCH_WAIT_MS = 40;

/** Reads batched through Multicall3: what is read within 16 ms goes in one aggregate3. */
export const MULTICALL_BATCH = { batchSize: MULTICALL_BATCH_BYTES, wait: 16 };

/**
 * The chain's endpoints in fallback order (on 56/97 the next one takes over when one fails), each with
 * JSON-RPC batching: what is asked within 40 ms goes in one POST (the block poll, the aggregate3 that
 * Multicall batching sends 16 ms after the reads start, balances): one request per refresh.
 */
export function rpcTransport(urls: readonly string[]) {
  return fallback(urls.map((url) => http(url, { retryCount: 1, timeout: 10_000, batch: { wait: TRANSPORT_BATCH_WAIT_MS } })));
}

export function createWagmiConfig(rt: Runtime): Config {
  const connectors = [];
  const devWalletKey = DEVNET_BUILD ? devnetWalletKey(rt) : undefined;
  if (devWalletKey) {
    const provider = createDevnetWalletProvider(rt.chain, devWalletKey);
    connectors.push(
      injected({
        shimDisconnect: true,
        target: () => ({ id: DEVNET_WALLET_ID, name: 'Devnet wallet', icon: DEVNET_WALLET_ICON, provider }),
      }),
    );
  }
  return createConfig({
    chains: [rt.chain],
    connectors,
    multiInjectedProviderDiscovery: true,
    storage: createStorage({ storage: window.localStorage, key: 'fuelswap.wagmi' }),
    pollingInterval: pollingIntervalFor(rt.chainId),
    batch: { multicall: MULTICALL_BATCH },
    transports: {
      [rt.chain.id]: rpcTransport(rt.rpcUrls),
    },
  } as Parameters<typeof createConfig>[0]);
}
