/**
 * Starts the indexer: `ponder start` on the deployment named by
 * DEPLOYMENT_FILE, after making sure its database belongs to that deployment.
 *
 * Ponder resumes from its database after a restart (nothing lost, nothing
 * twice), but it does not notice that the chain under it was reset: it keeps
 * serving the old chain's rows, and mixes old and new rows on the next start.
 * So the index is tied to what it indexes by a marker: chain id, the hash of
 * the block at the deployment's start block, the deployment file's hash and
 * the indexer's own sources (Ponder refuses a database written by another
 * build). When the marker differs, the index is wiped and rebuilt from the
 * start block: the PGlite folder is deleted, or the Postgres schema dropped.
 * That is the devnet's (31337) alone: a public chain is never reset, so there
 * the launcher only checks that RPC_URL serves the deployment's chain, and
 * leaves the index, reorgs and finality to Ponder (src/settings.ts lists what
 * a public chain requires: RPC_URL, DATABASE_URL; INDEXER_RPC_MAX_RPS).
 *
 * Environment: DEPLOYMENT_FILE, RPC_URL, INDEXER_PORT (42069), INDEXER_HOST
 * (127.0.0.1), INDEXER_DATA_DIR (PGlite folder, default .devnet/indexer-db),
 * DATABASE_URL (PostgreSQL instead of PGlite), INDEXER_SCHEMA (Postgres
 * schema, default "fuelswap_indexer"), SUPERVISOR_PID (stop when that process
 * is gone), INDEXER_FRESH=1 (wipe the index whatever the marker says: the
 * devnet's watchdog restarts a stalled indexer that way, devnet/src/indexer-watchdog.ts), INDEXER_HEAD_FROM_START=1
 * (the indexed head from the start block: ponder.config.ts `IndexedHead`),
 * INDEXER_VIEWS_SCHEMA (PostgreSQL: the writer also keeps views of every table
 * in that schema, `ponder start --views-schema`, which readers serve),
 * INDEXER_MODE=serve (a reader: `ponder serve` on INDEXER_SCHEMA, no indexing,
 * no marker check: the writer owns the index; see docs/OPERATING.md "Running
 * as a cluster").
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { loadDeployment, repoRoot } from './deployment.ts';
import { checkIndexerEnvironment, indexerRpcUrl, isDevnetChain } from './settings.ts';

const indexerRoot = resolve(repoRoot, 'indexer');

export interface IndexMarker {
  chainId: number;
  startBlock: number;
  startBlockHash: string;
  deploymentHash: string;
  buildHash: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Hash of everything that makes Ponder's build id: config, schema and indexing code, and `variant` for what the
 * environment changes in the config (INDEXER_HEAD_FROM_START: where the IndexedHead block source starts).
 */
export function indexerBuildHash(variant = ''): string {
  const files = ['ponder.config.ts', 'ponder.schema.ts'];
  const walk = (dir: string) => {
    for (const e of readdirSync(join(indexerRoot, dir), { withFileTypes: true })) {
      const rel = join(dir, e.name);
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith('.ts') && rel !== join('src', 'main.ts')) files.push(rel);
    }
  };
  walk('src');
  const h = createHash('sha256').update(variant).update('\0');
  for (const f of files.sort())
    h.update(f)
      .update('\0')
      .update(readFileSync(join(indexerRoot, f)))
      .update('\0');
  return h.digest('hex');
}

async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

/** The chain id at `rpcUrl`, or a throw when it is not `expected` (Ponder itself only warns). */
async function checkChainId(rpcUrl: string, expected: number): Promise<number> {
  const chainId = Number(await rpc<string>(rpcUrl, 'eth_chainId', []));
  if (chainId !== expected) throw new Error(`The chain at ${rpcUrl} has id ${chainId}, the deployment file says ${expected}`);
  return chainId;
}

/** The marker of the deployment as the chain at `rpcUrl` has it now. */
export async function currentMarker(env: NodeJS.ProcessEnv = process.env): Promise<IndexMarker> {
  const { deployment, raw } = loadDeployment(env);
  const rpcUrl = indexerRpcUrl(deployment, env);
  const chainId = await checkChainId(rpcUrl, deployment.chainId);
  const block = await rpc<{ hash: string } | null>(rpcUrl, 'eth_getBlockByNumber', [`0x${deployment.startBlock.toString(16)}`, false]);
  if (!block)
    throw new Error(
      `The chain at ${rpcUrl} has no block ${deployment.startBlock} (the deployment's start block): was it reset without redeploying?`,
    );
  return {
    chainId,
    startBlock: deployment.startBlock,
    startBlockHash: block.hash,
    deploymentHash: sha256(raw),
    buildHash: indexerBuildHash(env.INDEXER_HEAD_FROM_START === '1' ? 'head-from-start' : ''),
  };
}

export const sameMarker = (a: IndexMarker | undefined, b: IndexMarker): boolean =>
  !!a &&
  a.chainId === b.chainId &&
  a.startBlock === b.startBlock &&
  a.startBlockHash === b.startBlockHash &&
  a.deploymentHash === b.deploymentHash &&
  a.buildHash === b.buildHash;

export function pgliteDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(repoRoot, env.INDEXER_DATA_DIR ?? '.devnet/indexer-db');
}

export function schemaName(env: NodeJS.ProcessEnv = process.env): string {
  const s = env.INDEXER_SCHEMA ?? 'fuelswap_indexer';
  if (!/^[a-z_][a-z0-9_]{0,44}$/.test(s))
    throw new Error(`INDEXER_SCHEMA must be a lower-case SQL identifier of at most 45 characters, got "${s}"`);
  return s;
}

/**
 * Makes the index belong to `marker`: keeps it when the stored marker matches,
 * else wipes it. Returns whether it wiped. The PGlite marker sits beside the
 * data folder (`<dir>.marker.json`); the Postgres one in a small table.
 */
export async function prepareDatabase(
  marker: IndexMarker,
  env: NodeJS.ProcessEnv = process.env,
  log: (l: string) => void = console.log,
): Promise<boolean> {
  const schema = schemaName(env);
  const fresh = env.INDEXER_FRESH === '1';
  if (!env.DATABASE_URL) {
    const dir = pgliteDir(env);
    const markerFile = `${dir}.marker.json`;
    let stored: IndexMarker | undefined;
    try {
      stored = JSON.parse(readFileSync(markerFile, 'utf8')) as IndexMarker;
    } catch {
      stored = undefined;
    }
    const keep = !fresh && sameMarker(stored, marker) && existsSync(dir);
    if (!keep) {
      if (existsSync(dir))
        log(
          `indexer: ${fresh ? 'a fresh index was asked for' : stored ? 'the chain, the deployment or the indexer changed' : 'no marker'}: wiping ${dir}`,
        );
      rmSync(dir, { recursive: true, force: true });
    }
    mkdirSync(dirname(markerFile), { recursive: true });
    writeFileSync(markerFile, `${JSON.stringify(marker, null, 2)}\n`);
    return !keep;
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    await client.query('CREATE TABLE IF NOT EXISTS public.fuelswap_indexer_marker (schema_name text PRIMARY KEY, marker jsonb NOT NULL)');
    const res = await client.query<{ marker: IndexMarker }>('SELECT marker FROM public.fuelswap_indexer_marker WHERE schema_name = $1', [
      schema,
    ]);
    const keep = !fresh && sameMarker(res.rows[0]?.marker, marker);
    if (!keep) {
      log(
        `indexer: ${fresh ? 'a fresh index was asked for' : res.rows[0] ? 'the chain, the deployment or the indexer changed' : 'no marker'}: dropping schema ${schema}`,
      );
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      // Ponder's RPC cache for a devnet chain id would describe the old chain.
      const sync = await client.query(`SELECT 1 FROM information_schema.schemata WHERE schema_name = 'ponder_sync'`);
      if (sync.rowCount && marker.chainId === 31337) await client.query('DROP SCHEMA ponder_sync CASCADE');
    }
    await client.query(
      'INSERT INTO public.fuelswap_indexer_marker (schema_name, marker) VALUES ($1, $2) ON CONFLICT (schema_name) DO UPDATE SET marker = EXCLUDED.marker',
      [schema, JSON.stringify(marker)],
    );
    return !keep;
  } finally {
    await client.end();
  }
}

function ponderBinary(): string {
  for (let dir = indexerRoot; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', 'ponder', 'dist', 'esm', 'bin', 'ponder.js');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error('ponder is not installed: run npm install');
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether `pid` runs this indexer (its launcher or its Ponder), so a recycled pid is never killed. */
function isIndexerProcess(pid: number): boolean {
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmd.includes('ponder') || cmd.includes('indexer/src/main.ts');
  } catch {
    return false;
  }
}

/** This process and its ancestors (a wrapper such as tsx or npm carries the same command line and environment). */
function selfAndAncestors(): Set<number> {
  const out = new Set<number>([process.pid]);
  let pid = process.ppid;
  for (let i = 0; i < 32 && pid > 1 && !out.has(pid); i++) {
    out.add(pid);
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may contain spaces, so split after ")".
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      break;
    }
  }
  return out;
}

/** Pids of indexer processes (launcher, Ponder) whose INDEXER_DATA_DIR is `dataDir`; empty where /proc is missing. */
function indexersOn(dataDir: string): number[] {
  const out: number[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return out;
  }
  for (const e of entries) {
    const pid = Number(e);
    if (pid === process.pid || !isIndexerProcess(pid)) continue;
    try {
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (environ.includes(`INDEXER_DATA_DIR=${dataDir}`)) out.push(pid);
    } catch {
      // not ours to read
    }
  }
  return out;
}

/**
 * Stops an indexer that an earlier run left behind on the same data folder
 * (its supervisor was killed): two processes on one PGlite folder corrupt it,
 * and Ponder, finding its port taken, silently moves to the next one while the
 * old process keeps answering on the expected port with stale data.
 */
async function stopLeftover(pidFile: string, dataDir: string, log: (l: string) => void): Promise<void> {
  const pids = new Set<number>();
  try {
    const saved = JSON.parse(readFileSync(pidFile, 'utf8')) as { launcher?: number; ponder?: number };
    for (const p of [saved.ponder, saved.launcher]) if (typeof p === 'number') pids.add(p);
  } catch {
    // No pid file: look for indexers on this data folder by their environment (Linux).
  }
  for (const p of indexersOn(dataDir)) pids.add(p);
  for (const p of selfAndAncestors()) pids.delete(p);
  const running = [...pids].filter((p) => alive(p) && isIndexerProcess(p));
  if (running.length === 0) return;
  log(`indexer: stopping a leftover indexer (pid ${running.join(', ')})`);
  for (const p of running) process.kill(p, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (running.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  for (const p of running) if (alive(p)) process.kill(p, 'SIGKILL');
}

function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((done) => {
    const srv = createServer();
    srv.once('error', () => done(false));
    srv.listen(port, host, () => srv.close(() => done(true)));
  });
}

async function main(): Promise<void> {
  const env = process.env;
  const { deployment } = loadDeployment(env);
  checkIndexerEnvironment(deployment, env);
  const devnet = isDevnetChain(deployment.chainId);
  const port = env.INDEXER_PORT ?? '42069';
  const host = env.INDEXER_HOST ?? '127.0.0.1';
  const pidFile = `${pgliteDir(env)}.pid`;
  await stopLeftover(pidFile, pgliteDir(env), console.log);
  if (!(await portFree(Number(port), host))) {
    throw new Error(`port ${port} on ${host} is in use: is another indexer or devnet running? Stop it or set INDEXER_PORT.`);
  }
  const serveOnly = env.INDEXER_MODE === 'serve';
  if (serveOnly && !env.DATABASE_URL) throw new Error('INDEXER_MODE=serve reads a PostgreSQL index: set DATABASE_URL');
  const views = env.INDEXER_VIEWS_SCHEMA;
  if (views !== undefined && !/^[a-z_][a-z0-9_]{0,44}$/.test(views))
    throw new Error(`INDEXER_VIEWS_SCHEMA must be a lower-case SQL identifier of at most 45 characters, got "${views}"`);
  // A reader serves what the writer indexed: checking or wiping the index is the writer's job alone. Only a devnet's
  // chain is reset under its index; on a public chain a changed build is Ponder's to refuse (a new INDEXER_SCHEMA).
  if (!serveOnly && devnet) await prepareDatabase(await currentMarker(env), env);
  else if (!serveOnly) await checkChainId(indexerRpcUrl(deployment, env), deployment.chainId);
  const command = serveOnly
    ? ['serve', '--schema', schemaName(env)]
    : ['start', '--schema', schemaName(env), ...(views && env.DATABASE_URL ? ['--views-schema', views] : [])];
  const child = spawn(process.execPath, [ponderBinary(), ...command, '--port', port, '--hostname', host], {
    cwd: indexerRoot,
    env: {
      ...env,
      PONDER_TELEMETRY_DISABLED: 'true',
      // Fail when the port is taken after the check above, rather than Ponder's silent move to the next port
      // (patches/ponder+0.16.6.patch): the caller asks the port it named, and would reach whatever holds it.
      PONDER_STRICT_PORT: '1',
      INDEXER_DATA_DIR: pgliteDir(env),
      PONDER_LOG_LEVEL: env.PONDER_LOG_LEVEL ?? 'warn',
      // Ponder's pretty logger draws a terminal UI; a log file wants plain lines.
      NO_COLOR: '1',
    },
    stdio: 'inherit',
  });
  mkdirSync(dirname(pidFile), { recursive: true });
  writeFileSync(pidFile, `${JSON.stringify({ launcher: process.pid, ponder: child.pid })}\n`);
  const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
  process.on('SIGTERM', forward('SIGTERM'));
  process.on('SIGINT', forward('SIGINT'));
  child.on('exit', (code, signal) => {
    rmSync(pidFile, { force: true });
    process.exit(code ?? (signal ? 1 : 0));
  });
  // When the supervisor that started us is gone (killed without stopping us), stop too.
  const supervisor = Number(env.SUPERVISOR_PID);
  if (Number.isInteger(supervisor) && supervisor > 0) {
    setInterval(() => {
      if (!alive(supervisor)) child.kill('SIGTERM');
    }, 2_000).unref();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(indexerRoot, 'src/main.ts')) {
  main().catch((err: unknown) => {
    console.error(`indexer: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
