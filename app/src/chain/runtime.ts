/**
 * Runtime configuration, loaded once before the app renders: which chain the
 * build targets (VITE_CHAIN_ID, default the devnet) and the deployment file:
 * on the devnet the one its web server serves (/devnet/deployment.json); on
 * 56/97 the one the build copied beside index.html (`deployment.json`, from
 * deployments/<chainId>.json or VITE_DEPLOYMENT_FILE: app/deploymentFile.ts),
 * if the build had one. Without it a 56/97 build knows only the established V2
 * exchange and every other feature says it is not deployed on this network.
 * Everything chain-specific in the app reads from here, never from hard-coded
 * addresses. VITE_RPC_URL (comma-separated, in fallback order) replaces a
 * 56/97 chain's public RPC endpoints (a rehearsal against a local node).
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
  BSC_EXCHANGE,
  BSC_TESTNET_EXCHANGE,
  deployedExchange,
  devnetExchange,
  parseDeploymentCore,
  type ExchangeConfig,
  type LazyDeployment,
} from '@fuelswap/config';
import type { Chain, Hex } from 'viem';

export interface Runtime {
  chainId: number;
  chain: Chain;
  exchange: ExchangeConfig;
  /**
   * The deployment file's validated core (always on the devnet; on 56/97 when the build had a file); its feature
   * sections are validated where a feature first reads one (chain/deployment.ts `deployedSection`), so their
   * parsers stay out of the shell. Its `accounts` are there on the devnet only.
   */
  deployment?: LazyDeployment;
  /** RPC URLs in fallback order. */
  rpcUrls: readonly string[];
  /** Base URLs (no trailing slash) of the indexer (GraphQL at `${indexerUrl}/graphql`) and the API; read them with `serviceUrl` (services.ts). */
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
  deployment?: Promise<Response>;
  /** The devnet's only: a 56/97 build takes its services from VITE_INDEXER_URL / VITE_API_URL. */
  services?: Promise<Response>;
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

/**
 * The deployment file a 56/97 build serves, relative to the app's base (`deployment.json`), or undefined when the
 * build had none. Written by the build (app/deploymentFile.ts `define`), never set by hand.
 */
function servedDeploymentPath(): string | undefined {
  const path = import.meta.env.FUELSWAP_DEPLOYMENT_PATH as string | undefined;
  return path ? path : undefined;
}

/**
 * VITE_RPC_URL: comma-separated http(s) URLs in fallback order; undefined when unset. A bad entry fails loudly.
 * An entry that is a path (`/rpc`) is on the app's own origin: a host that proxies its node there spares the
 * browser a CORS preflight per JSON-RPC POST, and one build then serves under any host name.
 */
export function envRpcUrls(
  raw: string | undefined = import.meta.env.VITE_RPC_URL as string | undefined,
  origin: string | undefined = globalThis.location?.origin,
): string[] | undefined {
  const urls = (raw ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter((u) => u !== '')
    .map((u) => (/^\/(?!\/)/.test(u) && origin ? `${origin}${u}` : u));
  if (urls.length === 0) return undefined;
  for (const u of urls) if (!httpUrl(u)) throw new Error(`VITE_RPC_URL: "${u}" is not an http(s) URL`);
  return urls;
}

/** The deployment file at `url`, validated (its core), or an error that says which file and why. */
async function fetchDeployment(res: Promise<Response>, url: string, chainId: number): Promise<LazyDeployment> {
  let response: Response;
  try {
    response = await res;
  } catch (e) {
    throw new Error(`The deployment file (${url}) could not be loaded: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!response.ok) throw new Error(`The deployment file (${url}) could not be loaded (HTTP ${response.status}).`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new Error(`Invalid deployment file: ${url} is not JSON`);
  }
  const deployment = parseDeploymentCore(json);
  if (deployment.chainId !== chainId)
    throw new Error(`Invalid deployment file: ${url} is for chain ${deployment.chainId}, but this app is built for chain ${chainId}`);
  return deployment;
}

/**
 * A 56/97 chain with the build's RPC endpoints, and the deployment's Multicall3 where the file names another one
 * than the canonical (a rehearsal chain started empty has it elsewhere).
 */
function bscChain(base: Chain, rpcUrls: readonly string[], deployment: LazyDeployment | undefined): Chain {
  const multicall = base.contracts?.multicall3;
  const own = deployment?.contracts.Multicall3;
  const contracts =
    own && own.toLowerCase() !== multicall?.address.toLowerCase()
      ? { ...base.contracts, multicall3: { address: own, blockCreated: deployment.startBlock } }
      : base.contracts;
  return { ...base, rpcUrls: { default: { http: [...rpcUrls] } }, ...(contracts ? { contracts } : {}) };
}

/**
 * Whether the app runs on the devnet. What only the devnet has is asked this, never whether a deployment file is
 * loaded (a 56/97 build has one too): its web server's logos and pictures under /devnet/, its wallet, its hints.
 */
export function onDevnet(rt: Runtime = runtime()): boolean {
  return rt.chainId === ChainId.DEVNET;
}

/**
 * Whether this is the devnet's build (VITE_CHAIN_ID unset or 31337): a constant of the build, so that code behind
 * it (the development wallet) is left out of a 56/97 build altogether.
 */
export const DEVNET_BUILD = !import.meta.env.VITE_CHAIN_ID || import.meta.env.VITE_CHAIN_ID === '31337';

/** The development wallet's key: on the devnet only, whatever a file for another chain says. */
export function devnetWalletKey(rt: Runtime): Hex | undefined {
  return rt.chainId === ChainId.DEVNET ? rt.deployment?.accounts?.devWalletPrivateKey : undefined;
}

let current: Runtime | undefined;

export async function loadRuntime(fetchImpl: typeof fetch = fetch): Promise<Runtime> {
  const raw = import.meta.env.VITE_CHAIN_ID as string | undefined;
  // The build's VITE_CHAIN_ID is a literal here (Vite replaces it), so each build keeps only its own chain's loader:
  // the devnet's shell carries neither the 56/97 constants nor their deployment merge, and the reverse.
  if (!raw || raw === '31337') {
    // Both files at once (and, in a built app, since index.html was parsed): neither waits for the other.
    const started = takeStartedRequests(fetchImpl);
    const servicesP = loadDevnetServices(fetchImpl, started?.services);
    const res = await (started?.deployment ?? fetchImpl('/devnet/deployment.json', { cache: 'no-store' }));
    if (!res.ok) throw new Error(`The devnet deployment could not be loaded (HTTP ${res.status}). Is \`npm start\` running?`);
    const deployment = parseDeploymentCore(await res.json());
    const chain = devnetChain(deployment);
    const services = await servicesP;
    current = { chainId: ChainId.DEVNET, chain, deployment, exchange: devnetExchange(deployment), rpcUrls: [deployment.rpcUrl], services };
  } else {
    const chainId = Number(raw);
    if (chainId !== ChainId.BSC && chainId !== ChainId.BSC_TESTNET) throw new Error(`Unsupported chain id ${raw} in VITE_CHAIN_ID`);
    // Literal comparisons again: a 97 build keeps only 97's constants.
    const base = raw === '56' ? bsc : bscTestnet;
    const known = raw === '56' ? BSC_EXCHANGE : BSC_TESTNET_EXCHANGE;
    const rpcUrls = envRpcUrls() ?? base.rpcUrls.default.http;
    const path = servedDeploymentPath();
    let deployment: LazyDeployment | undefined;
    if (path) {
      const url = `${import.meta.env.BASE_URL ?? '/'}${path}`;
      const started = takeStartedRequests(fetchImpl);
      deployment = await fetchDeployment(started?.deployment ?? fetchImpl(url, { cache: 'no-cache' }), url, chainId);
    }
    current = {
      chainId,
      chain: bscChain(base, rpcUrls, deployment),
      ...(deployment ? { deployment } : {}),
      exchange: deployment ? deployedExchange(known, deployment) : known,
      rpcUrls,
      services: envServices(),
    };
  }
  return current;
}

/** The loaded runtime; throws when called before loadRuntime() resolved. */
export function runtime(): Runtime {
  if (!current) throw new Error('Runtime configuration used before it was loaded');
  return current;
}
