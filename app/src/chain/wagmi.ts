/**
 * The wagmi configuration for the loaded runtime: one target chain, a
 * transport that falls back across the chain's RPC endpoints, reads batched
 * through Multicall3 (viem aggregates every read issued in the same tick into
 * one aggregate3 call), EIP-6963 wallet discovery, and on the devnet the
 * development wallet.
 */
import { createConfig, createStorage, fallback, http, injected, type Config } from 'wagmi';
import type { Runtime } from './runtime.ts';
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

export function createWagmiConfig(rt: Runtime): Config {
  const connectors = [];
  if (rt.deployment) {
    const provider = createDevnetWalletProvider(rt.chain, rt.deployment.accounts.devWalletPrivateKey);
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
    batch: { multicall: { batchSize: MULTICALL_BATCH_BYTES, wait: 16 } },
    transports: {
      [rt.chain.id]: fallback(rt.rpcUrls.map((url) => http(url, { retryCount: 1, timeout: 10_000 }))),
    },
  } as Parameters<typeof createConfig>[0]);
}
