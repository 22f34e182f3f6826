/**
 * Starts a throw-away anvil (chain id 31337) for tests and tools.
 *
 *   const node = await startAnvil();            // free port, instant mining
 *   const node = await startAnvil({ blockTime: 3, port: 8545, args: ['--state', '.devnet/state.json'] });
 *   ...
 *   await node.stop();
 *
 * The binary is $ANVIL_BIN when set, otherwise the platform binary installed by @foundry-rs/anvil
 * (spawned directly so that stop() kills anvil itself, not a wrapper), otherwise node_modules/.bin/anvil.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface AnvilOptions {
  /** TCP port; a free one is picked when omitted. */
  port?: number;
  /** Seconds per block (interval mining); instant mining when omitted. */
  blockTime?: number;
  /** Extra anvil arguments. */
  args?: string[];
  /** Default ANVIL_CHAIN_ID (31337); e.g. 97 to rehearse a BSC testnet deployment. */
  chainId?: number;
  /** Milliseconds to wait for eth_chainId to answer (default 20000). */
  startTimeoutMs?: number;
}

export interface AnvilInstance {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export const ANVIL_CHAIN_ID = 31337;

/**
 * The EVM every anvil of ours runs: the one the contracts compile for (build.ts, foundry.toml). Anvil's own default
 * (Prague) also writes each parent block hash into the EIP-2935 history contract, so the state anvil copies for
 * every block grows with every block mined: 3,600 empty blocks took 10.6 s to mine here, 2.6 s on Cancun (an
 * e2e test that waits out an auction mines that many).
 */
export const ANVIL_HARDFORK = 'cancun';

const CONTRACTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function anvilBinary(): string {
  const fromEnv = process.env.ANVIL_BIN;
  if (fromEnv) return fromEnv;
  const require = createRequire(path.join(CONTRACTS_DIR, 'package.json'));
  const platformPackage = `@foundry-rs/anvil-${process.platform === 'win32' ? 'win32' : process.platform}-${
    process.arch === 'x64' ? 'amd64' : process.arch
  }`;
  try {
    const dir = path.dirname(require.resolve(`${platformPackage}/package.json`));
    const bin = path.join(dir, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
    if (fs.existsSync(bin)) return bin;
  } catch {
    // fall through to the wrapper
  }
  for (let dir = CONTRACTS_DIR; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', '.bin', 'anvil');
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  throw new Error('anvil not found: install @foundry-rs/anvil or set ANVIL_BIN');
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Ports this process has handed out (per worker range, below). */
let handedOut = 0;
const WORKER_PORTS = 400;

/**
 * A port that was free a moment ago. Between this answer and the caller's process listening on it (seconds, for
 * an indexer that builds first) the port is up for grabs; an indexer test once got past its readiness check on
 * another test's indexer (CI, services stage, two test files side by side). So inside a Vitest worker the port
 * comes from that worker's own range, below the OS's ephemeral ports (32768 and up, which it hands to listeners on
 * port 0 and to outgoing connections alike): 20000 + 400 × (worker − 1), in turn, skipping ports in use.
 * Elsewhere the OS picks one (a listener on port 0).
 */
export async function findFreePort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID);
  if (Number.isInteger(worker) && worker >= 1 && worker <= 30) {
    const base = 20_000 + (worker - 1) * WORKER_PORTS;
    for (let i = 0; i < WORKER_PORTS; i++) {
      const port = base + (handedOut++ % WORKER_PORTS);
      if (await portFree(port)) return port;
    }
    throw new Error(`no free port in ${base}-${base + WORKER_PORTS - 1}`);
  }
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('could not get a free port'))));
    });
  });
}

async function chainIdAnswers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    if (!res.ok) return false;
    const body = (await res.json()) as { result?: string };
    return typeof body.result === 'string';
  } catch {
    return false;
  }
}

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Never leave an anvil behind when the parent process exits.
  process.once('exit', () => {
    for (const child of live) child.kill('SIGKILL');
  });
}

export async function startAnvil(opts: AnvilOptions = {}): Promise<AnvilInstance> {
  const port = opts.port ?? (await findFreePort());
  // Historical states anvil persists to disk go to a folder of ours, removed when this anvil stops: by default
  // they stay in ~/.foundry/anvil/tmp for ever, and a day of killed test anvils filled a 250 GB disk.
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuelswap-anvil-'));
  const args = [
    '--silent',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--chain-id',
    String(opts.chainId ?? ANVIL_CHAIN_ID),
    '--cache-path',
    cacheDir,
  ];
  args.push('--hardfork', ANVIL_HARDFORK);
  if (opts.blockTime !== undefined) args.push('--block-time', String(opts.blockTime));
  args.push(...(opts.args ?? []));

  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  live.add(child);
  installExitHook();
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      live.delete(child);
      fs.rmSync(cacheDir, { recursive: true, force: true });
      resolve();
    });
  });
  child.once('error', (e) => {
    stderr += `\n${e.message}`;
  });

  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exitPromise;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (opts.startTimeoutMs ?? 20_000);
  while (!(await chainIdAnswers(url))) {
    if (exited) {
      throw new Error(`anvil exited before answering (code ${exited.code}, signal ${exited.signal}) on port ${port}: ${stderr.trim()}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`anvil did not answer eth_chainId on ${url} in time: ${stderr.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url, port, stop };
}
