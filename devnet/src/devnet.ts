/**
 * The devnet supervisor: builds the contracts, runs anvil with its state on
 * disk, deploys and seeds once, starts the keepers, builds the app when its
 * sources changed, and serves it. `npm start` (start.ts) is a thin CLI around
 * startDevnet(); the e2e runner and tests call it with their own ports and dir.
 *
 * Every step prints when it starts and how long it took; a failing step is
 * named, everything already started is stopped, and the promise rejects.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { createPublicClient, http, type Address } from 'viem';
import { devnetAccounts, parseDeployment, type Deployment } from '@fuelswap/config';
import { startAnvil, stopLeftover, type Anvil } from './anvil.ts';
import { appBuildNeeded, appInputsHash, deployCheckOffline, deployCheckOnline } from './hash.ts';
import { startKeepers, type Keeper } from '@fuelswap/keepers';
import { HISTORY_SECONDS } from './seed-history.ts';
import { watchIndexer } from './indexer-watchdog.ts';
import { startService } from './services.ts';
import { RPC_PATH, startWeb } from './web.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
export const HOST = '127.0.0.1';
export const CHAIN_ID = 31337;
/** Hash of the sources app/dist was built from (a dotfile: the web server never serves those). */
const DIST_MARKER = '.build-hash';

export interface DevnetOptions {
  rpcPort?: number;
  webPort?: number;
  /** The indexer's GraphQL port. Default 42069. */
  indexerPort?: number;
  /** The API's port (started only when api/src/main.ts exists). Default 4000. */
  apiPort?: number;
  /** State folder (anvil state, logs, build hash); relative paths are from the repository root. Default `.devnet`. */
  dir?: string;
  /** Default `deployments/31337.json` (relative paths from the repository root). */
  deploymentFile?: string;
  /** Seconds per block. Default 3. */
  blockTime?: number;
  /** Build the app when its sources changed (default true); false serves whatever app/dist holds. */
  buildApp?: boolean;
  /** Seconds between anvil's state dumps (default 5); 0 saves the chain only when the devnet stops. */
  stateInterval?: number;
  /** Past states anvil keeps on disk (see AnvilOptions.maxPersistedStates); unset: anvil's default. */
  maxPersistedStates?: number;
  log?: (line: string) => void;
  /**
   * Starts the indexer and the API some other way (`npm run cluster`: several of each behind a balancer) in place
   * of the single processes; the app is pointed at the URLs it returns, `lines` are printed with the others.
   */
  services?: (ctx: ServicesContext) => Promise<StartedServices>;
  /** Aborting stops a devnet that is still starting (the promise rejects). */
  signal?: AbortSignal;
}

export interface ServicesContext {
  rpcUrl: string;
  deploymentFile: string;
  deployment: Deployment;
  blockTime: number;
  dir: string;
  log: (line: string) => void;
}

export interface StartedServices {
  indexerUrl: string;
  apiUrl: string;
  /** Printed under the URLs. */
  lines: string[];
  stop(): Promise<void>;
}

export interface Devnet {
  rpcUrl: string;
  webUrl: string;
  indexerUrl: string;
  apiUrl: string;
  deployment: Deployment;
  stop(): Promise<void>;
}

export class StepError extends Error {
  constructor(
    readonly step: string,
    override readonly cause: unknown,
  ) {
    super(`${step} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const fromRoot = (p: string) => (isAbsolute(p) ? p : resolve(ROOT, p));

function tail(text: string, lines = 25): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** Runs a command to completion; rejects with its output's tail on a non-zero exit. */
function run(cmd: string, args: string[], cwd: string, signal?: AbortSignal, logFile?: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const onAbort = () => child.kill('SIGTERM');
    signal?.addEventListener('abort', onAbort, { once: true });
    child.once('error', (e) => fail(e));
    child.once('exit', (code, sig) => {
      signal?.removeEventListener('abort', onAbort);
      if (logFile) writeFileSync(logFile, out);
      if (code === 0) return done(out);
      fail(new Error(`${[cmd, ...args].join(' ')} exited with ${code ?? sig}${out ? `:\n${tail(out)}` : ''}`));
    });
  });
}

function readDeployment(file: string): { deployment?: Deployment; problem?: string } {
  if (!existsSync(file)) return { problem: `no deployment file at ${file}` };
  try {
    return { deployment: parseDeployment(JSON.parse(readFileSync(file, 'utf8'))) };
  } catch (e) {
    return { problem: `the deployment file is unreadable (${e instanceof Error ? e.message : String(e)})` };
  }
}

function writeJsonAtomic(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, file);
}

/** Where the devnet's own indexer and API run, and what they read. */
interface LocalServices {
  rpcUrl: string;
  deploymentFile: string;
  dir: string;
  indexerUrl: string;
  apiUrl: string;
  indexerPort: number;
  apiPort: number;
  signal?: AbortSignal;
  log: (line: string) => void;
}

const TSX = join(ROOT, 'node_modules/.bin/tsx');

/** Both services take DATABASE_URL from the environment (PostgreSQL), else keep an embedded database in the devnet folder. */
function serviceEnv(o: LocalServices) {
  return { RPC_URL: o.rpcUrl, DEPLOYMENT_FILE: o.deploymentFile, NO_COLOR: '1', FORCE_COLOR: '0' };
}

/** The indexer wipes its index itself when the chain or the deployment changed (indexer/src/main.ts); `fresh` forces it. */
function indexerOptions(o: LocalServices, fresh: boolean) {
  return {
    name: 'indexer',
    command: TSX,
    args: [join(ROOT, 'indexer/src/main.ts')],
    cwd: ROOT,
    env: {
      ...serviceEnv(o),
      INDEXER_PORT: String(o.indexerPort),
      INDEXER_HOST: HOST,
      INDEXER_DATA_DIR: join(o.dir, 'indexer-db'),
      ...(fresh ? { INDEXER_FRESH: '1' } : {}),
    },
    logFile: join(o.dir, 'indexer.log'),
    healthUrl: `${o.indexerUrl}/ready`,
    timeoutMs: 180_000,
    ...(o.signal ? { signal: o.signal } : {}),
  };
}

/** The indexer, and a watchdog that restarts a stalled or exited one on a fresh index (indexer-watchdog.ts). */
async function startWatchedIndexer(o: LocalServices): Promise<{ stop: () => Promise<void> }> {
  let indexer = await startService(indexerOptions(o, false));
  const watchdog = watchIndexer({
    indexerUrl: o.indexerUrl,
    rpcUrl: o.rpcUrl,
    exited: () => indexer.exited(),
    log: o.log,
    restart: async (reason) => {
      o.log(`indexer: ${reason}: restarting it on a fresh index`);
      const t0 = Date.now();
      await indexer.stop();
      indexer = await startService(indexerOptions(o, true));
      o.log(`indexer: ready again after ${secs(Date.now() - t0)}`);
    },
  });
  return {
    stop: async () => {
      watchdog.stop();
      await indexer.stop();
    },
  };
}

function startApi(o: LocalServices): Promise<{ stop: () => Promise<void> }> {
  return startService({
    name: 'api',
    command: TSX,
    args: [join(ROOT, 'api/src/main.ts')],
    cwd: ROOT,
    env: { ...serviceEnv(o), API_PORT: String(o.apiPort), API_HOST: HOST, API_DATA_DIR: join(o.dir, 'api-db') },
    logFile: join(o.dir, 'api.log'),
    healthUrl: `${o.apiUrl}/health`,
    timeoutMs: 60_000,
    ...(o.signal ? { signal: o.signal } : {}),
  });
}

/**
 * Builds the app unless its inputs are those of the last build. The hash is kept in the devnet folder and beside the
 * output: app/dist is shared by every devnet folder (npm start, e2e), so both must agree before skipping.
 */
async function buildAppIfChanged(dir: string, log: (line: string) => void, signal?: AbortSignal): Promise<void> {
  const hashFile = join(dir, 'app-build.hash');
  const distMarker = join(ROOT, 'app/dist', DIST_MARKER);
  const current = appInputsHash(ROOT);
  const read = (f: string) => (existsSync(f) ? readFileSync(f, 'utf8').trim() : undefined);
  const stored = read(hashFile);
  const need = appBuildNeeded(current, stored === read(distMarker) ? stored : undefined, existsSync(join(ROOT, 'app/dist/index.html')));
  log(`${need.build ? 'building: ' : 'skipped: '}${need.reason}`);
  if (!need.build) return;
  rmSync(hashFile, { force: true });
  await run(join(ROOT, 'node_modules/.bin/vite'), ['build'], join(ROOT, 'app'), signal, join(dir, 'app-build.log'));
  writeFileSync(distMarker, `${current}\n`);
  writeFileSync(hashFile, `${current}\n`);
}

export async function startDevnet(opts: DevnetOptions = {}): Promise<Devnet> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const rpcPort = opts.rpcPort ?? 8545;
  const webPort = opts.webPort ?? 5173;
  const blockTime = opts.blockTime ?? 3;
  const dir = fromRoot(opts.dir ?? '.devnet');
  const deploymentFile = fromRoot(opts.deploymentFile ?? 'deployments/31337.json');
  const stateFile = join(dir, 'anvil-state.json');
  const rpcUrl = `http://${HOST}:${rpcPort}`;
  let indexerUrl = `http://${HOST}:${opts.indexerPort ?? 42069}`;
  let apiUrl = `http://${HOST}:${opts.apiPort ?? 4000}`;
  mkdirSync(dir, { recursive: true });

  // What is running, stopped in reverse order.
  const stoppers: Array<{ name: string; stop: () => Promise<void> }> = [];
  let anvil: Anvil | undefined;
  const killOnExit = () => {
    // Last resort if the process exits without stop(): anvil still dumps its state on SIGINT.
    if (anvil && !anvil.exited()) process.kill(anvil.pid, 'SIGINT');
  };
  process.once('exit', killOnExit);
  let stopped = false;
  const stopAll = async () => {
    if (stopped) return;
    stopped = true;
    for (const s of stoppers.reverse()) {
      try {
        await s.stop();
      } catch (e) {
        log(`  (stopping ${s.name}: ${e instanceof Error ? e.message : String(e)})`);
      }
    }
    process.off('exit', killOnExit);
  };

  const step = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    if (opts.signal?.aborted) throw new StepError(name, new Error('aborted'));
    log(`▸ ${name}`);
    const t0 = Date.now();
    try {
      const r = await fn();
      log(`✓ ${name} (${secs(Date.now() - t0)})`);
      return r;
    } catch (e) {
      log(`✗ ${name} failed after ${secs(Date.now() - t0)}: ${e instanceof Error ? e.message : String(e)}`);
      throw new StepError(name, e);
    }
  };

  let freshChain = false; // true when anvil started without a saved state
  const startChain = async (): Promise<void> => {
    const hadState = existsSync(stateFile);
    if (await stopLeftover(join(dir, 'anvil.pid'), stateFile)) {
      log('  stopped an anvil left running by an earlier run');
      // Stopping it made it save its chain: when this start was meant to be fresh (no state file, or the old one
      // set aside for a redeploy), that old chain must not be loaded.
      if (!hadState) rmSync(stateFile, { force: true });
    }
    freshChain = !existsSync(stateFile);
    const o = {
      host: HOST,
      port: rpcPort,
      chainId: CHAIN_ID,
      blockTime,
      stateFile,
      logFile: join(dir, 'anvil.log'),
      pidFile: join(dir, 'anvil.pid'),
      ...(opts.stateInterval !== undefined ? { stateInterval: opts.stateInterval } : {}),
      ...(opts.maxPersistedStates !== undefined ? { maxPersistedStates: opts.maxPersistedStates } : {}),
      // A fresh chain starts in the past so the seeding can leave days of history ending now (seed-history.ts).
      ...(freshChain ? { genesisTimestamp: Math.floor(Date.now() / 1000) - HISTORY_SECONDS } : {}),
    };
    try {
      anvil = await startAnvil(o);
    } catch (e) {
      // A state file anvil cannot load (e.g. cut short by a crash) must not block the devnet: keep it aside, start fresh.
      if (!existsSync(stateFile) || !/state|deserializ|json|EOF/i.test(e instanceof Error ? e.message : '')) throw e;
      const aside = join(dir, `anvil-state.unreadable-${Date.now()}.json`);
      renameSync(stateFile, aside);
      log(`  anvil could not load its saved state (kept as ${aside}); starting a fresh chain`);
      anvil = await startAnvil(o);
      freshChain = true;
    }
    const a = anvil;
    stoppers.push({ name: 'chain', stop: () => a.stop() });
  };
  const freshState = (why: string) => {
    log(`  redeploying on a fresh chain: ${why}`);
    if (existsSync(stateFile)) renameSync(stateFile, join(dir, 'anvil-state.previous.json'));
  };

  try {
    const sourceHash = await step('build contracts', async () => {
      await run(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'contracts/scripts/build.ts'), '--quiet'], ROOT, opts.signal);
      const { SOURCE_HASH } = await import('@fuelswap/contracts/artifacts');
      return SOURCE_HASH as string;
    });

    let { deployment, problem } = readDeployment(deploymentFile);
    let check = deployCheckOffline(deployment, problem, sourceHash);
    if (check.deploy) freshState(check.reason);

    await step(`start chain on ${rpcUrl}`, startChain);

    if (!check.deploy && deployment) {
      const d = deployment;
      check = await step('check deployment', async () => {
        const pub = createPublicClient({ transport: http(rpcUrl) });
        const c = deployCheckOnline(await pub.getCode({ address: d.contracts.Router as Address }));
        log(`  ${c.reason}`);
        return c;
      });
      if (check.deploy && freshChain) {
        log('  redeploying: the chain started without a saved state');
      } else if (check.deploy) {
        await step('restart chain with a fresh state', async () => {
          await anvil!.stop();
          stoppers.pop();
          freshState(check.reason);
          await startChain();
        });
      } else if (d.rpcUrl !== rpcUrl) {
        // Same chain, other port: only the URL in the file changes.
        deployment = { ...d, rpcUrl };
        writeJsonAtomic(deploymentFile, deployment);
      }
    }

    if (check.deploy) {
      deployment = await step('deploy and seed', async () => {
        const { deployAndSeed } = await import('./deploy.ts');
        const d = await deployAndSeed({ rpcUrl, publicRpcUrl: rpcUrl, blockTime, log: (l) => log(`  ${l}`) });
        writeJsonAtomic(deploymentFile, d);
        log(`  wrote ${deploymentFile}`);
        return d;
      });
    }
    const finalDeployment = deployment!;

    await step('start keepers', async () => {
      const keepers: Keeper = startKeepers({ rpcUrl, deployment: finalDeployment, blockTime, dir, log: (l) => log(`  ${l}`) });
      stoppers.push({ name: 'keepers', stop: () => keepers.stop() });
    });

    // The indexer (GraphQL history) and the API, each waited until healthy, unless the caller starts its own.
    const withApi = existsSync(join(ROOT, 'api/src/main.ts'));
    let serviceLines: string[] = [];
    if (opts.services) {
      const startServices = opts.services;
      const started = await step('start services', () =>
        startServices({ rpcUrl, deploymentFile, deployment: finalDeployment, blockTime, dir, log: (l) => log(`  ${l}`) }),
      );
      stoppers.push({ name: 'services', stop: () => started.stop() });
      ({ indexerUrl, apiUrl } = started);
      serviceLines = started.lines;
    } else {
      const local: LocalServices = {
        rpcUrl,
        deploymentFile,
        dir,
        indexerUrl,
        apiUrl,
        indexerPort: opts.indexerPort ?? 42069,
        apiPort: opts.apiPort ?? 4000,
        log: (l) => log(`  ${l}`),
        ...(opts.signal ? { signal: opts.signal } : {}),
      };
      await step(`start indexer on ${indexerUrl}`, async () => {
        const indexer = await startWatchedIndexer(local);
        stoppers.push({ name: 'indexer', stop: () => indexer.stop() });
      });
      if (withApi) {
        await step(`start api on ${apiUrl}`, async () => {
          const api = await startApi(local);
          stoppers.push({ name: 'api', stop: () => api.stop() });
        });
      }
    }

    if (opts.buildApp !== false) {
      await step('build app', () => buildAppIfChanged(dir, (l) => log(`  ${l}`), opts.signal));
    }

    const web = await step(`serve app on http://${HOST}:${webPort}`, async () => {
      const w = await startWeb({
        host: HOST,
        port: webPort,
        distDir: join(ROOT, 'app/dist'),
        deploymentFile,
        services: { indexerUrl, apiUrl },
        rpcUpstream: rpcUrl,
      });
      stoppers.push({ name: 'web', stop: () => w.stop() });
      return w;
    });

    log('');
    log(`  App       ${web.url}`);
    log(`  RPC       ${rpcUrl}  (chain id ${finalDeployment.chainId}; the app's: ${web.url}${RPC_PATH})`);
    if (!opts.services) log(`  Indexer   ${indexerUrl}/graphql  (log ${join(dir, 'indexer.log')})`);
    if (withApi && !opts.services) log(`  API       ${apiUrl}  (log ${join(dir, 'api.log')})`);
    for (const l of serviceLines) log(`  ${l}`);
    log(
      `  Wallet    ${devnetAccounts(finalDeployment).devWallet}  ("Devnet wallet" in the app; key ${devnetAccounts(finalDeployment).devWalletPrivateKey})`,
    );
    log(`  Files     ${deploymentFile}, state in ${dir}`);
    log('');
    return { rpcUrl, webUrl: web.url, indexerUrl, apiUrl, deployment: finalDeployment, stop: stopAll };
  } catch (e) {
    await stopAll();
    throw e;
  }
}
