/**
 * The keepers' service face: `/health` (JSON, 503 when a started keeper has not succeeded within its expected
 * period) and `/metrics` (Prometheus text through prom-client), on node:http.
 */
import { createServer, type Server } from 'node:http';
import { Counter, Gauge, Registry } from 'prom-client';
import type { KeeperStatus } from './loop.ts';

export interface OperatorBalance {
  keeper: string;
  address: string;
  /** wei */
  balance: bigint;
  /** wei; below it the operator is reported low. */
  floor: bigint;
}

/** A keeper is healthy when it is off, or has succeeded within its expected period (counted from its start before the first success). */
export function keeperHealthy(s: KeeperStatus, now = Date.now()): boolean {
  if (s.status === 'off') return true;
  return now - (s.lastSuccess ?? s.startedAt) <= s.expectedPeriodMs;
}

export function healthReport(statuses: readonly KeeperStatus[], balances: readonly OperatorBalance[], now = Date.now()) {
  const keepers = Object.fromEntries(
    statuses.map((s) => {
      const low = balances.filter((b) => b.keeper === s.name && b.balance < b.floor);
      return [
        s.name,
        {
          status: s.status === 'off' ? 'off' : keeperHealthy(s, now) ? s.status : 'stale',
          ...(s.detail ? { detail: s.detail } : {}),
          lastSuccess: s.lastSuccess ? new Date(s.lastSuccess).toISOString() : null,
          lastError: s.lastError ? { at: new Date(s.lastError.at).toISOString(), message: s.lastError.message } : null,
          errors: s.errors,
          actions: s.actions,
          expectedPeriodSeconds: s.expectedPeriodMs / 1000,
          ...(low.length ? { lowBalance: low.map((b) => b.address) } : {}),
        },
      ];
    }),
  );
  const healthy = statuses.every((s) => keeperHealthy(s, now));
  return { healthy, body: { status: healthy ? 'ok' : 'unhealthy', keepers } };
}

/** wei as BNB for a gauge: Prometheus samples are doubles, and a balance shown there is for reading, not for arithmetic. */
function weiToBnb(wei: bigint): number {
  return Number(wei / 10n ** 9n) / 1e9;
}

export function keeperMetrics(statuses: () => readonly KeeperStatus[], balances: () => readonly OperatorBalance[]): Registry {
  const registry = new Registry();
  const sent = new Map<string, number>();
  const errorsSeen = new Map<string, number>();
  new Gauge({
    name: 'keeper_last_success_timestamp_seconds',
    help: 'Unix time of the last tick that ended without an error',
    labelNames: ['keeper'],
    registers: [registry],
    collect() {
      for (const s of statuses()) if (s.lastSuccess) this.set({ keeper: s.name }, s.lastSuccess / 1000);
    },
  });
  new Gauge({
    name: 'keeper_healthy',
    help: '1 when the keeper succeeded within its expected period (or is off)',
    labelNames: ['keeper'],
    registers: [registry],
    collect() {
      for (const s of statuses()) this.set({ keeper: s.name }, keeperHealthy(s) ? 1 : 0);
    },
  });
  // Counters follow the statuses' own counts: collect() adds what was counted since the last scrape.
  new Counter({
    name: 'keeper_errors_total',
    help: 'Ticks that failed (RPC errors, reverted or superseded transactions)',
    labelNames: ['keeper'],
    registers: [registry],
    collect() {
      for (const s of statuses()) {
        this.inc({ keeper: s.name }, s.errors - (errorsSeen.get(s.name) ?? 0));
        errorsSeen.set(s.name, s.errors);
      }
    },
  });
  new Counter({
    name: 'keeper_actions_total',
    help: 'Transactions the keeper had mined, per action',
    labelNames: ['keeper', 'action'],
    registers: [registry],
    collect() {
      for (const s of statuses())
        for (const [action, n] of Object.entries(s.actions)) {
          const key = `${s.name}\0${action}`;
          this.inc({ keeper: s.name, action }, n - (sent.get(key) ?? 0));
          sent.set(key, n);
        }
    },
  });
  new Gauge({
    name: 'keeper_operator_balance_bnb',
    help: "The operator account's BNB balance",
    labelNames: ['keeper', 'address'],
    registers: [registry],
    collect() {
      for (const b of balances()) this.set({ keeper: b.keeper, address: b.address }, weiToBnb(b.balance));
    },
  });
  new Gauge({
    name: 'keeper_operator_balance_low',
    help: "1 when the operator's balance is below the configured floor",
    labelNames: ['keeper', 'address'],
    registers: [registry],
    collect() {
      for (const b of balances()) this.set({ keeper: b.keeper, address: b.address }, b.balance < b.floor ? 1 : 0);
    },
  });
  return registry;
}

export function serveMonitor(
  o: { port: number; host: string; statuses: () => readonly KeeperStatus[]; balances: () => readonly OperatorBalance[] },
  registry = keeperMetrics(o.statuses, o.balances),
): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET') {
      res.writeHead(405, { allow: 'GET' });
      return res.end();
    }
    if (path === '/health') {
      const { healthy, body } = healthReport(o.statuses(), o.balances());
      res.writeHead(healthy ? 200 : 503, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(body));
    }
    if (path === '/metrics') {
      registry.metrics().then(
        (text) => {
          res.writeHead(200, { 'content-type': registry.contentType });
          res.end(text);
        },
        (e: unknown) => {
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(String(e));
        },
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found: /health, /metrics\n');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => resolve(server));
  });
}
