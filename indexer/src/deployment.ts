/**
 * What the indexer indexes: the deployment file named by DEPLOYMENT_FILE
 * (default deployments/31337.json at the repository root). The same file
 * shape would describe a deployment on 56 or 97, with RPC_URL pointing there.
 */
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDeployment, type Deployment } from '@fuelswap/config';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function deploymentPath(env: NodeJS.ProcessEnv = process.env): string {
  const file = env.DEPLOYMENT_FILE ?? 'deployments/31337.json';
  return isAbsolute(file) ? file : resolve(repoRoot, file);
}

export function loadDeployment(env: NodeJS.ProcessEnv = process.env): { deployment: Deployment; raw: string; path: string } {
  const path = deploymentPath(env);
  const raw = readFileSync(path, 'utf8');
  return { deployment: parseDeployment(JSON.parse(raw)), raw, path };
}

/** The USD reference (BUSD) and the wrapped native token (WBNB) of a deployment, lower case. */
export function referenceTokens(d: Deployment): { usd: string; wrappedNative: string } {
  const busd = d.tokens.find((t) => t.symbol === 'BUSD');
  if (!busd) throw new Error('The deployment has no BUSD token: the indexer cannot price in dollars');
  return { usd: busd.address.toLowerCase(), wrappedNative: d.contracts.WBNB.toLowerCase() };
}
