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

/** What is running, stopped in reverse order, and the step runner that names and times each start. */
interface Supervisor {
  log: (line: string) => void;
  step: <T>(name: string, fn: () => Promise<T>) => Promise<T>;
  /** Records a started part; `stopAll` stops the parts in reverse order. */
  started: (name: string, stop: () => Promise<void>) => void;
  /** Forgets the last started part (it was stopped by the caller). */
  forgetLast: () => void;
  stopAll: () => Promise<void>;
}

function supervisor(log: (line: string) => void, signal: AbortSignal | undefined, killOnExit: () => void): Supervisor {
  const stoppers: Array<{ name: string; stop: () => Promise<void> }> = [];
  process.once('exit', killOnExit);
  let stopped = false;
  return {
    log,
    started: (name, stop) => void stoppers.push({ name, stop }),
    forgetLast: () => void stoppers.pop(),
    stopAll: async () => {
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
    },
    step: async (name, fn) => {
      if (signal?.aborted) throw new StepError(name, new Error('aborted'));
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
    },
  };
}

/** The devnet's chain: anvil on its state file, started fresh when there is none or it cannot be loaded. */
class Chain {
  anvil: Anvil | undefined;
  /** True when anvil started without a saved state. */
  fresh = false;
  readonly stateFile: string;

  constructor(
    private readonly sup: Supervisor,
    private readonly dir: string,
    private readonly opts: { port: number; blockTime: number; stateInterval?: number; maxPersistedStates?: number },
  ) {
    this.stateFile = join(dir, 'anvil-state.json');
  }

  /** Last resort if the process exits without stop(): anvil still dumps its state on SIGINT. */
  readonly killOnExit = () => {
    if (this.anvil && !this.anvil.exited()) process.kill(this.anvil.pid, 'SIGINT');
  };

  /** Sets the saved chain aside, so the next start is fresh and the deployment is made again. */
  setAside(why: string): void {
    this.sup.log(`  redeploying on a fresh chain: ${why}`);
    if (existsSync(this.stateFile)) renameSync(this.stateFile, join(this.dir, 'anvil-state.previous.json'));
  }

  async start(): Promise<void> {
    const { stateFile, dir, sup } = this;
    const hadState = existsSync(stateFile);
    if (await stopLeftover(join(dir, 'anvil.pid'), stateFile)) {
      sup.log('  stopped an anvil left running by an earlier run');
      // Stopping it made it save its chain: when this start was meant to be fresh (no state file, or the old one
      // set aside for a redeploy), that old chain must not be loaded.
      if (!hadState) rmSync(stateFile, { force: true });
    }
    this.fresh = !existsSync(stateFile);
    const o = {
      host: HOST,
      port: this.opts.port,
      chainId: CHAIN_ID,
      blockTime: this.opts.blockTime,
      stateFile,
      logFile: join(dir, 'anvil.log'),
      pidFile: join(dir, 'anvil.pid'),
      ...(this.opts.stateInterval !== undefined ? { stateInterval: this.opts.stateInterval } : {}),
      ...(this.opts.maxPersistedStates !== undefined ? { maxPersistedStates: this.opts.maxPersistedStates } : {}),
      // A fresh chain starts in the past so the seeding can leave days of history ending now (seed-history.ts).
      ...(this.fresh ? { genesisTimestamp: Math.floor(Date.now() / 1000) - HISTORY_SECONDS } : {}),
    };
    let anvil: Anvil;
    try {
      anvil = await startAnvil(o);
    } catch (e) {
      // A state file anvil cannot load (e.g. cut short by a crash) must not block the devnet: keep it aside, start fresh.
      if (!existsSync(stateFile) || !/state|deserializ|json|EOF/i.test(e instanceof Error ? e.message : '')) throw e;
      const aside = join(dir, `anvil-state.unreadable-${Date.now()}.json`);
      renameSync(stateFile, aside);
      sup.log(`  anvil could not load its saved state (kept as ${aside}); starting a fresh chain`);
      anvil = await startAnvil(o);
      this.fresh = true;
    }
    this.anvil = anvil;
    sup.started('chain', () => anvil.stop());
  }

  /** Stops the running chain, sets its state aside and starts a fresh one. */
  async restartFresh(why: string): Promise<void> {
    if (this.anvil) await this.anvil.stop();
    this.sup.forgetLast();
    this.setAside(why);
    await this.start();
  }
}

async function buildContracts(signal?: AbortSignal): Promise<string> {
  await run(TSX, [join(ROOT, 'contracts/scripts/build.ts'), '--quiet'], ROOT, signal);
  const { SOURCE_HASH } = await import('@fuelswap/contracts/artifacts');
  return SOURCE_HASH as string;
}

/**
 * The deployment the chain holds: the file's when it was made from these sources and its router is on the chain
 * (the chain restarted fresh when not), else deployed and seeded anew and written to the file.
 */
async function ensureDeployment(
  sup: Supervisor,
  chain: Chain,
  c: { rpcUrl: string; deploymentFile: string; blockTime: number; sourceHash: string },
): Promise<Deployment> {
  let { deployment, problem } = readDeployment(c.deploymentFile);
  let check = deployCheckOffline(deployment, problem, c.sourceHash);
  if (check.deploy) chain.setAside(check.reason);

  await sup.step(`start chain on ${c.rpcUrl}`, () => chain.start());

  if (!check.deploy && deployment) {
    const d = deployment;
    check = await sup.step('check deployment', async () => {
      const pub = createPublicClient({ transport: http(c.rpcUrl) });
      const online = deployCheckOnline(await pub.getCode({ address: d.contracts.Router as Address }));
      sup.log(`  ${online.reason}`);
      return online;
    });
    if (check.deploy && chain.fresh) {
      sup.log('  redeploying: the chain started without a saved state');
    } else if (check.deploy) {
      const why = check.reason;
      await sup.step('restart chain with a fresh state', () => chain.restartFresh(why));
    } else if (d.rpcUrl !== c.rpcUrl) {
      // Same chain, other port: only the URL in the file changes.
      deployment = { ...d, rpcUrl: c.rpcUrl };
      writeJsonAtomic(c.deploymentFile, deployment);
    }
  }
  if (!check.deploy && deployment) return deployment;

  return sup.step('deploy and seed', async () => {
    const { deployAndSeed } = await import('./deploy.ts');
    const d = await deployAndSeed({ rpcUrl: c.rpcUrl, publicRpcUrl: c.rpcUrl, blockTime: c.blockTime, log: (l) => sup.log(`  ${l}`) });
    writeJsonAtomic(c.deploymentFile, d);
    sup.log(`  wrote ${c.deploymentFile}`);
    return d;
  });
}

/** The indexer (GraphQL history) and the API, each waited until healthy, or the caller's own (`opts.services`). */
async function startHistoryServices(
  sup: Supervisor,
  opts: DevnetOptions,
  c: ServicesContext,
  urls: { indexerUrl: string; apiUrl: string },
): Promise<{ indexerUrl: string; apiUrl: string; lines: string[] }> {
  if (opts.services) {
    const startServices = opts.services;
    const started = await sup.step('start services', () => startServices(c));
    sup.started('services', () => started.stop());
    return { indexerUrl: started.indexerUrl, apiUrl: started.apiUrl, lines: started.lines };
  }
  const local: LocalServices = {
    rpcUrl: c.rpcUrl,
    deploymentFile: c.deploymentFile,
    dir: c.dir,
    ...urls,
    indexerPort: opts.indexerPort ?? 42069,
    apiPort: opts.apiPort ?? 4000,
    log: c.log,
    ...(opts.signal ? { signal: opts.signal } : {}),
  };
  const lines = [`Indexer   ${urls.indexerUrl}/graphql  (log ${join(c.dir, 'indexer.log')})`];
  await sup.step(`start indexer on ${urls.indexerUrl}`, async () => {
    const indexer = await startWatchedIndexer(local);
    sup.started('indexer', () => indexer.stop());
  });
  if (existsSync(join(ROOT, 'api/src/main.ts'))) {
    await sup.step(`start api on ${urls.apiUrl}`, async () => {
      const api = await startApi(local);
      sup.started('api', () => api.stop());
    });
    lines.push(`API       ${urls.apiUrl}  (log ${join(c.dir, 'api.log')})`);
  }
  return { ...urls, lines };
}

export async function startDevnet(opts: DevnetOptions = {}): Promise<Devnet> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const rpcPort = opts.rpcPort ?? 8545;
  const webPort = opts.webPort ?? 5173;
  const blockTime = opts.blockTime ?? 3;
  const dir = fromRoot(opts.dir ?? '.devnet');
  const deploymentFile = fromRoot(opts.deploymentFile ?? 'deployments/31337.json');
  const rpcUrl = `http://${HOST}:${rpcPort}`;
  mkdirSync(dir, { recursive: true });

  // The exit hook runs only when the process exits, after `chain` exists.
  const sup = supervisor(log, opts.signal, () => chain.killOnExit());
  const chain = new Chain(sup, dir, {
    port: rpcPort,
    blockTime,
    ...(opts.stateInterval !== undefined ? { stateInterval: opts.stateInterval } : {}),
    ...(opts.maxPersistedStates !== undefined ? { maxPersistedStates: opts.maxPersistedStates } : {}),
  });
  const indent = (l: string) => log(`  ${l}`);

  try {
    const sourceHash = await sup.step('build contracts', () => buildContracts(opts.signal));
    const deployment = await ensureDeployment(sup, chain, { rpcUrl, deploymentFile, blockTime, sourceHash });

    await sup.step('start keepers', async () => {
      const keepers: Keeper = startKeepers({ rpcUrl, deployment, blockTime, dir, log: indent });
      sup.started('keepers', () => keepers.stop());
    });

    const services = await startHistoryServices(
      sup,
      opts,
      { rpcUrl, deploymentFile, deployment, blockTime, dir, log: indent },
      { indexerUrl: `http://${HOST}:${opts.indexerPort ?? 42069}`, apiUrl: `http://${HOST}:${opts.apiPort ?? 4000}` },
    );

    if (opts.buildApp !== false) await sup.step('build app', () => buildAppIfChanged(dir, indent, opts.signal));

    const web = await sup.step(`serve app on http://${HOST}:${webPort}`, async () => {
      const w = await startWeb({
        host: HOST,
        port: webPort,
        distDir: join(ROOT, 'app/dist'),
        deploymentFile,
        services: { indexerUrl: services.indexerUrl, apiUrl: services.apiUrl },
        rpcUpstream: rpcUrl,
      });
      sup.started('web', () => w.stop());
      return w;
    });

    const wallet = devnetAccounts(deployment);
    for (const l of [
      '',
      `  App       ${web.url}`,
      `  RPC       ${rpcUrl}  (chain id ${deployment.chainId}; the app's: ${web.url}${RPC_PATH})`,
      ...services.lines.map((l) => `  ${l}`),
      `  Wallet    ${wallet.devWallet}  ("Devnet wallet" in the app; key ${wallet.devWalletPrivateKey})`,
      `  Files     ${deploymentFile}, state in ${dir}`,
      '',
    ])
      log(l);
    return { rpcUrl, webUrl: web.url, indexerUrl: services.indexerUrl, apiUrl: services.apiUrl, deployment, stop: sup.stopAll };
  } catch (e) {
    await sup.stopAll();
    throw e;
  }
}
