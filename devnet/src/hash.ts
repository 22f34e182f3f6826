/**
 * Content hashes that let the supervisor skip work: the app is rebuilt only
 * when its inputs changed since the last build, and the chain is redeployed
 * only when the deployment is missing, gone from the chain, or built from
 * other contract sources.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Deployment } from '@fuelswap/config';

const SKIP_DIRS = new Set(['node_modules', 'dist', '.turbo', '.vite', 'coverage']);

function walk(path: string, out: string[]): void {
  if (!existsSync(path)) return;
  const st = statSync(path);
  if (st.isFile()) {
    out.push(path);
    return;
  }
  if (!st.isDirectory()) return;
  for (const name of readdirSync(path)) {
    if (SKIP_DIRS.has(name)) continue;
    walk(join(path, name), out);
  }
}

/**
 * sha256 over the relative paths and contents of every file under `paths`
 * (files or directories, relative to `root`), in sorted order, plus `extra`
 * strings (e.g. build-time environment). Missing paths count as empty.
 */
export function hashTree(root: string, paths: readonly string[], extra: readonly string[] = []): string {
  const files: string[] = [];
  for (const p of paths) walk(join(root, p), files);
  const rel = [...new Set(files.map((f) => relative(root, f).split(sep).join('/')))].sort();
  const h = createHash('sha256');
  for (const f of rel) {
    h.update(f);
    h.update('\0');
    h.update(readFileSync(join(root, f)));
    h.update('\0');
  }
  for (const e of extra) h.update(`extra:${e}\0`);
  return h.digest('hex');
}

/** Inputs of the app build (relative to the repository root). */
export const APP_INPUTS = [
  'app/src',
  'app/public',
  'app/index.html',
  'app/vite.config.ts',
  // The build's own modules, imported by the config: a change to them changes dist/ too.
  'app/preact.ts',
  'app/precompress.ts',
  'app/preload.ts',
  'app/offline.ts',
  'app/deploymentFile.ts',
  'app/package.json',
  'packages',
];

/** The app's build hash: its inputs plus the VITE_* variables Vite bakes into the bundle. */
export function appInputsHash(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const viteEnv = Object.keys(env)
    .filter((k) => k.startsWith('VITE_'))
    .sort()
    .map((k) => `${k}=${env[k] ?? ''}`);
  return hashTree(root, APP_INPUTS, viteEnv);
}

/** Whether the app must be rebuilt: no dist/index.html, or the inputs changed since the stored hash. */
export function appBuildNeeded(current: string, stored: string | undefined, distIndexExists: boolean): { build: boolean; reason: string } {
  if (!distIndexExists) return { build: true, reason: 'no app/dist/index.html yet' };
  if (!stored) return { build: true, reason: 'no record of the last build' };
  if (stored !== current) return { build: true, reason: 'app sources changed since the last build' };
  return { build: false, reason: 'app sources unchanged since the last build' };
}

export type DeployCheck = { deploy: false; reason: string } | { deploy: true; reason: string };

/**
 * Decision before the chain is up: redeploy (on a fresh chain state) when the
 * deployment file is missing or invalid, or was built from other sources.
 */
export function deployCheckOffline(deployment: Deployment | undefined, problem: string | undefined, sourceHash: string): DeployCheck {
  if (!deployment) return { deploy: true, reason: problem ?? 'no deployment file yet' };
  if (deployment.chainId !== 31337) return { deploy: true, reason: `the deployment file is for chain ${deployment.chainId}` };
  if (deployment.sourceHash !== sourceHash) {
    return {
      deploy: true,
      reason: `the contracts changed since the last deployment (sources ${short(deployment.sourceHash)} → ${short(sourceHash)})`,
    };
  }
  if (!deployment.farms) return { deploy: true, reason: 'the deployment predates farms and pools' };
  if (!deployment.prediction) return { deploy: true, reason: 'the deployment predates the prediction game' };
  if (!deployment.voting) return { deploy: true, reason: 'the deployment predates the voting-power contract' };
  if (!deployment.profile) return { deploy: true, reason: 'the deployment predates profiles and collectibles' };
  if (!deployment.ifo) return { deploy: true, reason: 'the deployment predates the IFOs' };
  if (!deployment.lottery) return { deploy: true, reason: 'the deployment predates the lottery' };
  if (!deployment.competition || !deployment.auction)
    return { deploy: true, reason: 'the deployment predates the trading battle and the farm auction' };
  return { deploy: false, reason: 'deployment file matches the current contracts' };
}

/** Decision once the chain is up: the deployment is usable only if its Router has code on this chain. */
export function deployCheckOnline(routerCode: string | undefined): DeployCheck {
  if (!routerCode || routerCode === '0x')
    return { deploy: true, reason: "the chain has no code at the deployment's Router (chain state lost or reset)" };
  return { deploy: false, reason: 'reusing the chain: the Router is deployed' };
}

function short(h: string): string {
  return h ? h.slice(0, 10) : '(none)';
}
