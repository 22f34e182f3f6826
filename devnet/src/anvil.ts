/**
 * Runs the devnet chain: anvil with its state kept in a file.
 *
 * The anvil binary is started directly, not through node_modules/.bin/anvil:
 * that npm wrapper forwards SIGINT and exits at once, before anvil has
 * written its state file, so a supervisor waiting on the wrapper would lose
 * the last seconds of the chain. anvil itself dumps its state on SIGINT
 * (and every `stateInterval` seconds), then exits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ANVIL_HARDFORK } from '../../contracts/scripts/anvil.ts';

export interface AnvilOptions {
  host: string;
  port: number;
  chainId: number;
  blockTime: number;
  stateFile: string;
  /** anvil's stdout/stderr go here. */
  logFile: string;
  /** Remembers the pid so a later run can stop an anvil this supervisor left behind. */
  pidFile: string;
  accounts?: number;
  balance?: number;
  /** Seconds between state dumps (default 5); 0 dumps only when anvil stops. */
  stateInterval?: number;
  /**
   * Past blocks' states anvil writes to disk once they leave its memory (anvil's own default when unset). Each
   * is the whole state (about 2 MB on the seeded devnet), so a test mining 3,600 blocks wrote 7 GB; 0 keeps only
   * the states in memory (the last few hundred blocks), enough for a test chain's eth_calls at recent blocks.
   */
  maxPersistedStates?: number;
  timeoutMs?: number;
  /** Genesis time (unix seconds) of a fresh chain; ignored by anvil when it loads a saved state. */
  genesisTimestamp?: number;
}

export interface Anvil {
  rpcUrl: string;
  pid: number;
  /** SIGINT, then wait for anvil to dump its state and exit (SIGKILL after 20 s). */
  stop(): Promise<void>;
  /** True once the process has exited. */
  exited(): boolean;
}

/** Finds the platform binary installed by @foundry-rs/anvil. */
export function anvilBinary(from: string = import.meta.dirname): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const exe = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`;
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', pkg, 'bin', exe);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) break;
  }
  throw new Error(`the anvil binary (${pkg}) is not installed: run npm install`);
}

export async function rpcAnswers(url: string, timeoutMs = 1000): Promise<number | undefined> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await res.json()) as { result?: string };
    return body.result ? Number(body.result) : undefined;
  } catch {
    return undefined;
  }
}

function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * If a previous run of this supervisor left its anvil running (crash, SIGKILL),
 * stop it gracefully: only a process whose command line is anvil with our state file.
 */
export async function stopLeftover(pidFile: string, stateFile: string): Promise<boolean> {
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  rmSync(pidFile, { force: true });
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return false;
  let cmdline = '';
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return false;
  }
  if (!cmdline.includes('anvil') || !cmdline.includes(stateFile)) return false;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 200 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  return true;
}

export async function startAnvil(o: AnvilOptions): Promise<Anvil> {
  const rpcUrl = `http://${o.host}:${o.port}`;
  const busy = await rpcAnswers(rpcUrl, 500);
  if (busy !== undefined) {
    throw new Error(`port ${o.port} already answers JSON-RPC (chain id ${busy}): is another devnet running? Stop it or set RPC_PORT.`);
  }
  const cacheDir = join(dirname(o.stateFile), 'anvil-cache');
  rmSync(cacheDir, { recursive: true, force: true });
  const args = [
    '--silent', // no line per RPC call; errors still reach the log
    '--host',
    o.host,
    '--port',
    String(o.port),
    '--chain-id',
    String(o.chainId),
    '--block-time',
    String(o.blockTime),
    '--hardfork',
    ANVIL_HARDFORK,
    '--accounts',
    String(o.accounts ?? 20),
    '--balance',
    String(o.balance ?? 100000),
    '--state',
    o.stateFile,
    ...((o.stateInterval ?? 5) > 0 ? ['--state-interval', String(o.stateInterval ?? 5)] : []),
    ...(o.maxPersistedStates !== undefined ? ['--max-persisted-states', String(o.maxPersistedStates)] : []),
    // Historical states persisted to disk live beside the state file (by default ~/.foundry/anvil/tmp, never
    // cleaned: killed devnets filled the disk). Stale after a restart, so cleared before each start.
    '--cache-path',
    cacheDir,
    ...(o.genesisTimestamp !== undefined ? ['--timestamp', String(o.genesisTimestamp)] : []),
  ];
  const log = openSync(o.logFile, 'a');
  writeFileSync(log, `--- ${new Date().toISOString()} anvil ${args.join(' ')}\n`);
  let child: ChildProcess;
  try {
    // detached: our own process group, so a terminal Ctrl-C reaches only the
    // supervisor, which then stops anvil in order (after the keepers).
    child = spawn(anvilBinary(), args, { stdio: ['ignore', log, log], detached: true });
  } finally {
    closeSync(log);
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error('anvil did not start');
  writeFileSync(o.pidFile, String(pid));
  let exitCode: number | null | undefined;
  const exit = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? -1 : null);
      rmSync(o.pidFile, { force: true });
      done();
    }),
  );
  child.once('error', () => undefined);

  const stop = async (): Promise<void> => {
    if (exitCode !== undefined) return;
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exit;
    clearTimeout(timer);
  };

  const until = Date.now() + (o.timeoutMs ?? 30_000);
  for (;;) {
    if (exitCode !== undefined) {
      throw new Error(`anvil exited (code ${exitCode}) before it answered on ${rpcUrl}:\n${tail(o.logFile)}`);
    }
    const id = await rpcAnswers(rpcUrl, 500);
    if (id === o.chainId) break;
    if (id !== undefined) {
      await stop();
      throw new Error(`anvil answered with chain id ${id}, expected ${o.chainId}`);
    }
    if (Date.now() > until) {
      await stop();
      throw new Error(`anvil did not answer on ${rpcUrl} within ${(o.timeoutMs ?? 30_000) / 1000} s:\n${tail(o.logFile)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { rpcUrl, pid, stop, exited: () => exitCode !== undefined };
}
