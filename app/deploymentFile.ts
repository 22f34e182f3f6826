/**
 * A 56/97 build's deployment file: the build takes `deployments/<chainId>.json` (or the file VITE_DEPLOYMENT_FILE
 * names), checks it whole with `parseDeployment` (a malformed file or one for another chain fails the build, with
 * the parser's message), and serves it beside index.html as `deployment.json`, a static runtime file that
 * chain/runtime.ts fetches (index.html's boot script starts the request while the bundle downloads, app/preload.ts).
 * It stays a file rather than constants in the bundle so that the shell does not grow with the deployment, and a
 * redeployment can replace the file without rebuilding the app.
 *
 * Without a file a 56/97 build knows only the established V2 exchange (as before any deployment). The devnet
 * (31337) build never takes a file: its web server serves the live one at /devnet/deployment.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
// By path: Vite's config loader leaves node_modules (the workspace link) to Node, which cannot run TypeScript.
import { parseDeployment } from '../packages/config/src/deployment.ts';

/** Where the built app serves the file, relative to its base. */
export const SERVED_DEPLOYMENT = 'deployment.json';

const ROOT = resolve(import.meta.dirname, '..');

export interface DeploymentFileChoice {
  /** Absolute path of the file taken, when the build takes one. */
  file?: string;
  /** Why none is taken, for the build log. */
  reason?: string;
}

/**
 * Which file a build for `chainId` takes: VITE_DEPLOYMENT_FILE (relative paths from the repository root) must
 * exist; the default deployments/<chainId>.json is taken when it exists. Never one on the devnet.
 */
export function chooseDeploymentFile(chainId: number, explicit: string | undefined, root = ROOT): DeploymentFileChoice {
  if (chainId === 31337) return { reason: 'the devnet serves its own' };
  if (explicit) {
    const file = isAbsolute(explicit) ? explicit : resolve(root, explicit);
    if (!existsSync(file)) throw new Error(`VITE_DEPLOYMENT_FILE: ${file} does not exist`);
    return { file };
  }
  const file = resolve(root, 'deployments', `${chainId}.json`);
  return existsSync(file) ? { file } : { reason: `no ${file}: exchange only` };
}

/** The file's text for the build (minified), after the whole-file check; throws the parser's message, naming the file. */
export function readDeploymentFile(file: string, chainId: number): string {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${file}: not a JSON file (${e instanceof Error ? e.message : String(e)})`);
  }
  let d: ReturnType<typeof parseDeployment>;
  try {
    d = parseDeployment(json);
  } catch (e) {
    throw new Error(`${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (d.chainId !== chainId) throw new Error(`${file}: a deployment for chain ${d.chainId}, but VITE_CHAIN_ID is ${chainId}`);
  return JSON.stringify(json);
}

export interface DeploymentFilePlugin extends Plugin {
  /** The served path (relative to the base) once the config is resolved, undefined when the build has no file. */
  served(): string | undefined;
}

export function deploymentFile(): DeploymentFilePlugin {
  let source: string | undefined;
  return {
    name: 'fuelswap:deployment-file',
    served: () => (source === undefined ? undefined : SERVED_DEPLOYMENT),
    config(config, { mode }) {
      const env = { ...loadEnv(mode, config.envDir ?? config.root ?? process.cwd(), 'VITE_'), ...process.env };
      const chainId = env.VITE_CHAIN_ID ? Number(env.VITE_CHAIN_ID) : 31337;
      const choice = chooseDeploymentFile(chainId, env.VITE_DEPLOYMENT_FILE);
      source = choice.file ? readDeploymentFile(choice.file, chainId) : undefined;
      if (chainId !== 31337) console.log(`deployment file: ${choice.file ?? `none (${choice.reason})`}`);
      // Read by chain/runtime.ts: whether (and where) this build serves a deployment file.
      return { define: { 'import.meta.env.FUELSWAP_DEPLOYMENT_PATH': JSON.stringify(source === undefined ? '' : SERVED_DEPLOYMENT) } };
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (source === undefined || req.url?.split('?')[0] !== `${server.config.base}${SERVED_DEPLOYMENT}`) return next();
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-cache');
        res.end(source);
      });
    },
    generateBundle() {
      if (source !== undefined) this.emitFile({ type: 'asset', fileName: SERVED_DEPLOYMENT, source });
    },
  };
}
