/**
 * The services as a cluster on one PostgreSQL (docs/OPERATING.md "Running as a
 * cluster"): one indexer writer (`ponder start`, which also keeps views of its
 * tables in a views schema), readers (`ponder serve` on the views schema), API
 * processes (DATABASE_URL), and HAProxy in front of the readers and the APIs.
 *
 * Each process is supervised: one that exits without being asked is started
 * again after RESTART_DELAY_MS (what systemd's Restart=always or a container
 * orchestrator does in production), so a crash or a kill costs the balancer
 * one server for a few seconds and costs clients nothing.
 *
 * `startCluster` takes a chain that is already running and deployed: `npm run
 * cluster` (start.ts) gets one from the devnet supervisor, the fault tests
 * from their own small deployment.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startService, type Service, type ServiceOptions } from '../services.ts';
import { serverStates, startBalancer } from './haproxy.ts';

const RESTART_DELAY_MS = 500;

export type Role = 'writer' | 'reader' | 'api' | 'balancer';

export interface ClusterPorts {
  writer: number;
  readers: number[];
  apis: number[];
  /** The balancer's GraphQL, API and stats ports. */
  graphql: number;
  api: number;
  stats: number;
}

export interface ClusterOptions {
  host: string;
  rpcUrl: string;
  deploymentFile: string;
  databaseUrl: string;
  /** Logs, pid files and the HAProxy config. */
  dir: string;
  ports: ClusterPorts;
  /** Seconds per block: the GraphQL answers' Cache-Control is about half of it. */
  blockTime: number;
  /** The writer's schema and the views schema the readers serve. */
  schema?: string;
  viewsSchema?: string;
  /** Wait for the writer's /ready (its backfill) before starting the readers. Default true. */
  waitForBackfill?: boolean;
  /** Restart a process that exits by itself. Default true. */
  supervise?: boolean;
  log?: (line: string) => void;
  signal?: AbortSignal;
  /** Added to every process's environment. */
  env?: Record<string, string>;
}

export interface Member {
  role: Role;
  name: string;
  url: string;
  /** The process's pid (the indexer's launcher for writer and readers). */
  pid(): number;
  /** Ponder's own pid (writer and readers), else the process's. */
  serverPid(): number;
  /** Times it was started again after exiting by itself. */
  restarts(): number;
  /** Sends a signal to the server process (a crash when SIGKILL); the supervisor starts it again. */
  kill(signal: NodeJS.Signals): void;
  /** Resolves when it answers its health URL again after a kill or crash. */
  healthy(timeoutMs?: number): Promise<void>;
}

export interface Cluster {
  graphqlUrl: string;
  apiUrl: string;
  statsUrl: string;
  members: Member[];
  member(name: string): Member;
  /** HAProxy's view: "backend/server" -> "UP", "DOWN", ... */
  states(): Promise<Map<string, string>>;
  /** Writes `{ urls, processes }` to the file (pids change on restarts: written again then). */
  describe(): { urls: Record<string, string>; processes: { role: Role; name: string; url: string; pid: number }[] };
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}

export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  const log = o.log ?? ((l: string) => console.log(l));
  const schema = o.schema ?? 'fuelswap_indexer';
  const viewsSchema = o.viewsSchema ?? 'fuelswap_views';
  const supervise = o.supervise !== false;
  const node = process.execPath;
  const root = join(import.meta.dirname, '../../..');
  // `node --import tsx` runs the entry in this one process (the tsx CLI would add a parent), so a pid is the server.
  const tsNode = (file: string) => [node, ['--import', 'tsx', join(root, file)]] as const;
  const baseEnv = {
    RPC_URL: o.rpcUrl,
    DEPLOYMENT_FILE: o.deploymentFile,
    DATABASE_URL: o.databaseUrl,
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    ...o.env,
  };
  const members: Member[] = [];
  const stoppers: (() => Promise<void>)[] = [];
  let stopping = false;

  const supervised = async (role: Role, name: string, url: string, opts: ServiceOptions, ponderPidFile?: string): Promise<Member> => {
    let svc: Service = await startService(opts);
    let restarts = 0;
    let restarting: Promise<void> | undefined;
    const ponderPid = () => {
      if (!ponderPidFile) return svc.pid;
      try {
        return (JSON.parse(readFileSync(ponderPidFile, 'utf8')) as { ponder: number }).ponder;
      } catch {
        return svc.pid;
      }
    };
    const watch = setInterval(() => {
      if (!supervise || stopping || restarting || !svc.exited()) return;
      log(`  ${name} exited by itself: starting it again`);
      restarting = (async () => {
        await sleep(RESTART_DELAY_MS);
        for (;;) {
          if (stopping) return;
          try {
            svc = await startService({ ...opts, timeoutMs: opts.timeoutMs ?? 120_000 });
            restarts++;
            log(`  ${name} is back (pid ${svc.pid})`);
            return;
          } catch (e) {
            log(`  ${name} did not start again (${e instanceof Error ? e.message.split('\n')[0] : String(e)}); retrying`);
            await sleep(1_000);
          }
        }
      })().finally(() => {
        restarting = undefined;
      });
    }, 100);
    stoppers.push(async () => {
      clearInterval(watch);
      await restarting;
      await svc.stop();
    });
    const m: Member = {
      role,
      name,
      url,
      pid: () => svc.pid,
      serverPid: ponderPid,
      restarts: () => restarts,
      kill: (signal) => process.kill(ponderPid(), signal),
      healthy: async (timeoutMs = 60_000) => {
        const until = Date.now() + timeoutMs;
        // A killed process still answers for a moment after the signal: wait for the restart first.
        while (restarting || svc.exited() || !(await answers(opts.healthUrl))) {
          if (Date.now() > until) throw new Error(`${name} was not healthy again within ${timeoutMs / 1000} s`);
          await sleep(100);
        }
      },
    };
    members.push(m);
    return m;
  };

  const indexer = (role: 'writer' | 'reader', name: string, port: number, extra: Record<string, string>, healthPath: string) => {
    const url = `http://${o.host}:${port}`;
    const dataDir = join(o.dir, `${name}-db`);
    const [cmd, args] = tsNode('indexer/src/main.ts');
    return supervised(
      role,
      name,
      url,
      {
        name,
        command: cmd,
        args: [...args],
        cwd: root,
        env: {
          ...baseEnv,
          INDEXER_PORT: String(port),
          INDEXER_HOST: o.host,
          // Only the launcher's pid file lives here (PostgreSQL holds the index); one per process, or each
          // launcher would take the others for leftovers and stop them.
          INDEXER_DATA_DIR: dataDir,
          INDEXER_BLOCK_TIME: String(o.blockTime),
          ...extra,
        },
        logFile: join(o.dir, `${name}.log`),
        healthUrl: `${url}${healthPath}`,
        timeoutMs: 300_000,
        ...(o.signal ? { signal: o.signal } : {}),
      },
      `${dataDir}.pid`,
    );
  };

  try {
    const writer = await indexer(
      'writer',
      'writer',
      o.ports.writer,
      { INDEXER_SCHEMA: schema, INDEXER_VIEWS_SCHEMA: viewsSchema },
      o.waitForBackfill === false ? '/health' : '/ready',
    );
    log(`  writer ${writer.url} (schema ${schema}, views ${viewsSchema})`);
    await Promise.all(
      o.ports.readers.map(async (port, i) => {
        const r = await indexer('reader', `reader-${i + 1}`, port, { INDEXER_MODE: 'serve', INDEXER_SCHEMA: viewsSchema }, '/ready');
        log(`  ${r.name} ${r.url}`);
      }),
    );
    // One after another: each API applies the migrations at start, and two at once race on creating drizzle's
    // migrations table (the second fails with a duplicate key). The first migrates, the others find nothing to do.
    for (const [i, port] of o.ports.apis.entries()) {
      {
        const name = `api-${i + 1}`;
        const url = `http://${o.host}:${port}`;
        const [cmd, args] = tsNode('api/src/main.ts');
        await supervised('api', name, url, {
          name,
          command: cmd,
          args: [...args],
          cwd: root,
          env: { ...baseEnv, API_PORT: String(port), API_HOST: o.host, API_TRUST_PROXY: '1' },
          logFile: join(o.dir, `${name}.log`),
          healthUrl: `${url}/health`,
          timeoutMs: 60_000,
          ...(o.signal ? { signal: o.signal } : {}),
        });
        log(`  ${name} ${url}`);
      }
    }
    // Nothing to balance (a writer alone, as the backfill test runs it): no HAProxy.
    if (o.ports.readers.length + o.ports.apis.length > 0) await balance();
  } catch (e) {
    stopping = true;
    for (const s of stoppers.reverse()) await s().catch(() => {});
    throw e;
  }

  async function balance(): Promise<void> {
    const balancer = await startBalancer(
      {
        host: o.host,
        graphqlPort: o.ports.graphql,
        apiPort: o.ports.api,
        statsPort: o.ports.stats,
        readers: o.ports.readers.map((port, i) => ({ name: `reader-${i + 1}`, port })),
        apis: o.ports.apis.map((port, i) => ({ name: `api-${i + 1}`, port })),
        cacheMaxAge: Math.max(1, Math.floor(o.blockTime / 2)),
        pidFile: join(o.dir, 'haproxy.pid'),
        statsSocket: join(o.dir, 'haproxy.sock'),
      },
      o.dir,
      o.signal,
    );
    stoppers.push(() => balancer.stop());
    members.push({
      role: 'balancer',
      name: 'haproxy',
      url: `http://${o.host}:${o.ports.graphql}`,
      pid: () => balancer.pid,
      serverPid: () => balancer.pid,
      restarts: () => 0,
      kill: (signal) => process.kill(balancer.pid, signal),
      healthy: async () => {},
    });
  }

  const graphqlUrl = `http://${o.host}:${o.ports.graphql}`;
  const apiUrl = `http://${o.host}:${o.ports.api}`;
  const statsUrl = `http://${o.host}:${o.ports.stats}/stats`;
  return {
    graphqlUrl,
    apiUrl,
    statsUrl,
    members,
    member: (name) => {
      const m = members.find((x) => x.name === name);
      if (!m) throw new Error(`no cluster member ${name}`);
      return m;
    },
    states: () => serverStates(o.host, o.ports.stats),
    describe: () => ({
      urls: { graphql: `${graphqlUrl}/graphql`, api: apiUrl, stats: statsUrl, database: o.databaseUrl },
      processes: members.map((m) => ({ role: m.role, name: m.name, url: m.url, pid: m.serverPid() })),
    }),
    stop: async () => {
      stopping = true;
      for (const s of stoppers.reverse()) {
        try {
          await s();
        } catch (e) {
          log(`  (stopping: ${e instanceof Error ? e.message : String(e)})`);
        }
      }
    },
  };
}

/** Writes the cluster's description (urls, each process's role and pid) as JSON. */
export function writeClusterFile(file: string, c: Cluster, extra: Record<string, unknown> = {}): void {
  const d = c.describe();
  writeFileSync(file, `${JSON.stringify({ ...extra, ...d, urls: { ...(extra.urls as object), ...d.urls } }, null, 2)}\n`);
}
