/**
 * What the indexer takes from the deployment and the environment, by chain: the devnet (31337) keeps its
 * development defaults; a public chain (BSC 56, its testnet 97, any other id) must name its RPC endpoint and its
 * PostgreSQL database, and is read at a rate public endpoints accept. ponder.config.ts and main.ts both use these,
 * so the launcher refuses a public-chain start with the same message Ponder's config would give.
 */
import type { Deployment } from '@fuelswap/config';

export const DEVNET_CHAIN_ID = 31337;

/** Requests per second to the RPC endpoint off the devnet when INDEXER_RPC_MAX_RPS is unset (Ponder's own is 50). */
export const PUBLIC_RPC_MAX_RPS = 25;

export const isDevnetChain = (chainId: number): boolean => chainId === DEVNET_CHAIN_ID;

/** The RPC URL: RPC_URL, else (devnet only) the deployment's rpcUrl. */
export function indexerRpcUrl(deployment: Pick<Deployment, 'chainId' | 'rpcUrl'>, env: NodeJS.ProcessEnv): string {
  const url = env.RPC_URL?.trim();
  if (url) return url;
  // A deployment file for a public chain names the RPC its deployer used (often a keyed or local one): the indexer
  // must be pointed at its own endpoint on purpose.
  if (!isDevnetChain(deployment.chainId))
    throw new Error(
      `RPC_URL is required on chain ${deployment.chainId}: set it to the endpoint the indexer reads (the deployment's rpcUrl is not used off the devnet)`,
    );
  return deployment.rpcUrl;
}

/** Ponder's `maxRequestsPerSecond`: INDEXER_RPC_MAX_RPS, else 25 off the devnet, else Ponder's default (undefined). */
export function indexerMaxRequestsPerSecond(chainId: number, env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.INDEXER_RPC_MAX_RPS?.trim();
  if (raw) {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new Error(`INDEXER_RPC_MAX_RPS must be a positive integer, got "${raw}"`);
    return n;
  }
  return isDevnetChain(chainId) ? undefined : PUBLIC_RPC_MAX_RPS;
}

/**
 * The PostgreSQL URL, or undefined for PGlite. PGlite is one process's file on one machine, for development: off the
 * devnet an index must live in PostgreSQL (backups, readers, restarts on another host).
 */
export function requireDatabaseUrl(service: string, chainId: number, env: NodeJS.ProcessEnv): string | undefined {
  const url = env.DATABASE_URL?.trim() || undefined;
  if (!url && !isDevnetChain(chainId))
    throw new Error(
      `DATABASE_URL is required on chain ${chainId}: the ${service} keeps its data in PostgreSQL off the devnet (PGlite is for development on the devnet only)`,
    );
  return url;
}

/** The block each Ponder source starts at. */
export interface SourceStartBlocks {
  /**
   * Factory, pairs, approvals and the farms: the first block of the deployment. The farms section's own startBlock
   * is the chef's first reward block (launch + an offset), not the block it was deployed at: deposits can come before
   * it, so it is no place to start reading.
   */
  core: number;
  prediction: number;
  lottery: number;
  profile: number;
}

/**
 * Off the devnet the prediction market, the lottery and the profile contracts start at the block their own section
 * records as their deployment's (deployed later than the exchange, possibly by weeks: scanning the blocks between
 * costs RPC requests for nothing). On the devnet every source starts at
 * the deployment's block, as it always has: a devnet's history is short, and its tests revert snapshots around it.
 */
export function sourceStartBlocks(deployment: Deployment): SourceStartBlocks {
  const core = deployment.startBlock;
  const own = (section: { startBlock: number } | undefined): number =>
    isDevnetChain(deployment.chainId) || !section ? core : section.startBlock;
  return {
    core,
    prediction: own(deployment.prediction),
    lottery: own(deployment.lottery),
    profile: own(deployment.profile),
  };
}

/**
 * Variables that change what Ponder or the launcher do for a devnet that is reverted and reset, or for a test that
 * kills a writer (a short schema lock, which would let a second writer take over one that is merely slow), refused
 * elsewhere.
 */
const DEVNET_ONLY = ['INDEXER_FRESH', 'PONDER_UNKNOWN_BLOCK_NO_RETRY', 'PONDER_DATABASE_HEARTBEAT_TIMEOUT_MS'] as const;

/**
 * Throws, with the reason, when the indexer must not start on this chain with this environment: off the devnet it
 * needs RPC_URL and DATABASE_URL, a valid INDEXER_RPC_MAX_RPS, and none of the devnet's overrides (a public chain
 * keeps Ponder's own finality and retries, and its index is never wiped by the launcher).
 */
export function checkIndexerEnvironment(deployment: Pick<Deployment, 'chainId' | 'rpcUrl'>, env: NodeJS.ProcessEnv): void {
  indexerRpcUrl(deployment, env);
  requireDatabaseUrl('indexer', deployment.chainId, env);
  indexerMaxRequestsPerSecond(deployment.chainId, env);
  if (isDevnetChain(deployment.chainId)) return;
  const set = DEVNET_ONLY.filter((k) => env[k] !== undefined && env[k] !== '' && env[k] !== '0');
  if (set.length > 0)
    throw new Error(
      `${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} for the devnet (31337) only; unset ${set.length > 1 ? 'them' : 'it'} on chain ${deployment.chainId}`,
    );
}
