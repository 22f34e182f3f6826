/**
 * The loop every keeper runs: one tick at a time, the next one `periodMs` after the last ended; a tick that throws
 * (an RPC error, a reverted or superseded transaction) is logged, counted and retried after an exponential back-off
 * capped at `maxBackoffMs`, so a node that is down is not hammered and the loop never ends on an error. Each tick
 * reads the chain afresh, so nothing here needs to survive a restart.
 */

/** What /health and /metrics report for one keeper. */
export interface KeeperStatus {
  name: string;
  status: 'starting' | 'ok' | 'error' | 'off';
  /** Why it is off, or what it runs. */
  detail?: string;
  startedAt: number;
  /** Date.now() of the last tick that ended without an error. */
  lastSuccess?: number;
  lastError?: { at: number; message: string };
  errors: number;
  /** Transactions mined, per action. */
  actions: Record<string, number>;
  /** No success for this long is unhealthy (503 on /health). */
  expectedPeriodMs: number;
}

export function newStatus(name: string): KeeperStatus {
  return { name, status: 'starting', startedAt: Date.now(), errors: 0, actions: {}, expectedPeriodMs: 300_000 };
}

/** The back-off after `failures` failed ticks in a row: period x 2^(failures - 1), at most `max`. */
export function backoffMs(periodMs: number, failures: number, maxMs: number): number {
  if (failures <= 0) return periodMs;
  return Math.min(maxMs, periodMs * 2 ** Math.min(failures - 1, 30));
}

export function errorLine(e: unknown): string {
  return e instanceof Error ? e.message.split('\n')[0]! : String(e);
}

export interface LoopOptions {
  periodMs: number;
  /** Cap of the back-off after errors; default 60 s. */
  maxBackoffMs?: number;
  tick: () => Promise<void>;
  log: (line: string) => void;
  status?: KeeperStatus;
}

export function runLoop(o: LoopOptions): { stop(): Promise<void> } {
  let stopped = false;
  let failures = 0;
  let current: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const maxBackoff = Math.max(o.periodMs, o.maxBackoffMs ?? 60_000);
  const once = async (): Promise<number> => {
    try {
      await o.tick();
      failures = 0;
      if (o.status) {
        o.status.lastSuccess = Date.now();
        o.status.status = 'ok';
      }
      return o.periodMs;
    } catch (e) {
      failures++;
      const wait = backoffMs(o.periodMs, failures, maxBackoff);
      const message = errorLine(e);
      if (o.status) {
        o.status.errors++;
        o.status.lastError = { at: Date.now(), message };
        o.status.status = 'error';
      }
      o.log(`tick failed (retrying in ${(wait / 1000).toFixed(1)} s): ${message}`);
      return wait;
    }
  };
  const loop = () => {
    if (stopped) return;
    current = once().then((wait) => {
      if (!stopped) timer = setTimeout(loop, wait);
    });
  };
  loop();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
