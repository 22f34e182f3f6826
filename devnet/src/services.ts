/**
 * Long-running services of the devnet (the indexer, the API): spawn a child
 * process with its environment, send its output to a log file in the devnet
 * folder, wait until its health URL answers 200, and stop it with SIGTERM
 * (SIGKILL after a grace period). A service that exits or never gets healthy
 * is named in the error, with the tail of its log.
 *
 * Hand-written on node:child_process: a process manager (pm2, execa) would
 * bring more than these few rules need.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface ServiceOptions {
  /** Shown in messages: "indexer", "api". */
  name: string;
  command: string;
  args: string[];
  cwd: string;
  /** Added to the supervisor's environment. */
  env?: NodeJS.ProcessEnv;
  logFile: string;
  /** Polled until it answers 200. */
  healthUrl: string;
  /** How long to wait for health. Default 120 s. */
  timeoutMs?: number;
  /** Between SIGTERM and SIGKILL on stop. Default 10 s. */
  graceMs?: number;
  signal?: AbortSignal;
}

export interface Service {
  name: string;
  pid: number;
  exited(): boolean;
  stop(): Promise<void>;
}

export class ServiceError extends Error {
  constructor(
    readonly service: string,
    reason: string,
    readonly logTail: string,
    logFile: string,
  ) {
    super(`${service} ${reason}${logTail ? `; last lines of ${logFile}:\n${logTail}` : ` (its log ${logFile} is empty)`}`);
  }
}

export function logTail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}

export async function startService(o: ServiceOptions): Promise<Service> {
  mkdirSync(dirname(o.logFile), { recursive: true });
  const fd = openSync(o.logFile, 'a');
  let child: ChildProcess;
  try {
    // SUPERVISOR_PID lets a service notice that the supervisor was killed and stop itself.
    child = spawn(o.command, o.args, {
      cwd: o.cwd,
      env: { ...process.env, SUPERVISOR_PID: String(process.pid), ...o.env },
      stdio: ['ignore', fd, fd],
    });
  } finally {
    closeSync(fd);
  }
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  let spawnError: Error | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve();
    });
    child.once('error', (e) => {
      spawnError = e;
      exit ??= { code: null, signal: null };
      resolve();
    });
  });
  // Last resort if the supervisor dies without stop(): do not leave the service running.
  const killOnExit = () => {
    if (!exit) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  const stop = async (): Promise<void> => {
    if (!exit) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), o.graceMs ?? 10_000);
      await exited;
      clearTimeout(timer);
    }
    process.off('exit', killOnExit);
  };

  const fail = async (reason: string): Promise<never> => {
    await stop();
    throw new ServiceError(o.name, reason, logTail(o.logFile), o.logFile);
  };

  const deadline = Date.now() + (o.timeoutMs ?? 120_000);
  for (;;) {
    if (exit) {
      return fail(spawnError ? `could not start (${spawnError.message})` : `exited with ${exit.code ?? exit.signal} before it was healthy`);
    }
    if (o.signal?.aborted) return fail('was aborted while starting');
    if (await healthy(o.healthUrl)) break;
    if (Date.now() > deadline) return fail(`was not healthy at ${o.healthUrl} after ${Math.round((o.timeoutMs ?? 120_000) / 1000)} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return { name: o.name, pid: child.pid ?? -1, exited: () => !!exit, stop };
}
