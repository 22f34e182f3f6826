/**
 * Downloads a token list for the app (spec 7): same-origin default paths
 * against the page's origin, https / loopback http as they are, ipfs and
 * ipns through the gateways in order, ENS names through the resolver's
 * contenthash when the chain has ENS. The size cap, JSON parse and schema
 * validation are the SDK's (fetchTokenList), loaded with the validator on the
 * first download (validation.ts), not with the page.
 */
import type { FetchLike, TokenList } from '@fuelswap/sdk';
import type { Client } from 'viem';
import { LIST_FETCH_TIMEOUT_MS, resolveListUrl } from './defaults.ts';

export const NO_ENS_RESOLVER_MESSAGE = 'Could not construct mainnet ENS resolver';

const contenthashAbi = [
  {
    type: 'function',
    name: 'contenthash',
    stateMutability: 'view',
    inputs: [{ name: 'node', type: 'bytes32' }],
    outputs: [{ name: '', type: 'bytes' }],
  },
] as const;

/**
 * The ENS content hash of a name, read through the chain's ENS contracts.
 * The devnet and BSC have no ENS: this fails with the spec's message there.
 */
export async function resolveEnsContenthash(client: Client | undefined, ensName: string): Promise<string> {
  const contracts = client?.chain?.contracts as Record<string, unknown> | undefined;
  if (!client || !contracts?.ensUniversalResolver) throw new Error(NO_ENS_RESOLVER_MESSAGE);
  // ENS name normalisation (UTS-46 tables) is large and only needed for ENS list URLs: load it on demand.
  const { getEnsResolver, namehash, normalize, readContract } = await import('../../../chain/ens.ts');
  const name = normalize(ensName);
  const resolver = await getEnsResolver(client, { name });
  return readContract(client, { address: resolver, abi: contenthashAbi, functionName: 'contenthash', args: [namehash(name)] });
}

export interface FetchListDeps {
  /** For ENS names; without one (or without ENS on the chain) ENS lists fail. */
  readonly client?: Client | undefined;
  readonly fetch?: FetchLike;
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
}

function withTimeout(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

const browserFetch: FetchLike = (url, init) =>
  // No cookies or referrer go to list hosts: a list URL is anyone's server.
  globalThis.fetch(url, { ...init, credentials: 'omit', referrerPolicy: 'no-referrer', cache: 'no-cache' });

export async function fetchListForApp(listUrl: string, deps: FetchListDeps = {}): Promise<TokenList> {
  // The schema validator is its own chunk, loaded by the first list that needs it.
  const { fetchTokenList } = await import('./validation.ts');
  return fetchTokenList(resolveListUrl(listUrl), {
    fetch: deps.fetch ?? browserFetch,
    resolveEnsContenthash: (name) => resolveEnsContenthash(deps.client, name),
    signal: withTimeout(deps.signal, deps.timeoutMs ?? LIST_FETCH_TIMEOUT_MS),
  });
}
