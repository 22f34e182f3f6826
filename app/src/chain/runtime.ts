/**
 * Runtime configuration, loaded once before the app renders: which chain the
 * build targets (VITE_CHAIN_ID, default the devnet) and, on the devnet, the
 * deployment file served by the devnet web server. Everything chain-specific
 * in the app reads from here, never from hard-coded addresses.
 */
import {
  ChainId,
  bsc,
  bscTestnet,
  devnetChain,
  exchangeConfig,
  parseDeployment,
  type Deployment,
  type ExchangeConfig,
} from '@fuelswap/config';
import type { Chain } from 'viem';

export interface Runtime {
  chainId: number;
  chain: Chain;
  exchange: ExchangeConfig;
  /** Present only on the devnet. */
  deployment?: Deployment;
  /** RPC URLs in fallback order. */
  rpcUrls: readonly string[];
}

let current: Runtime | undefined;

export function targetChainId(): number {
  const raw = import.meta.env.VITE_CHAIN_ID as string | undefined;
  const id = raw ? Number(raw) : ChainId.DEVNET;
  return Number.isInteger(id) ? id : ChainId.DEVNET;
}

export async function loadRuntime(fetchImpl: typeof fetch = fetch): Promise<Runtime> {
  const chainId = targetChainId();
  if (chainId === ChainId.DEVNET) {
    const res = await fetchImpl('/devnet/deployment.json', { cache: 'no-store' });
    if (!res.ok) throw new Error(`The devnet deployment could not be loaded (HTTP ${res.status}). Is \`npm start\` running?`);
    const deployment = parseDeployment(await res.json());
    const chain = devnetChain(deployment);
    current = { chainId, chain, deployment, exchange: exchangeConfig(chainId, deployment), rpcUrls: [deployment.rpcUrl] };
  } else if (chainId === ChainId.BSC || chainId === ChainId.BSC_TESTNET) {
    const chain = chainId === ChainId.BSC ? bsc : bscTestnet;
    current = { chainId, chain, exchange: exchangeConfig(chainId), rpcUrls: chain.rpcUrls.default.http };
  } else {
    throw new Error(`Unsupported chain id ${chainId} in VITE_CHAIN_ID`);
  }
  return current;
}

/** The loaded runtime; throws when called before loadRuntime() resolved. */
export function runtime(): Runtime {
  if (!current) throw new Error('Runtime configuration used before it was loaded');
  return current;
}
