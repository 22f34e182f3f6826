/**
 * What the API takes from the environment by chain. The chain is the deployment file's (DEPLOYMENT_FILE), else
 * CHAIN_ID, else the devnet's 31337. Off the devnet (BSC 56, its testnet 97) the data lives in PostgreSQL
 * (DATABASE_URL): PGlite is one process's folder on one machine, for development, and would lose the proposals and
 * profiles of a public deployment with that machine.
 */
import { existsSync, readFileSync } from 'node:fs';

const DEVNET_CHAIN_ID = 31337;

export function apiChainId(env: NodeJS.ProcessEnv = process.env): number {
  const file = env.DEPLOYMENT_FILE;
  if (file && existsSync(file)) {
    const id = (JSON.parse(readFileSync(file, 'utf8')) as { chainId?: unknown }).chainId;
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return id;
    throw new Error(`${file} has no numeric chainId`);
  }
  const id = Number(env.CHAIN_ID ?? DEVNET_CHAIN_ID);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`CHAIN_ID must be a positive integer, got ${env.CHAIN_ID}`);
  return id;
}

/** DATABASE_URL, or undefined for PGlite (the devnet only). */
export function apiDatabaseUrl(chainId: number, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.DATABASE_URL?.trim() || undefined;
  if (!url && chainId !== DEVNET_CHAIN_ID)
    throw new Error(
      `DATABASE_URL is required on chain ${chainId}: the API keeps its data in PostgreSQL off the devnet (PGlite is for development on the devnet only)`,
    );
  return url;
}

/**
 * The RPC URL the voting hub reads power through: RPC_URL, else (devnet only) the deployment's rpcUrl, which on a
 * public chain names the deployer's endpoint, not the one this service should use.
 */
export function votingRpcUrl(chainId: number, deploymentRpcUrl: string, env: NodeJS.ProcessEnv = process.env): string {
  const url = env.RPC_URL?.trim();
  if (url) return url;
  if (chainId !== DEVNET_CHAIN_ID)
    throw new Error(`RPC_URL is required on chain ${chainId} for the voting hub (the deployment's rpcUrl is not used off the devnet)`);
  return deploymentRpcUrl;
}
