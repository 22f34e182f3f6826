/**
 * Runtime configuration, loaded once before the app renders: which chain the
 * build targets (VITE_CHAIN_ID, default the devnet) and, on the devnet, the
 * deployment file served by the devnet web server. Everything chain-specific
 * in the app reads from here, never from hard-coded addresses.
 *
 * `services` says where the history indexer (GraphQL) and the API are: on the
 * devnet from /devnet/services.json (the ports `npm start` chose), on 56/97
 * from VITE_INDEXER_URL / VITE_API_URL. A missing or broken services.json
 * never stops the app: it falls back to the default local addresses.
 */
import {
  ChainId,
  bsc,
  bscTestnet,
  devnetChain,
  exchangeConfig,
  parseDeploymentCore,
  type ExchangeConfig,
  type LazyDeployment,
} from '@fuelswap/config';
import type { Chain } from 'viem';

export interface Runtime {
  chainId: number;
  chain: Chain;
  exchange: ExchangeConfig;
  /**
   * Present only on the devnet: the file's validated core; its feature sections are validated where a
   * feature first reads one (chain/deployment.ts `deployedSection`), so their parsers stay out of the shell.
   */
  deployment?: LazyDeployment;
  /** RPC URLs in fallback order. */
  rpcUrls: readonly string[];
  /** Base URLs (no trailing slash) of the indexer (GraphQL at `${indexerUrl}/graphql`) and the API. */
  services: Services;
}

export interface Services {
  indexerUrl: string;
  apiUrl: string;
}

export const DEFAULT_SERVICES: Services = { indexerUrl: 'http://127.0.0.1:42069', apiUrl: 'http://127.0.0.1:4000' };

const httpUrl = (v: unknown): string | undefined => {
  if (typeof v !== 'string') return undefined;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:' ? v.replace(/\/+$/, '') : undefined;
  } catch {
    return undefined;
  }
};

/** Services from untrusted JSON, each URL falling back to its default when missing or not http(s). */
export function parseServices(json: unknown, fallback: Services = DEFAULT_SERVICES): Services {
  const o = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  return { indexerUrl: httpUrl(o.indexerUrl) ?? fallback.indexerUrl, apiUrl: httpUrl(o.apiUrl) ?? fallback.apiUrl };
}

/** /devnet/services.json, or the defaults when it cannot be fetched or read. */
export async function loadDevnetServices(fetchImpl: typeof fetch = fetch, started?: Promise<Response>): Promise<Services> {
  try {
    const res = await (started ?? fetchImpl('/devnet/services.json', { cache: 'no-store' }));
    if (!res.ok) return DEFAULT_SERVICES;
    return parseServices(await res.json());
  } catch {
    return DEFAULT_SERVICES;
  }
}

/** The runtime config requests index.html's boot script started while the bundle downloaded (app/preload.ts). */
interface StartedRequests {
  deployment: Promise<Response>;
  services: Promise<Response>;
}

declare global {
  interface Window {
    __fuelswapRuntime?: StartedRequests;
  }
}

/**
 * The boot script's requests, taken once: a later load (a test, a retry) fetches again. Only with the browser's
 * own fetch, so that a test's injected one is never bypassed.
 */
function takeStartedRequests(fetchImpl: typeof fetch): StartedRequests | undefined {
  if (typeof window === 'undefined' || fetchImpl !== globalThis.fetch) return undefined;
  const started = window.__fuelswapRuntime;
  window.__fuelswapRuntime = undefined;
  return started;
}

/** VITE_INDEXER_URL / VITE_API_URL of a 56/97 build. */
function envServices(): Services {
  return parseServices({ indexerUrl: import.meta.env.VITE_INDEXER_URL, apiUrl: import.meta.env.VITE_API_URL });
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
    // Both files at once (and, in a built app, since index.html was parsed): neither waits for the other.
    const started = takeStartedRequests(fetchImpl);
    const servicesP = loadDevnetServices(fetchImpl, started?.services);
    const res = await (started?.deployment ?? fetchImpl('/devnet/deployment.json', { cache: 'no-store' }));
    if (!res.ok) throw new Error(`The devnet deployment could not be loaded (HTTP ${res.status}). Is \`npm start\` running?`);
    const deployment = parseDeploymentCore(await res.json());
    const chain = devnetChain(deployment);
    const services = await servicesP;
    current = { chainId, chain, deployment, exchange: exchangeConfig(chainId, deployment), rpcUrls: [deployment.rpcUrl], services };
  } else if (chainId === ChainId.BSC || chainId === ChainId.BSC_TESTNET) {
    const chain = chainId === ChainId.BSC ? bsc : bscTestnet;
    current = { chainId, chain, exchange: exchangeConfig(chainId), rpcUrls: chain.rpcUrls.default.http, services: envServices() };
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
