/**
 * The cluster's balancer: HAProxy's config from haproxy.cfg.template, HAProxy
 * run in the foreground (`-db`: one process, stopped with SIGTERM by
 * services.ts), and its view of the servers from the stats page's CSV.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startService, type Service } from '../services.ts';

/** A server behind the balancer: on `host` when given (another machine), else on the balancer's own host. */
export interface BalancedServer {
  name: string;
  host?: string;
  port: number;
}

export interface BalancerConfig {
  /** Where the balancer listens, and the servers' host unless they name their own. */
  host: string;
  graphqlPort: number;
  apiPort: number;
  statsPort: number;
  readers: BalancedServer[];
  apis: BalancedServer[];
  cacheMaxAge: number;
  pidFile: string;
  statsSocket: string;
}

const TEMPLATE = join(import.meta.dirname, 'haproxy.cfg.template');

export function renderHaproxyConfig(c: BalancerConfig, template = readFileSync(TEMPLATE, 'utf8')): string {
  const servers = (list: BalancedServer[]) => list.map((s) => `    server ${s.name} ${s.host ?? c.host}:${s.port} check`).join('\n');
  const values: Record<string, string> = {
    HOST: c.host,
    GRAPHQL_PORT: String(c.graphqlPort),
    API_PORT: String(c.apiPort),
    STATS_PORT: String(c.statsPort),
    CACHE_MAX_AGE: String(c.cacheMaxAge),
    PID_FILE: c.pidFile,
    STATS_SOCKET: c.statsSocket,
    READERS: servers(c.readers),
    APIS: servers(c.apis),
  };
  const out = template.replace(/\{\{([A-Z_]+)\}\}/g, (m, k: string) => {
    const v = values[k];
    if (v === undefined) throw new Error(`haproxy template: unknown placeholder ${m}`);
    return v;
  });
  return out;
}

export async function startBalancer(c: BalancerConfig, dir: string, signal?: AbortSignal): Promise<Service> {
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, renderHaproxyConfig(c));
  return startService({
    name: 'haproxy',
    command: 'haproxy',
    args: ['-db', '-f', file],
    cwd: dir,
    logFile: join(dir, 'haproxy.log'),
    healthUrl: `http://${c.host}:${c.graphqlPort}/balancer-health`,
    timeoutMs: 15_000,
    graceMs: 3_000,
    ...(signal ? { signal } : {}),
  });
}

/** Each server's state as HAProxy sees it ("UP", "DOWN", "UP 1/2", ...), keyed "backend/server". */
export async function serverStates(host: string, statsPort: number): Promise<Map<string, string>> {
  const res = await fetch(`http://${host}:${statsPort}/stats;csv`, { signal: AbortSignal.timeout(2_000) });
  const lines = (await res.text()).split('\n');
  const out = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const f = line.split(',');
    if (f.length < 18 || f[1] === 'FRONTEND' || f[1] === 'BACKEND') continue;
    out.set(`${f[0]}/${f[1]}`, f[17] ?? '');
  }
  return out;
}
